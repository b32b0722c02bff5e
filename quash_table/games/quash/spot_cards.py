"""The cards on the QUASH board's spots: which slot each card lies in (lowest rank on the left), the open
slot a gap in a triple leaves between its two cards, and (advanced) each of your cards as a swap target.
While a card of yours is held (advanced), a spot it sorts below shows its open slot on the left (held_room)."""

import pygame

from ...ui import theme
from .describe import short
from .sequences import CARD_ORDER, RANK_WORDS, RV, SIZES

OPEN_SLOT = (255, 236, 170)      # the outline of an open slot between two cards of a triple


def slot_places(cards, size):
    """The slot (0-based) of each of a spot's cards, sorted by rank: from the left, except a triple holding
    two cards a rank apart by one missing (5 and 7): they lie in its outer slots, so the open slot between
    them shows where the missing rank goes (it showed 5 7 and an open slot at the right end)."""
    n = len(cards)
    if size == 3 and n == 2 and RV[cards[1]] - RV[cards[0]] == 2:
        return [0, 2]
    return list(range(n))


def placed(cards, k, held=None):
    """[(code, slot)] of spot k's (0-based) cards as drawn. `held`: a card of yours held over the spot (it
    may be laid there): where it sorts below every card of a spot with room, the cards lie in the slots
    they take once it is laid, leaving its slot open on the left, where it will lie (issue 23: the open
    slot stood on the right, and a 10 dropped left of J-Q, where a 10 goes, swapped the J out)."""
    cards = sorted(cards, key=CARD_ORDER.get)
    if held is not None and cards and len(cards) < SIZES[k] and CARD_ORDER[held] < CARD_ORDER[cards[0]]:
        return list(zip(cards, slot_places([held] + cards, SIZES[k])[1:]))
    return list(zip(cards, slot_places(cards, SIZES[k])))


