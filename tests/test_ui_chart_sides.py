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
    ("flush", ["human", "bot:random"], ["You", "Bot 2"]),       # (no level in a legend: session 48)
])
def test_the_chart_legend_uses_the_sides_the_board_shows(game_id, seats, want):
    from quash_table.ui.tables import board_for_match
    app = make_app(animation="instant")
    try:
        scene = board_for_match(app, _finished(game_id, seats, 3), autosave=False)
        app.push(scene)
        app.step(1 / 60)
        series, _, _ = scene.score_series()
        assert [label for label, *_ in series] == want
    finally:
        app.scenes.clear()
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_level_lines_show_each_colour_in_a_fair_share(size):
    """Equal scores all game: both lines show, a fair share of each colour (it was a one-pixel fringe, read as
    a single line; then a band round a thin stripe, still read as one: review 17). Since session 24 they share
    the value's band in dashes of each colour in turn (side by side, they ended at different heights), and
    the first line's markers ring the second's."""
    from quash_table.ui import theme
    from quash_table.ui.chart import SERIES_COLOURS, draw_line_chart
    pygame.init()
    surf = pygame.Surface((420, 260))
    surf.fill((0, 0, 0))
    draw_line_chart(surf, surf.get_rect(), theme.Metrics(size), [("Ann", [0, 3, 5, 5]), ("Bob", [0, 3, 5, 5])],
                    ["start", "1", "2", "3"], "", "round")

    def count(colour):
        return sum(1 for x in range(60, 260) for y in range(20, 210) if surf.get_at((x, y))[:3] == colour)
    a, b = count(SERIES_COLOURS[0]), count(SERIES_COLOURS[1])
    assert a > 100 and b > 100 and 0.5 < a / b < 2, (a, b)
