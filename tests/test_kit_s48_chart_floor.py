"""Session 48 (review 47b, Quadruple War's Scores at 1024x640): a line of 0s lay on the chart's axis and read as part
of it, and "Bot 3 (normal)" in the legend crowded the small chart. The lowest value now runs a little above the
axis, on its own faint line, and the legend names each seat as the score pad does (the level is on the plate)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import chart, theme
from tests.ui_helpers import close_board, match_board, recorded_lines


def test_a_line_of_zeros_runs_clear_above_the_axis(monkeypatch):
    pygame.init()
    series = [("Bot 4", [0, 0, 10, 21]), ("You", [0, 41, 63, 94])]
    drawn = recorded_lines(monkeypatch)
    surf = pygame.Surface((330, 200))
    chart.draw_line_chart(surf, surf.get_rect(), theme.Metrics((1024, 640)), series, ["start", "1", "2", "3"],
                          "", "hand")
    axis = tuple(theme.PANEL_LINE)[:3]
    axis_y = max(a[1] for colour, a, b, _ in drawn if colour == axis and a[1] == b[1])
    grid = tuple(theme.shade(theme.PANEL_LINE, -0.3))[:3]
    zero_y = max(a[1] for colour, a, b, _ in drawn if colour == grid and a[1] == b[1])
    pink = tuple(chart.series_colours(series)[0])[:3]
    flat = [(a, b) for colour, a, b, width in drawn if colour == pink and width > 1 and a[1] == b[1]]
    assert flat, drawn
    assert all(abs(a[1] - zero_y) < 0.5 for a, _ in flat), (zero_y, flat)
    assert axis_y - zero_y >= 4, (axis_y, zero_y)          # the 0s on their own line, not on the axis


@pytest.mark.ui
def test_the_scores_legend_names_bots_without_their_level():
    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=5)
    app, scene = match_board(m, size=(1024, 640))
    try:
        series, _, _ = scene.score_series()
        assert [s[0] for s in series] == ["You", "Bot 2", "Bot 3", "Bot 4"], series
    finally:
        close_board(app)
