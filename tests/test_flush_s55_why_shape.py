"""Session 55 item 5 (review 54g2): at four seats, 1024x640, the why (H) stood a tall narrow strip of 12-14 lines left of
the Mimic, under Bot 2's block. A column beside the middle takes a message of at most COLUMN_LINES lines where the
foot of the move log holds it: it goes there, in a readable shape."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, close_board, key, match_board, steps

pytestmark = pytest.mark.ui

MORE = ("tried both to the round's end, it left you fewer points than \u201clay two 2s (one a Deduction) on the "
        "pile\u201d about 3 times in 4 (under a point fewer on average); 2 hidden cards left to turn up")
FULL = ("you will have 8 cards left, though it gives up the 2 Deduction (-3): that counts only on the turn you go out; "
        + MORE)


def test_the_why_at_four_seats_is_no_tall_narrow_strip(monkeypatch):
    app, scene = match_board(Match("flush", ["human"] + ["bot:normal"] * 3, 5), size=(1024, 640),
                             animation="instant")
    try:
        s = scene.session
        action = next(a for a in s.screen_legal() if a["type"] == "play")
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer",
                            lambda self: (action, Reason(FULL, short="you will have 8 cards left", more=MORE)))
        ask_hint(app, scene)
        steps(app, 3)
        key(app, pygame.K_h, frames=3)          # H: the why
        assert scene.hints.full_shown()
        rect, lines = scene.painter._message_place()
        assert len(lines) <= 8, (rect, len(lines), scene.message[0])
        others = [p.rect for p in scene.table.pieces if not p.zone.startswith(("hand:0", "base:0:", "hidden:0:"))]
        assert rect.collidelist(others) < 0, rect
    finally:
        close_board(app)
