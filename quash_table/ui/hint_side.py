"""A hint's words keep their side of its arrow: where the short words lay right of the arrow, the why (H) goes
right of it too where it finds room there, rather than wherever is nearest. The Game at 1024x640: the short words
lay right of the arrow into ▲, the why, a line longer, went left of it, and the eye had to jump (review 40).
Its functions work on rects; same_side, which board_paint._message_place asks, also reads the hint showing and
the side remembered on the painter."""

import pygame

from .message_spot import cuts, free_spot

NARROWER = (0.56, 0.48, 0.42, 0.36)   # a message's narrower widths (of the table's) in its own type
SMALLER_MESSAGE = 14     # a message's type (design px) where in its own (16) it finds no place clear of the cards


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


def same_side(painter, rect, i, shapes, sized, hard, soft, bounds, band):
    """(rect, shape index, shapes) of a hint's words on the side of its arrow they lay on before (the short
    words, then the why), where there is room there clear of everything it keeps off, in a line more at
    most (hint_side); the place found otherwise. Remembered for the hint showing now."""
    b = painter.board
    hint = b.hints.current if band else None
    if hint is None:
        return rect, i, shapes
    key, side = (id(hint), b.metrics.rect.size), side_of(rect, band)
    was = painter._hint_side[1] if painter._hint_side is not None and painter._hint_side[0] == key else 0
    t = b.table
    if not was and side and hint.full != b.message[0] and t.message_off_arrow:
        # the short words' side is one where the why has room too (The Game at 1024x640: the short words lay
        # right of the arrow, the why found no room there and went left, session 42), on a board whose words
        # go beside the arrow in more lines (message_off_arrow; Flush places its why in columns of its own)
        # (in any of the shapes the why may take beside the arrow, in a line more than the board's most too)
        # (no more lines than that: a shape of five lines found room right of Quadruple War's arrow at 1280x800 where
        # the why, in four at most, had none, and it went left of the short words, session 43)
        most = (t.full_lines or t.message_lines + 1) + 1 if t.message_lines else None
        why = [r for r, lines in sized(t.message_size or 16, (1, 0.8, 0.64) + NARROWER, hint.full)
               if most is None or len(lines) <= most]
        was = side_holding(side, why, hard, soft, bounds, b.metrics.px(4), band)
    if was and side != was:
        tried = shapes + [g for g in sized(t.message_size or 16, NARROWER)
                          if len(g[1]) <= len(shapes[i][1]) + 1]
        got = on_side(was, [r for r, _ in tried], hard, soft, bounds, b.metrics.px(4), band)
        if got is not None:
            rect, i, shapes, side = got[0], got[1], tried, was
    if side:
        painter._hint_side = (key, side)
    return rect, i, shapes


def narrower_place(sized, sizes, most, hard, soft, bounds, step, band, better):
    """((rect, index), shapes) of a message in `sized`'s NARROWER widths, in each type of `sizes` in turn and no more
    than `most` lines: the first place found clear of `soft` (cards, plates, the arrow) that `better` accepts, else
    None (board_paint._message_place's tries in a line or more beside the arrow)."""
    for size in sizes:
        own = [g for g in sized(size, NARROWER) if len(g[1]) <= most]
        got = free_spot([r for r, _ in own], hard, soft, bounds, step, band) if own else None
        if got is not None and got[0].collidelist(soft) < 0 and better(got):
            return got, own
    return None


def eye_way(rect, band, place):
    """How far a reader's eye goes from the hint's arrow (`band`: its small rects along its line; with no arrow, from
    the middle of the message's own `place`) to the words at `rect`: from the nearest point of the line to the nearest
    edge of the words."""
    ends = [b.center for b in band] or [place.center]
    return min(pygame.Vector2(max(rect.left - x, 0, x - rect.right), max(rect.top - y, 0, y - rect.bottom)).length()
               for x, y in ends)
