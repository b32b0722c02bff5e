"""The cards on the QUASH board's spots: which slot each card lies in (lowest rank on the left), the open
slot a gap in a triple leaves between its two cards, and (advanced) each of your cards as a swap target.
While a card of yours is held (advanced), a spot with room shows its open slot, the same place whatever the card
(held_room)."""

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


def placed(cards, k):
    """[(code, slot)] of spot k's (0-based) cards as drawn, lowest rank on the left (slot_places). Whatever
    card of yours is held, they stay where they lie: the spot made room on the left for a card sorting
    before its cards (session 44), and a new player's drop where the free place had been then swapped a card
    out, the target having moved under the pointer (review 49d). Where a laid card goes by rank the drop
    tag says (over_pieces.drop_hint); it glides there once laid."""
    cards = sorted(cards, key=CARD_ORDER.get)
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
    open slot in the badge `row` (gap_strip), else from the last card's right edge to the spot's end; None
    when the spot is empty (all of it is open) or full. A spot lit for a card laid
    there is lit here: round the whole spot, the card on it (a green swap target of its own) stood in an
    amber frame, "that sequence will fail"."""
    if not places or len(places) >= len(rects):
        return None
    gap = gap_strip(rects, places, px, row)
    if gap is not None:
        return gap
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


def gap_size(px):
    """The size of a gap's words in real px: GAP_TEXT, never under the readable floor."""
    return max(11, px(GAP_TEXT))


def gap_room(strip):
    """The width a gap's words have in its open slot `strip`: all of it but a pixel a side, as they lie on a plate
    of the hole over its dashed outline (draw_gaps). The outline ran through them: the J's hook lay under the
    bottom dash and "needs J" read "needs |" at 1024x640, and measured against the strip less px(6) a side,
    "needs 10" did not fit and said "10" alone (session 59)."""
    return strip.w - 2


def gap_words(rank, width, size):
    """What a gap's open slot says in `width` px at `size`, on either side: "needs 6", else "6". The dashed box
    between a triple's two cards said nothing, and new players did not know what it was (session 30); yours said
    "6 here" and theirs "6 open", read as two things for one (review 55l): one word for both, what the spot needs, in plain type (bold, it did not fit at 1024x640; the colour says whose)."""
    forms = (f"needs {rank}", rank)
    return next((f for f in forms if theme.text(f, size, theme.TEXT, False).get_width() <= width), rank)


def draw_gaps(surface, px, strips, still, lit=None, ranks=(), missing=(), cards=()):
    """Each gap's open slot as an empty slot looks on the board, beside its cards (gap_strip): the table as
    the board drew it there (`still`: the layer under the pieces), a dark hole inside a dashed light outline
    (a dark translucent bar over the card, its pips showing through, read as a smudge: review 16), the rank
    that goes there written by it (`ranks`, gap_words: "needs 6"; None: not yours), the other side's in the same
    words, muted (`missing`); `lit` {index: colour}: filled in that colour, the
    held card fitting there (green, or amber for a play that fails). The words lie on a plate of the hole at the
    middle of the gap's middle slot (`cards`: its rect, where the card goes between the two), clear of the band of
    spot numbers and of the cards' corner ranks: taller than the strip at 1024x640, they covered the band and the
    top of the 2♥ (review 61t, revt_36)."""
    lit = lit or {}
    size = gap_size(px)
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
        mine = i < len(ranks) and ranks[i] is not None
        rank = ranks[i] if mine else missing[i] if theirs else None
        if rank is None:
            continue
        words = theme.text(gap_words(rank, gap_room(r), size), size, OPEN_SLOT if mine else theme.MUTED, False)
        at, plate = gap_words_place(cards[i] if i < len(cards) else r, words, px)
        pygame.draw.rect(surface, (24, 20, 16), plate, border_radius=px(4))
        pygame.draw.rect(surface, theme.DIM if theirs else OPEN_SLOT, plate, max(1, px(1)), border_radius=px(4))
        surface.blit(words, at)


def gap_words_place(card, words, px):
    """(where the rendered `words` of a gap lie, their plate): their ink centred on the gap's middle slot `card` (the
    J's hook fell on the card's edge centred by their box)."""
    ink = words.get_bounding_rect()
    at = words.get_rect(topleft=(card.centerx - ink.centerx, card.centery - ink.centery))
    return at, pygame.Rect(ink.move(at.topleft)).inflate(2 * px(4), 2 * px(3))


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


def open_slot(rects, places, px, row=None):
    """Where the open slot of a spot with room (its slot `rects`, cards in `places`, see placed) is drawn while
    a card of yours is held, and where a hint for a lay frames it: a whole card's place, full height, at the
    spot's right end, or over the middle slot of a gap (5 _ 7), drawn over the part of the cards it covers
    (each shows a strip, as a covered card does: a gap's right card its right edge, with its lower corner
    index). It is the same place whatever card is held (placed). Beside the cards it was a step wide, 16 px at
    1024x640 in a triple: too narrow to aim at (session 49); then 52 design px, and a drop on the middle of a
    half-filled spot still fell on the card there and swapped it out (reviews 54f, 54i): a card's width puts the
    spot's middle in the open slot, and what shows of each card (its strip) still swaps it. A gap's was a strip
    in the badge row that the held card covered (review 49d). None: an empty or full spot.
    With the badge `row` over your cards (session 57) it reaches up through that row and lies UNDER the laid
    cards: drawn over them, the card a player aimed at (where it lay before the lift) became a strip and a drop
    on it laid the card instead of swapping (review 56p: "targets move under the pointer"). What shows of it
    (above_cards, and beside the last card) lays; every laid card keeps its face as at rest."""
    if not 0 < len(places) < len(rects):
        return None
    w = rects[0].w
    first = rects[0]
    x = rects[1].centerx - w // 2 if places == [0, 2] else rects[-1].right - w
    top = first.y if row is None else min(first.y, row.y + 1)
    return first.__class__(x, top, w, first.bottom - top)


