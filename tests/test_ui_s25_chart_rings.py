"""Session 25: QUASH's in-round Scores chart (C) by turn drew a hollow "level" ring at every turn (scores
change only as the round is scored, so both lines lay level at 0 all round): a row of beads along the axis.
Now a stretch where every line runs level at one value is ringed at its two ends only."""

import pygame
import pytest

from quash_table.ui import chart, theme


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield

@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_level_stretch_is_ringed_at_its_ends_only(monkeypatch, size):
    m = theme.Metrics(size)
    labels = list(range(0, 37, 2)) + [37]           # a round's turns, every second one (turn_points)
    red = [0] * (len(labels) - 1) + [3]
    black = [0] * (len(labels) - 1) + [10]
    rings = []
    real = pygame.draw.circle

    def spy(surface, colour, centre, radius, width=0, *rest):
        if colour == theme.TEXT and width:
            rings.append(centre)
        return real(surface, colour, centre, radius, width, *rest)
    monkeypatch.setattr(chart.pygame.draw, "circle", spy)
    rect = pygame.Rect(10, 10, m.px(320), m.px(200))
    surf = pygame.Surface((rect.right + 20, rect.bottom + 20))
    chart.draw_line_chart(surf, rect, m, [("BLACK", black), ("RED", red)], labels, "", "turn",
                          level=("level on points:", "first to reach", "the FINISH wins"))
    on_plot = [c for c in rings if c[1] == rings[0][1]]       # on the axis (the legend's own ring aside)
    assert len(on_plot) == 2, on_plot                                 # turn 0 and turn 36: where they part
    assert on_plot[0][0] < on_plot[1][0]


def test_ring_points_keep_each_level_stretch_s_ends():
    series = [("a", [0, 0, 0, 1, 2, 2, 2]), ("b", [0, 0, 0, 2, 2, 2, 2])]
    shared = chart.shared_points(series, chart.tie_ranks(series))
    assert shared == {0, 1, 2, 4, 5, 6}
    assert chart.ring_points(series, shared) == {0, 2, 4, 6}
