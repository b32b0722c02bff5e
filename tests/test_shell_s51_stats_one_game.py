"""Session 51, issue 23 (app shell, new players): Statistics after one game drew its chart as tall as the frame
allowed, one tall bar in a wide empty plot (review 49). A chart of fewer than three games is short, and the words
under it say how it grows."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.engine.stats import record_match
from quash_table.ui.screens.statistics import FEW_BARS_H, GROWS_WORDS
from tests.ui_helpers import make_app, press_widget, steps

pytestmark = pytest.mark.ui


def _finished(seed):
    m = Match("quash", ["human", "bot:easy"], seed, {"target": 10})
    rng = random.Random(seed)
    while m.to_move is not None:
        m.play(rng.choice(m.legal_actions()))
    return m


def _chart_height(app):
    app.nav.main_menu()
    steps(app, 2)
    press_widget(app, "statistics")
    steps(app, 5)
    screen = app.top
    return screen, screen._chart_rect.h


def test_a_chart_of_one_game_is_short_and_says_how_it_grows():
    import pygame
    app = make_app(size=(1024, 640))
    try:
        record_match(_finished(3))
        screen, h = _chart_height(app)
        assert h <= screen.m.px(FEW_BARS_H), h
        assert "Each game you finish adds a bar" in GROWS_WORDS
        for seed in (4, 5):
            record_match(_finished(seed))
        app.nav.main_menu()
        steps(app, 2)
        screen, h = _chart_height(app)
        assert h > screen.m.px(FEW_BARS_H), h        # three games: the chart takes the frame's room again
    finally:
        pygame.display.quit()
