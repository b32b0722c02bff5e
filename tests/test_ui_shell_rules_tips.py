"""The rules page's key tooltips are as wide as their words and cover none of its buttons: at 1024x640 the
Flush page's "O" (the original sheet's key) was a 350 px box over the Back button beside it, left there
under the pointer after a click on "Original sheet (French)"."""

import pygame
import pytest

from tests.ui_helpers import click, make_app, steps
from tests.ui_helpers import rest_pointer as hover

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_original_sheet_buttons_tooltip_covers_no_button(monkeypatch, size):
    a = make_app(size)
    try:
        a.nav.rules("flush", choose=True)
        steps(a, 2)
        scene = a.top
        for turn in range(2):                 # on "Original sheet (French)", then on "Players' rules (English)"
            pos = scene.widgets["original"].rect.center
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda pos=pos: pos)
            click(a, pos, frames=2)
            assert scene.original == (turn == 0)
            hover(monkeypatch, a, pos)
            el = scene.widgets["original"]
            assert el.tool_tip is not None
            tip = pygame.Rect(el.tool_tip.rect)
            assert "O" in el.tool_tip_text and tip.w < scene.m.px(160), tip       # a key's tip is small
            assert tip.h < scene.m.px(52), f"the tooltip wraps its two words: {tip}"     # one line
            for other, o in scene.widgets.items():
                if other not in ("original", "rules"):
                    assert not tip.colliderect(o.rect), f"the tooltip {tip} covers {other} {o.rect}"
            hover(monkeypatch, a, (2, 2), frames=5)
    finally:
        pygame.display.quit()


def test_a_long_tooltip_still_wraps_at_the_tip_width():
    from quash_table.ui.screens.base import TIP_WIDTH, tip_width
    a = make_app((1280, 800))
    try:
        m = a.metrics
        assert tip_width("O", m) < tip_width("Key: Esc", m) < m.px(TIP_WIDTH)
        assert tip_width("word " * 60, m) == m.px(TIP_WIDTH)
    finally:
        pygame.display.quit()