def above_cards(slot, rects):
    """The part of an open slot (open_slot with a row) above the spot's cards (slot `rects`): never under a card,
    where a hint frames and points a lay, and lit; None when it does not reach above them."""
    if slot is None or slot.y >= rects[0].y - 1:
        return None
    return slot.__class__(slot.x, slot.y, slot.w, rects[0].y - 1 - slot.y)


def opens(cards, k):
    """Does spot k (0-based) holding `cards` draw an open slot while a card is held (open_slot)?"""
    return 0 < len(cards) < SIZES[k]


def in_view(rects, cover, px):
    """[(part, light)] of each card `rects` (listed bottom to top, full height, a spot's fan) that shows: the
    widest run of its face not covered by a card above it nor by `cover` (an open slot drawn over them, or
    None), and where the kit draws its light (ui/drag: `px(4)` outside), pulled in from a covered edge so it
    stays off the card over it (review 34a), or None where the card shows whole."""
    out = []
    for i, r in enumerate(rects):
        over = [o for o in rects[i + 1:]] + ([cover] if cover is not None else [])
        cuts = sorted((max(r.x, o.x), min(r.right, o.right)) for o in over if o.x < r.right and o.right > r.x)
        runs, x = [], r.x
        for a, b in cuts:
            if a > x:
                runs.append((x, a))
            x = max(x, b)
        if x < r.right:
            runs.append((x, r.right))
        a, b = max(runs, key=lambda ab: ab[1] - ab[0]) if runs else (r.x, r.x + px(2))
        part = r.__class__(a, r.y, max(px(2), b - a), r.h)
        if part == r:
            out.append((part, None))
            continue
        left = a + (px(4) if a > r.x else 0)
        right = b - (px(4) if b < r.right else 0)
        out.append((part, r.__class__(left, r.y, max(px(2), right - left), r.h)))
    return out


def swap_targets(t, g, board):
    """Advanced, while cards are played: each card on your side as a target (listed first: it lies over its
    spot). One plain rule (session 48): the pointer over a laid card's face in view, anywhere on it, swaps
    that card out; the spot's open slot lays. Two tries with bands failed: a swap by the card's top band only
    (a drop on the middle of "my card" laid the held card beside it, review 47a) and before it a lay by the
    top band (a drop 18 px below the top swapped). Each card takes the part of its face in view (in_view): a
    covered card its strip up to the next card (16 px wide at 1024x640), the top card all of it: the open slot
    drawn for the held card lies under them (open_slot; over them it took the top card's face, review 56p).
    Aimed at, a card partly covered and clear of any open slot (a full spot's) is drawn whole over the rest and
    takes a drop anywhere it shows (over_pieces.raise_aimed, swap_aim), so what you see on top is what a drop
    swaps out. A covered card is
    lit round the part of it that shows: lit round its share, the outline crossed the card over it (review 34a)."""
    cards = []
    for k in range(9):
        rects = g["slots"]["bottom"][k]
        laid = placed(board[k], k)          # bottom to top
        # (the open slot lies under the cards, session 57: each keeps the face it showed at rest, review 56p)
        for (code, _), (part, light) in zip(laid, in_view([rects[slot] for _, slot in laid], None, t.px)):
            cards.append(t.target(f"swap:{code}", part, label=f"swap out {short(code)}", kind="target", light=light,
                                  look="swap"))
    return cards


def open_light(mark, places, px, rects=None):
    """Where the spot of `rects` (its slots) is lit for a held card when its open slot (open_part's `mark`)
    lies beside the cards in `places`: round the open slot itself, where a drop lays the card (the cards beside
    it are lit as swap targets of their own, session 48; the light round the spot's width under the cards'
    top bands, session 45, lay over the cards' faces, which now swap). A gap's strip in the badge row over your
    cards (open_part at rest) is lit there, clear of their tops; an empty spot as it is."""
    if mark is None or not places:
        return None
    if places == [0, 2] and (rects is None or not mark.colliderect(rects[0])):     # (the badge row's strip)
        return mark.__class__(mark.x, mark.y, mark.w, max(px(2), mark.h - px(4)))
    # (the light's outline, px(4) outside it, lay over the faces in view beside the slot: session 49)
    return mark.inflate(-2 * px(4), 0) if rects is not None and mark.w > 2 * px(8) else mark.copy()


def draw_open_slots(surface, px, slots, aimed=None, still=None):
    """While a card of yours is held (advanced): each open slot on a spot it may be laid on (`slots` [(target id,
    rect, colour)], open_slot) as an empty slot looks, over the part of the cards it covers: the table as the
    board drew it there (`still`: the layer under the pieces), a dashed outline in a dark hole, so a player
    sees where a drop lays the card before letting go; the one the pointer is on (`aimed`, a target id) glows
    in its colour (green, amber for a play that fails)."""
    for tid, r, colour in slots:
        if still is not None:
            surface.blit(still, r, r)
        hole = pygame.Surface(r.size, pygame.SRCALPHA)
        fill = (*colour, 170) if tid == aimed else HOLE
        pygame.draw.rect(hole, fill, hole.get_rect(), border_radius=px(5))
        surface.blit(hole, r)
        # (inside the green light's outline, drawn px(4) in from its sides: open_light)
        dashed_rect(surface, OPEN_SLOT, r.inflate(-2 * px(5), -2 * px(1)), max(2, px(2)), px(7), px(4))
