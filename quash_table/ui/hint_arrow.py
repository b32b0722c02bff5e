"""How a hint's arrow is drawn, on every board: a broad stroke in the hint's blue with a dark edge and a
soft glow, so it shows on the cloth, a card's face and a panel alike. A 4 px line in a pulsing blue was
missed by new players (review 21, The Game: "a short thin stroke, easy to miss"). Where it goes is
hint_way.HintArrowWays (arrow_drawn); `ARROW_CLEAR` is how far its parts keep from text. Where it has no
way round words it is drawn whole all the same, the words laid back over it (`veils`, VEIL_ALPHA): left out
there, it came in pieces a new player could not follow (review 28).
"""

import pygame

WIDTH = 9          # design px (1280x800): the stroke
EDGE = 2           # its dark edge each side
GLOW = 5           # the glow beyond the edge
TIP_LENGTH = 30    # the head, from its point back along the line
TIP_HALF = 17      # ... and half its breadth
EDGE_COLOUR = (8, 24, 36)
GLOW_ALPHA = 80
ARROW_CLEAR = WIDTH // 2 + EDGE + GLOW + 3   # words stay clear of the whole arrow, glow and round ends included
VEIL_ALPHA = 130   # where the arrow has no way round words, they are laid back over it this opaque: both read
VEIL_GROW = 2      # design px round the words' rect so laid back


def _stroke(surface, colour, u, v, width):
    """A straight stroke `width` px across from u to v with round ends (pygame's thick line ends square
    to the axes, ragged on a slant)."""
    d = v - u
    if d.length() == 0:
        return
    side = pygame.Vector2(-d.y, d.x).normalize() * (width / 2)
    pygame.draw.polygon(surface, colour, [u + side, v + side, v - side, u - side])
    for q in (u, v):
        pygame.draw.circle(surface, colour, q, width / 2)


def _head(end, d, m, grow=0.0):
    """The head's three points, the stroke's `d` direction ending at `end`, grown by `grow` px all round."""
    side = pygame.Vector2(-d.y, d.x)
    back = end - d * m.px(TIP_LENGTH)
    half = m.px(TIP_HALF) + grow * 1.6
    return [end + d * grow * 1.8, back - d * grow + side * half, back - d * grow - side * half]


def stroke_width(m):
    """The stroke's width in screen px: what a test measures the arrow by."""
    return max(3, m.px(WIDTH))


def draw(surface, parts, tip, colour, m, veils=(), covers=(), veil_alpha=VEIL_ALPHA):
    """The arrow's `parts` [(from, to)] and, if `tip` (end, direction), its head, in `colour`; see-through over
    the rects `veils` (words it had no way round: what lay there shows over it at `veil_alpha`), and under the
    rects `covers` (a board's words it passes under, drawn back whole over it: Flush's prompt and captions, review
    55m)."""
    if not parts:
        return
    screen = surface.get_rect()
    grow = max(2, m.px(VEIL_GROW))
    under = [(r, surface.subsurface(r).copy()) for r in
             (pygame.Rect(v).inflate(2 * grow, 2 * grow).clip(screen) for v in veils) if r.w and r.h]
    whole = [(r, surface.subsurface(r).copy()) for r in (pygame.Rect(c).clip(screen) for c in covers) if r.w and r.h]
    w, edge, glow = stroke_width(m), max(1, m.px(EDGE)), max(1, m.px(GLOW))
    if tip is not None:          # the stroke stops inside the head: its round end would poke through the point
        u, v = parts[-1]
        back = v - tip[1] * (m.px(TIP_LENGTH) * 0.6)
        if (back - u).dot(tip[1]) > 0:
            parts = parts[:-1] + [(u, back)]
    pts = [q for part in parts for q in part]
    box = pygame.Rect(min(q.x for q in pts), min(q.y for q in pts), 0, 0)
    box.union_ip(pygame.Rect(max(q.x for q in pts), max(q.y for q in pts), 1, 1))
    box = box.inflate(2 * (m.px(TIP_LENGTH) + w + 2 * glow), 2 * (m.px(TIP_LENGTH) + w + 2 * glow))
    halo = pygame.Surface(box.size, pygame.SRCALPHA)
    at = pygame.Vector2(box.topleft)
    for u, v in parts:                                  # the glow: translucent, under everything
        _stroke(halo, (*colour, GLOW_ALPHA), u - at, v - at, w + 2 * (edge + glow))
    if tip is not None:
        pygame.draw.polygon(halo, (*colour, GLOW_ALPHA), [q - at for q in _head(tip[0], tip[1], m, edge + glow)])
    surface.blit(halo, box.topleft)
    for u, v in parts:                                  # the dark edge, then the stroke over it
        _stroke(surface, EDGE_COLOUR, u, v, w + 2 * edge)
    if tip is not None:
        pygame.draw.polygon(surface, EDGE_COLOUR, _head(tip[0], tip[1], m, edge))
    for u, v in parts:
        _stroke(surface, colour, u, v, w)
    if tip is not None:
        pygame.draw.polygon(surface, colour, _head(tip[0], tip[1], m))
    for r, words in under:          # the words it crosses over it, the arrow seen through them
        words.set_alpha(veil_alpha)
        surface.blit(words, r)
    for r, words in whole:          # the words it passes under
        surface.blit(words, r)

