"""The "as 6" tag on a Mimic card that joined a group of 6s: its type and where it lies on its card, under the
card's kind band (Skip, Link, Deduction), which it never hides, or in the band's place on a card with none,
centred on a card seen whole, at the left of one the next card covers. Used where the tags are drawn (scene.FlushBoard.tag_rects) and where a card's room
is laid out (paint_middle.pile: the pile's caption stays clear of the tag hanging under a small card)."""

import pygame

from ...ui import theme
from ...ui.sprites import FLUSH_MARK_BAND, card_size

TAG_TEXT = 11       # design px of the tag's words, never under 11 screen px
TAG_INK = (40, 30, 10)


def tag_image(px, text):
    return theme.text(text, max(11, px(TAG_TEXT)), TAG_INK, True)


def kind_written(code):
    """Whether `code`'s face has words low on it (a kind band: Skip, Link, Deduction; FLUSH): a tag goes under
    them; on a plain card it goes in the band's place."""
    return code is None or code[-1] in "SLD" or code in ("F", "F+")


def tag_rect(px, card, img_size, full, code=None):
    """Where the tag of image size `img_size` lies on `card` (x, y, w, h; `code`: its face): under the kind
    band, or in its place on a card with none, inside the card (hanging under a small plain Mimic it lay on the
    tray's border: review 34)."""
    x, y, w, h = card
    r = pygame.Rect(0, 0, img_size[0] + px(10), img_size[1] + px(3))
    top, bottom = FLUSH_MARK_BAND
    r.topleft = (int(x + (w - r.w) / 2 if full else x + px(3)),
                 int(y + h * bottom) + 1 if kind_written(code) else int(y + h * (top + bottom) / 2 - r.h / 2))
    return r


def clear_of(px, size, top, text, foot, kinds=True):
    """The card size, at most `size`, whose tag (`text`) on a card whose top is at `top` ends above `foot`:
    under a small card the tag hung on into the pile's caption ("as 5" over "two 5s on top", the face-up
    replay at three seats, 1024x640: session 30). The tag keeps its place under the kind band; `kinds`: False
    where no tagged card has one (the tag then lies in the band's place, inside the card)."""
    w, h = size
    if not kinds:
        return size
    tag_h = tag_image(px, text).get_height() + px(3)
    while h > size[1] * 0.5 and top + int(h * FLUSH_MARK_BAND[1]) + 1 + tag_h > foot:
        w, h = card_size(h - 1)
    return (w, h)
