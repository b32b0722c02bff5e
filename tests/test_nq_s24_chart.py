"""Session 24: the result chart draws every line at its true value. Lines nudged up and down round a value
they shared ended three NumberQuash finishers on 18 at three heights; level lines now tell themselves apart
by their markers (ringed round each other, or beside each other across) and dashes of each colour in turn."""

from collections import Counter

import pygame
import pytest

from quash_table.ui import chart, theme

pygame.init()


def _markers(monkeypatch, series, size=(1280, 800), rect=(0, 0, 520, 300)):
    drawn = []
    real = chart.draw_marker
    monkeypatch.setattr(chart, "draw_marker", lambda surface, colour, centre, r, kind:
                        (drawn.append((colour, centre)), real(surface, colour, centre, r, kind)))
    surf = pygame.Surface(pygame.Rect(rect).size)
    surf.fill((0, 0, 0))
    chart.draw_line_chart(surf, pygame.Rect(rect), theme.Metrics(size), series,
                          ["start"] + [str(i) for i in range(1, len(series[0][1]))], "", "round")
    # the plot's markers, not the legend's swatches (drawn at whole pixels)
    return surf, [(c, p) for c, p in drawn if isinstance(p[1], float)]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [4, 6])
def test_finishers_on_18_end_at_one_height(monkeypatch, size, seats):
    finals = [18, 18, 18, 11, 9, 4][:seats]
    series = [(f"Seat {k}", [0, 3 + k, 7 + k, 12, v]) for k, v in enumerate(finals)]
    surf, drawn = _markers(monkeypatch, series, size)
    colours = chart.series_colours(series)
    ends = {}
    for colour, (x, y) in drawn:
        ends.setdefault(colour, []).append((x, y))
    last = [max(ends[colours[k]])[1] for k in range(seats)]         # each line's rightmost marker
    top = [y for y, v in zip(last, finals) if v == 18]
    assert len(top) == 3 and max(top) - min(top) < 0.01, last
    # and at the height a lone 18 ends at
    alone = [(f"Seat {k}", [0, 3 + k, 7 + k, 12, v]) for k, v in enumerate([18] + finals[3:])]
    _, drawn_alone = _markers(monkeypatch, alone, size)
    lone = max(p for c, p in drawn_alone if c == chart.series_colours(alone)[0])[1]
    assert abs(lone - top[0]) < 1, (lone, top)


def test_level_lines_show_each_colour_on_their_shared_stretch_at_its_value():
    series = [("Ann", [0, 6, 6, 6]), ("Bob", [0, 6, 6, 6]), ("Cy", [0, 2, 3, 4])]
    surf = pygame.Surface((520, 300))
    surf.fill((0, 0, 0))
    chart.draw_line_chart(surf, surf.get_rect(), theme.Metrics((1280, 800)), series,
                          ["start", "1", "2", "3"], "", "round")
    ann, bob, _ = chart.series_colours(series)

    def band(colour):
        """The rows a line's colour takes in most columns of the plot (its flat stretch at 6)."""
        runs = [tuple(y for y in range(300) if surf.get_at((x, y))[:3] == colour) for x in range(40, 380)]
        return Counter(r for r in runs if r).most_common(1)[0][0]
    # on one band, the value's: neither line above the other
    assert band(ann) == band(bob), (band(ann), band(bob))
