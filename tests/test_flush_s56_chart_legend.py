"""Review 55m (revm_164): the score chart after a Flush round had an "all tied" row in its legend, for the start
where everyone is at 0. Flush's chart has no level words (Game.chart_level_words ()): no such row."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def test_the_flush_chart_has_no_all_tied_row(monkeypatch):
    from quash_table.ui import chart
    m = Match("flush", ["human", "bot:normal", "bot:normal"], 3, {"format": "arena", "rounds": 1})
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m)
    drawn = []
    real = chart.theme.blit_text

    def blit(surface, text, *a, **kw):
        drawn.append(text)
        return real(surface, text, *a, **kw)
    try:
        steps(app, 95)
        key(app, pygame.K_c)
        monkeypatch.setattr(chart.theme, "blit_text", blit)
        scene.score_panel.draw(pygame.display.get_surface())
        assert "You" in drawn, repr(drawn)          # the legend was drawn
        assert chart.LEVEL_WORDS not in drawn, repr(drawn)
    finally:
        monkeypatch.undo()
        close_board(app)
