"""An Enter pressed as the bot played (meant for the wait before it: "plays soon · Enter: now") answered "Enter
plays what you lift: pick it first" to a person who had lifted nothing (review 54i). Within a moment of a bot's
move reaching your turn, Enter with nothing lifted and no hint shown says nothing; later it says what it always
said. Driven by real key events."""

import time

import pygame
import pytest

from quash_table.ui.session import ENTER_ECHO
from tests.ui_helpers import DT, close_board, key, open_board, steps

pytestmark = pytest.mark.ui


def _the_bot_just_played():
    app, scene = open_board("quash", ["human", "bot:normal"], seed=3, options={"variant": "advanced"})
    s = scene.session
    s.play(s.screen_legal()[0])
    steps(app, 3)
    n = len(s.match.actions)
    key(app, pygame.K_RETURN, frames=1)        # let it play now
    for _ in range(1000):
        app.step(DT)
        if len(s.match.actions) > n and s.my_turn():
            return app, scene, s
        time.sleep(0.02)
    raise AssertionError("the bot never played")


def test_enter_as_the_bot_plays_says_nothing_about_lifting():
    app, scene, s = _the_bot_just_played()
    try:
        scene.message = None
        key(app, pygame.K_RETURN, frames=1)
        assert scene.message is None or "pick it first" not in scene.message[0]
    finally:
        close_board(app)


def test_enter_later_still_says_what_it_plays():
    app, scene, s = _the_bot_just_played()
    try:
        for _ in range(int(ENTER_ECHO / DT) + 400):     # the table settles, then the moment passes
            app.step(DT)
            if not s.enter_echo():
                break
        assert not s.enter_echo()
        scene.message = None
        key(app, pygame.K_RETURN, frames=1)
        assert scene.message is not None and "pick it first" in scene.message[0]
    finally:
        close_board(app)
