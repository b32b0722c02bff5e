"""Session 32 (review 31): New game's "−" (remove a seat) tip, between the headings over the Game column's corner
(the only room near − and +), lay 5 px from the "Players" heading's words, touching them to the eye. A column's
heading keeps `new_game_tips.HEADING_AIR` around its words clear of a tip (`NewGameTips.tips_keep_clear`)."""

import pygame
import pytest

from quash_table.ui.screens.new_game_tips import HEADING_AIR, HEADINGS
from quash_table.ui.tip_place import inked
from tests.ui_helpers import new_game_screen, rest_pointer, shown_tip

pytestmark = pytest.mark.ui


def _gap(a, b):
    """Px between rects `a` and `b` across or up and down (0: they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return max(dx, dy)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_minus_tip_keeps_clear_of_the_headings_and_controls(monkeypatch, size):
    a = new_game_screen(size)
    try:
        scene = a.top
        m = scene.m
        rest_pointer(monkeypatch, a, pygame.Rect(scene.widgets["seats:minus"].rect).center, frames=120)
        scene = a.top
        kept = (scene._kit_tips or {}).get("seats:minus")      # greyed at the game's fewest: the kit's tip says why
        tip = pygame.Rect(kept[0].rect) if kept and kept[0] is not None else shown_tip(scene)
        assert tip is not None
        for hid in HEADINGS:
            gap = _gap(tip, inked(scene.widgets[hid]))
            assert gap >= m.px(HEADING_AIR) - 1, (hid, tip, gap)
        hit = [w for w, el in scene.widgets.items() if el.visible and tip.colliderect(el.rect)
               and not w.startswith(("h:", "help_line"))]
        assert not hit, (tip, hit)
    finally:
        pygame.display.quit()
