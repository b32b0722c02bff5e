"""Session 46, Flush (review 46): your freed hidden card, lifted by the keys (Tab to it: "Space turns this hidden card
up"), rose a whole lift over the words above it, "you may turn it up"; the words leave room for half a lift, as far as
a hint raises it (paint_seats.plate_lines), and a lifted freed hidden card rises that far (Board.select_lift)."""


import pygame
import pytest

from tests.bot_moves import random_until
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _may_turn_one_up(seats):
    """A match at your turn with a freed hidden card to turn up and other cards to play."""
    got = random_until("flush", seats, lambda m, legal: m if m.to_move == 0 and any(
        a["type"] == "hidden" for a in legal) and any(a["type"] != "hidden" for a in legal) else None)
    if got is not None:
        return got
    raise AssertionError("no seed frees a hidden card")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [4, 6])
def test_a_lifted_hidden_card_leaves_you_may_turn_it_up_in_view(seats, size):
    app, scene = match_board(_may_turn_one_up(seats), size=size, animation="instant")
    try:
        for _ in range(20):
            key(app, pygame.K_TAB)
            steps(app, 2)
            if scene.drag.selected and scene.drag.selected.startswith("r") and ":hid0:" in scene.drag.selected:
                break
        steps(app, 20)
        piece = scene.table.piece_by_id.get(scene.drag.selected or "")
        assert piece is not None and piece.zone.startswith("hidden:0:"), scene.drag.selected
        drawn = piece.rect.move(0, scene.drag.lift_offset(piece))
        assert drawn.y < piece.home.y, "it is lifted"
        words = [d.text_rect() for d in scene.table.decor if getattr(d, "text", "").endswith(("turn it up", "turn one up"))]
        assert words, [getattr(d, "text", None) for d in scene.table.decor]
        assert drawn.collidelist(words) < 0, (drawn, words)
    finally:
        close_board(app)
