"""NumberQuash, review 56q: "B on a 5 is silently ignored (E says why)". Checked in session 57: B on a roll that
may not be banked is refused with why, as E is (a guard: this held before the session too)."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board

FOUR = ["human", "bot:normal", "bot:normal", "bot:normal"]


@pytest.mark.ui
def test_b_on_a_5_says_why_as_e_does():
    m = Match("numberquash", FOUR, 1, {"order": [0, 1, 2, 3]}, [2, 3, 1, 3])
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        key(app, pygame.K_b, frames=3)
        assert scene.message == ("Bank is for a roll of 10, 11 or 12: roll first", "error", 4.5), scene.message
        key(app, pygame.K_r, frames=3)
        assert m.state.dice == (2, 3)
        key(app, pygame.K_b, frames=3)
        assert scene.message[:2] == ("Only a roll of 10, 11 or 12 may be banked: this one is 5", "error")
        key(app, pygame.K_e, frames=3)
        assert scene.message[1] == "error" and "End turn" in scene.message[0], scene.message
        assert len(m.actions) == 1, "B or E acted"
    finally:
        close_board(app)
