"""What a Flush card's face writes (its kind's word, a Deduction's amount, FLUSH and PLUS, its big value) and
how much of a card's width a card laid over it must leave for those to read whole (`words_shown`).

The face (sprites.Sprites) draws these; layouts measure them, at many card sizes while they look for one that
fits: measuring asks each text's size of the font, never renders it (`_Measured`), and gives the same boxes
(tests/test_flush_s57_measured_boxes.py).
"""

import functools

import pygame

from . import theme

# Where a Flush card's kind (Skip, Link, Deduction) is written, as fractions of its height: a board drawing
# on a card (Flush's "as 6" tags) keeps clear of it.
FLUSH_MARK_BAND = (0.64, 0.86)
# a Flush card painted lower than this (2x: under 40 px on screen, a 6-seat round's result) shows its value
# once, big, without the corner indices: at that size they ran into it ("3E", "7Z")
FLUSH_TINY_H = 80
FLUSH_MARK_WIDTH = 0.66   # of the band's width, from its left: what a card overlapped in a fanned hand shows
MIN_MARK_PX = 10      # below this the full mark ("∞ LINK") gives way to the short one ("LINK", "−7")


FLUSH_MARKS = {"S": ("SKIP", "\u00bb", (200, 90, 20)), "L": ("LINK", "\u221e", (20, 120, 170)),
               "D": ("DEDUCT", "\u2212", (150, 40, 150))}


def flush_mark(mark, value, band, measured=False):
    """(image, size) of a Flush card's kind written in its band (w, h): the longest wording that stays
    readable once the face (painted at twice the size) is scaled, down to the short one a small card
    (another seat's base) has room for, as large as the band holds."""
    word, glyph, _ = FLUSH_MARKS[mark]
    w, h = band
    # the word alone (the glyph before it cost a third of the width and left the word ~8 px at 1024x640),
    # as large as the band's left two thirds hold: a card in a fanned hand shows only its left part
    # (a small card, another seat's base, is never fanned: there the word may take the band's width)
    narrow = w * FLUSH_MARK_WIDTH
    if mark != "D":
        for label, tall, wide in ((word, 0.8, narrow), (word, 0.85, w * 0.92)):
            img, size = _fit(label, h * tall, wide, measured)
            if size >= 2 * MIN_MARK_PX:
                break
        return img, size
    # a Deduction: "−9 DEDUCT" (the rules' word), else the amount alone, "−9", chosen for every amount alike
    # on cards of one size, by the widest (−11): "−9 DED." lay beside "−10" in one hand (review 34)
    form, size = deduction_form(band)
    return _render(size, True, form.format(amount=f"{glyph}{int(value) + 1}"), (255, 255, 255), measured), size


DEDUCTION_FORMS = (("{amount} DEDUCT", 0.8, FLUSH_MARK_WIDTH), ("{amount}", 0.85, FLUSH_MARK_WIDTH),
                   ("{amount}", 0.85, 0.92))
WIDEST_AMOUNT = "\u221211"      # the widest a Deduction deducts (a 10 Deduction: 11)


@functools.lru_cache(maxsize=256)      # by band size: every Deduction of a size asks (157 renders on one frame)
def deduction_form(band):
    """(form, size) of what a Deduction's band (w, h) says, in one form and size for every amount: the first of
    DEDUCTION_FORMS whose widest amount fits at a readable size (the form's height of the band, the form's width
    of it), else the last, at the size that widest amount fits."""
    w, h = band
    for form, tall, wide in DEDUCTION_FORMS:
        size = _fit(form.format(amount=WIDEST_AMOUNT), h * tall, w * wide, measured=True)[1]
        if size >= 2 * MIN_MARK_PX:
            break
    return form, size


