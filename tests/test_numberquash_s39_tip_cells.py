"""NumberQuash, review 38: a plate's hover tip (its latest turn, every cell named) broke a cell's name over two
lines, "… left / orange 1". A table place's tip now keeps the names it is given whole (Table.tip's `units`), and
the plate gives every cell's name."""

import re

import pygame
import pytest

from quash_table.ui import theme
from tests.test_numberquash_s38_plate_tip import six_seats_after
from tests.ui_helpers import close_board, match_board, steps

BROKEN = re.compile(r"(\b(left|right)|\b(left|right) (red|blue|yellow|green|orange|pink))$")


@pytest.mark.ui
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_plate_tip_never_breaks_a_cell_name(seed, monkeypatch):
    m = six_seats_after(seed, 40)
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    drawn = []
    real = theme.wrap_balanced

    def recording(*args, **kw):
        lines = real(*args, **kw)
        drawn.append(lines)
        return lines
    try:
        steps(app, 4)
        tips = [tip for tip in scene.table.tips if tip.id.startswith("plate-news:")]
        assert tips, "no plate tip: the test sees nothing"
        monkeypatch.setattr(theme, "wrap_balanced", recording)
        surface = pygame.Surface(pygame.display.get_surface().get_size())
        several = 0
        for tip in tips:
            drawn.clear()
            scene.hud._draw_tip(surface, tip, tip.reason, above=True)
            for lines in drawn:
                several += len(lines) > 1
                for line in lines[:-1]:
                    assert not BROKEN.search(line), lines
        assert several, "no tip ran to two lines: the test sees no break"
    finally:
        monkeypatch.setattr(theme, "wrap_balanced", real)
        close_board(app)
