"""Where everything lies on the QUASH board (geometry only, no drawing): the two halves of the board
facing each other, the spots and their card slots, the tracks, the seats' bands, the prompt line and
your hand, for any window (sizes in design pixels for 1280x800, through `t.px`)."""

import pygame

from .sequences import SIZES

# design pixels (1280x800)
HEADER_H = 44         # a side's seats
TRACK_H = 24          # a scoring track
CENTRE_H = 32         # the spot numbers between the halves
# a scored spot's badges (+1, FAILED, lost, QUASH +2) lie in a row of their own between its half and the spot
# numbers, one row a half: over the cards' feet they covered pips and ranks (session 20)
BADGE_ROW = 18
PROMPT_H = 30
LIFT_ROOM = 22        # under the prompt: a card of your hand picked by keyboard rises (ui/drag.LIFT) clear of it
HAND_H = 118          # your cards
HAND_H_LONG = 104     # ... 23 of them (2 players, advanced)
HAND_GROW = 34        # how much taller your cards grow where the window has room to spare
DOCK_MAX_H = 104      # the dock right of your seats is no taller: a message (a hint mid-swap) has a band under it
DOCK_GAP = 8          # a replay (no prompt): between the dock's foot and your hand
MAX_CARD_H = 118      # cards on the board
OVERLAP = 0.30        # how far the next card of a spot sits to the right, in card widths
PLATE_W = 300
DOCK_MIN_W = 290     # what your side's plates leave right of them (the dock: a swap's card in the air, the mat)
NOTE_MIN_W = 200     # what the other side's plates leave right of them (the round's line, on two lines)
DIALOG_GAP = 12       # between a dialog over the board and the top of your hand (its shadow lies below it)
# a hand dealt 23 cards (2 players, advanced) on a window where one row shows less of each card than this
# (screen pixels: at 1024x640 a 28-pixel strip, rank and suit squeezed) lies in two rows, the second over the
# lower part of the first: each card of the back row shows its top (ROW_SHOW of its height, the corner's
# rank and suit whole), and each row's cards lie twice as far apart (session 20: "cramped" at 1024x640)
ROW_MIN_STRIP = 32
ROW_SHOW = 0.40
DEALT_LONG = 23


