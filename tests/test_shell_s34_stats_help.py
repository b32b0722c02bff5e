"""Session 34: F1 on Statistics opened one game's rules, which say nothing of the screen (review 33c). It opens
the screen's help (what the columns and the chart are, the headings' own words), with the row of every game's
rules above it: a digit or a tab turns to a game's."""

import pygame
import pytest

from quash_table.ui.screens.statistics import HEADING_TIPS, statistics_help
from tests.ui_helpers import key, main_menu_app, open_statistics  # noqa: F401 (app)

pytestmark = pytest.mark.ui


def test_the_help_says_every_column():
    page = statistics_help()
    assert page.startswith("# Statistics")
    for name in ("Games", "Wins", "Best streak", *HEADING_TIPS):
        assert f"**{name}**" in page, name


def test_f1_on_statistics_opens_its_help_then_any_games_rules(app):
    open_statistics(app)
    key(app, pygame.K_F1, frames=3)
    assert app.top.name == "rules" and app.top.game_id is None
    assert app.top.page == statistics_help()
    assert "Statistics" in app.top.widgets["rules"].html_text
    key(app, pygame.K_4, frames=3)                     # the games' row: Quadruple War's rules
    assert app.top.game_id == "quadwar" and "Quadruple War" in app.top.widgets["rules"].html_text
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top.name == "statistics"
