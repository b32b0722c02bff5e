"""Session 29: at six seats, 1024x640, with Moves open, the hint's arrow from your hand to the pile ran over
Bot 2's bases and hand, the cards that seat decides by. Another seat's plate, bases and hand are a wall the
arrow goes round (paint_seats.seat_walls, the table's arrow_clear), as the tray is."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, close_board, key, make_app, step_until

pytestmark = pytest.mark.ui


def _others_cards(scene):
    """The rects of the other seats' cards: their hands, bases and hidden cards (seat 0 is yours)."""
    out = []
    for p in scene.table.pieces:
        kind, _, rest = (p.zone or "").partition(":")
        if kind in ("hand", "base", "hidden") and rest.split(":")[0] not in ("", "0"):
            out.append(pygame.Rect(p.rect))
    return out


def test_the_arrow_keeps_off_other_seats_cards(monkeypatch):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=3)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=90)
        key(app, pygame.K_l, frames=3)          # Moves: the log opens, the table narrows
        assert scene.log_open
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        first = min(hand, key=lambda p: p.rect.x)       # the leftmost hand card: right under Bot 2's seat
        action = next(a for a in s.screen_legal() if a["type"] == "play" and first.code in a.get("cards", ()))
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason("a reason")))
        ask_hint(app, scene)
        legs, _, _ = scene.hints.arrow_drawn()
        assert legs, "no arrow"
        others = _others_cards(scene)
        assert others
        for u, v in legs:
            hit = [r for r in others if r.clipline(u, v)]
            assert not hit, (u, v, hit)
    finally:
        close_board(app)
