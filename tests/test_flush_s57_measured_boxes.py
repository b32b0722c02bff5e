"""A Flush layout looking for a card size that fits measured each card's words by rendering them, at twice the
size, at every size it tried (a pile's top group at a new size: ~40 sizes, a render each; issue 22's frame after
a move at 8,861 moves). Measuring now asks each text's size of the font: the boxes must be the very ones the face
draws, for every card at every size, and measuring must render nothing."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from quash_table.ui import flush_face, theme  # noqa: E402
from quash_table.ui.sprites import DECK_CODES, card_size  # noqa: E402


def setup_module():
    pygame.init()
    pygame.display.set_mode((10, 10))


def test_measured_words_are_the_drawn_words_boxes():
    for h in list(range(24, 140, 5)) + list(range(140, 420, 23)):
        size = card_size(h)
        for code in DECK_CODES["flush"]:
            drawn = [rect for _, rect in flush_face.flush_words(code, size)]
            measured = [rect for _, rect in flush_face.flush_words(code, size, measured=True)]
            assert measured == drawn, (code, size)
            if code[-1] in "SLD":
                band = (int(size[0] * 0.76), int(size[1] * 0.22))
                img, px = flush_face.flush_mark(code[-1], code[:-1], band)
                box, measured_px = flush_face.flush_mark(code[-1], code[:-1], band, measured=True)
                assert (box.get_width(), px) == (img.get_width(), measured_px), (code, band)


class _FontThatMayNotDraw:
    def __init__(self, font):
        self.size = font.size

    def render(self, *_):
        raise AssertionError("a measurement rendered text")


def test_words_shown_renders_nothing(monkeypatch):
    real = theme.font
    monkeypatch.setattr(theme, "font", lambda *a, **k: _FontThatMayNotDraw(real(*a, **k)))
    flush_face._words_shown.cache_clear()
    flush_face.deduction_form.cache_clear()
    for h in (37, 58, 91, 140):
        for code in DECK_CODES["flush"]:
            assert flush_face.words_shown("flush", code, card_size(h)) >= 0
    assert flush_face.words_shown("flush", "7S", card_size(91)) > 0
