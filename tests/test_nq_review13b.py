"""NumberQuash after a fresh player's review (session 13, second round): one test per defect, each failing
on the code before it."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import board, click, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_split_s_clear_button_lies_under_its_cells_picked_line_and_clear_of_roll(size, seats):
    """With 3 or 4 seats the tray is short: Clear covered "Cells picked: red 3 = 3" and touched Roll."""
    app = make_app(size=size, animation="instant")
    try:
        scene = board(app, "numberquash", ["human"] + ["bot:easy"] * (seats - 1), seed=3,
                      options={"order": list(range(seats))}, stacked=[3, 4])
        settle(app, scene)
        key(app, pygame.K_r)
        settle(app, scene)
        click(app, scene.table_geo[("red", 0, 3)]["rect"].center)     # one cell of a split of 7
        settle(app, scene)
        assert [tuple(c) for c in scene.composer.picked()] == [("red", 0, 3)]
        line = next(d for d in scene.table.decor if getattr(d, "text", "").startswith("Cells picked"))
        buttons = {b.id: b.rect for b in scene.table.buttons}
        clear, roll = buttons["split:clear"], buttons["roll"]
        assert clear.top >= line.text_rect().bottom, (line.text_rect(), clear)
        assert roll.top - clear.bottom >= scene.metrics.px(6), (clear, roll)
        for die in (p for p in scene.table.pieces if p.zone == "tray" and p.id.startswith("die:")):
            assert die.rect.bottom <= line.text_rect().top
    finally:
        close(app)
