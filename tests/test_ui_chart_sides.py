"""The score chart names a game's sides as its board does: QUASH's legend reads RED / BLACK (with each
side's player), not only "You" / "Bot 2"; a game without sides keeps the players' names."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import make_app

pytestmark = pytest.mark.ui


def _finished(game_id, seats, seed):
    m = Match(game_id, seats, seed, {})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("game_id, seats, want", [
    ("quash", ["human", "bot:random"], ["RED (You)", "BLACK (Bot 2)"]),
    ("flush", ["human", "bot:random"], ["You", "Bot 2 (random)"]),
])
def test_the_chart_legend_uses_the_sides_the_board_shows(game_id, seats, want):
    from quash_table.ui.tables import board_for_match
    app = make_app(animation="instant")
    try:
        scene = board_for_match(app, _finished(game_id, seats, 3), autosave=False)
        app.push(scene)
        app.step(1 / 60)
        series, _, _ = scene.score_series()
        assert [label for label, _ in series] == want
    finally:
        app.scenes.clear()
        pygame.display.quit()
