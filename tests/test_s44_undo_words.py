"""Issue 23 (session 44): Undo's confirmation said "Your last move was taken back. Statistics count this game in their
Undone column; its result still counts." as a large message after every undo. The statistics sentence is news once:
said with the first undo in a game, later undos say only "Your last move was taken back."."""

import pytest

from quash_table.engine.match import Match

SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]
SHORT = "Your last move was taken back."
LONG = "Your last move was taken back. The game still counts in Statistics as any other."


@pytest.mark.ui
def test_the_statistics_sentence_comes_with_the_first_undo_only():
    import pygame

    from tests.ui_helpers import close_board, key, match_board

    m = Match("quadwar", SEATS, 4, {"dealer": 3})
    app, scene = match_board(m, size=(1024, 640), animation="normal")
    try:
        s = scene.session
        said = []
        for undos in (1, 2, 3):
            s.play(s.screen_legal()[2])       # your bid; the next bot waits a moment for an Undo
            scene.message = None
            key(app, pygame.K_u, frames=2)
            assert len(m.actions) == 0 and m.undos == undos
            said.append(scene.message[0])
        assert said == [LONG, SHORT, SHORT], said
    finally:
        close_board(app)


def test_a_game_loaded_with_undos_says_the_short_words_at_once():
    """Its first undo was made before it was saved, and said the statistics then."""
    from quash_table.ui.board_words import undone_words
    from quash_table.ui.session import MatchSession

    fresh = MatchSession(Match("quadwar", SEATS, 4, {"dealer": 3}), autosave=False)
    assert undone_words(fresh) == LONG and undone_words(fresh) == SHORT
    m = Match("quadwar", SEATS, 4, {"dealer": 3})
    m.undos = 2
    assert undone_words(MatchSession(m, autosave=False)) == SHORT
