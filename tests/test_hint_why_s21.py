"""Review 21: The Game's hints ended "(H: why)", and H showed the very same sentence without it: a reason
with no short form was compared with itself renamed ("Seat 2" against "Bot 2"), so it always differed."""

import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import board, close_board, make_app, settle

pytestmark = pytest.mark.ui


def test_a_reason_naming_a_seat_with_no_short_form_offers_no_why():
    app = make_app()
    scene = board(app, "thegame", ["human", "bot:normal"], seed=4)
    try:
        settle(app, scene)
        action = scene.session.screen_legal()[0]
        scene.hints.display(action, "it keeps room for Seat 2's middle red card")
        h = scene.hints.current
        assert "(H: why)" not in h["text"] and h["text"] == h["full"], h
        assert "Bot 2" in h["text"] and "Seat 2" not in h["text"], h["text"]
        # H: no second sentence; the same words said again, with no new search (session 33: it asked again, and
        # "Looking for a good move…" showed over the hint for a frame)
        assert scene.hints.why() and scene.message[0] == h["full"] and not scene.hints.waiting
        # a reason with a short form of its own still offers the full one
        scene.hints.display(action, Reason("it keeps room for Seat 2's middle red card, and more", "room for Seat 2"))
        h = scene.hints.current
        assert h["text"].endswith("room for Bot 2 (H: why)") and h["full"] != h["text"], h
    finally:
        close_board(app)
