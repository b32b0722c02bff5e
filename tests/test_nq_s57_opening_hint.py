"""NumberQuash, review 56q: while the opening rolls wait for Continue, the greyed Hint said "after Next" (the kit's
words for a round's result) under a button reading Continue: it names Continue, and H says the same."""

import pygame
import pytest

from tests.test_numberquash_scene import close
from tests.ui_helpers import board, key, make_app, steps

pytestmark = pytest.mark.ui


def test_the_greyed_hint_names_continue_while_the_opening_waits():
    app = make_app(animation="fast", round_pause=True)
    try:
        scene = board(app, "numberquash", ["human", "bot:normal"], seed=3)     # Bot 2 starts
        steps(app, 30)
        assert scene.opening.waiting
        hint = next(b for b in scene.hud.buttons if b.id == "hud:hint")
        assert not hint.enabled and "after Continue" in hint.reason and "Next" not in hint.reason, hint.reason
        key(app, pygame.K_h, frames=3)
        assert scene.message is not None and "after Continue" in scene.message[0], scene.message
    finally:
        close(app)
