"""A hint's words keep their side of its arrow: where the short words lay right of the arrow, the why (H) goes
right of it too where it finds room there, rather than wherever is nearest. The Game at 1024x640: the short words
lay right of the arrow into ▲, the why, a line longer, went left of it, and the eye had to jump (review 40).
Rects only; board_paint._message_place asks it."""

import pygame

from .message_spot import cuts, free_spot


def side_of(rect, band):
    """-1 where `rect` lies left of the arrow (`band`: its small rects along its line), 1 right of it, 0 across
    it or with no arrow."""
    if not band:
        return 0
    line = pygame.Rect(band[0]).unionall([pygame.Rect(b) for b in band[1:]])
    if rect.left >= line.centerx:
        return 1
    if rect.right <= line.centerx:
        return -1
    return 0


def on_side(side, shapes, hard, soft, bounds, step, band):
    """(rect, index of `shapes`) of the nearest place on `side` of the arrow, inside `bounds`, clear of `hard`
    and `soft` (text, buttons, cards, plates, the arrow's glow) and off the arrow's line; None where there is
    none."""
    line = pygame.Rect(band[0]).unionall([pygame.Rect(b) for b in band[1:]])
    if side > 0:        # clear of the arrow's whole width (its glow too)
        half = pygame.Rect(line.right, bounds.y, bounds.right - line.right, bounds.h)
    else:
        half = pygame.Rect(bounds.x, bounds.y, line.left - bounds.x, bounds.h)
    fitting = [i for i, s in enumerate(shapes) if s.w <= half.w and s.h <= half.h]
    if not fitting:
        return None
    rect, k = free_spot([shapes[i] for i in fitting], hard, soft, half, step, band)
    if not half.contains(rect) or rect.collidelist(hard) >= 0 or rect.collidelist(soft) >= 0 or cuts(rect, band):
        return None
    return rect, fitting[k]


def side_holding(side, why_shapes, hard, soft, bounds, step, band):
    """The side of the arrow for a hint's short words found on `side`: that side where its why (any of
    `why_shapes`) has room there too, else the other side where it has room there, so that the why keeps
    their side; `side` where it has room on neither."""
    if on_side(side, why_shapes, hard, soft, bounds, step, band) is not None:
        return side
    return -side if on_side(-side, why_shapes, hard, soft, bounds, step, band) is not None else side
