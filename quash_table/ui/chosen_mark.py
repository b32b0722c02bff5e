"""The mark of a chosen (selected) piece: a gold ring round it and a tick badge on its top right corner. A thin gold
ring and the lift alone read as a hover light to a new player (review 57: "a chosen card looks like a hovered
one"); the tick says the card is picked, whatever the pointer does."""

import pygame

from . import theme

INK = (28, 28, 28)


def badge_rect(card, px):
    """Where the tick badge of a chosen card at `card` (x, y, w, h) lies: a disc centred a little inside its top
    right corner (the corner index is at the top left, a Mimic's badge near the top middle)."""
    x, y, w, h = card
    d = max(px(18), int(min(w, h) * 0.34))
    r = pygame.Rect(0, 0, d, d)
    r.center = (int(x + w - d * 0.3), int(y + d * 0.3))
    return r


def draw_chosen(surface, card, px):
    """A chosen piece's ring and tick badge over it, `card` where it is drawn (lifted)."""
    x, y, w, h = card
    pygame.draw.rect(surface, INK, (x - px(4), y - px(4), w + px(8), h + px(8)), px(2),
                     border_radius=int(w * 0.11))
    pygame.draw.rect(surface, theme.GOLD, (x - px(3), y - px(3), w + px(6), h + px(6)), px(3),
                     border_radius=int(w * 0.1))
    r = badge_rect(card, px)
    pygame.draw.circle(surface, theme.GOLD, r.center, r.w // 2)
    pygame.draw.circle(surface, INK, r.center, r.w // 2, max(1, px(2)))
    cx, cy, u = r.centerx, r.centery, r.w / 10
    tick = [(cx - 2.8 * u, cy + 0.1 * u), (cx - 0.8 * u, cy + 2.2 * u), (cx + 3.0 * u, cy - 2.2 * u)]
    pygame.draw.lines(surface, INK, False, [(int(a), int(b)) for a, b in tick], max(2, int(u * 1.4)))
