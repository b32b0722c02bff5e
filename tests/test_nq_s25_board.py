"""Session 25, NumberQuash's board for new players: the pass-and-play notice kept through the menu, the
opening rolls kept until read, the dice's words after the dice land, Undo while a bot is to move."""

import pygame
import pytest

from tests.test_nq2_s14 import _to_bob
from tests.test_numberquash_scene import close
from tests.ui_helpers import board, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def test_esc_on_the_pass_and_play_notice_opens_the_menu_and_the_notice_stays():
    # Esc put the notice ("Bob's turn: pass the screen to Bob") away for good behind the pause menu: after
    # Resume nothing said whose turn it was
    app = make_app(animation="instant")
    try:
        scene = board(app, "numberquash", ["human:Ann", "human:Bob"], seed=3, options={"order": [0, 1]},
                      stacked=[1, 2, 2, 4])
        settle(app, scene)
        _to_bob(app, scene)
        assert scene.session.screen_seat == 1 and scene.handover.words()[0] == "Bob's turn"
        key(app, pygame.K_ESCAPE, frames=3)
        assert app.top is not scene and app.top.layout_info()["scene"] == "pause"
        key(app, pygame.K_ESCAPE, frames=3)          # Resume
        assert app.top is scene
        steps(app, 2)
        assert scene.handover.words() == ("Bob's turn", "Pass the screen to Bob")
        actions = len(scene.session.match.actions)
        key(app, pygame.K_r)                          # Bob's first key puts it away and rolls, as before
        settle(app, scene)
        assert scene.handover.words() is None
        assert scene.session.match.actions[actions]["type"] == "roll"
    finally:
        close(app)
