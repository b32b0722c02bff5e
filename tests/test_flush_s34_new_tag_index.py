"""Session 34, review 33: the "new" tag on a card that came to your hand lay over the foot of its corner value on
a small card (a 6 or 9, whose index is underlined, at six seats 1024x640): where no room is right of the index it
goes under it, below the index's whole line (new_tags.tag_place), not at a fixed 0.22 of the card's height."""

from types import SimpleNamespace

import pygame

from quash_table.games.flush.new_tags import new_tags
from quash_table.ui.sprites import _index


def _board(cards, scale):
    pieces = [SimpleNamespace(id=f"c{i}", code=code, flip=False, zone="hand:0", pos=rect, z=i)
              for i, (code, rect) in enumerate(cards)]
    return SimpleNamespace(table=SimpleNamespace(pieces=pieces),
                           metrics=SimpleNamespace(px=lambda n: int(n * scale)),
                           drawn_card=lambda pid: pid == "c0", drag=SimpleNamespace(lift_offset=lambda p: 0))


def _index_ink(code, card):
    """The corner value's ink on `card` as the face paints it (at twice the size, then scaled; its line box's
    top and bottom air left out)."""
    img = _index(max(2 * card.h * 0.12, 20), code.rstrip("SLD"), (0, 0, 0))
    w, h = img.get_width() / 2, img.get_height() / 2
    box = pygame.Rect(int(card.x + card.w * 0.1), int(card.y + card.h * 0.06), int(w + 0.5), int(h + 0.5))
    return box.inflate(0, -int(h * 0.3))


def test_a_new_tag_never_covers_the_cards_corner_value():
    pygame.init()
    for scale in (0.8, 1.0):                   # 1024x640, 1280x800
        for code in ("1", "6", "9", "10", "10D", "8S", "6L", "9D"):
            for h in (60, 70, 77, 84, 100):
                for step in (10, 14, 18, 22, 26, 30, 40, 60):      # a tight fan to cards side by side
                    card = pygame.Rect(100, 500, int(h * 0.69), h)
                    nxt = pygame.Rect(100 + step, 500, card.w, h)
                    tag = new_tags(_board([(code, card), ("5", nxt)], scale))[0][0]
                    assert not tag.colliderect(_index_ink(code, card)), (scale, code, h, step, tag)
                    assert card.contains(tag), (scale, code, h, step, tag)
