"""Quadruple War's table geometry: where the plates, the hands, the mat and the score pad lie, in screen
pixels for the table area (pure layout maths; the board draws)."""

import math

import pygame

from ...ui import theme
from ...ui.drag import LIFT
from ...ui.sprites import CARD_RATIO, card_size

HAND_H = 150          # design pixels: your cards
HAND_H_2 = 130        # ... with 26 cards (two seats)
HAND_ROOM_2 = 200     # your hand's room between two seats: two rows of whole cards (see your_hand)
TRICK_H = 108         # cards on the mat
BACK_H = 48           # another seat's cards
PILE_H = 44           # won tricks
PLATE_W, PLATE_H = 214, 76
STRIP_H = 50          # under a plate: the cards in hand and the won tricks
PAD_W = 262
PAD_RULE_H = 15       # the score pad's line on bags, where there is room
PROMPT_SIZE, MESSAGE_SIZE = 17, 16     # the kit's prompt and message pills: text size...
PILL_PAD = 14                          # ... and the room round their lines
MESSAGE_LINES = 3                      # the longest message wraps to three lines: a rule's reason or a hint
                                       # (one move, one reason) takes two, a narrower pill placed round the
                                       # table's text three


SUIT_ORDER = "SHCD"   # black and red alternate along the hand


def held_suit(code):
    """A card's suit as your hand holds it: the jokers with the spades."""
    return "S" if code in ("BJ", "LJ") else code[-1]


def hand_order(hand):
    """The hand as it is held: suits grouped (jokers with the spades), each in the view's rank order."""
    return sorted(hand, key=lambda c: SUIT_ORDER.index(held_suit(c)))   # sorted() is stable: ranks stay in order


def _line_h(size):
    """A bold line's height at `size` pixels, as the kit's pills draw it."""
    return theme.text("Ag", size, bold=True).get_height()


