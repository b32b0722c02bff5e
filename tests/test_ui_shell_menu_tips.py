"""The main menu's tooltips cover neither its other buttons nor its art (About's covered the right-hand card
fan), at 1280x800 and at the smallest window."""

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


def art_mask(scene):
    """Where the fans and dice are drawn, read from the menu's own drawing (not the scene's bookkeeping):
    the screen drawn with the art, less the screen drawn without it."""
    size = scene.app.screen.get_size()
    with_art = pygame.Surface(size)
    scene.draw(with_art)
    plain = pygame.Surface(size)
    type(scene).__mro__[1].draw(scene, plain)       # MenuScene.draw: the felt alone
    mask = pygame.mask.Mask(size)
    for x in range(0, size[0], 2):
        for y in range(0, size[1], 2):
            if with_art.get_at((x, y)) != plain.get_at((x, y)):
                mask.set_at((x, y))
    return mask


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_no_main_menu_tooltip_covers_the_art_or_another_button(monkeypatch, size):
    a = make_app(size)
    try:
        a.nav.main_menu()
        steps(a, 2)
        scene = a.top
        art = art_mask(scene)
        # the title and subtitle are words, not art: their band is left out of the art
        top = scene.m.px(215)
        for wid in ("new", "load", "statistics", "settings", "about", "quit"):
            el = scene.widgets[wid]
            pos = el.rect.center
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda pos=pos: pos)       # pygame_gui polls it
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            steps(a, 90)                                                         # the tooltip's delay
            assert el.tool_tip is not None, wid
            tip = pygame.Rect(el.tool_tip.rect)
            below_title = tip.clip(pygame.Rect(0, top, size[0], size[1] - top))
            if below_title.w and below_title.h:
                box = pygame.mask.Mask(below_title.size, fill=True)
                assert art.overlap(box, below_title.topleft) is None, f"the {wid} tooltip covers the art: {tip}"
            for other, o in scene.widgets.items():
                if other not in (wid, "autosave_note"):
                    assert not tip.colliderect(o.rect), f"the {wid} tooltip covers {other}"
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
            steps(a, 5)
    finally:
        pygame.display.quit()
