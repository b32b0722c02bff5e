"""NumberQuash's own pieces and their faces: quashers (round counters in their colour), the dice pair
chip, and the white counters of missed turns."""

import pygame

from ...ui import theme
from ...ui.sprites import SPRITES
from ...ui.widgets import Piece
from .palette import RGB

SIDE_ORDER = ("red", "blue", "yellow", "green", "orange", "pink")   # sides of a bonus octagon, clockwise
WHITE = (246, 244, 236)
_QUASHER_CACHE = {}


def quasher_image(colour, size, number=None, ringed=False):
    """A quasher: a round counter in its colour with a light rim (the number it covers, small, on top).
    `ringed`: inside a dark and a white ring, to stand out on a surface of its own colour (a bonus
    octagon's side)."""
    key = (colour, size, number, ringed)
    surf = _QUASHER_CACHE.get(key)
    if surf is None:
        if len(_QUASHER_CACHE) > 600:
            _QUASHER_CACHE.clear()
        big = max(8, size * 2)
        s = pygame.Surface((big, big), pygame.SRCALPHA)
        rgb = RGB.get(colour, (200, 200, 200))
        c = big / 2
        k = 1.0
        if ringed:
            pygame.draw.circle(s, (16, 20, 18), (c, c), big * 0.5)
            pygame.draw.circle(s, WHITE, (c, c), big * 0.45)
            k = 0.8
        pygame.draw.circle(s, theme.shade(rgb, -0.45), (c, c + big * 0.03 * k), big * 0.48 * k)
        pygame.draw.circle(s, theme.shade(rgb, 0.55), (c, c), big * 0.46 * k)
        pygame.draw.circle(s, rgb, (c, c), big * 0.39 * k)
        pygame.draw.circle(s, theme.shade(rgb, 0.25), (c - big * 0.08 * k, c - big * 0.1 * k), big * 0.16 * k)
        if number is not None and size >= 14:
            ink = theme.ink_on(rgb)
            img = theme.text(str(number), max(8, int(big * 0.42)), ink, True)
            s.blit(img, img.get_rect(center=(c, c + big * 0.02)))
        surf = pygame.transform.smoothscale(s, (size, size))
        if number is not None and size < 14:
            # a small octagon's cell (6 seats at 1024x640): the number drawn at its own size, filling
            # the disc, not shrunk with it (a disc with no number hid which cell was covered)
            img = theme.text(str(number), max(9, int(size * 0.8)), theme.ink_on(rgb), True)
            surf.blit(img, img.get_rect(center=(size / 2, size / 2)))
        _QUASHER_CACHE[key] = surf
    return surf


class Quasher(Piece):
    """A quasher on an octagon or a bonus stack. The kit's pieces are cards and dice; this one draws its
    own face and is otherwise an ordinary piece (it animates, drags and is listed in --layout)."""

    round = True        # picked by its disc (drag.piece_at): its square's corner lay over a neighbour's face

    def __init__(self, pid, colour, home, number=None, ringed=False, reach=0, **kw):
        super().__init__(pid, "quasher", home, **kw)
        self.reach = reach        # px round it a press still picks it: the ring that lights its cell
        self.colour = colour
        self.label = "" if number is None else str(number)
        self.ringed = ringed      # a banked quasher, on its own colour's side of a bonus octagon

    def image(self, size=None):
        size = size or self.home.size
        return quasher_image(self.colour, max(4, int(size[0])), int(self.label) if self.label else None,
                             self.ringed)

    def shadow(self, size):
        return SPRITES.shadow(size, 0.5)

    def layout(self, legal_targets, movable=None):
        d = super().layout(legal_targets, movable)
        d["colour"] = self.colour
        return d


class DicePair(Piece):
    """Both dice together (a chip showing the two faces and the total): dropped on a cell, it covers the
    total there, or starts a split."""

    def __init__(self, pid, dice, text, home, **kw):
        super().__init__(pid, "dice", home, **kw)
        self.value = tuple(dice)
        self.label = text

    def image(self, size=None):
        w, h = (int(v) for v in (size or self.home.size))
        s = pygame.Surface((max(4, w), max(4, h)), pygame.SRCALPHA)
        pygame.draw.rect(s, (40, 30, 22), s.get_rect(), border_radius=h // 2)
        pygame.draw.rect(s, (120, 92, 56), s.get_rect(), max(1, h // 16), border_radius=h // 2)
        d = int(h * 0.66)
        x = int(h * 0.28)
        for v in self.value:
            s.blit(SPRITES.die(v, d), (x, (h - d) // 2))
            x += d + int(h * 0.1)
        img = theme.text(self.label, max(10, int(h * 0.42)), theme.GOLD, True)
        room = w - x - int(h * 0.2)
        if img.get_width() > room > 8:
            img = theme.text(self.label, theme.fit_size(self.label, int(h * 0.42), room, True), theme.GOLD, True)
        s.blit(img, img.get_rect(midleft=(x + int(h * 0.06), h // 2)))
        return s

    def layout(self, legal_targets, movable=None):
        d = super().layout(legal_targets, movable)
        d["dice"] = list(self.value)
        return d


def white_counter(size, used=True):
    key = ("white", size, used)
    surf = _QUASHER_CACHE.get(key)
    if surf is None:
        big = max(8, size * 2)
        s = pygame.Surface((big, big), pygame.SRCALPHA)
        c = big / 2
        if used:
            pygame.draw.circle(s, (150, 146, 136), (c, c + big * 0.04), big * 0.47)
            pygame.draw.circle(s, WHITE, (c, c), big * 0.44)
            pygame.draw.circle(s, (255, 255, 255), (c - big * 0.1, c - big * 0.1), big * 0.14)
        else:
            # a ring strong enough to see at 1024x640 (it was a faint hairline)
            pygame.draw.circle(s, (235, 232, 220), (c, c), big * 0.44, max(3, big // 8))
        surf = pygame.transform.smoothscale(s, (size, size))
        _QUASHER_CACHE[key] = surf
    return surf

