"""Review 58u: once you were Quashed (finished first) and the bots raced on, H said "Wait: the hint comes when your
turn does", a turn that never came. Once every person here is out, no hint is kept for a turn: the greyed Hint and
H say why (board_words.OUT_HINT_WORDS)."""

import pygame
import pytest

from quash_table.ui.board_words import OUT_HINT_WORDS
from tests.test_numberquash_review15 import finished_first
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def test_h_once_you_are_out_says_so_and_keeps_nothing():
    m = finished_first(seats=4)
    app, scene = match_board(m, settled=False)     # (the bots wait for Watch or Let the bots finish)
    try:
        steps(app, 30)
        s = scene.session
        assert s.everyone_out() and not m.over
        assert not s.turn_coming(), "no turn of yours comes once you are out"
        hint = next(b for b in scene.hud.buttons if b.id == "hud:hint")
        assert not hint.enabled and hint.reason == OUT_HINT_WORDS
        key(app, pygame.K_h, frames=2)
        assert scene.hints.for_turn is None, "nothing kept for a turn that never comes"
        assert scene.message is not None and scene.message[0] == OUT_HINT_WORDS
    finally:
        close_board(app)
