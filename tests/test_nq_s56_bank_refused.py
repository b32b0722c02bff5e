"""Review 56q: B on an ordinary roll (a 5) did nothing and said nothing. The greyed Bank says why, as E does."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, settle

pytestmark = pytest.mark.ui


def test_b_on_a_roll_of_5_says_only_10_11_or_12_may_be_banked():
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1]}, [2, 3, 1, 4])
    m.play({"type": "roll"})
    app, scene = match_board(m, animation="instant")
    try:
        settle(app, scene)
        n = len(m.actions)
        key(app, pygame.K_b, frames=2)
        assert len(m.actions) == n
        assert scene.message is not None and "Only a roll of 10, 11 or 12 may be banked: this one is 5" in \
            scene.message[0], scene.message
    finally:
        close_board(app)
