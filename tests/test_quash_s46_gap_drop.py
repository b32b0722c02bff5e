"""Session 46 (new players, QUASH basic): a card let go in the gap between two spots was laid on the NEXT spot,
the one the held card overlapped more, not the one the pointer was beside. Of the lit targets the held card
overlaps, the drop (and its tag, the same target_at) now takes the one nearest the pointer (ui/drag.py)."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, drag, match_board, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_card_let_go_just_right_of_spot_1_is_laid_on_spot_1(size):
    m = Match("quash", ["human", "bot:easy"], 3, {"variant": "basic"})
    while m.to_move != 0:
        m.play(m.legal_actions()[0])
    app, scene = match_board(m, size=size)
    try:
        rnd, card = m.state.round, m.state.hands[0][0]
        p = scene.table.piece_by_id[f"r{rnd}:{card}"]
        start = (p.home.x + scene.metrics.px(3), p.home.y + p.home.h // 3)    # held by its left edge
        spot_1 = scene._deco["g"]["spots"]["bottom"][0]
        end = (spot_1.right + 1, spot_1.centery)      # in the gap, beside spot 1; the card reaches over spot 2
        drag(app, start, end)
        steps(app, 3)
        board = m.state.board[0]
        assert card in board[0] and card not in board[1], board
    finally:
        close_board(app)


def test_drop_near_takes_the_lit_target_nearest_the_pointer():
    import pygame

    from quash_table.ui import drop_near

    class T:
        def __init__(self, tid, rect):
            self.id, self.rect = tid, pygame.Rect(rect)

    a, b = T("a", (0, 0, 90, 80)), T("b", (96, 0, 90, 80))
    held = pygame.Rect(91, 0, 86, 120)      # held by its left edge: over b almost whole
    assert drop_near.target([a, b], {"a", "b"}, (91, 40), held, 10) is a
    assert drop_near.target([a, b], {"b"}, (91, 40), held, 10) is b           # a not lit: b, as before
    assert drop_near.target([a, b], {"a", "b"}, (91, 300), held, 10) is b     # far off: the most overlapped
