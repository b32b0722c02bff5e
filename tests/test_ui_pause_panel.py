"""The pause menu's panel is opaque over every board: the board's words and banners never show through
"Paused", and the save note is written inside the panel."""

import pygame
import pytest

from quash_table.ui import theme
from tests.ui_helpers import close_board, key, open_board, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("game", ["flush", "quash"])
def test_the_pause_panel_hides_the_board_under_it(game):
    app, scene = open_board(game, ["human", "bot:normal"], seed=3)
    try:
        key(app, pygame.K_ESCAPE, frames=2)
        pause = app.top
        assert pause.name == "pause"
        px = app.metrics.px
        box = pause.box()                                   # the panel, as tall as its buttons need
        spots = [(box.x + px(30), box.y + px(10)), (box.right - px(30), box.bottom - px(12)),
                 (box.x + px(12), box.centery)]
        # whatever the board draws under it, the panel's colour is its own
        for fill in ((255, 255, 255), (0, 0, 0)):
            scene.draw = lambda surface, fill=fill: surface.fill(fill)
            steps(app, 2)
            for spot in spots:
                assert tuple(app.screen.get_at(spot))[:3] == theme.PANEL[:3], (fill, spot)
        pause.save()
        steps(app, 2)
        saved = next(w for w in pause.layout_info()["objects"] if w["id"] == "note:saved")
        note = next(w for w in pause.layout_info()["objects"] if w["id"] == "note")
        assert saved["label"].startswith("Saved") and pause.box().contains(pygame.Rect(saved["rect"]))
        assert pause.box().contains(pygame.Rect(note["rect"]))
    finally:
        close_board(app)
