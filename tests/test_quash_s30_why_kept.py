"""Session 30: a new player pressed H twice and the QUASH hint still read "… (H: why)". A Hint asked while the
bot moved is kept for your turn (hints.HintOverlay.show: for_turn); H pressed again then only asked again, and
the hint came short. The second H now means "with its full reason", as it does while the hint is searched for
or while the bot's card lands (test_quash_s26_why_key)."""

import pygame
import pytest

from tests.test_quash_s26_why_key import comes_full_then_short
from tests.ui_helpers import board, close_board, key, make_app, settle, step_until

pytestmark = pytest.mark.ui


def test_a_second_h_while_the_bot_moves_shows_the_full_reason():
    app = make_app(animation="normal")
    scene = board(app, "quash", ["human", "bot:normal"], seed=5)
    try:
        settle(app, scene)
        for _ in range(4):
            step_until(app, scene.turn_on_screen, 30)
            action, _ = scene.session.hint()
            scene.act(action)
            app.step(1 / 60)
            if scene.session.turn_coming():
                break
        assert scene.session.turn_coming()
        key(app, pygame.K_h)
        assert scene.hints.for_turn is not None          # kept for the turn
        key(app, pygame.K_h)
        comes_full_then_short(app, scene)
    finally:
        close_board(app)
