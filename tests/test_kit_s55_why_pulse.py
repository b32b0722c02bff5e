"""H on a short hint shows its full reason, often in another place (NumberQuash: at the foot of the move log, far
from the short words beside your plate): a new player read it as the hint hidden (review 55n). The why's pill
lights up as it comes, as it does where H has nothing more to say."""

import pygame
import pytest

from tests.ui_helpers import ask_hint, close_board, key, open_board, settle, step_until, steps

pytestmark = pytest.mark.ui


def test_the_why_comes_lit():
    app, scene = open_board("quash", ["human", "bot:normal"], seed=1)
    try:
        s = scene.session
        step_until(app, s.my_turn, timeout=60)
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 3)
        assert "(H: why)" in scene.message[0], scene.message
        assert scene.painter.message_pulse() == 0.0
        key(app, pygame.K_h, frames=2)
        assert scene.hints.full_shown() and scene.painter.message_pulse() > 0.5
    finally:
        close_board(app)
