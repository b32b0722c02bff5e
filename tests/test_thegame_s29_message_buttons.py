"""A message tried again in another shape keeps off the buttons its own place kept clear of (review 29: at
1280x800 The Game's hint lay over the "Tell the team" buttons). The kit places a message clear of text and
buttons, then, where that place lies over cards, tries it smaller, narrower or off the hint's arrow; each such
try came from message_spot.free_spot, whose last resort (nowhere clear) is the place over the least text, and
it was taken whenever it lay clear of the cards, over buttons or not. Now a try replaces the place found
only where it lies over no text nor button that one kept clear of (board_paint `kept`)."""

import pytest

from quash_table.ui import board_paint, hint_side
from tests.ui_helpers import board, button, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


def test_a_message_tried_again_does_not_go_over_the_signal_buttons(monkeypatch):
    app = make_app(size=(1280, 800))
    scene = board(app, "thegame", ["human", "bot:normal"], seed=5, options={"first": 0})
    try:
        settle(app, scene)
        t = scene.table
        hard = t.text_rects()
        card = next(p.home for p in t.pieces if p.zone == "hand:0").inflate(-20, -40)
        assert card.collidelist(hard) < 0                    # over a card, clear of every word and button
        signal = next(b.rect for b in t.buttons if b.id.startswith("signal:"))
        assert button(scene, next(b.id for b in t.buttons if b.id.startswith("signal:"))).rect == signal
        calls = []

        def spot(shapes, keep, soft, bounds, step, band=(), spread=False):
            """The first place lies over a card (so the kit tries a smaller type); the try's last resort lies
            over a signal button, clear of the cards."""
            calls.append(len(shapes))
            return (card.copy(), 0) if len(calls) == 1 else (signal.copy(), 0)
        monkeypatch.setattr(board_paint, "free_spot", spot)
        monkeypatch.setattr(hint_side, "free_spot", spot)      # (the tries in more lines: hint_side.narrower_place)
        scene.show_message("Hint: lay red 1 on the \u25b2 stack \u2014 it starts \u25b2 low", "hint")
        steps(app, 2)
        r = scene.painter.message_rect()
        assert len(calls) >= 2                               # the smaller type was tried
        assert not r.colliderect(signal) and r == card
    finally:
        close_board(app)
