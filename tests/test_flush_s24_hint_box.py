"""Session 24 (Flush, new players): the hint's box was a tall narrow column. Its place was the free column
beside the middle's cluster (133 px wide at three seats, 1024x640), so a hint with its full reason (H again)
stood 16 lines of two words, 331 px tall. A message of more than four lines there now lies wide and short
in the column right of the middle's cluster (session 25: it lay across your band, over your hand), or wherever
the table has room that wide."""

import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui

SHORT = "makes a Flush: the pile goes and you play again"
FULL = (SHORT + " (played out in 190 sampled rounds, it left you fewer points than to lay two 9s and a Mimic on "
        "the pile, which keeps your Flush card for later)")


def _message(app):
    return next(o for o in app.top.layout_info()["objects"] if o.get("id") == "message")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_long_hint_is_wide_and_short(monkeypatch, size):
    import pygame
    app = make_app(size=size, animation="instant")
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=3)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=60)
        action = s.screen_legal()[0]
        # the search's answer, with a long reason as the hint gives where it left the normal bot's move
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason(FULL, short=SHORT)))
        ask_hint(app, scene)
        steps(app, 3)
        key(app, pygame.K_h, frames=4)               # H again: the full reason
        shown = _message(app)
        assert FULL in shown["text"], shown["text"]
        x, y, w, h = shown["rect"]
        from quash_table.ui import theme
        px = scene.metrics.px
        lines = round((h - px(14)) / theme.text("Ag", px(16), bold=True).get_height())
        # wide and short, not a pillar (was 133 x 331 px); session 25: in the wide column right of the middle's
        # cluster, clear of your hand (it lay across your band, over your cards), so a little less wide than
        # the band (was w >= 2.5 h, at most 6 lines)
        assert w >= 2 * h, shown["rect"]
        assert lines <= 7, (lines, shown["rect"])
        hand = [p.home for p in scene.table.pieces if p.zone.startswith(("hand:0", "base:0:", "hidden:0:"))]
        assert pygame.Rect(shown["rect"]).collidelist(hand) < 0
    finally:
        close_board(app)
