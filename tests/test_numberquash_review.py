"""What a new player's review of NumberQuash found, each checked through the board or the rules' words:
a hint never lies over the octagons, the hint says its real reason as advice, the cells a roll may cover
are lit at once, the header says who is level with you, the log's second person reads naturally."""

import pygame
import pytest

from tests.test_numberquash_scene import ROLL, close, open_table, place
from tests.ui_helpers import ask_hint, settle

pytestmark = pytest.mark.ui

BANKED_11 = ([6, 5, 1, 2], [ROLL, {"type": "bank"}, ROLL, place(("blue", 0, 3))])


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_hint_before_rolling_lies_over_no_octagon(size):
    # holding a banked 11, H before rolling: the hint box lay over cells 1, 2, 3, 8, 9 of your octagon 2
    dice, before = BANKED_11
    app, scene, match = open_table(dice, before=before, size=size)
    try:
        ask_hint(app, scene)
        settle(app, scene)
        assert scene.message[1] == "hint"
        shown = scene.painter.message_rect()
        over = [cell for cell, g in scene.table_geo.items() if g["rect"].colliderect(shown)]
        assert not over, (shown, over)
        bonus = [op for op in scene.deco if op[0] == "bonus"]
        for _, value, cx, cy, r, _ in bonus:
            assert not shown.colliderect(pygame.Rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6)), value
        assert shown.collidelist(scene.table.text_rects()) < 0
        _, area, _ = scene.areas()
        assert area.contains(shown)
    finally:
        close(app)
