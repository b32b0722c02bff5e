"""Session 31 (a new player, QUASH advanced vs 1 bot at 1024x640): H pressed during the bot's move read as
unheard. It says at once, in the hint's place, that the hint comes after that bot's move ("Hint after Bot 2's
move…", board_words.hint_kept_words; the greyed Hint's reason says the same), and the hint is kept for the
turn (that it then comes: test_thegame_s26_handover2, the kit's)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def test_h_while_the_bot_moves_says_the_hint_comes_after_its_move():
    m = Match("quash", ["human", "bot:normal"], 5, {"variant": "advanced", "target": 30, "dealer": 1}, None, [])
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    s = scene.session
    try:
        s.play(next(a for a in s.screen_legal() if "swap" not in a))
        steps(app, 1)
        assert m.to_move == 1 and s.turn_coming()
        key(app, pygame.K_h)
        assert scene.message is not None and scene.message[:2] == ("Hint after Bot 2's move\u2026", "hint"), \
            scene.message
        hint = next(b for b in scene.hud.buttons if b.id == "hud:hint")
        assert not hint.enabled and hint.reason == "Hint after Bot 2's move\u2026", hint.reason
        assert scene.painter.message_rect() is not None          # on the table, not only kept
        assert scene.hints.for_turn is not None                  # and the hint is kept for the turn
    finally:
        close_board(app)
