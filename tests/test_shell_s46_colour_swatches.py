"""Session 46 (review 45, shell): NumberQuash's colour drop-downs on New game said the colours' names alone. Each
shows its colour's square, in the closed drop-down and beside each row of its open list, drawn in the colour the
board draws (games/numberquash/palette.RGB). Real clicks; the squares' pixels read off the screen."""

import pygame
import pytest

from quash_table.games.numberquash.palette import RGB
from tests.ui_helpers import centre, click, make_app, press_widget, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_each_colour_pick_shows_its_colour_closed_and_open(size):
    app = make_app(size=size)
    try:
        app.nav.main_menu()
        steps(app, 2)
        press_widget(app, "new")
        press_widget(app, "game:numberquash")
        scene = app.top
        app.draw()
        spots = scene.swatch_spots("seat0:pick0")
        assert [rgb for rgb, _ in spots] == [RGB["red"]], spots
        rect = spots[0][1]
        assert tuple(app.screen.get_at(rect.center))[:3] == RGB["red"]
        menu = scene.widgets["seat0:pick0"]
        assert pygame.Rect(menu.rect).contains(rect)
        click(app, centre(pygame.Rect(menu.rect)), frames=3)
        app.draw()
        spots = app.top.swatch_spots("seat0:pick0")
        assert sorted(rgb for rgb, _ in spots[1:]) == sorted(RGB.values()), spots
        for rgb, r in spots:
            assert tuple(app.screen.get_at(r.center))[:3] == rgb
    finally:
        pygame.display.quit()
