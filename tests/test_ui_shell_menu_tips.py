"""The main menu's tooltips cover none of its other buttons, and each sits by its own button (note 16: Rules &
about's, kept clear of the card fans, went to the band over New game); the art is covered only where no spot
beside the button clears it, and then as little of it as a spot there can (the test below measures that
against the menu's own drawing), at 1280x800 and at the smallest window."""

import pygame
import pytest

from tests.ui_helpers import make_app, rest_pointer, steps

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
def test_every_main_menu_tooltip_sits_by_its_button_covering_no_other(monkeypatch, size):
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
            rest_pointer(monkeypatch, a, el.rect.center)                         # past the tooltip's delay
            assert el.tool_tip is not None, wid
            tip = pygame.Rect(el.tool_tip.rect)
            assert tip.top >= top, f"the {wid} tooltip is up in the title's band: {tip}"
            # by its own button: beside it, its middle level with it
            assert el.rect.top < tip.centery < el.rect.bottom, (wid, tip, el.rect)
            assert 0 < tip.left - el.rect.right <= scene.m.px(16) or 0 < el.rect.left - tip.right <= scene.m.px(16), \
                (wid, tip, el.rect)
            assert pygame.Rect(0, 0, *size).contains(tip), (wid, tip)
            # no spot beside the button (the same side and slide) covers less art
            covered = art.overlap_area(pygame.mask.Mask(tip.size, fill=True), tip.topleft)
            for dy in range(-scene.m.px(12), scene.m.px(13), 2):
                right = tip.left >= el.rect.right
                gap = tip.left - el.rect.right if right else el.rect.left - tip.right
                for x in (el.rect.right + gap, el.rect.left - gap - tip.w):
                    other = pygame.Rect(x, tip.top + dy, tip.w, tip.h)
                    if pygame.Rect(0, 0, *size).contains(other) and el.rect.top < other.centery < el.rect.bottom:
                        less = art.overlap_area(pygame.mask.Mask(other.size, fill=True), other.topleft)
                        # (the app counts the art with a few pixels' margin round the box: a little slack)
                        assert covered <= 2 * less + 40, (wid, tip, other, covered, less)
            for other, o in scene.widgets.items():
                if other not in (wid, "autosave_note"):
                    assert not tip.colliderect(o.rect), f"the {wid} tooltip covers {other}"
            rest_pointer(monkeypatch, a, (2, 2), frames=5)
    finally:
        pygame.display.quit()
