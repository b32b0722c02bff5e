"""Review 14, item 6: the end-of-game chart of The Game was the team's cards laid, a straight diagonal in a
co-operative game; it now charts each player's cards laid after each turn (summing to the team's)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.test_thegame_scene import finished_board
from tests.ui_helpers import settle

pytestmark = pytest.mark.ui


def test_the_summary_chart_shows_each_players_cards_laid():
    rng = random.Random(2)
    match = Match("thegame", ["human:Tess", "bot:easy", "bot:easy"], seed=7)
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    app, scene = finished_board(match)
    try:
        settle(app, scene)
        assert scene.score_panel.has_chart()
        series, labels, x_title = scene.score_series()
        assert x_title == "turn"
        assert [name for name, _ in series] == [scene.session.name(s) for s in range(3)]
        values = [v for _, v in series]
        assert all(len(v) == len(values[0]) for v in values)
        for seat, v in enumerate(values):     # each line ends at that player's own cards laid
            assert v[-1] == sum(1 for h in match.state.history if h[0] == seat)
            assert v == sorted(v) and v[0] == 0
        assert sum(v[-1] for v in values) == match.state.laid
        app.step(1 / 60)                      # and the summary draws it
    finally:
        app.pop()
        pygame.display.quit()
