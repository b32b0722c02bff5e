"""Review 40 (QUASH): a card lifted by the arrow keys was drawn over the whole fan and hid its right neighbour's
rank and suit. On a board that raises its hinted card in place (hint_on_top False), the selected card is lifted in
its place among the cards of its row: the card fanned over it stays over it, its corner index in view."""

import pygame
import pytest

from tests.ui_helpers import board, close_board, key, make_app, settle

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_card_lifted_by_the_arrow_keys_leaves_its_neighbours_index_in_view(size):
    app = make_app(size=size, animation="instant")
    scene = board(app, "quash", ["human", "bot:normal"], seed=4)
    try:
        settle(app, scene)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        pid = scene.drag.selected
        assert pid is not None
        t = scene.table
        p = t.piece_by_id[pid]
        assert scene.drag.lift_offset(p) < 0, "the card is lifted"
        hand = sorted((q for q in t.pieces if q.rect.y == p.rect.y and q.kind == "card"), key=lambda q: q.rect.x)
        right = next(q for q in hand if q.rect.x > p.rect.x)
        order = [q.id for q in scene.painter.order()]
        assert order.index(right.id) > order.index(pid), "its right neighbour is drawn over it"
        # the neighbour's top left corner (its rank and suit) is on the screen as the neighbour's
        assert scene.drag.piece_at((right.rect.x + 4, right.rect.y + 8)) is right
    finally:
        close_board(app)
