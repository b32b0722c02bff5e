"""Review 24: after a Super Flush with four bases the tray's Give base buttons overlapped like a fanned hand,
reading "Give base", "Give base", "Give base", "Give base 4": each button stands apart and says its base."""

from types import SimpleNamespace

import pygame
import pytest

from quash_table.engine.composer import ComposerButton
from quash_table.games.flush.paint_tray import super_buttons
from quash_table.ui import theme
from quash_table.ui.table import TableBuilder
from tests.ui_helpers import board, close_board, make_app, settle


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("bases", [2, 4])
def test_every_give_base_button_stands_apart_and_names_its_base(size, bases):
    app = make_app(size=size)
    scene = board(app, "flush", ["human", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        tray = scene._g["tray"]
        offered = [ComposerButton(f"give:{k}", f"Give base {k + 1}") for k in range(bases)]
        offered.append(ComposerButton("keep", "Keep bases"))
        fake = SimpleNamespace(metrics=scene.metrics, marked_to_move=lambda: None,
                               composer_buttons=lambda: offered, composer=SimpleNamespace(buttons=lambda: offered),
                               session=SimpleNamespace(name=lambda seat: "Bot 2"), legal=[])
        t = TableBuilder(fake, scene.area if hasattr(scene, "area") else app.screen.get_rect())
        side = pygame.Rect(tray.right + 8, tray.y, 120, tray.h)
        super_buttons(fake, t, {"give_to": 1}, tray, side)
        gives = [b for b in t.buttons if b.id.startswith("give:")]
        assert len(gives) == bases
        for i, a in enumerate(gives):
            assert tray.contains(a.rect), (a.rect, tray)
            for b in gives[i + 1:]:
                assert not a.rect.colliderect(b.rect), (a.rect, b.rect)
            assert a.label.endswith(str(i + 1)) and "base" in a.label.lower()
            assert theme.font(t.text_px(14)).size(a.label)[0] <= a.rect.w, (a.label, a.rect)
    finally:
        close_board(app)
