"""Alone against bots, after a move Undo can take back, the next bot waits for an Undo (2.5 s at normal speed):
in QUASH advanced every move can be, so every bot turn took 3.3 s (review 52a). Enter or Space lets the bot
play now at its pace: the header says so beside "U: undo", the move stands, and U still works until the bot
has played. Driven by real key events."""

import time

import pygame
import pytest

from quash_table.ui import settings as settings_mod
from quash_table.ui.hud import UNDO_WINDOW_SHORT, UNDO_WINDOW_WORDS
from tests.ui_helpers import DT, close_board, key, open_board, steps

pytestmark = pytest.mark.ui


def _after_my_move(size=(1280, 800)):
    app, scene = open_board("quash", ["human", "bot:normal"], seed=3, options={"variant": "advanced"}, size=size)
    s = scene.session
    s.play(s.screen_legal()[0])
    steps(app, 3)
    assert s.undo_window() is not None and s.bot_wait() == settings_mod.undo_grace(s.settings)
    return app, scene, s


def _frames_till_the_bot_plays(app, s, n):
    """Frames of the table's time until the bot has played (its answer is thought out in real time)."""
    for frame in range(1, 1000):
        app.step(DT)
        if len(s.match.actions) > n:
            return frame
        time.sleep(0.02)        # real time for the bot's thinking, which runs beside the frames
    raise AssertionError("the bot never played")


@pytest.mark.parametrize("go_key", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_or_space_lets_the_bot_play_at_its_pace(go_key):
    app, scene, s = _after_my_move()
    try:
        assert scene.hud.status().endswith(UNDO_WINDOW_WORDS) and "Enter: go on" in UNDO_WINDOW_WORDS
        n = len(s.match.actions)
        key(app, go_key, frames=1)
        assert len(s.match.actions) == n, "the move stands; nothing played by the key itself"
        assert s.undo_window() is None and "U: undo" not in scene.hud.status()
        pace = settings_mod.bot_pace(s.settings)
        assert s.bot_wait() < settings_mod.undo_grace(s.settings)
        frames = _frames_till_the_bot_plays(app, s, n)
        assert frames * DT < settings_mod.undo_grace(s.settings), (frames, pace)     # not the wait for an Undo
    finally:
        close_board(app)


def test_u_after_enter_still_takes_the_move_back_before_the_bot_plays():
    app, scene, s = _after_my_move()
    try:
        n = len(s.match.actions)
        key(app, pygame.K_RETURN, frames=1)
        key(app, pygame.K_u, frames=1)
        assert len(s.match.actions) == n - 1 and s.my_turn()
    finally:
        close_board(app)


def test_enter_with_no_wait_running_does_not_go_on():
    app, scene, s = _after_my_move()
    try:
        assert s.go_on() and not s.go_on()     # once: a second has no wait left to end
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_header_says_the_bot_waits_and_both_keys(size):
    """The bot is not thinking while it waits for your Undo ("Bot 2 (normal) is thinking…" said so): it plays
    soon (by itself: "plays next" read as a wait for a key, review 54h), and the header says both keys, at 1024x640
    too."""
    app, scene, s = _after_my_move(size)
    try:
        steps(app, 2)
        assert scene.hud.shown["status"] == "Bot 2 (normal) plays soon" + UNDO_WINDOW_WORDS
        assert scene.hud.shown["status_lines"] == 1
        key(app, pygame.K_RETURN, frames=2)
        assert "plays soon" not in scene.hud.status()
    finally:
        close_board(app)


def test_where_the_whole_does_not_fit_the_undo_key_stays(monkeypatch):
    app, scene, s = _after_my_move((1024, 640))
    try:
        monkeypatch.setattr(s, "sentence", lambda seat, verb: f"Bartholomew (normal) {verb}")
        scene.redraw_still()
        steps(app, 2)
        shown = scene.hud.shown["status"]
        assert shown.endswith(UNDO_WINDOW_SHORT.strip()) and "Enter" not in shown, shown
        assert scene.hud.shown["status_lines"] == 1
    finally:
        close_board(app)