def geometry(t, view, prompt=True):
    """The board's rects for `t.area`: {"spots", "slots", "columns", "card", "step", "header", "track",
    "side", "centre" (between the halves: "badge_rows" top and bottom, "numbers" between them), "board", "hand_h", "hand_cy", "prompt", "dock_foot", "pile_size", "margin", "sec_gap",
    "spot_gap", "hand_left"}; "top" / "bottom" name the halves (yours is the bottom).

    Nothing here reads how many cards you hold now (nor whether your hand is shown): the board must not
    move under the player as the hand shrinks (it rose 7 px when a 23-card hand came down to 13, and again
    as a pass-and-play hand was covered). The board stands at the top of the table; the room a window has
    to spare goes to your hand (taller cards, up to HAND_GROW) and to the band between your seats and the
    prompt (the dock, the colour key, messages), not to an empty band above the board."""
    area, px = t.area, t.px
    margin = px(12)
    spot_gap, sec_gap, pad = px(6), px(16), px(3)
    long_hand = dealt_long(view)
    hand_h = px(HAND_H_LONG if long_hand else HAND_H)
    units = sum(1 + (s - 1) * OVERLAP for s in SIZES)
    fixed_w = 6 * spot_gap + 2 * sec_gap + 18 * pad + 2 * margin + px(16)
    w_by_width = (area.w - fixed_w) / units
    fixed_h = (2 * HEADER_H + 2 * TRACK_H + CENTRE_H + 2 * BADGE_ROW + PROMPT_H + 2 * 12 + 40)
    side_room = (area.h - px(fixed_h) - hand_h) / 2
    card_h = int(min(w_by_width * 1.4, side_room - 2 * pad - px(6), px(MAX_CARD_H)))
    cw, ch = int(round(card_h / 1.4)), card_h
    step = int(cw * OVERLAP)
    widths = [cw + (s - 1) * step + 2 * pad for s in SIZES]
    total = sum(widths) + 6 * spot_gap + 2 * sec_gap
    x = area.centerx - total // 2
    spot_x = []
    for k, wdt in enumerate(widths):
        spot_x.append(x)
        x += wdt + (sec_gap if k % 3 == 2 else spot_gap)
    board_left, board_right = spot_x[0] - px(8), spot_x[-1] + widths[-1] + px(8)
    side_h = ch + 2 * pad + px(6)

    # bands from the top; what is left over goes to your hand, then between your seats and the prompt
    block_h = (2 * px(HEADER_H) + 2 * px(TRACK_H) + 2 * side_h + px(CENTRE_H) + 2 * px(BADGE_ROW) +
               px(4 + 6 + 6 + 4))
    hand_left = area.x + margin + (t.card_size(HAND_H * 0.72)[0] + px(40) if view["seats"] == 2 else px(4))
    if prompt:
        spare = area.h - px(6) - block_h - px(PROMPT_H) - px(8) - hand_h - margin - px(LIFT_ROOM - 10)
        hand_h, card_h_hand, rows = _hand_block(t, area, margin, hand_left, hand_h, long_hand,
                                                max(0, min(px(HAND_GROW), spare // 2)))
    else:
        # the dock first (from the top of your seats' band to DOCK_GAP above your hand), then your hand
        dock_top = area.y + px(6) + block_h - px(HEADER_H)
        room = area.bottom - margin - px(DOCK_GAP) - dock_top - px(DOCK_MAX_H)
        for grow in range(px(HAND_GROW), -1, -1):
            block = _hand_block(t, area, margin, hand_left, hand_h, long_hand, grow)
            if block[0] <= room or grow == 0:
                break
        hand_h, card_h_hand, rows = block
    hand_cy = area.bottom - margin - hand_h // 2
    prompt_y = hand_cy - hand_h // 2 - px(PROMPT_H) // 2 - px(LIFT_ROOM)   # room for a card lifted or hinted
    # where the dock right of your seats ends (scene.build): over the prompt, or, with none, above your hand
    dock_foot = prompt_y - px(PROMPT_H) // 2 - px(6) if prompt else hand_cy - hand_h // 2 - px(DOCK_GAP)
    y = area.y + px(6)
    header_top = pygame.Rect(board_left, y, board_right - board_left, px(HEADER_H))
    y += px(HEADER_H) + px(4)
    track_top = pygame.Rect(board_left, y, board_right - board_left, px(TRACK_H))
    y += px(TRACK_H) + px(6)
    side_top = pygame.Rect(board_left, y, board_right - board_left, side_h)
    y += side_h
    # the band between the halves: the top half's badge row, the spot numbers with their kinds, the bottom
    # half's badge row
    centre = pygame.Rect(board_left, y, board_right - board_left, px(CENTRE_H) + 2 * px(BADGE_ROW))
    badge_rows = {"top": pygame.Rect(board_left, y, centre.w, px(BADGE_ROW)),
                  "bottom": pygame.Rect(board_left, centre.bottom - px(BADGE_ROW), centre.w, px(BADGE_ROW))}
    numbers = pygame.Rect(board_left, y + px(BADGE_ROW), centre.w, px(CENTRE_H))
    y += centre.h
    side_bottom = pygame.Rect(board_left, y, board_right - board_left, side_h)
    y += side_h + px(6)
    track_bottom = pygame.Rect(board_left, y, board_right - board_left, px(TRACK_H))
    y += px(TRACK_H) + px(4)
    header_bottom = pygame.Rect(board_left, y, board_right - board_left, px(HEADER_H))

    spots = {"top": [], "bottom": []}
    slots = {"top": [], "bottom": []}
    for where, band in (("top", side_top), ("bottom", side_bottom)):
        for k in range(9):
            frame = pygame.Rect(spot_x[k], band.y + px(3), widths[k], ch + 2 * pad)
            spots[where].append(frame)
            slots[where].append([pygame.Rect(frame.x + pad + i * step, frame.y + pad, cw, ch)
                                 for i in range(SIZES[k])])
    columns = [pygame.Rect(spot_x[k], 0, widths[k], 0) for k in range(9)]
    board = pygame.Rect(board_left - px(10), track_top.y - px(6), board_right - board_left + px(20),
                        track_bottom.bottom - track_top.y + px(12))
    # your hand starts right of the draw pile (or the cards set aside) where the game has one (2 players),
    # else at the table's edge (hand_left above): at 4 players a pile's width was left empty and the 13
    # cards crushed
    pile_size = t.card_size(HAND_H * 0.72)
    return {"spots": spots, "slots": slots, "columns": columns, "card": (cw, ch), "step": step,
            "header": {"top": header_top, "bottom": header_bottom},
            "track": {"top": track_top, "bottom": track_bottom},
            "side": {"top": side_top, "bottom": side_bottom}, "centre": centre, "board": board,
            "badge_rows": badge_rows, "numbers": numbers,
            "hand_h": hand_h, "hand_cy": hand_cy, "prompt": (area.centerx, prompt_y), "dock_foot": dock_foot,
            "pile_size": pile_size, "margin": margin, "sec_gap": sec_gap, "spot_gap": spot_gap,
            "hand_left": hand_left, "hand_card_h": card_h_hand, "hand_rows": rows}


def _hand_block(t, area, margin, hand_left, hand_h, long_hand, grow):
    """(the hand's band height, its cards' height, rows) for a hand `hand_h` tall grown by `grow`."""
    hand_h += grow
    if long_hand and strip(area.right - margin - hand_left, hand_h, DEALT_LONG) < ROW_MIN_STRIP:
        # two rows: the block is taller by the back row's strip, taken from the room left above the prompt
        card_h_hand = hand_h - grow // 2
        return card_h_hand + int(card_h_hand * ROW_SHOW), card_h_hand, 2
    return hand_h, hand_h, 1


def strip(width, card_h, count):
    """How much of each card shows (screen pixels) when `count` cards `card_h` tall share one row `width`
    wide (the kit's row: 8 design pixels apart while they fit, else overlapping)."""
    cw = int(round(card_h / 1.4))
    return (width - cw) / (count - 1) if count > 1 else cw


def hand_rects(t, g, count, left, width):
    """The rects of your hand's `count` cards (in order, left to right, the back row first): one row along
    the bottom of the hand's band, or, where the band holds two (hand_rows) and one row would show less
    than ROW_MIN_STRIP of each card, two rows, the first half of the cards in the back one."""
    ch = g["hand_card_h"]
    size = (int(round(ch / 1.4)), ch)
    bottom = g["hand_cy"] + g["hand_h"] // 2
    cx = left + width // 2
    if g["hand_rows"] < 2 or count < 2 or strip(width, ch, count) >= ROW_MIN_STRIP:
        return t.row(count, size, (cx, bottom - ch // 2), width, gap=8)
    back = (count + 1) // 2
    top = bottom - g["hand_h"]
    return t.row(back, size, (cx, top + ch // 2), width, gap=8) + \
        t.row(count - back, size, (cx, bottom - ch // 2), width, gap=8)


def dealt_long(view):
    """Is your hand dealt 23 cards (2 players, advanced)? Said by the game's set-up, never by the cards
    held now, so the board's geometry stays the same all round."""
    return view["seats"] == 2 and view["variant"] == "advanced"


def pile_rect(t, g):
    """The draw pile, left of your hand."""
    w, h = g["pile_size"]
    return pygame.Rect(t.area.x + g["margin"] + t.px(14), g["hand_cy"] - h // 2 + t.px(6), w, h)


def dialog_rect(t, g, h, w=None):
    """A dialog of height `h` (and width `w`) between your side's spots and your hand, as wide as fits: never over the
    board's spots it asks about, and over the hand only as far as the room above it is short (it stood on
    the hand and hid most of it, 1024x640 has too little room above it)."""
    area = t.area
    r = pygame.Rect(0, 0, w or min(t.px(640), area.w - 2 * g["margin"]), h)
    hand_top = g["hand_cy"] - g["hand_h"] // 2
    r.midbottom = (area.centerx, hand_top - t.px(DIALOG_GAP))   # its shadow (px 6) clear of the hand
    r.top = max(r.top, g["spots"]["bottom"][0].bottom + t.px(6))
    r.bottom = min(r.bottom, area.bottom - g["margin"] // 2)
    return r


def spot_for_digit(table, rnd, n, lit, current=None):
    """The target digit n means on `table` (round `rnd`'s card ids), whose lit targets `lit` may be fewer
    than nine (in a swap): spot n itself when lit, else the lit card on it to swap out, else the spot
    (Enter then says why not). Pressed again (`current`: the target the keys chose), the digit walks on:
    spot n, then each lit card on it, left to right, to swap out, then spot n again; the keyboard had no
    way to a swap but a full spot's (review 49d)."""
    spot = f"spot:{n}"
    on_spot = []
    for tid in lit:
        piece = table.piece_by_id.get(f"r{rnd}:{tid[5:]}") if tid.startswith("swap:") else None
        if piece is not None and piece.zone.endswith(f":{n}"):
            on_spot.append((piece.home.x, tid))
    walk = ([spot] if spot in lit else []) + [tid for _, tid in sorted(on_spot)]
    if walk:
        return walk[(walk.index(current) + 1) % len(walk)] if current in walk else walk[0]
    return spot if spot in table.target_by_id else None
