"""The Game: your cards keep their places through your turn. Laying the first card re-centred the one kept, so a
second drag aimed where it had lain missed it (review 54j). A card taken back returns to its place; the next
turn's hand is laid out afresh."""

import pytest

from quash_table.games.thegame.hand_slots import HandSlots
from tests.ui_helpers import close_board, open_board, settle, steps

pytestmark = pytest.mark.ui


def _hand_rects(scene, seat):
    return {p.code: tuple(p.home) for p in scene.table.pieces if p.zone == f"hand:{seat}"}


def test_a_laid_card_leaves_the_others_where_they_were():
    app, scene = open_board("thegame", ["human", "bot:normal"], seed=5)
    try:
        s = scene.session
        before = _hand_rects(scene, 0)
        lay = next(a for a in s.screen_legal() if a["type"] == "play")
        s.play(lay)
        steps(app, 3)
        after = _hand_rects(scene, 0)
        assert lay["card"] not in after and len(after) == len(before) - 1
        assert all(after[c] == before[c] for c in after), (before, after)
        scene.undo()
        settle(app, scene)
        assert _hand_rects(scene, 0) == before            # taken back: in its own place again
    finally:
        close_board(app)


def _row(n):
    """A centred row of n places."""
    return [(10 * i + 50 - 5 * n, 0) for i in range(n)]


def test_new_cards_lay_the_hand_out_afresh():
    slots = HandSlots()
    row = _row
    assert slots.rects(0, ["a", "b", "c"], row) == row(3)
    assert slots.rects(0, ["a", "c"], row) == [row(3)[0], row(3)[2]]
    assert slots.rects(0, ["a", "c", "d"], row) == row(3)              # a card drawn: afresh
    assert slots.rects(1, ["a", "c"], row) == row(2)                   # another seat's eyes: afresh
