"""Session 24 (QUASH advanced, 2 players vs bot): at round 4's tiebreaker on spot 7, the result not yet shown,
the greyed Hint said "The game is over": the match ends with its last move, but the table was still showing the
moves that led there. The kit's rule (board_summary.end_on_screen): no greyed button's reason, nor what U says,
gives the game's end away before the table shows it. Checked frame by frame through the last moves of real
games, for every game whose random play ends quickly."""

import random

import pygame
import pytest

from tests.ui_helpers import board, close_board, key, make_app, steps

GAMES = ["quash", "numberquash"]     # (the others show their last move without steps of their own)


def _end_unshown(scene):
    """The table still shows the moves before the end: the board's own steps (QUASH's spots scored one by
    one), or the director's steps other than the last result's gate (its Summary ▸). Read here, not from
    the kit's end_on_screen."""
    d = scene.session.director
    rest = d.steps[1:] if d.gate() is not None and d.started else d.steps
    return bool(scene.staged_caption() or rest)


@pytest.mark.ui
@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_says_the_game_is_over_before_the_table_shows_its_end(game_id):
    unshown_frames = 0
    pressed_u = False
    for seed in range(1, 7):
        rng = random.Random(seed)
        app = make_app(animation="fast")
        scene = board(app, game_id, ["human", "bot:random"], seed=seed)
        s = scene.session
        try:
            for _ in range(20000):
                steps(app)
                if s.over:
                    if not _end_unshown(scene):
                        break
                    unshown_frames += 1
                    said = {b.id: b.reason for b in scene.hud.buttons if b.reason}
                    assert not any("over" in words.lower() for words in said.values()), (seed, said)
                    if not pressed_u and any(b.id == "hud:undo" for b in scene.hud.buttons):
                        key(app, pygame.K_u)            # a real key: what U says
                        pressed_u = True
                        words = scene.message[0] if scene.message else ""
                        assert "over" not in words.lower() and "still showing" in words, (seed, words)
                elif s.my_turn() and scene.settled() and not s.director.busy():
                    s.play(rng.choice(s.screen_legal()))
            assert s.over, seed
            # once the end is on the table, the reasons may say it
            steps(app, 5)
        finally:
            close_board(app)
    assert unshown_frames, "no game's end was still being shown: the test saw nothing"
