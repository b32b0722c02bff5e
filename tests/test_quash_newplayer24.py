"""Session 24: what new players found on QUASH's board (basic and advanced, 2 and 4 players), each driven
through the board with real key and mouse events, or through the words' own functions."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, step_until, steps

pytestmark = pytest.mark.ui


def test_h_pressed_again_while_the_hint_is_looked_for_brings_it_with_its_full_reason():
    """Pressing H a second time sometimes showed the short hint again: the first H's hint was still being
    worked out ("Looking for a good move…"), so the second asked for it again, and it came short. The second
    H is the one that asks why: the hint comes with its full reason, and H again gives the short line."""
    m = Match("quash", ["human", "bot:easy"], 2, {"dealer": 1})
    app, scene = match_board(m, animation="instant")
    try:
        key(app, pygame.K_h)
        assert scene.hints.waiting, "the hint came at once: this test needs it still looked for"
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting, 30)
        steps(app, 2)
        h = scene.hints.current
        assert h["full"] != h["text"]
        assert scene.message[0] == h["full"], scene.message[0]
        key(app, pygame.K_h)                      # a third H: back to the one line
        steps(app, 2)
        assert scene.message[0] == h["text"]
    finally:
        close_board(app)
