"""What shows of a piece under the pieces drawn over it (no drawing): the columns a fanned hand's next card
leaves, and the top a row in front leaves (QUASH's two-row hand). The painter clips a card raised in place
to it, the hint outlines it, a click picks by it."""

import pygame

FOOT_COVER = 2 / 3     # the pieces over a piece's foot hide it when they span this much of its shown width


def shown_columns(piece, order, drag):
    """(left, right) of the columns of `piece` that the pieces drawn over it (in `order`, bottom to top)
    leave uncovered at its side (a fanned hand's next card): its whole width when none covers a side."""
    return _over(piece, order, drag)[:2]


def shown_part(piece, order, drag):
    """The rect of `piece` as drawn (lifted, or raised by a hint) less the sides the pieces drawn over it
    cover (shown_columns) and less its foot where a row of pieces in front of it covers that across most
    of its shown width (QUASH's two-row hand: the front row lies over the lower part of the row behind;
    a hint's frame round the whole card reached over the front card, and a click in the frame picked up
    that card, session 32). A piece covered all over keeps its whole rect."""
    left, right, r, feet = _over(piece, order, drag)
    spans = [(max(lo, left), min(hi, right), top) for lo, hi, top in feet if min(hi, right) > max(lo, left)]
    foot = max(top for _, _, top in spans) if covered(spans) >= (right - left) * FOOT_COVER else r.bottom
    if right <= left or foot <= r.top:
        return pygame.Rect(r)
    return pygame.Rect(left, r.top, right - left, foot - r.top)


def _over(piece, order, drag):
    """(left, right) as shown_columns, the piece's rect as drawn, and [(left, right, top)] of the pieces drawn
    over its foot alone: one pass over the pieces above it (the arrow prices every card on the table)."""
    r = piece.rect.move(0, drag.lift_offset(piece))
    left, right, feet = r.left, r.right, []
    for q in order[order.index(piece) + 1:]:
        c = q.rect.move(0, drag.lift_offset(q))
        if r.top + r.h // 5 < c.top < r.bottom <= c.bottom and c.right > r.left and c.left < r.right:
            feet.append((c.left, c.right, c.top))
        if min(c.bottom, r.bottom) - max(c.top, r.top) < r.h * 0.6:
            continue                   # above or below it, or over a corner only
        if c.left <= left < c.right < right:
            left = c.right             # covers its left side
        elif left < c.left < right <= c.right:
            right = c.left             # covers its right side
    if right <= left:
        left, right = r.left, r.right
    return left, right, r, feet


def covered(spans):
    """How much of a line the spans [(lo, hi, ...)] cover together (overlaps counted once)."""
    total, reach = 0, None
    for lo, hi, *_ in sorted(spans):
        if reach is None or lo > reach:
            total, reach = total + hi - lo, hi
        elif hi > reach:
            total, reach = total + hi - reach, hi
    return total
