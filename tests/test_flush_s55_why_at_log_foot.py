"""Flush at six seats, 1280x800: H on a short hint ("Hint: a 2 and a Mimic: Flush! (H: why)") showed the same
short words again, three presses running: no column beside the middle held the full reason in any form, and the
board fell back to the short words (review 55m). It goes to the foot of the move log, the log's lines making room."""

import pygame
import pytest

from tests.ui_helpers import ask_hint, close_board, key, open_board, settle, step_until, steps

pytestmark = pytest.mark.ui


def test_h_again_at_six_seats_shows_the_why_at_the_logs_foot():
    app, scene = open_board("flush", ["human"] + ["bot:normal"] * 5, seed=7, size=(1280, 800))
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn(), timeout=120)
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 5)
        short = scene.message[0]
        assert "(H: why)" in short, short
        key(app, pygame.K_h, frames=8)
        assert scene.hints.full_shown() and scene.message[0] != short, scene.message
        _, _, log = scene.areas()
        drawn = scene.painter.message_drawn
        assert drawn is not None and log.contains(drawn), (drawn, log)
    finally:
        close_board(app)