def table_geometry(t, d, face_up=False, replay=False):
    """Where everything lies for view `d`: plates, the strips under them, the mat and its slots, the score
    pad, the free middle (bidding, results), your hand's line and the prompt. `face_up`: a finished game's
    replay with every hand face up (nobody at the screen): each seat's hand gets a box of its own where it
    is spread to read (see face_up_boxes). `replay`: the replay viewer, whose every view (as a seat saw it,
    all face up) lays the bottom plate, its won tricks, its hand's box and the score pad where the face-up
    view does: switching the view moved your plate and the pad (session 22)."""
    area, px = t.area, t.px
    n, me = d["seats"], d["seat"]
    bottom = me if me is not None else 0
    margin = px(14)
    hand_size = t.card_size(HAND_H_2 if n == 2 else HAND_H)
    # your hand's room: as tall as four seats' cards, so 26 cards (two seats) wrap into two rows of smaller
    # whole cards (hand_rects) where one row overlapped them to ~35 pixels each
    room_h = t.card_size(HAND_H)[1]
    if n == 2:
        # between two seats as tall as two rows of 13 whole cards side by side need (see your_hand), up to
        # HAND_ROOM_2
        two = two_rows_card(t, 26, area.w - 2 * margin, t.card_size(HAND_ROOM_2)[1], per=13 + ROW_SLACK)
        room_h = max(room_h, int(two[1] * (1 + HAND_ROW_DROP)) + 1)
    hand_cy = area.bottom - margin - room_h // 2
    # the prompt's line lies between the plates and your hand, above where a lifted card rises (a card
    # raised with the keyboard covered the prompt); a message or hint takes its place and grows upwards
    # from it, so the band holds MESSAGE_LINES of them clear of your plate (a rule's two-line reason
    # covered "Bid 3 · Won 2")
    band_bottom = hand_cy - room_h // 2 - px(LIFT) - px(3)
    prompt_y = band_bottom - (_line_h(px(PROMPT_SIZE)) + px(PILL_PAD)) // 2
    line = _line_h(px(MESSAGE_SIZE))
    band_top = prompt_y + (line + px(PILL_PAD)) // 2 - (MESSAGE_LINES * line + px(PILL_PAD))
    upper_bottom = band_top - px(3) + px(6)     # the plates end 6 pixels above upper_bottom
    top = area.y + px(10)
    plate_w, plate_h, strip = px(PLATE_W), px(PLATE_H), px(STRIP_H)
    block_h = plate_h + px(6) + strip
    cx = area.centerx
    # the side seats just under the top ones' cards: the score pad under the right seat's cards needs the
    # room above the messages' band (three lines tall since a bid's hint took three)
    side_y = top + block_h + px(20)
    others = [(bottom + k) % n for k in range(1, n)]      # clockwise from the bottom seat's left
    spots = {1: ["top"], 2: ["left", "right"], 3: ["left", "top", "right"],
             4: ["left", "top-left", "top-right", "right"]}[len(others)]
    x_of = {"left": area.x + margin, "right": area.right - margin - plate_w, "top": cx - plate_w // 2,
            "top-left": cx - px(150) - plate_w // 2, "top-right": cx + px(150) - plate_w // 2}
    plates, strips = {}, {}
    for seat, spot in zip(others, spots):
        y = top if spot.startswith("top") else (top + px(40) if n == 3 else side_y)
        plates[seat] = pygame.Rect(x_of[spot], y, plate_w, plate_h)
        strips[seat] = pygame.Rect(x_of[spot], y + plate_h + px(6), plate_w, strip)
    plates[bottom] = pygame.Rect(area.x + margin, upper_bottom - plate_h - px(6), plate_w, plate_h)
    # the bottom strip holds its won tricks alone where nobody's hand lies in it: your seat's, or any seat's
    # with no card left (a pass-and-play hand's end put Player 1's pile under the plate, beside it elsewhere:
    # session 25)
    pile_only = me is not None or not d["hand_counts"][bottom]
    if not pile_only:
        # nobody at the screen: the bottom seat's cards in hand and its tricks under its plate, as under
        # the others' (beside it they ran into the mat and were squeezed to one back on its corner)
        strips[bottom] = pygame.Rect(plates[bottom].x, plates[bottom].bottom + px(6), plate_w, strip)
    else:
        # beside your plate your won tricks
        strips[bottom] = pygame.Rect(plates[bottom].right + px(12), plates[bottom].y, px(110), plate_h)

    # the mat in the middle; each seat's card lies on the side facing that seat
    mat_top = top + (block_h if any(s.startswith("top") for s in spots) else 0) + px(8)
    slot_size = t.card_size(TRICK_H)
    rx, ry = (px(128), px(92)) if n == 5 else (px(104), px(64))
    if n < 5:
        # no taller than the room above your plate allows, down to the top and bottom cards just clear of
        # each other: the mat ran 11 pixels into the strip beside your plate, which then squeezed your
        # won tricks into one card on the mat's corner
        room = plates[bottom].y - px(6) - mat_top - slot_size[1] - px(30)
        ry = max(slot_size[1] // 2 + px(4), min(ry, room // 2))
    if n == 5:      # the side seats' cards out past the top two's (below)
        rx = max(rx, slot_size[0] * 3 // 2 + px(15))
    mat = pygame.Rect(0, 0, 2 * rx + slot_size[0] + px(34), 2 * ry + slot_size[1] + px(30))
    mat.w = max(mat.w, px(420))     # room in the corners for what the mat says
    # centred in the room left, then up (as far as the top plates allow) to clear the tricks beside your
    # plate: they lay over the mat's "Ann led" corner (where nobody sits at the screen too, so the mat
    # stays put when a shared screen turns from a person's view to everyone's)
    cy = (mat_top + upper_bottom - px(6)) // 2
    cy -= max(0, min(cy + mat.h // 2 - (plates[bottom].y - px(6)), cy - mat.h // 2 - mat_top))
    # never up over the top seats' cards: where the room is shorter than the mat (five seats in a replay,
    # shorter by its bar) it reaches down beside your plate instead; centred, it lay over the top seats'
    # cards and they over its "Trick 2 of 10" and "not broken" corners
    cy = max(cy, mat_top + mat.h // 2)
    slots = {}
    for seat in range(n):
        # evenly round the mat, clockwise from the bottom seat (straight down) like chairs at a table
        a = math.pi / 2 + 2 * math.pi * ((seat - bottom) % n) / n
        r = pygame.Rect((0, 0), slot_size)
        r.center = (int(cx + rx * math.cos(a)), int(cy + ry * math.sin(a)))
        slots[seat] = r
    if n == 5:
        # five round an ellipse overlap: the two across the top each lay over the corner of the one beside it below,
        # its index (rank and suit) hidden where that was played first (review 45). The top two close in, a gap
        # between them, the side two out past them, a gap again: no card covers another
        gap = px(10)
        for seat, r in slots.items():
            k = (seat - bottom) % n
            if k:
                out = slot_size[0] // 2 + gap // 2 if k in (2, 3) else slot_size[0] * 3 // 2 + gap * 3 // 2
                r.centerx = cx + (out if k in (3, 4) else -out)

    rows = n + 1        # a row a seat, then the bids' total and what it means
    pad_w = px(PAD_W + (48 if d["options"].get("bags") else 0))
    # never over the cards of the seat on the right (a replay's table is shorter by its bar) nor down into
    # the messages' band (a hint's banner lay over the pad's footer): its rows close up if need be
    right_cards = [strips[s].bottom + px(6) for s, sp in zip(others, spots) if sp == "right"]
    lowest = band_top - px(4)
    pad_row = px(22)
    if right_cards and lowest - right_cards[0] < px(88) + rows * px(18):
        lowest = hand_cy - room_h // 2 - px(4)    # no room above the band (a replay's short table)
    if right_cards:
        pad_row = max(px(18), min(pad_row, (lowest - right_cards[0] - px(88)) // rows))
    pad_h = px(88) + rows * pad_row
    pad = pygame.Rect(area.right - margin - pad_w, upper_bottom - pad_h - px(6), pad_w, pad_h)
    if right_cards:
        pad.y = max(pad.y, min(right_cards[0], lowest - pad_h))
    if d["options"].get("bags"):
        # with Bags, a line more saying they are never reset (painters.BAGS_RULE) where the pad can grow up
        # into free room; four seats at 1280x800 have none (the hand's result legend says it there too)
        extra = px(PAD_RULE_H)
        if pad.y - extra >= (right_cards[0] if right_cards else mat_top):
            pad.y -= extra
            pad.h += extra
    # the free middle between the side plates, your plate and the pad, under the top plates (bidding,
    # the hand summary)
    left = max([plates[bottom].right] + [plates[s].right for s, sp in zip(others, spots) if sp == "left"])
    right = min([pad.x] + [plates[s].x for s, sp in zip(others, spots) if sp == "right"])
    # (above the messages' band: a bid's three-line hint lay over the bidding panel's foot)
    middle = pygame.Rect(left + px(10), mat_top, right - left - px(20), band_top - px(4) - mat_top)
    mat.w = min(mat.w, max(middle.w, 2 * rx + slot_size[0] + px(34)))
    mat.center = (cx, cy)
    if mat.colliderect(pad.inflate(px(16), px(16))):
        # the pad (wider with the bags column) reached into the mat's right corner, over "Last trick: ..."
        # and the lit drop zone: the mat and its slots move left into the middle, as far as it allows
        dx = min(mat.right - (pad.x - px(8)), max(0, mat.x - middle.x))
        mat.x -= dx
        for r in slots.values():
            r.x -= dx
    if strips[bottom].colliderect(mat) and n < 5:
        # no room beside your plate (a replay's table, shorter by its bar): your won tricks go under it,
        # one packet a trick, rather than over the mat's "Bot 4 led" corner
        strips[bottom] = pygame.Rect(plates[bottom].x, plates[bottom].bottom + px(6), plate_w, strip)
    if strips[bottom].colliderect(mat):     # no room to move it up enough (five seats): stop short of it
        strips[bottom].w = max(t.card_size(BACK_H)[0], mat.x - px(8) - strips[bottom].x)
    if strips[bottom].y > plates[bottom].y:
        # the bottom seat's cards and tricks under its plate (nobody at the screen, or no room beside it):
        # the prompt's line lies below them (a long "Hand 1 is over - press Next" lay over the pile)
        prompt_y = max(prompt_y, strips[bottom].bottom + (_line_h(px(PROMPT_SIZE)) + px(PILL_PAD)) // 2 + px(3))
    g = {"plates": plates, "strips": strips, "bottom": bottom, "hand_size": hand_size,
         "hand_cy": hand_cy, "hand_room": room_h, "mat": mat, "slots": slots, "pad": pad, "pad_row": pad_row,
         "middle": middle,
         "prompt": (cx, prompt_y), "band": pygame.Rect(area.x, band_top, area.w, band_bottom - band_top),
         "margin": margin, "face_up": {}, "pile_only": pile_only}
    every = face_up and me is None
    if every or replay:
        boxes = face_up_boxes(t, g, dict(zip(others, spots)))
        # a seat's view in a replay: only the bottom seat's hand (the one face up) lies in its box; the
        # others' backs stay in their strips
        g["face_up"] = boxes if every else {bottom: boxes[bottom]}
    return g


FACE_UP_H = 80        # design pixels: a face-up hand's cards at most at another seat (the bottom seat's: HAND_H_2)
FACE_UP_MIN = 40      # ... and at least, whatever the room
FACE_UP_STEP = 0.34   # a card's share left in view by the next one: its corner index (rank and suit) and a margin
FACE_UP_DROP = 0.42   # a hand's next row lies this much of a card lower, over the row above's foot


def face_up_boxes(t, g, spots):
    """Where each seat's face-up hand is spread in a finished game's face-up replay: {seat: (box, align)}.
    Behind a seat's backs, 12 pixels a card, a face-up hand was a fan no one could read; here each hand
    has room for every card's corner. Nobody sits at the screen, so the person's hand row along the
    bottom is free: the bottom seat's hand lies there and the score pad moves down into its right end,
    making room under the right seat's plate. A side seat's hand lies under its plate (left of its won
    tricks), down to the next plate or the pad; a top seat's beside its plate, away from the middle."""
    area, px, margin = t.area, t.px, g["margin"]
    plates, strips, pad = g["plates"], g["strips"], g["pad"]
    bottom = g["bottom"]
    pad.bottomright = (area.right - margin, area.bottom - margin)
    # the bottom seat's plate down by a strip's height, just over its hand, and its won tricks beside the
    # plate (as beside yours when you sit at the screen): the left seat's hand has the room above it. From
    # the plate, never from where its strip lay (beside it in a seat's view, under it in nobody's), so every
    # replay view puts them in one place
    top_of = plates[bottom].bottom + px(6) + px(STRIP_H) + px(8)
    plates[bottom].y = top_of - px(6) - plates[bottom].h
    strips[bottom] = pygame.Rect(plates[bottom].right + px(12), plates[bottom].y, px(110), plates[bottom].h)
    if strips[bottom].colliderect(g["mat"]):
        # the mat reaches down beside the plate (two seats): the won tricks stop short of its "You led" corner
        strips[bottom].w = max(t.card_size(BACK_H)[0], g["mat"].x - px(8) - strips[bottom].x)
    boxes = {bottom: (pygame.Rect(area.x + margin, top_of, pad.x - px(12) - area.x - margin,
                                  area.bottom - margin - top_of), "center")}
    solid = list(plates.values()) + [pad, g["mat"]]
    for seat, spot in spots.items():
        plate, strip = plates[seat], strips[seat]
        if spot in ("left", "right"):
            # under the plate, left of the won tricks' room (scene._piles: the strip's right 72 pixels)
            floor = min([r.y for r in solid if r.y > strip.y and r.x < strip.right and r.right > strip.x]
                        + [area.bottom - margin])
            box = pygame.Rect(strip.x, strip.y, strip.w - px(78), floor - px(6) - strip.y)
            boxes[seat] = (box, "left")
            continue
        # a top seat: beside its plate, on the side away from the table's middle, from the plate's top to
        # its strip's foot, clear of any other plate there
        span = pygame.Rect(area.x + margin, plate.y, area.w - 2 * margin, strip.bottom - plate.y)
        lo, hi = span.x, span.right
        toward_left = plate.centerx <= area.centerx
        for r in solid + [s for k, s in strips.items() if k != seat]:
            if r is plate or not (r.y < span.bottom and r.bottom > span.y):
                continue
            if r.right <= plate.x:
                lo = max(lo, r.right + px(12))
            elif r.x >= plate.right:
                hi = min(hi, r.x - px(12))
        if toward_left:
            boxes[seat] = (pygame.Rect(lo, span.y, plate.x - px(12) - lo, span.h), "right")
        else:
            boxes[seat] = (pygame.Rect(plate.right + px(12), span.y, hi - plate.right - px(12), span.h), "left")
    return boxes


def spread(t, count, box, align, most):
    """`count` face-up cards in `box`, as big as it allows up to `most` design pixels tall, in as few rows as
    possible, each card showing at least FACE_UP_STEP of its width (its corner index) past the next; each
    row lower by FACE_UP_DROP of a card, over the foot of the row above."""
    px = t.px
    if not count:
        return []
    size, rows = None, 1
    for h in range(px(most), px(FACE_UP_MIN) - 1, -1):
        w = card_size(h)[0]
        for r in range(1, 5):
            per = -(-count // r)
            if w + (per - 1) * FACE_UP_STEP * w <= box.w and h + (r - 1) * FACE_UP_DROP * h <= box.h:
                size, rows = (w, h), r
                break
        if size is not None:
            break
    if size is None:        # no room even at the smallest: the smallest, in rows as wide as the box
        w, h = size = card_size(px(FACE_UP_MIN))
        rows = max(1, min(4, -(-count // max(1, int((box.w - w) / (FACE_UP_STEP * w)) + 1))))
    w, h = size
    per = -(-count // rows)
    step = min(w + px(4), (box.w - w) / max(1, per - 1))
    out = []
    for k in range(rows):
        n = min(per, count - k * per)
        width = w + (n - 1) * step
        x0 = {"left": box.x, "right": box.right - width, "center": box.centerx - width / 2}[align]
        y = box.y + int(k * FACE_UP_DROP * h)
        out += [pygame.Rect(int(x0 + i * step), y, w, h) for i in range(n)]
    return out

def hand_rects(t, d, seat, g):
    """Where the cards of `seat`'s hand lie: your hand fanned along the bottom; others' face down
    under their plates, and the bottom seat's beside its plate when nobody sits at the screen (between two
    people: a row of backs along the bottom read as nobody's)."""
    px = t.px
    count = d["hand_counts"][seat]
    if seat in g.get("face_up", {}):        # spread in a box of its own (a replay; the face-up view)
        if not count:
            return []
        box, align = g["face_up"][seat]
        most = (HAND_H_2 if d["seats"] == 2 else HAND_H) if seat == g["bottom"] else FACE_UP_H
        return spread(t, count, box, align, most)
    if seat == g["bottom"] and d["seat"] is not None:
        held = hand_order(d["hand"] or [])
        return your_hand(t, count, g, [held_suit(c) for c in held] if len(held) == count else None)
    if not count:
        return []
    strip = g["strips"][seat]
    w, h = t.card_size(BACK_H)
    # the strip's right end holds the won tricks and, before them, the word "won" (it lay under these
    # backs: a lone "n" showed beside the packets)
    room = max(w, strip.w - px(108))
    step = max(0, min(px(12), (room - w) / max(1, count - 1)))
    y = strip.y + (strip.h - h) // 2
    return [pygame.Rect(int(strip.x + i * step), y, w, h) for i in range(count)]


HAND_ROW_GAP = 6      # design pixels between the cards of a row of two
HAND_SHOWN = 0.5      # one row of cards as big as let each show at least half its width past the next...
ROW_SHOWN = 0.72      # ... or two rows whose cards show this much of their width past the next, whichever
                      # cards are bigger (two rows of cards side by side left ~150 pixels empty each side
                      # of 18 cards at 1024x640, their ranks ~8 pixels: review 19)
HAND_ROW_DROP = 0.78  # else two rows, the second this much of a card lower, over no more than the first's
                      # lower quarter (at 0.6 it covered 40%: only the first row's corners showed)


ROW_SLACK = 3         # two rows part where one suit ends, the longer row up to this many cards past half


def your_hand(t, count, g, suits=None):
    """Your cards along the bottom: one row while each card shows at least HAND_SHOWN of its width; else
    (26 cards between two seats: ~35 pixels of each showed at 1280x800) two rows of smaller cards in a
    taller room (HAND_ROOM_2), each card whole across and all but its foot showing over the row below, so
    every card reads and has room to be picked up. `suits`: each card's suit in the order held; the rows
    part where a suit ends (row_split: the order ran on from J\u2665 ending the top row to A\u2665 starting the
    bottom one, review 18)."""
    area = t.area
    width = area.w - 2 * g["margin"]
    size, cy = g["hand_size"], g["hand_cy"]
    one = t.row(count, size, (area.centerx, cy), width, gap=10)
    if count < 2 or one[1].x - one[0].x >= size[0] * HAND_SHOWN:
        return one
    first = row_split(count, suits)
    small = two_rows_card(t, count, width, g["hand_room"], per=max(first, count - first))
    fit = card_size(min(size[1], int(int(width / (1 + HAND_SHOWN * (count - 1))) * CARD_RATIO)))
    if fit[1] >= small[1]:       # one row of cards smaller than yours as dealt, but bigger than two rows'
        return t.row(count, fit, (area.centerx, cy), width, gap=10)
    drop = int(HAND_ROW_DROP * small[1])
    top = cy - (small[1] + drop) // 2 + small[1] // 2
    return (t.row(first, small, (area.centerx, top), width, gap=HAND_ROW_GAP)
            + t.row(count - first, small, (area.centerx, top + drop), width, gap=HAND_ROW_GAP))


def row_split(count, suits=None):
    """How many of `count` cards the first of two rows holds: up to a suit's end (`suits`, each card's in
    the order held) nearest the middle, where the longer row is then no more than ROW_SLACK cards past
    half; else the first half of the hand."""
    half = (count + 1) // 2
    cuts = [i for i in range(1, count) if suits and suits[i] != suits[i - 1]]
    if not cuts:
        return half
    cut = min(cuts, key=lambda i: (max(i, count - i), -i))
    return cut if max(cut, count - cut) <= half + ROW_SLACK else half


def two_rows_card(t, count, width, room, per=None):
    """The size of a card of `count` in two rows: as tall as `room` holds them (the second row over the
    first's lower quarter), and no wider than lets a row's cards (`per`, the longer row's; half by default)
    lie in `width` each showing ROW_SHOWN of its width past the next (side by side where there is room)."""
    per = per or (count + 1) // 2
    fit_w = int(width / (1 + ROW_SHOWN * (per - 1)))
    return card_size(min(int(room / (1 + HAND_ROW_DROP)), int(fit_w * CARD_RATIO)))


def dealt_panel_area(px, log, g, result):
    """Where the replay's face-up panel of two seats' hands as dealt (26 cards each) may lie: the log column
    `log` and the table's free room beside it, right of the hand's `result` panel and any plate, above the
    score pad (in the column alone their cards were ~50 pixels tall, their corners unreadable at 1024x640);
    the column alone at more seats (a side seat's plate lies beside it)."""
    if len(g["plates"]) != 2:
        return log
    left = max([log.x - px(300)] + [r.right + px(16) for r in [result, *g["plates"].values()] if r.right < log.x])
    room = (g["pad"].y - px(10) - log.y) * 3 // 2      # the kit's panel takes two thirds of it at most
    return pygame.Rect(left, log.y, log.right - left, min(log.h, room))


def clear_place(size, area, blocks, gap, near):
    """A rect of `size` (or as much of it as fits, at least 80% of its width and 70% of its height) within
    `area`, `gap` pixels clear of every rect of `blocks`, as near `near` as it can lie; None if none fits.
    The free rects tried are bounded by the area's and the blocks' edges."""
    w, h = size
    lefts = {area.x} | {b.right + gap for b in blocks}
    rights = {area.right} | {b.x - gap for b in blocks}
    tops = {area.y + gap} | {b.bottom + gap for b in blocks}
    bottoms = {area.bottom - gap} | {b.y - gap for b in blocks}
    kept = [b.inflate(gap, gap) for b in blocks]
    best = None
    for x0 in lefts:
        for x1 in rights:
            if x1 - x0 < w * 0.8 or x0 < area.x or x1 > area.right:
                continue
            for y0 in tops:
                for y1 in bottoms:
                    if y1 - y0 < h * 0.7 or y0 < area.y or y1 > area.bottom:
                        continue
                    free = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
                    if free.collidelist(kept) != -1:
                        continue
                    r = pygame.Rect(0, 0, min(w, free.w), min(h, free.h))
                    r.center = near
                    r.clamp_ip(free)
                    score = (r.w * r.h, -abs(r.centerx - near[0]) - abs(r.centery - near[1]))
                    if best is None or score > best[0]:
                        best = (score, r)
    return None if best is None else best[1]


# your cards in play: the ones you may not play now (shaded: theme.UNPLAYABLE_SHADE) this many design pixels lower
# than the ones you may
PLAYABLE_RISE = 6


def legal_cards(composer, d, held):
    """The codes of your hand you may play now, where only some may (a suit to follow): None otherwise (not
    your turn to play, or every card playable), when no card is shaded or lowered."""
    if composer is None or d["phase"] != "play":
        return None
    playable = {code for code in held if composer.targets(code)}
    return playable if playable and len(playable) < len(held) else None
