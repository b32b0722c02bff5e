"""Session 48, review 47a (QUASH, new players): at 1024x640 a gap's open slot is about as tall as its words, and
the slot's dashed outline ran through "3 here" / "K open". The words now lie in a break of the outline: behind
their ink the hole shows, no dash."""

import pygame
import pytest

from quash_table.games.quash import spot_cards
from quash_table.ui import theme
from tests.test_quash_adv18b import _gap_on_spot_1
from tests.test_quash_s37_gap_side import _their_gap_on_spot_4
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _dash_pixels_in_words(surface, strip, words, size, ink, bold):
    """Pixels of the outline's colour inside the box of the words' ink (as draw_gaps centres them on the
    strip) that are not the words' own ink: a dash running through them."""
    img = theme.text(words, size, ink, bold)
    at = img.get_rect(center=strip.center)
    ink_box = img.get_bounding_rect().move(at.topleft)
    dash = spot_cards.OPEN_SLOT if ink == spot_cards.OPEN_SLOT else theme.DIM
    found = 0
    for y in range(ink_box.top, ink_box.bottom):
        for x in range(ink_box.left, ink_box.right):
            if img.get_at((x - at.x, y - at.y))[3] == 0 and tuple(surface.get_at((x, y))[:3]) == tuple(dash[:3]):
                found += 1
    return found


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_no_dash_of_a_gaps_outline_runs_through_its_words(size):
    m = _gap_on_spot_1()
    _their_gap_on_spot_4(m)
    app, scene = match_board(m, size=size)
    try:
        px = scene.metrics.px
        text_px = max(11, px(spot_cards.GAP_TEXT))
        for i, strip in enumerate(scene._gaps):
            surface = pygame.Surface(app.screen.get_size())
            surface.fill((206, 190, 152))
            spot_cards.draw_gaps(surface, px, [strip], None, None, [scene._gap_words[i]], [scene._gap_missing[i]])
            if scene._gap_words[i] is not None:
                words = spot_cards.gap_words(scene._gap_words[i], strip.w - 2 * px(6), text_px)
                got = _dash_pixels_in_words(surface, strip, words, text_px, spot_cards.OPEN_SLOT, True)
            else:
                words = spot_cards.missing_words(scene._gap_missing[i], strip.w - 2 * px(6), text_px)
                got = _dash_pixels_in_words(surface, strip, words, text_px, theme.MUTED, False)
            assert got == 0, (size, words, strip, got)
    finally:
        close_board(app)
