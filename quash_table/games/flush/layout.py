"""Where everything sits on the Flush board: pure layout maths on rects (nothing drawn here).

Sizes are design pixels for a 1280x800 window, turned into screen pixels by `t.px`.
"""

import pygame

from ...ui.sprites import card_size, words_shown

BAND_H = 208          # the bottom band: your bases, your hand, the score sheet
BLOCK_W, BLOCK_H = 214, 154    # another seat: plate, bases, hand
PLATE_H = 72
# your cards, hand and bases alike: the hand's 94x132 beside bases of 76x106 (and a pile of 76x106) read as two
# tables, the table's cards the smaller (review 36b); a bigger hand's cards shrink from here, the bases never
# below them but where a given base or two need the room (geometry); both sit low in your band, so the arrow
# from a freed hidden card keeps its lane under your plate's words (paint_seats.my_bases)
HAND_H = 118
MY_BASE_H = HAND_H
SEAT_BASE_H = 56      # another seat's bases
SEAT_BACK_H = 44      # another seat's hand
READABLE_BASE_H = 70  # design px: another seat's bases are drawn no lower than this for a hand's fan beside them
                      # (its count's words: paint_seats.seat_block; 56 px at 1024x640, 40 px wide)
# 6 seats (five others round the table): wider blocks with a two-line plate and bigger base cards (the
# kit's three-line plate left the bases ~31x44 px at 1024x640, hard to read: session 17). The top row has
# the width (three blocks across the table) and the middle keeps its cluster's room beside the side blocks.
# 2 seats (one other, alone at the top) too: its bases were the smallest of any table, 33x45 px at 1024x640 with
# a "-2" some 7 px high, under a plate whose middle line said only "Bot" (session 49)
WIDE = {5: {"block_w": 280, "plate_h": 46, "base_h": 80}, 1: {"block_w": 280, "plate_h": 46, "base_h": 80}}
PILE_H = 118          # the pile and the new pile
SIDE_H = 82           # the Mimic card, the stock and the discard
TRAY_H = 92           # staged cards
SHEET_W = 220         # the score sheet
MIN_HAND_W = 320      # your hand keeps at least this much of the band when given bases widen your row
FACEUP_MIDDLE = 0.88  # of its height the middle keeps in a 6-seat face-up replay where the hands need the rest
MIN_ROWS_SCALE = 0.35  # the smallest a two-row hand's cards grow, as a share of the hand's card height
EMPTY_SLOT = 1.0      # an emptied base's place, as a share of a card's width (a card's: its word fits)
UNDER = 3             # cards drawn under the pile's top group, each px(3) up and left of the next
SLOTS = {1: ["T"], 2: ["TL", "TR"], 3: ["L", "T", "R"], 4: ["L", "TL", "TR", "R"], 5: ["L", "TL", "T", "TR", "R"]}
TOP_X = {1: {"T": 0.5}, 2: {"TL": 0.3, "TR": 0.7}, 3: {"T": 0.5}, 4: {"TL": 0.34, "TR": 0.66},
         5: {"TL": 0.2, "T": 0.5, "TR": 0.8}}