def flush_words(code, size, measured=False):
    """[(image, rect)]: the words a Flush face of `size` (w, h, as painted) writes low on the card: the kind
    in its band, from the band's left edge (a card overlapped by the next one in a fanned hand shows its left
    part, and the whole word, or the Deduction's amount, stays in view there); FLUSH (and PLUS) at a Flush
    card's foot. The face draws them; `words_shown` measures them (`measured`: boxes of the right size, not
    images: a layout trying card sizes asked for them at dozens of new sizes, each a render)."""
    w, h = size
    if code in ("F", "F+"):
        navy, red = (34, 52, 92), (200, 60, 40)
        said = [(_render(h * 0.13, True, "FLUSH", navy, measured), 0.78)]
        if code == "F+":
            said.append((_render(h * 0.08, True, "PLUS", red, measured), 0.88))
        return [(img, img.get_rect(center=(int(w / 2), int(h * y)))) for img, y in said]
    mark = code[-1] if code[-1] in "SLD" else ""
    if not mark:
        return []
    top, bottom = FLUSH_MARK_BAND
    band = pygame.Rect(w * 0.12, h * top, w * 0.76, h * (bottom - top))
    img, _ = flush_mark(mark, code[:-1], band.size, measured)
    return [(img, img.get_rect(midleft=(int(band.x + w * 0.03), int(band.centery))))]


def flush_value(code, size, measured=False):
    """(image, rect) of the big value a numbered Flush face of `size` (w, h, as painted) writes in its middle, or
    None (a Flush card). The face draws it; `words_shown` measures it: a centred "10" reaches past three
    quarters of the card, and a fan leaving that much in view cut it to "1C" (session 36). `measured`: its right
    edge alone, measured with the font (a hand laid out at a new card size asked it of every card: a render each)."""
    if code in ("F", "F+"):
        return None
    (w, h), value = size, code.rstrip("SLD")
    px, centre = h * (0.5 if h < FLUSH_TINY_H else 0.4), (int(w / 2), int(h * 0.42))
    if measured:
        width = theme.font(max(6, int(px)), True).size(value)[0]
        return centre[0] - width // 2 + width
    img = _render(px, True, value, (34, 52, 92))
    return img, img.get_rect(center=centre)


def flush_value_right(code, size):
    """flush_value's right edge, measured."""
    return flush_value(code, size, measured=True)


@functools.lru_cache(maxsize=4096)
def _words_shown(deck, code, w, h):
    said = flush_words(code, (w * 2, h * 2), measured=True)      # as painted, at twice the size
    big = flush_value_right(code, (w * 2, h * 2))
    return max([rect.right for _, rect in said] + ([big] if big is not None else []), default=0) / 2


def words_shown(deck, code, size):
    """How much of a card's width (px at `size`, from its left edge) a card laid over its right part must
    leave in view for the words written on it, and its big value, to read whole (a fanned row of small cards
    cut Flush's "SKIP", "LINK", "FLUSH": review 18; a "10" to "1C": session 36); 0 for a card whose corner
    says it all (the standard decks)."""
    if deck != "flush" or code is None:
        return 0
    return _words_shown(deck, code, int(size[0]), int(size[1]))


def _fit(label, size, width, measured=False):
    """(image, size): white bold `label` at `size`, shrunk until it is at most `width` wide."""
    img = _render(size, True, label, (255, 255, 255), measured)
    while img.get_width() > width and size > 6:
        size *= 0.9
        img = _render(size, True, label, (255, 255, 255), measured)
    return img, size


class _Measured:
    """A text's box where only its size is wanted: what `_render` gives a measurement instead of an image."""

    def __init__(self, size):
        self.size = size

    def get_width(self):
        return self.size[0]

    def get_rect(self, **at):
        rect = pygame.Rect((0, 0), self.size)
        for name, value in at.items():
            setattr(rect, name, value)
        return rect


def _render(size, bold, s, colour, measured=False):
    f = theme.font(max(6, int(size)), bold)
    return _Measured(f.size(s)) if measured else f.render(s, True, colour)
