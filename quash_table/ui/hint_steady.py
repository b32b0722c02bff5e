"""A hint's words in one steady place by what its arrow points at (a board's Table.hint_steady). Quadruple War at five
seats, 1024x640 (review 45): the short words lay in the band right of the arrow and the why (H), a line or two longer,
found no room there and went to the mat's top left; from one trick to the next they went left, then right, then up.
Now the place is found for the hint's longest words, its full reason: the short words take its corner nearest the
arrow's tip, the why the whole of it, so H grows the words where they are; the next hint's words go where the last
one's lay by the tip, while that holds them clear of everything. What counts as taken does not change with a card
lifted (clicking the hinted card moved the words): the hinted card counts as lifted whole, and the prompt, not drawn
under a hint's words on such a board (Table.hint_for_prompt), is no room they keep off."""

import pygame

from .drag import LIFT
from .hint_side import NARROWER, SMALLER_MESSAGE, eye_way
from .message_spot import AIR, breathe, cuts, free_spot

CORNERS = ("topleft", "topright", "bottomleft", "bottomright")
WIDTHS = (1, 0.8, 0.64) + NARROWER      # the widths (of the message's) the full reason's place is looked for in


def nearest_corner(rect, point):
    """The name of `rect`'s corner nearest `point`."""
    return min(CORNERS, key=lambda c: pygame.Vector2(getattr(rect, c)).distance_squared_to(point))


def at_corner(rect, corner, point):
    """`rect` moved so that its `corner` lies at `point`."""
    r = pygame.Rect(rect)
    setattr(r, corner, (round(point[0]), round(point[1])))
    return r


def hinted_lifted(board):
    """The hinted card's outline as drawn lifted whole (hints._mark_rects' margin): what a hint's words keep off on
    a board that keeps them steady, lifted or not, in place of the card's lift as it is now (hints.keep_rects). (With
    another card lifted the hinted card is not raised, hints.raised: nothing to keep off.)"""
    m, p = board.metrics, board.table.piece_by_id.get(board.hints.raised())
    return [] if p is None else [p.home.move(0, -m.px(LIFT)).inflate(m.px(24), m.px(24))]


def sides(rect, tip):
    """(-1 or 1, -1 or 1): is `rect` left or right of the arrow's `tip`, above or below it (by its middle)?"""
    return (1 if rect.centerx >= tip.x else -1), (1 if rect.centery >= tip.y else -1)


def halves(bounds, tip, last):
    """The parts of `bounds` a hint's words are looked for in first, on the sides `last` of the tip the last hint's
    lay on: its quarter (left or right of the tip, above or below it), then its half (left or right)."""
    sx, sy = last
    x, y = round(tip.x), round(tip.y)
    half = pygame.Rect(bounds.x, bounds.y, x - bounds.x, bounds.h) if sx < 0 else \
        pygame.Rect(x, bounds.y, bounds.right - x, bounds.h)
    quarter = pygame.Rect(half.x, half.y, half.w, y - half.y) if sy < 0 else \
        pygame.Rect(half.x, y, half.w, half.bottom - y)
    return [quarter, half]


def room(full, tries, clear, free):
    """(rect, index of `full`) of a hint's full reason (`full`: (type, rect, lines) of its shapes, widest first in each
    type): the first of `tries` ((part of the table, type, most lines)) where `free(shapes, part)` (free_spot's) finds
    a place for its shapes in that type and lines that is `clear`; else None."""
    for part, size, top in tries:
        fitting = [k for k, (s, r, lines) in enumerate(full) if s == size and r.w <= part.w and r.h <= part.h
                   and len(lines) <= top]
        while fitting:      # (free_spot's last resorts lie over cards or the arrow: the shape found so goes)
            got = free([full[k][1] for k in fitting], part)
            if part.contains(got[0]) and clear(got[0]):
                return got[0], fitting[got[1]]
            del fitting[got[1]]
    return None


def steady_place(painter, sized, hard, soft, bounds, band, far):
    """(rect, line images) of the hint's words (short or full) at the steady place of its full reason, or None where
    the board does not keep it (Table.hint_steady), no hint's words show, or no place clear of everything holds the
    full reason within `far` of the arrow (the board's other tries then place them): in the board's type, in a line
    more than its full reason's most (as hint_side tries), clear of `hard`, `soft` and your cards' indices."""
    b = painter.board
    t, h = b.table, b.hints
    if not (t.hint_steady and band and h.words_shown()):
        return None
    hint, text = h.current, b.message[0]
    tip = pygame.Vector2(band[-1].center)
    step, most = b.metrics.px(4), t.full_lines or (t.message_lines or 2) + 1
    hard = hard + [pygame.Rect(r) for r in t.why_clear]
    own = t.message_size or 16
    full = [(size, f, *g) for size in (own,) + (() if t.message_size else (SMALLER_MESSAGE,))
            for f, g in zip(WIDTHS, sized(size, WIDTHS, hint.full)) if len(g[1]) <= most + 1]
    if not full:
        return None

    def clear(r, near=True):
        """Is `r` inside the table, clear of everything and off the arrow's line (and within `far` of it, `near`)?"""
        return bounds.contains(r) and r.collidelist(hard) < 0 and r.collidelist(soft) < 0 and not cuts(r, band) \
            and (not near or eye_way(r, band, r) <= far)
    key = b.metrics.rect.size
    kept = getattr(painter, "hint_room", None)     # (size, hint, its place, shape, sides of the tip) of the last one
    kept = kept if kept is not None and kept[0] == key else None
    if kept is not None and kept[1] == (id(hint), hint.full) and clear(kept[2], near=False):    # the same hint (H)
        place, k = kept[2], kept[3]
    else:
        # where the last hint's words lay by the tip, then anywhere, in the board's type in its lines, then in a line
        # more (as hint_side tries); a little smaller (SMALLER_MESSAGE) only to keep the last one's side
        near = halves(bounds, tip, kept[4]) if kept else []
        tries = [(p, own, n) for p in near for n in (most, most + 1)] + [(bounds, own, n) for n in (most, most + 1)]
        tries += [(p, SMALLER_MESSAGE, n) for p in near for n in (most, most + 1)]
        got = room([(e[0], e[2], e[3]) for e in full], tries, clear,
                   lambda shapes, part: free_spot(shapes, hard, soft, part, step, band))
        if got is None:
            return None
        place, k = got
        place = breathe(place, hard + soft, bounds, b.metrics.px(AIR))    # room round it where it can (review 44)
    corner = nearest_corner(place, tip)
    painter.hint_room = (key, (id(hint), hint.full), place, k, sides(place, tip))
    # the short words in the full reason's type and width, at its corner by the tip: inside its place, clear as it is
    # (wrapped narrower where they would go wider than it: its lines can be shorter than the width they wrap at)
    size, f, shape, lines = full[k]
    if text == hint.full:
        return at_corner(shape, corner, getattr(place, corner)), lines
    for g in (f * (1 - n / 20) for n in range(10)):
        shape, lines = sized(size, (g,), text)[0]
        rect = at_corner(shape, corner, getattr(place, corner))
        if rect.w <= place.w and clear(rect, near=False):
            return rect, lines
    return None
