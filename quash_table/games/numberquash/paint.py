"""Drawing NumberQuash's octagons under the pieces: a colour's octagon with its numbers, a bonus octagon
with its coloured sides, and the rings that light cells."""

import math

import pygame

from ...ui import theme
from .layout import INNER, cell_centre, octagon_points
from .pieces import RGB, SIDE_ORDER


_OCTAGONS = {}          # (colour, radius, centre within its pixel box, shadow offset) -> the octagon drawn once
_OCTAGONS_KEPT = 256


def draw_octagon(surface, colour, cx, cy, r, m):
    """A colour's octagon with its numbers, drawn once as an image for its colour, size and place within a pixel,
    then laid down whole (twelve octagons drawn line by line and number by number were a third of the frame
    after a move: issue 22, session 56). The image is the drawing itself, shifted by whole pixels: the same pixels."""
    x0, y0 = math.floor(cx - r) - 2, math.floor(cy - r) - 2
    key = (colour, r, cx - x0, cy - y0, m.px(3), m.px(4))
    img = _OCTAGONS.get(key)
    if img is None:
        if len(_OCTAGONS) >= _OCTAGONS_KEPT:
            _OCTAGONS.clear()
        img = pygame.Surface((math.ceil(2 * r) + 6 + m.px(3), math.ceil(2 * r) + 6 + m.px(4)), pygame.SRCALPHA)
        _draw_octagon(img, colour, cx - x0, cy - y0, r, m)
        _OCTAGONS[key] = img
    surface.blit(img, (x0, y0))


def _draw_octagon(surface, colour, cx, cy, r, m):
    rgb = RGB[colour]
    tint = theme.shade(rgb, 0.62)
    edge = theme.shade(rgb, -0.5)
    outer = octagon_points(cx, cy, r)
    inner = octagon_points(cx, cy, r * INNER)
    shadow = octagon_points(cx + m.px(3), cy + m.px(4), r)
    pygame.draw.polygon(surface, (8, 36, 24), shadow)
    pygame.draw.polygon(surface, tint, outer)
    pygame.draw.polygon(surface, theme.shade(rgb, 0.75), inner)
    line = max(1, int(r / 40))
    for k in range(8):
        pygame.draw.line(surface, theme.shade(rgb, -0.15), outer[k], inner[k], line)
    pygame.draw.polygon(surface, theme.shade(rgb, -0.15), inner, line)
    pygame.draw.polygon(surface, rgb, outer, max(2, int(r / 14)))
    pygame.draw.polygon(surface, edge, outer, 1)
    for n in range(1, 10):
        draw_number(surface, colour, n, cell_centre(cx, cy, r, n), r)


def draw_bonus(surface, value, cx, cy, r, used, m):
    outer = octagon_points(cx, cy, r)
    inner = octagon_points(cx, cy, r * 0.7)
    pygame.draw.polygon(surface, (8, 36, 24), octagon_points(cx + m.px(3), cy + m.px(4), r))
    pygame.draw.polygon(surface, (236, 230, 214), outer)
    for side, colour in enumerate(SIDE_ORDER):
        rgb = RGB[colour] if colour in used else theme.shade(RGB[colour], 0.6)
        quad = [outer[side], outer[(side + 1) % 8], inner[(side + 1) % 8], inner[side]]
        pygame.draw.polygon(surface, rgb, quad)
    for side in (6, 7):
        quad = [outer[side], outer[(side + 1) % 8], inner[(side + 1) % 8], inner[side]]
        pygame.draw.polygon(surface, (200, 194, 178), quad)
    pygame.draw.polygon(surface, (250, 248, 240), inner)
    pygame.draw.polygon(surface, (60, 54, 44), outer, max(1, int(r / 30)))
    pygame.draw.polygon(surface, (120, 110, 92), inner, 1)
    theme.blit_text(surface, str(value), max(12, int(r * 0.62)), (cx, cy), (40, 34, 28), True, "center")


NUMBER_MIN = 15     # the smallest type of a cell's number: digits 11 px high (11 px type left 8 px digits on
                    # the other seats' octagons at 6 seats and 1024x640)


def number_size(r):
    """The type size of the numbers on an octagon of radius `r`."""
    return max(NUMBER_MIN, int(r * 0.27))


def draw_number(surface, colour, n, centre, r):
    size = number_size(r)
    theme.blit_text(surface, str(n), int(size * (1.15 if n == 9 else 1)), centre, theme.shade(RGB[colour], -0.5),
                    True, "center")


HALO = (16, 34, 24)     # the dark edge each side of a ring that lights a cell


def legal_ring_width(m):
    """The green ring round a cell you may use: at least 3 px (2 px at 1024x640 all but vanished on the
    pale blue and pink cells)."""
    return max(3, m.px(3))


def halo_width(width):
    """The dark edge each side of a `width` ring: at least 2 px (1 px was lost in the cell's own lines)."""
    return max(2, (width + 1) // 2)


def ring_reach(g, side, m):
    """How far past a quasher `side` px wide on cell `g` the ring lighting that cell reaches, dark edge
    included (draw_cell_mark), at least a few px: a press there is on the quasher a person sees ringed
    (another seat's small quashers at 1024x640: the drag did not take, session 27)."""
    width = legal_ring_width(m)
    outer = g["rect"].w / 2 + width + halo_width(width)
    return max(outer - side / 2, m.px(4))


def draw_cell_mark(surface, g, colour, width, fill=False, halo=False):
    """A ring round a cell (`fill`: a wash of its colour under it, a picked or robbed cell). `halo`: a dark
    edge each side of the ring, so it reads by lightness on every cell colour, not by hue alone: the pale
    green ring all but vanished on pink and blue cells, and for red-green colour blindness on any."""
    r = g["rect"].inflate(width * 2, width * 2)
    if fill:    # a picked cell: a gold wash under the ring
        wash = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.ellipse(wash, (*colour, 110), wash.get_rect())
        surface.blit(wash, r)
    if halo:
        h = halo_width(width)
        pygame.draw.ellipse(surface, HALO, r.inflate(2 * h, 2 * h), width + 2 * h)
    pygame.draw.ellipse(surface, colour, r, width)



def draw_robbed_mark(surface, g, width):
    """A cell of yours robbed since your last turn: a red ring, filled (as the rules page says), and struck
    through corner to corner, each stroke with the rings' dark edge. It was a pale pink disc on a red cell, and
    to red-green colour-blind eyes it was the gold "picked" ring (filled, round) in another hue: the stroke
    is a shape of its own. The cell's number goes on top (the caller's draw_number)."""
    r = g["rect"].inflate(width * 2, width * 2)
    wash = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.ellipse(wash, (*theme.ILLEGAL, 150), wash.get_rect())
    surface.blit(wash, r)
    h = max(1, (width + 1) // 2)
    pygame.draw.ellipse(surface, HALO, r.inflate(2 * h, 2 * h), width + 2 * h)
    reach = 0.5 * r.w * 0.72            # the stroke from ring to ring, across the cell's middle
    cx, cy = r.center
    a, b = (cx + reach, cy - reach), (cx - reach, cy + reach)
    pygame.draw.line(surface, HALO, a, b, width + 2 * h)
    pygame.draw.ellipse(surface, theme.ILLEGAL, r, width)
    pygame.draw.line(surface, theme.ILLEGAL, a, b, width)
