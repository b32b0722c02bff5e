"""Session 26 review: a QUASH hint ended "(H: why)" and H left the same sentence up. H pressed on your turn
while the bot's card was still landing asked for the hint once it landed; H pressed again before it came
asked for it again, and the hint came short: the second H now means "with its full reason" as it does while
the hint is searched for."""

import pygame
import pytest

from tests.ui_helpers import board, close_board, key, make_app, settle, step_until

pytestmark = pytest.mark.ui


def _to_a_landing_bot_move(app, scene):
    """Play the person's moves (the session's hint) until the bot's reply is in flight on the person's turn."""
    for _ in range(6):
        step_until(app, scene.turn_on_screen, 30)
        action, _ = scene.session.hint()
        scene.act(action)
        for _ in range(400):
            app.step(1 / 60)
            if scene.session.my_turn() and not scene.turn_on_screen():
                return True
            if scene.turn_on_screen():
                break
    return False


def comes_full_then_short(app, scene):
    """After a second H: the hint for this position comes with its full reason, and H again shows the short one."""
    step_until(app, lambda: scene.hints.current is not None and scene.hints.current["position"]
               == scene.session.hint_moment() and not scene.hints.waiting, 60)
    h = scene.hints.current
    assert h["full"] != h["text"], h        # this hint has a fuller reason
    assert scene.message[0] == h["full"], scene.message
    key(app, pygame.K_h)                     # and H again: the short one
    assert scene.message[0] == h["text"], scene.message


def test_a_second_h_while_the_bots_card_lands_shows_the_full_reason():
    app = make_app(animation="normal")
    scene = board(app, "quash", ["human", "bot:normal"], seed=5)
    try:
        settle(app, scene)
        assert _to_a_landing_bot_move(app, scene)
        key(app, pygame.K_h)
        key(app, pygame.K_h)
        comes_full_then_short(app, scene)
    finally:
        close_board(app)
