"""Session 30: at six seats, 1024x640, with Moves open, the hint's arrow from your hand to the pile went round
the tray by the left of the Mimic's column and over the stock: the gap between the column and the tray was
narrower than the arrow. The tray's left edge, where no words lie, is no wall (paint_tray.arrow_wall) and the
stock with its count is crossed only at a word's cost (the board's arrow_soft)."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, close_board, key, make_app, step_until

pytestmark = pytest.mark.ui


class _T:
    def px(self, n):
        return int(n * 0.8)


def test_the_trays_wall_leaves_its_left_edge_free():
    from quash_table.games.flush.paint_tray import ARROW_LANE, arrow_wall
    tray = pygame.Rect(261, 338, 233, 111)
    wall = arrow_wall(_T(), tray)
    assert wall.x == tray.x + _T().px(ARROW_LANE) and wall.right == tray.right and wall.y == tray.y
    assert wall.h == tray.h


@pytest.mark.parametrize("seed", [3, 4])
def test_the_arrow_keeps_off_the_stock(monkeypatch, seed):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=seed)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=90)
        key(app, pygame.K_l, frames=3)          # Moves: the log opens, the table narrows
        assert scene.log_open
        plays = [a for a in s.screen_legal() if a["type"] == "play" and len(a.get("cards", ())) == 1]
        hand = sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.rect.x)
        # the hand card nearest the tray's left edge that plays alone: its way up runs past the stock
        tray = scene._g["tray"]
        card = min((p for p in hand if any(p.code in a["cards"] for a in plays)),
                   key=lambda p: abs(p.rect.centerx - tray.x))
        action = next(a for a in plays if card.code in a["cards"])
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason("a reason")))
        ask_hint(app, scene)
        legs, _, _ = scene.hints.arrow_drawn()
        assert legs, "no arrow"
        stock = scene._g["stock"]
        for u, v in legs:
            assert not stock.clipline(u, v), (u, v, stock)
    finally:
        close_board(app)
