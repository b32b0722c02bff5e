"""Session 20 (QUASH basic, a new player at 1024x640): the hinted hand card, raised and drawn over the
cards fanned over it, hid its right neighbour's corner index (only a ♠ pip of that card showed). It is
raised in its place now: every hand card's top-left index shows, the raised one's as well."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import ask_hint, close_board, make_app, settle, steps

INDEX_W, INDEX_H = 0.2, 0.26      # a card's corner index: its rank and suit at its top left


def drawn_rect(scene, p):
    return pygame.Rect(int(p.pos[0]), int(p.pos[1] + scene.drag.lift_offset(p)), int(p.pos[2]), int(p.pos[3]))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seed", [2, 5])
def test_a_hinted_hand_card_leaves_each_neighbours_index_in_view(size, seed):
    m = Match("quash", ["human", "bot:easy"], seed, {"dealer": 1})
    app = make_app(size=size, animation="instant")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 2)
        hinted = scene.hints.raised()
        assert hinted is not None
        order = scene.painter.order()
        hand = sorted((p for p in order if p.zone == scene.table.piece_by_id[hinted].zone), key=lambda p: p.pos[0])
        assert len(hand) > 2
        rects = {p.id: drawn_rect(scene, p) for p in order}
        assert rects[hinted].y < scene.table.piece_by_id[hinted].rect.y      # still raised: it is marked
        for i, p in enumerate(order):
            if p not in hand:
                continue
            r = rects[p.id]
            index = pygame.Rect(r.x + 2, r.y + 2, int(r.w * INDEX_W), int(r.h * INDEX_H))
            over = [q.id for q in order[i + 1:] if rects[q.id].colliderect(index)]
            assert not over, (p.id, over, hinted)
    finally:
        close_board(app)
