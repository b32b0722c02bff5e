"""Another seat's hand laid face up at its block, in a finished game's face-up replay: room to read it.

Its cards lay at the seat's back size beside the bases, fanned 16 px apart: 31x44 px at 1280x800 and 24x34 at
1024x640, where a Flush card drops its corner indices and shows its value once in the middle, covered by the
next card; "LINK" cut to "LIN" (review 21, "the opponents' hands are tiny"). In the face-up replay the hand
now lies under the bases across the whole block, its cards never smaller than draw their corners (rank and
kind: `sprites.FLUSH_TINY_H`), fanned no closer than shows each card's corner and its words whole
(`sprites.words_shown`), in as many lines as that takes, each under the kind band of the line above; the
blocks grow down for it (`layout.geometry`'s `extra`) and the middle gives up that height. Pure layout
maths on rects: paint_seats draws."""

from ...ui.sprites import FLUSH_MARK_BAND, FLUSH_TINY_H, words_shown
from .layout import SEAT_BACK_H, SEAT_BASE_H, seat_metrics

FACE_MIN_PX = FLUSH_TINY_H // 2 + 1   # screen px: a card shorter than this has no corner indices (2x painted)
CORNER = 0.55                         # of a card's width from its left: its corner index ("10") in view
LINE_DROP = FLUSH_MARK_BAND[1] + 0.02  # a further line lies this far (of a card) under the line above
GAP = 3                               # design px between the bases and the hand
FACE_BASE_H = SEAT_BASE_H             # design px: another seat's bases in the face-up replay (6 seats: not 80)


def face_size(t):
    """The face-up hand's card size: the seat's back size, never below the corner-drawn height."""
    scale = t.px(1000) / 1000
    return t.card_size(max(SEAT_BACK_H, FACE_MIN_PX / scale))


def need(code, size):
    """How much of a card (px from its left) the next card leaves in view: its corner and its words."""
    return max(int(size[0] * CORNER) + 1, int(words_shown("flush", code, size)) + 2)


def lines_of(codes, size, width):
    """The hand in the fewest lines whose every line fits `width` at `size`: [[code, ...], ...]."""
    for n in range(1, len(codes) + 1):
        per = -(-len(codes) // n)
        lines = [codes[k:k + per] for k in range(0, len(codes), per)]
        if all(size[0] + sum(need(c, size) for c in line[:-1]) <= width for line in lines):
            return lines
    return [[c] for c in codes]


def drop(k, size):
    """How far the hand's line `k` lies under its first: whole pixels, never less than LINE_DROP of a card
    (rounded down, a 20 px card's next line covered the foot of its kind band)."""
    return -(-int(k * LINE_DROP * size[1] * 1000) // 1000)


def hand_height(lines, size):
    """The height of those lines, each a drop of a card under the one above."""
    return size[1] + drop(len(lines) - 1, size) if lines else 0


def shown(board):
    """Is this a finished game's face-up replay (every hand laid face up under its seat's bases)?"""
    return board.read_only and getattr(board.session, "face_up", False)


def extra_height(board, t, view, block_w):
    """How much taller (screen px) the other seats' blocks grow in a face-up replay so that each hand lies
    under its bases (0 outside it): the tallest hand's lines under a block `block_w` wide."""
    if not shown(board):
        return 0
    size = face_size(t)
    tallest = 0
    # (the bases are smaller here at six seats: the block needs that much less)
    saved = t.px(seat_metrics(view["seats"] - 1)["base_h"]) - t.px(FACE_BASE_H)
    for seat in range(view["seats"]):
        if seat == view["seat"] or view["out"][seat]:
            continue
        faces = board.revealed_hand(view, seat)
        if faces:
            tallest = max(tallest, hand_height(lines_of(faces, size, block_w), size) + t.px(GAP))
    return max(0, tallest - saved)


def free_span(t, g, block, top):
    """The table's width free beside `block` at its hand's rows (from `top` to its bottom): to the next
    block or the middle on each side, else the table's edge (a seat out of the game: its plate, `g["bare"]`).
    A top block's long hand runs on into it."""
    px = t.px
    rows = (top, block.bottom)
    left, right = g["area"].x + px(12), g["area"].right - px(12)
    # a seat out of the game shows its plate alone: the table under it is free (a 20-card hand beside an out
    # seat lay in one row of 19x27 px cards at 6 seats, 1024x640, session 23)
    bare = g.get("bare", {})
    for r in [bare.get(x, b) for x, b in g["blocks"].items()] + [g["middle"]]:
        if r == block or r.bottom <= rows[0] or r.y >= rows[1]:
            continue
        if r.right <= block.x:
            left = max(left, r.right + px(12))
        elif r.x >= block.right:
            right = min(right, r.x - px(12))
    return min(left, block.x), max(right, block.right)


def lay_hand(t, g, faces, block, top):
    """Rects for `faces` laid under the bases from `top`: across `block`, or on into the free table beside
    it where the block's height would not hold its lines; each card's corner and words in view, a further
    line lower by LINE_DROP of a card (under the kind band of the line above). Cards smaller than
    `face_size` only where even that does not hold them."""
    size = face_size(t)
    room = block.bottom - top
    left, right = free_span(t, g, block, top)
    width = block.w
    lines = lines_of(faces, size, width)
    if hand_height(lines, size) > room:
        width = right - left
        lines = lines_of(faces, size, width)
    # (smaller still rather than over the middle, which keeps its room: the side panel shows every hand)
    while hand_height(lines, size) > room and size[1] > t.px(8):
        size = t.card_size((size[1] - 1) * 1000 / t.px(1000))
        lines = lines_of(faces, size, width)
    rects = []
    for k, line in enumerate(lines):
        spare = (width - size[0] - sum(need(c, size) for c in line[:-1])) / max(1, len(line) - 1)
        steps = [min(size[0] + t.px(4), need(c, size) + max(0, spare)) for c in line[:-1]]
        # from the block's left, or as far left as the line's length needs within the free span
        x = max(left, min(block.x, right - size[0] - sum(steps)))
        y = top + drop(k, size)
        for i, code in enumerate(line):
            rects.append((code, (int(x), y, *size)))
            x += steps[i] if i < len(steps) else 0
    return rects


def lay_beside(t, g, faces, block, bases, said_w):
    """Rects for `faces` laid in the bases' rows at their right, on into the free table beside the block
    (a top block at 3 or 4 seats, whose middle keeps its room so the block cannot grow under its bases), at
    `face_size` in as many lines as the rows hold, `said_w` px left at the end for its count; None where
    they do not fit there at that size."""
    size = face_size(t)
    x0 = bases.right + t.px(10)
    _, right = free_span(t, g, block, bases.y)
    width = right - x0 - said_w
    if width < size[0]:
        return None
    lines = lines_of(faces, size, width)
    while hand_height(lines, size) > bases.h and size[1] > t.px(24):     # a little smaller, if that is all
        size = t.card_size((size[1] - 1) * 1000 / t.px(1000))
        lines = lines_of(faces, size, width)
    if hand_height(lines, size) > bases.h:
        return None
    rects = []
    for k, line in enumerate(lines):
        x, y = x0, bases.y + drop(k, size)
        for i, code in enumerate(line):
            rects.append((code, (int(x), y, *size)))
            x += min(size[0] + t.px(4), need(code, size)) if i < len(line) - 1 else 0
    return rects
