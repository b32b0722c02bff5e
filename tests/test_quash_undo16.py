"""Review 16 (QUASH advanced): against a bot Undo was almost never in time: the bot answered within a second,
and another seat's move is final. The board asks the next bot to wait a moment (session.waits_for_undo) after
a play Undo can still take back; where a play drew a card (2-player basic) there is nothing to wait for."""

import pytest

from quash_table.ui import settings as settings_mod
from tests.ui_helpers import close_board, key, open_board, settle, steps

pytestmark = pytest.mark.ui


def _my_play(scene):
    s = scene.session
    assert s.my_turn()
    s.play(s.screen_legal()[0])


def test_an_advanced_play_against_a_bot_can_be_taken_back_before_the_bot_answers():
    app, scene = open_board("quash", ["human", "bot:normal"], seed=3, options={"variant": "advanced"})
    try:
        s = scene.session
        if not s.my_turn():
            settle(app, scene)
        n = len(s.match.actions)
        _my_play(scene)
        assert s.waiting_for_undo()
        assert s.bot_wait() == settings_mod.undo_grace(s.settings) > settings_mod.bot_pace(s.settings)
        steps(app, 20)                      # the card lands; the bot still waits
        assert len(s.match.actions) == n + 1 and s.can_undo()
        key(app, __import__("pygame").K_u, frames=2)
        assert len(s.match.actions) == n and s.my_turn()
    finally:
        close_board(app)


def test_no_wait_after_a_basic_play_that_drew_a_card():
    app, scene = open_board("quash", ["human", "bot:normal"], seed=3)
    try:
        s = scene.session
        if not s.my_turn():
            settle(app, scene)
        _my_play(scene)
        assert not s.waiting_for_undo()
        assert s.bot_wait() == settings_mod.bot_pace(s.settings)
    finally:
        close_board(app)
