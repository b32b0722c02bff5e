"""Session 26 (Flush at four to six seats): a hint's full reason that no free place beside the middle holds lay
over your own cards (wide across your band, or over your hand where a four-line one met the tray). It goes in a
free column (a little smaller type where that is still readable), else the hint keeps its short form in the short
form's place: never over your cards."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui

SHORT = "makes a Flush: the pile goes and you play again"
FULL = (SHORT + " (played out in 190 sampled rounds, it left you fewer points than to lay two 9s and a Mimic on "
        "the pile, which keeps your Flush card for later)")


@pytest.mark.parametrize("seats", [4, 5, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_hints_full_reason_never_lies_over_your_cards(monkeypatch, seats, size):
    app = make_app(size=size, animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * (seats - 1), seed=3)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=60)
        action = s.screen_legal()[0]
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason(FULL, short=SHORT)))
        ask_hint(app, scene)
        steps(app, 3)
        key(app, pygame.K_h, frames=4)               # H again: the full reason, where it fits
        shown = next(o for o in app.top.layout_info()["objects"] if o.get("id") == "message")
        assert SHORT in shown["text"], shown["text"]
        # H kept its "(H: why)" promise (it showed the short one again, session 26's second reading), by the hint's
        # words: its reason's short words where no column holds the whole, never at the foot of the move log, across
        # the table, where session 26 put it (review 34)
        assert scene.hints.full_shown() and not scene.table.message_log, shown["text"]
        yours = [p.home for p in scene.table.pieces if p.zone.startswith(("hand:0", "base:0:", "hidden:0:"))]
        assert yours and pygame.Rect(shown["rect"]).collidelist(yours) < 0, (shown["text"], shown["rect"])
        assert scene.hints.current is not None           # the hint (its marks, its arrow) still up
    finally:
        close_board(app)
