"""Session 60 (review 60u, revu_64/65, 126/127): R rolls in NumberQuash and was the end summary's Replay: pressed to roll
as the game ended (afresh, after the summary's key wait), it opened the replay at move 0 over the result. A board
whose table uses R says so (BoardHooks.summary_replay_key = None): NumberQuash's summary has no Replay key (its button
is clicked); other games keep R."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, press_widget, steps

pytestmark = pytest.mark.ui


def _finished(game_id, seats, seed=3):
    m = Match(game_id, list(seats), seed=seed, options={})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _replay_button(scene):
    return next(b for b in scene.overlay_buttons if b.id == "summary:replay")


def test_r_on_numberquash_s_summary_does_not_replay_and_its_button_does():
    app, scene = match_board(_finished("numberquash", ["human", "bot:random"]), size=(1024, 640))
    try:
        steps(app, 120)                      # past the summary's key wait: R pressed afresh
        assert scene.summary_up()
        key(app, pygame.K_r, frames=3)
        assert app.top is scene and scene.summary_up(), "R opened the replay over the result"
        assert _replay_button(scene).tooltip == ""        # no key said for it
        press_widget(app, "summary:replay")
        assert app.top is not scene and getattr(app.top, "read_only", False)
    finally:
        close_board(app)


def test_r_on_another_game_s_summary_still_replays():
    app, scene = match_board(_finished("flush", ["human", "bot:random"]), size=(1024, 640))
    try:
        steps(app, 120)
        assert scene.summary_up()
        assert _replay_button(scene).tooltip == "R"
        key(app, pygame.K_r, frames=3)
        assert app.top is not scene and getattr(app.top, "read_only", False)
    finally:
        close_board(app)
