"""Session 32: F1 on the Statistics screen did nothing (review 31); it opens the rules, as on the main menu and
New game, at the game the chart shows (else the one last chosen), with a row of every game's rules."""

import pygame
import pytest

from tests.ui_helpers import key, main_menu_app, open_statistics  # noqa: F401 (app)

pytestmark = pytest.mark.ui


def test_f1_on_statistics_opens_the_rules(app):
    open_statistics(app)
    key(app, pygame.K_F1, frames=3)
    assert app.top.name == "rules"
    # (session 34: the screen's own help there, with the games' row: tests/test_shell_s34_stats_help.py)
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top.name == "statistics"           # Esc comes back to the screen F1 was pressed on