def arena_columns(current, last, shown=5):
    """The arena rounds the score sheet has room for: all of them, or `shown` around the current one."""
    first = max(1, min(current - shown // 2, last - shown + 1))
    return list(range(first, min(last, first + shown - 1) + 1))


def band_rect(area, px, reach=None):
    """The bottom band (your bases, hand and score sheet) along the foot of the table `area`; `reach`: the x it
    runs to past the table's right edge, under a Moves column that ends above it (FlushBoard.areas)."""
    m = px(12)
    band = pygame.Rect(area.x + m, area.bottom - px(BAND_H) - px(8), area.w - 2 * m, px(BAND_H))
    if reach is not None and reach - m > band.right:
        band.w = reach - m - band.x
    return band


def geometry(t, view, bottom=None, extra=None, reach=None):
    """The board's areas: other seats' blocks round the top, the middle, the bottom band with your
    bases, your hand and the score sheet. `bottom`: the seat the band shows when the view is nobody's
    (the mover at a pass-and-play table while their move shows); seat 0 if None. `extra`: how much taller
    the other seats' blocks grow for a block so wide (screen px; the face-up replay's hands under their
    bases: faceup_seats.extra_height), as far as the middle and the side seats leave room. `reach`: the x the
    band runs to under the Moves column (band_rect): the score sheet goes there and your hand takes its room,
    its cards staying on the table."""
    area, px = t.area, t.px
    n, me = view["seats"], view["seat"]
    bottom = me if me is not None else (bottom or 0)
    m = px(12)
    band = band_rect(area, px, reach)
    others = [(bottom + k) % n for k in range(1, n)]
    slots = SLOTS[len(others)]
    bw, bh = px(seat_metrics(len(others))["block_w"]), px(BLOCK_H)
    top = area.y + px(8)
    # a wide block (6 seats) no wider than its share of the top row, and a side one no wider than leaves the
    # middle's cluster the width its height lets it have (with the move log open the cluster shrank to 70%)
    top_w = min(bw, int(area.w * 0.3) - px(16)) if len(others) == 5 else bw
    side_w = bw
    if bw > px(BLOCK_W):
        want_w, want_h = middle_want(t)
        mid_h = band.y - px(6) - (top + bh + px(8))
        wide = want_w * min(1.2, mid_h / want_h)
        side_w = max(px(BLOCK_W), min(bw, int((area.w - 2 * m - 2 * px(10) - wide) / 2)))
    grow = extra(min(top_w, side_w)) if extra is not None else 0
    if grow:
        # the middle keeps its room: the scale its cluster has on the live table (its width may already bind
        # it), so only height it leaves spare goes to the hands, which else lie in more lines or smaller
        # (taking three fifths of it left the pile's top card 20 px high, the New pile's outline over its
        # words: session 22); side seats under the top row still fit over the band
        want_w, want_h = middle_want(t)
        mid_h = band.y - px(6) - (top + bh + px(8))
        sides = sum(side_w + px(10) for s in slots if s in ("L", "R"))
        k = min(1.2, (area.w - 2 * m - sides) / want_w, mid_h / want_h)
        # (at 6 seats, where the hands lie under the bases, it gives up an eighth of its scale: at 1024x640 it
        # kept every pixel and the hands lay beside the bases at 16x22 px, session 29)
        room = mid_h - int(want_h * k * (FACEUP_MIDDLE if len(others) == 5 else 1) + 1)
        if len(others) >= 4:
            room = min(room, (band.y - px(20) - top) // 2 - bh)
        bh += max(0, min(grow, room))
    under = px(10) if grow else px(30)      # a side seat under the top row (the top hands' count is beside them)
    blocks = {}
    for seat, slot in zip(others, slots):
        if slot in ("L", "R"):
            bw = side_w
            x = area.x + m if slot == "L" else area.right - m - bw
            y = top + bh + under if len(others) != 3 else top + px(70)
            y = min(y, band.y - bh - px(10))
        else:
            bw = top_w
            x = area.x + int(area.w * TOP_X[len(others)][slot]) - bw // 2
            y = top
        blocks[seat] = pygame.Rect(x, y, bw, bh)
    # the middle: under the top row, between the side seats, over the band
    has_top = any(s[0] == "T" for s in slots)
    mid_top = (top + bh + px(8)) if has_top else top
    left = area.x + m + (side_w + px(10) if "L" in slots else 0)
    right = area.right - m - (side_w + px(10) if "R" in slots else 0)
    middle = pygame.Rect(left, mid_top, right - left, band.y - px(6) - mid_top)
    sheet = pygame.Rect(band.right - px(SHEET_W), band.y, px(SHEET_W), band.h)
    # your bases: room for three at full size; a given base or two widen the row (out of the hand's room,
    # which keeps MIN_HAND_W) and then shrink the cards, so bases never overlap
    bases = view["bases"][bottom]
    most = sheet.x - px(28) - px(MIN_HAND_W) - band.x
    base_h, bases_w = base_fit(t, bases, MY_BASE_H, px(12), px(18), most,
                               least=px(18) + 3 * (t.card_size(MY_BASE_H)[0] + px(12)))
    hand_right = min(sheet.x - px(14), area.right - px(6))
    hand_area = pygame.Rect(band.x + bases_w + px(14), band.y + px(40),      # (low, as your bases: HAND_H)
                            hand_right - (band.x + bases_w + px(14)), band.h - px(40))
    return {"area": area, "band": band, "blocks": blocks, "extra": bh - px(BLOCK_H), "bottom": bottom, "middle": middle,
            "sheet": sheet, "hand_area": hand_area, "bases_w": bases_w, "base_h": base_h,
            "prompt": (hand_area.centerx, band.y + px(17))}


def seat_metrics(others):
    """Another seat's block at a table with `others` other seats, in design px: its width, its plate's height
    and its base cards' height, and whether its plate is the compact two-line one."""
    wide = WIDE.get(others)
    if wide is not None:
        return dict(wide, compact=True)
    return {"block_w": BLOCK_W, "plate_h": PLATE_H, "base_h": SEAT_BASE_H, "compact": False}


def is_empty(base):
    return base["top"] is None and not base["hidden"]


def slot_widths(t, bases, card_h):
    """Each base's slot width for cards `card_h` high: a card, or a narrow slot for an emptied base."""
    w = t.card_size(card_h)[0]
    return [max(1, int(w * EMPTY_SLOT)) if is_empty(b) else w for b in bases]


def base_fit(t, bases, card_h, gap, margin, most, least=0):
    """(card height, row width) for a row of `bases`: `card_h` when the row (slots, gaps and `margin`)
    fits in `most` pixels, else the largest height that does; the row is at least `least` wide."""
    def width(h):
        return margin + sum(slot_widths(t, bases, h)) + len(bases) * gap
    h = card_h
    while h > card_h * 0.4 and width(h) > most:
        h -= 1
    return h, max(least, width(h))


def base_row(t, bases, card_h, x, centre_y, gap):
    """Rects for a row of bases from `x`, left to right, `gap` apart and never overlapping: a card for
    a base that holds cards, a narrow slot (as high) for an emptied one."""
    size = t.card_size(card_h)
    rects = []
    for w in slot_widths(t, bases, card_h):
        rects.append(pygame.Rect(x, centre_y - size[1] // 2, w, size[1]))
        x += w + gap
    return rects


CAPTION_FOOT = 7   # design px between a mat's last caption and its bottom edge


def middle_want(t):
    """(width, height) in screen px of the middle cluster at its design size (middle_layout scales it)."""
    px = t.px
    pile_size, side_size = t.card_size(PILE_H), t.card_size(SIDE_H)
    want_w = side_size[0] + px(24) + pile_size[0] + px(26) * 2 + px(40) + pile_size[0] + px(40) + px(132) + 3 * px(14)
    return want_w, pile_size[1] + px(70) + px(10) + px(TRAY_H) + px(58)


WIDE_ASIDE = 300      # design px: the least spare width of the middle that goes to one column right of the cluster


def middle_layout(t, mid):
    """The middle cluster (Mimic and stock, pile, new pile, discard, tray and its buttons) at its
    design size shrunk to fit `mid`: (k, rects, pile card size, side card size). `rects["head"]` is how far
    below a pile's top its card sits; the cards leave room under them for two captions, so on a small
    middle (6 seats, 1024x640) the cards shrink rather than the words landing on them."""
    px = t.px
    pile_size = t.card_size(PILE_H)
    side_size = t.card_size(SIDE_H)
    col_w = side_size[0] + px(24)
    mat_w = pile_size[0] + px(26) * 2 + px(40)
    new_w = pile_size[0] + px(40)
    right_w = px(132)
    gap = px(14)
    mat_h = pile_size[1] + px(70)
    tray_h = px(TRAY_H) + px(58)
    want_w, want_h = middle_want(t)     # col_w + mat_w + new_w + right_w + 3 gaps; mat_h + px(10) + tray_h
    k = min(1.2, mid.w / want_w, mid.h / want_h)

    def s(n):
        return max(1, int(n * k))

    pile_size = t.card_size(PILE_H * k)
    side_size = t.card_size(SIDE_H * k)
    col_w, mat_w, new_w, right_w, gap = s(col_w), s(mat_w), s(new_w), s(right_w), s(gap)
    mat_h, tray_h = s(mat_h), s(tray_h)
    width = col_w + mat_w + new_w + right_w + 3 * gap
    x = mid.centerx - width // 2
    if mid.w - width - px(16) >= px(WIDE_ASIDE):
        # room to spare on both sides (no seat beside the middle): all of it on the right, one column wide
        # enough for a long message (a hint's full reason) in a few lines, where two narrow ones made it a
        # pillar of two words a line, or pushed it over your hand (session 25)
        x = mid.x + px(16)
    y = mid.y + max(0, (mid.h - mat_h - s(px(10)) - tray_h) // 2)
    left_col = pygame.Rect(x, y, col_w, mat_h + tray_h)
    mat = pygame.Rect(left_col.right + gap, y, mat_w, mat_h)
    new = pygame.Rect(mat.right + gap, y, new_w, mat_h)
    right = pygame.Rect(new.right + gap, y, right_w, mat_h + s(px(10)) + tray_h)
    tray = pygame.Rect(mat.x, mat.bottom + s(px(10)), new.right - mat.x, tray_h)
    # a pile's title line, then the up to three cards under its top group, each offset UNDER px up-left:
    # the card sits low enough that none of them reaches the title
    head = px(8) + int(t.text_px(13) * 1.3) + px(4) + UNDER * px(3)
    # (and a margin under the last: "with a Link" and "pick up" pressed the mats' bottoms, review 16)
    captions = int(t.text_px(16) * 1.3 + t.text_px(12) * 1.3) + px(8) + px(CAPTION_FOOT - 3)
    room = mat_h - head - captions
    if room < pile_size[1]:
        pile_size = card_size(room)
    rects = {"left": left_col, "mat": mat, "new": new, "tray": tray, "head": head,
             "discard": pygame.Rect(right.x, right.y, right.w, mat_h),
             "side": pygame.Rect(right.x, tray.y, right.w, tray.h)}
    return k, rects, pile_size, side_size


# the part of a card of your hand the next one leaves in view: its whole centre value too, not only its
# corner (60% half hid a 2 under the next card, 6 seats at 1024x640 with the Moves open: review 17, 64.png)
HAND_SHOWN = 0.75


def hand_rows(t, count, area, card_h, codes=None):
    """Rects for `count` cards of your hand in `area` (`codes`: their faces, None for backs): one row while
    each card shows at least HAND_SHOWN of its width and the words written on it whole (sprites.words_shown:
    the next card covered FLUSH's H, "FLUSI", review 18b; a card needing more room gets more), the cards
    growing smaller as the hand grows (one card more never makes them jump a size), and two rows of the
    smallest size only when one row cannot hold the hand at that size, so a 14-card hand stays readable
    (every value, kind and corner in view)."""
    px = t.px
    codes = list(codes) if codes is not None else [None] * count
    size = t.card_size(card_h)
    one = _fan(t, codes, size, area.centerx, area.bottom - px(6) - size[1] // 2, area.w)
    if count < 2 or one is not None:
        return one if one is not None else t.row(count, size, (area.centerx, area.bottom - px(6) - size[1] // 2),
                                                 area.w, gap=10)
    gap = px(6)
    scale = min(0.8, (area.h - gap - px(4)) / 2 / size[1])
    small = t.card_size(card_h * scale)
    # the widest card for which one row shows what each card needs (its words scale with it)
    shares = sum(max(HAND_SHOWN, (words_shown("flush", c, size) + 1) / size[0]) for c in codes[:-1])
    fit_h = card_h * (area.w - px(2)) / (1 + shares) / size[0]
    while fit_h * size[0] / card_h >= small[0]:
        shrunk = t.card_size(fit_h)
        row = _fan(t, codes, shrunk, area.centerx, area.bottom - px(6) - shrunk[1] // 2, area.w)
        if row is not None:
            return row
        fit_h -= 0.5
    top_n = (count + 1) // 2
    # two rows grow smaller too, as far as they must for each card's words to show whole (a big pickup with
    # Moves open at 6 seats, 1024x640, squeezed them into a row that cut SKIP, −7, −10: session 48)
    h = small[1]
    while True:
        low_y = area.bottom - px(4) - small[1] // 2
        top = _fan(t, codes[:top_n], small, area.centerx, low_y - small[1] - gap, area.w)
        low = _fan(t, codes[top_n:], small, area.centerx, low_y, area.w)
        if (top is not None and low is not None) or h <= card_h * MIN_ROWS_SCALE:
            break
        h -= 1
        small = t.card_size(h)
    return ((top or t.row(top_n, small, (area.centerx, low_y - small[1] - gap), area.w, gap=8))
            + (low or t.row(count - top_n, small, (area.centerx, low_y), area.w, gap=8)))


def top_group_size(t, codes, size, room):
    """The size of the pile's top group's cards (`codes`, bottom first) fanned in `room` px from the first
    card's left edge: `size`, or smaller where that fan would cover a card's centre value or its words (with
    Moves open at 6 seats, 1024x640, a three-card group showed half of each covered card's big number)."""
    def fits(w, h):
        return w + sum(max(w * HAND_SHOWN, words_shown("flush", c, (w, h)) + 1) for c in codes[:-1]) <= room
    if fits(*size):
        return size
    # a height that fits with the next pixel up too big, halved towards: a smaller card needs less room, its
    # words shrink with it (font sizes round, so now and then a few px taller would fit again: 21 groups in
    # 3,000 random ones came out 2-4 px smaller than stepping down found). Stepping down a pixel at a time
    # measured the cards' words at up to 40 new sizes on the frame a pickup laid a big group (issue 22: 10 ms
    # of a 17 ms frame, a font loaded at each size)
    fitting, too_big = int(size[1] * 0.5), size[1]      # at half size the group goes as it is, fitting or not
    while too_big - fitting > 1:
        mid = (fitting + too_big) // 2
        if fits(*card_size(mid)):
            fitting = mid
        else:
            too_big = mid
    return card_size(fitting)


def _fan(t, codes, size, cx, cy, width):
    """One row of these cards at `size` centred on (cx, cy) within `width`: side by side where they fit,
    else fanned, each card left in view as far as HAND_SHOWN and its words need, the room over shared out;
    None where the row cannot leave that much of each."""
    n, (w, h) = len(codes), size
    if not n:
        return []
    natural = w + t.px(10)
    if n * natural - t.px(10) <= width:
        return t.row(n, size, (cx, cy), width, gap=10)
    need = [max(w * HAND_SHOWN, words_shown("flush", c, size) + 1) for c in codes[:-1]]
    room = width - w - sum(need)
    if room < 0:
        return None
    steps = [min(natural, s + room / (n - 1)) for s in need]
    x = cx - (w + sum(steps)) / 2
    rects = []
    for i in range(n):
        rects.append(pygame.Rect(int(x + 0.5), int(cy - h / 2), w, h))
        x += steps[i] if i < n - 1 else 0
    return rects
