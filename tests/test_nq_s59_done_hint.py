"""NumberQuash, session 59: once you were Quashed and the bots played on, H's words did not say plainly that you were
done nor how to go on ("You are out of the game" read as a loss to a player who finished first). H and the greyed Hint
now say you are done and that F lets the bots finish."""

import pygame
import pytest

from tests.test_numberquash_review15 import finished_first
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def test_h_once_you_are_quashed_says_you_are_done_and_f_lets_the_bots_finish():
    m = finished_first(seats=4)
    app, scene = match_board(m, settled=False)
    try:
        steps(app, 30)
        key(app, pygame.K_h, frames=2)
        said = scene.message[0]
        assert said.startswith("You are done") and "F lets the bots finish" in said, said
        assert "Wait" not in said
        hint = next(b for b in scene.hud.buttons if b.id == "hud:hint")
        assert hint.reason == said
    finally:
        close_board(app)
