"""Session 40 (review 40, 3 bots at 1024x640): the orange "new" tag of a stack's card was set in 8-9 px type, could
grow wider than the mat with three cards under it (the kit then shrank its words), said "red 4, 5" (two cards? a
range?), and rode on a card still flying in. Its words are now 12 px at least (TheGameMarks.mark_tag_px), broken
into lines as wide as the mat's inside (marks.covered_tag), each card with its colour (marks.covered_words), and
no tag is drawn on a card on its way (the kit's recent_marks.in_flight)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.marks import covered_words
from quash_table.games.thegame.rules import GAME
from quash_table.ui import recent_marks, theme
from quash_table.ui.sprites import THEGAME_INDEX_TOP
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _four_seats(seed=1, moves=18):
    """Seed 1 at four seats, your turn after 18 moves: the bots laid purple 2, purple 8, purple 3, purple 6 and
    yellow 5 on ▼ since your turn."""
    state = GAME.new_state(4, seed, GAME.check_options({"first": 1}, 4), None)
    bots = [NormalBot(GAME, k, seed=seed) for k in range(4)]
    actions = []
    while len(actions) < moves:
        action = bots[state.to_move].choose(GAME.view(state, state.to_move), GAME.legal_actions(state))
        actions.append(action)
        state = GAME.apply(state, action)
    seats = ["human:Ann"] + ["bot:normal"] * 3
    return Match("thegame", seats, seed=seed, options={"first": 1}, actions=actions)


def _sizes_drawn(scene, monkeypatch):
    """{line: type size} of the tags' words as the kit draws them."""
    said = {}
    real = theme.blit_text

    def spy(surface, s, size, *a, **k):
        said[s] = size
        return real(surface, s, size, *a, **k)
    monkeypatch.setattr(theme, "blit_text", spy)
    try:
        recent_marks.draw_tags(scene, pygame.Surface(scene.app.screen.get_size()))
    finally:
        monkeypatch.undo()
    return said


def test_each_card_under_it_is_said_with_its_colour():
    assert covered_words([("new", "R5"), ("new", "R4")]) == "under it: red 5, red 4"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_tag_is_set_in_12_px_at_least_and_fits_in_its_mat(size, monkeypatch):
    app, scene = match_board(_four_seats(), size=size)
    try:
        app.step(1 / 60)
        assert scene.session.match.to_move == 0
        piece, _, tag, word = next((p, f, t, w) for p, f, t, w, _ in scene.marks.framed()
                                   if p is not None and p.zone == "stack:down")
        # three lines over the card reached down over its corner index: "new" shares the first line (session 42)
        assert word.replace("\n", " ") == "new \u00b7 under it: purple 6, purple 3, purple 8", word
        assert tag.bottom <= piece.rect.y + int(piece.rect.h * THEGAME_INDEX_TOP), (tag, piece.rect)
        mat = next(d.rect for d in scene.table.decor
                   if type(d).__name__ == "Panel" and d.rect.contains(piece.rect) and d.rect.w < 3 * piece.rect.w)
        assert mat.contains(tag), (tag, mat)
        sizes = _sizes_drawn(scene, monkeypatch)
        lines = word.split("\n")
        assert len(lines) >= 2 and all(sizes[line] >= 12 for line in lines), (lines, sizes)
        # the card's number in its middle shows under it
        assert tag.bottom < piece.rect.centery - piece.rect.h // 4, (tag, piece.rect)
    finally:
        close_board(app)


def test_no_tag_rides_a_card_flying_in():
    # 15 moves: Bot 4 is to lay yellow 5 on ▼, over the purple cards new since your turn; watched as it flies in
    app, scene = match_board(_four_seats(moves=15), size=(1024, 640), settled=False)
    try:
        seen_flying = False
        for _ in range(1200):
            app.step(1 / 60)
            if scene.table is None:
                continue
            for piece, _, tag, _, _ in scene.marks.framed():
                if piece is not None and (scene.tweens.has(piece.id) or scene.tweens.has(("flip", piece.id))):
                    seen_flying = True
                    assert tag is None, (piece.id, tag)
            if seen_flying and scene.settled():
                break
        assert seen_flying
        tags = [t for p, _, t, _, _ in scene.marks.framed() if p is not None and p.id == "Y5"]
        assert tags and tags[0] is not None, tags
    finally:
        close_board(app)