def gap_strip(rects, places, px, row):
    """The open slot between a gap's two cards (`places` [0, 2]), or None: drawn in the spot's badge `row`
    (between its cards and the spot numbers: empty while the spot is played) and the spot's edge up to its
    cards, a card's width centred on the middle slot's place. The slots of a spot overlap: the middle slot
    lies under the first card, and its hole, dashes and the held card's green or amber light were drawn
    over that card's face (session 27); a triple spread to show it bare between its cards shrank every card
    on the board (the row is as wide as the table). Only the strip of the middle slot the card to its right
    leaves was drawn then, about 21x16 px at 1280x800: hard to see and to drop on (session 28)."""
    if places != [0, 2]:
        return None
    mid, cards = rects[1], rects[0]
    if row.y >= cards.bottom:           # the row under the cards (the other side's half, at the top)
        top, bottom = cards.bottom + 1, row.bottom - 1
    else:                               # the row over them (your half)
        top, bottom = row.y + 1, cards.y - 1
    x = max(rects[0].x, min(mid.centerx - mid.w // 2, rects[2].right - mid.w))
    return mid.__class__(x, top, mid.w, max(px(4), bottom - top))


def open_part(rects, places, px, row):
    """The part of a spot (its slot `rects`) where its open slots show beside the cards in `places`: a gap's
    open slot in the badge `row` (gap_strip), from the spot's start to the first card where the cards lie
    moved up for a held card that goes before them (placed's `held`), else from the last card's right edge
    to the spot's end; None when the spot is empty (all of it is open) or full. A spot lit for a card laid
    there is lit here: round the whole spot, the card on it (a green swap target of its own) stood in an
    amber frame, "that sequence will fail"."""
    if not places or len(places) >= len(rects):
        return None
    gap = gap_strip(rects, places, px, row)
    if gap is not None:
        return gap
    first = rects[min(places)]
    if min(places) > 0:
        return first.__class__(rects[0].x, first.y, max(px(4), first.x - rects[0].x), first.h)
    last = rects[max(places)]
    end = max(r.right for i, r in enumerate(rects) if i not in places)
    return last.__class__(last.right, last.y, max(px(4), end - last.right), last.h)


GAP_TEXT = 11          # design px: the words in a gap's open slot (the table's readable floor)
# the open slot's hole: dark enough that its light words read on the beige band of spot numbers and on your
# half alike (at 80 they stood 2.7:1 to the band, whose edge ran through them: session 32)
HOLE = (0, 0, 0, 160)


def missing_rank(codes):
    """The rank that fills a gap between a triple's two cards (`codes`, lowest first: 5 and 7 -> "6")."""
    return RANK_WORDS[RV[codes[0]] + 1]


def gap_words(rank, width, size):
    """What a gap's open slot says in `width` px at `size`: "6 goes here", else "6 here", else "6". The dashed
    box between a triple's two cards said nothing, and new players did not know what it was (session 30)."""
    forms = (f"{rank} goes here", f"{rank} here", rank)
    return next((f for f in forms if theme.text(f, size, theme.TEXT, True).get_width() <= width), rank)


def missing_words(rank, width, size):
    """What the OTHER side's gap says in `width` px at `size`: "6 open", else "6" - the slot still open there, never "here"
    (session 37: "6 here" there read as an invitation; session 46: a blank box there read as a fault)."""
    forms = (f"{rank} open", rank)
    return next((f for f in forms if theme.text(f, size, theme.TEXT, False).get_width() <= width), rank)


def draw_gaps(surface, px, strips, still, lit=None, ranks=(), missing=()):
    """Each gap's open slot as an empty slot looks on the board, beside its cards (gap_strip): the table as
    the board drew it there (`still`: the layer under the pieces), a dark hole inside a dashed light outline
    (a dark translucent bar over the card, its pips showing through, read as a smudge: review 16), the rank
    that goes there written in it (`ranks`, gap_words; None: not yours), the other side's in muted plain words
    (`missing`, missing_words: "6 open"); `lit` {index: colour}: filled in that colour, the
    held card fitting there (green, or amber for a play that fails)."""
    lit = lit or {}
    size = max(11, px(GAP_TEXT))
    for i, r in enumerate(strips):
        if still is not None:
            surface.blit(still, r, r)
        hole = pygame.Surface(r.size, pygame.SRCALPHA)
        colour = lit.get(i)
        fill = (*colour, 150) if colour is not None else HOLE
        pygame.draw.rect(hole, fill, hole.get_rect(), border_radius=px(5))
        surface.blit(hole, r)
        theirs = i < len(missing) and missing[i] is not None     # outlined muted: it is no place of yours
        dashed_rect(surface, theme.DIM if theirs else OPEN_SLOT, r.inflate(-2 * px(1), -2 * px(1)), max(2, px(2)), px(7), px(4))
        if i < len(ranks) and ranks[i] is not None:
            theme.blit_text(surface, gap_words(ranks[i], r.w - 2 * px(6), size), size, r.center, OPEN_SLOT, True,
                            "center")
        elif i < len(missing) and missing[i] is not None:
            theme.blit_text(surface, missing_words(missing[i], r.w - 2 * px(6), size), size, r.center, theme.MUTED,
                            False, "center")


def dashed_rect(surface, colour, rect, width, dash, space):
    """The outline of `rect` in dashes `dash` long, `space` apart (an open place, not a card's edge)."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - width, rect.bottom - width
    step = max(1, dash + space)
    for x in range(x0, x1 + 1, step):
        w = min(dash, x1 + width - x)
        surface.fill(colour, (x, y0, w, width))
        surface.fill(colour, (x, y1, w, width))
    for y in range(y0, y1 + 1, step):
        h = min(dash, y1 + width - y)
        surface.fill(colour, (x0, y, width, h))
        surface.fill(colour, (x1, y, width, h))


def swap_targets(t, g, board, room=None):
    """Advanced, while cards are played: each card on your side as a target (listed first: it lies over its
    spot). One plain rule (session 48): the pointer over a laid card's face, anywhere on it, swaps that card
    out; the spot's open slot (open_part, drawn dashed while a card is held: draw_open_slots) and the rest of
    the spot lay. Two tries with bands failed: a swap by the card's top band only (a drop on the middle of
    "my card" laid the held card beside it, review 47a) and before it a lay by the top band (a drop 18 px
    below the top swapped). Each card takes the part of its face in view: a covered card its strip up to the
    next card (16 px wide at 1024x640), the top card all of it (shared out evenly over the spot's width, the
    left part of the Q's face of J-Q swapped the J under it). Aimed at, a covered card is drawn whole over the
    one covering it and takes a drop anywhere it shows (over_pieces.raise_aimed, swap_aim), so what you see on
    top is what a drop swaps out. Where the cards moved up for the held card (`room`: {spot index: the held
    card}, see placed) the open slot left of them is no card's. A covered card is lit round the part of it
    that shows (shown_light): lit round its share, the outline crossed the card over it (review 34a)."""
    cards = []
    room = room or {}
    for k in range(9):
        rects = g["slots"]["bottom"][k]
        laid = placed(board[k], k, room.get(k))
        n = len(laid)
        for i, (code, slot) in enumerate(laid):
            r = rects[slot].copy()
            if i < n - 1:       # the part of its face the next card leaves in view
                r.w = max(t.px(2), rects[laid[i + 1][1]].x - r.x)
            light = shown_light(rects[slot], rects[laid[i + 1][1]], t.px) if i < n - 1 else None
            cards.append(t.target(f"swap:{code}", r, label=f"swap out {short(code)}", kind="target", light=light,
                                  look="swap"))
    return cards


def shown_light(card, over, px):
    """Where a card's light is drawn (ui/drag: its outline `px(4)` outside it) when the card `over` lies on
    its right side: round the part of it that shows, the outline ending at that card's left edge."""
    return card.__class__(card.x, card.y, max(px(2), over.x - px(4) - card.x), card.h)


def open_light(mark, places, px, rects=None):
    """Where the spot of `rects` (its slots) is lit for a held card when its open slot (open_part's `mark`)
    lies beside the cards in `places`: round the open slot itself, where a drop lays the card (the cards beside
    it are lit as swap targets of their own, session 48; the light round the spot's width under the cards'
    top bands, session 45, lay over the cards' faces, which now swap). A gap's open slot (in the badge row
    over your cards) is lit there, clear of their tops; an empty spot as it is."""
    if mark is None or not places:
        return None
    if places == [0, 2]:
        return mark.__class__(mark.x, mark.y, mark.w, max(px(2), mark.h - px(4)))
    return mark.copy()


def draw_open_slots(surface, px, slots, aimed=None):
    """While a card of yours is held (advanced): each open slot beside cards on a spot it may be laid on
    (`slots` [(target id, rect, colour)], the spot's drawn open part) as an empty slot looks, a dashed outline
    in a dark hole, so a player sees where a drop lays the card before letting go; the one the pointer is on
    (`aimed`, a target id) glows in its colour (green, amber for a play that fails)."""
    for tid, r, colour in slots:
        hole = pygame.Surface(r.size, pygame.SRCALPHA)
        fill = (*colour, 170) if tid == aimed else HOLE
        pygame.draw.rect(hole, fill, hole.get_rect(), border_radius=px(5))
        surface.blit(hole, r)
        dashed_rect(surface, OPEN_SLOT, r.inflate(-2 * px(1), -2 * px(1)), max(2, px(2)), px(7), px(4))
