"""NumberQuash's table geometry (layout maths only, no drawing): the octagon's cells, and where the other
seats, the middle band, your octagons and the dice tray go for a window and a number of seats."""

import math

import pygame

WHITE = (246, 244, 236)
INNER = 0.47          # the inner octagon (cell 9) as a fraction of the outer radius
COS = math.cos(math.radians(22.5))

# design pixels (1280x800)
BADGE_H = 66
MY_CAP = 250          # the largest octagon of yours
OTHER_CAP = 150       # the largest octagon of another seat
MID_H = 150           # the middle band: turn order, bonus octagons, bonus buttons
TRAY_W = 300          # the dice tray and your buttons
LABEL_H = 20          # the line over a pair of octagons
PLATE_DIE = 28        # another player's dice on their plate (bottom right)
PAIR_GAP = 0.06       # between a colour's two octagons, as a fraction of their diameter (0.1 left 6 seats'
                      # octagons 9 px narrower at 1024x640, where five pairs share the width)
COL_MARGIN = 4        # inside another seat's column, each side together (12 took 8 px of each octagon pair)


OTHER_READ = 100      # screen pixels: another seat's octagon narrower than this reads less easily (90 let 5
                      # seats at 1024x640 keep their log once the pairs' gaps narrowed: 92 px, not 115)
DESIGN_W = 1280       # the window the design pixels are drawn for (px(n) == n)


def others_cramped(m, log_w, columns):
    """Would `columns` seats of one pair each, side by side beside the move log (`log_w` design pixels) in
    the window `m` (theme.Metrics), leave each octagon narrower than OTHER_READ and than a 1280x800 window
    shows it? (6 seats at 1024x640: 66 px against 85 at 1280x800, the numbers about 9 px high; 5 seats: 87
    against 109.) The board then folds its log away (scene.log_folded). A 1280x800 window never does."""
    def other_d(w, px):
        col_w = (w - px(log_w) - 2 * px(10)) // max(1, columns)
        return fit_d(col_w - px(COL_MARGIN), 1, 1)
    return other_d(m.w, m.px) < min(OTHER_READ, other_d(DESIGN_W, lambda n: n))


def plate_dice_w(t):
    """The width another player's two dice take at the right of their plate's foot, its margin included."""
    return 2 * t.px(PLATE_DIE) + t.px(6) + t.px(10)


def octagon_points(cx, cy, r):
    """A flat-topped regular octagon; vertex k and k+1 bound side k (side 0 on top, then clockwise)."""
    return [(cx + r * math.cos(math.radians(-112.5 + 45 * k)), cy + r * math.sin(math.radians(-112.5 + 45 * k)))
            for k in range(8)]


def octagon_rects(cx, cy, r):
    """Three rects inside the flat-topped octagon of centre (cx, cy) and outer radius r that together cover
    most of it: the band between its left and right sides, the band between its top and foot, and the square
    across its slanted sides (the hint arrow's plate, `arrow_plates`)."""
    flat, half = r * COS, r * math.sin(math.radians(22.5))     # the apothem; half a side
    inner = (flat + half) / 2                                  # a square's corner on a slanted side
    out = []
    for w, h in ((flat, half), (half, flat), (inner, inner)):
        out.append(pygame.Rect(round(cx - w), round(cy - h), round(2 * w), round(2 * h)))
    return out


def cell_centre(cx, cy, r, n):
    """Centre of cell n (1..8 on the sides from the top, clockwise; 9 in the middle)."""
    if n == 9:
        return cx, cy
    a = math.radians(-90 + 45 * (n - 1))
    d = (1 + INNER) / 2 * r * COS
    return cx + d * math.cos(a), cy + d * math.sin(a)


def cell_size(r, n):
    """Side of the square that stands for a cell (drop target, quasher)."""
    return (1 - INNER) * r * COS * (0.98 if n == 9 else 0.9)


def geometry(t, view, log_room=0):
    """Where everything goes: the other seats' columns (in turn order, as the Turn order list), the middle band, your
    area, the dice tray and the prompt. `log_room`: the width of a move log opened over the table at its right
    (log_fold.py), from the middle band's top down: the middle band and your area are planned beside it, the
    other seats' columns above it keep the whole width (the log lay over the last column's octagons, session 21);
    the log's rect is then `log`."""
    area = t.area
    me = view["seat"]
    # the other seats left to right in the turn order, as the middle band's Turn order list reads (it
    # followed "the seats after you": Bot 4, Bot 2 across the top beside a list saying 1. Bot 2 ... 3. Bot 4)
    others = [s for s in view["order"] if s != me]
    pad = t.px(10)
    # --- the top band: the other seats, each a column with its badge and octagons ---------------------
    # a spectator (a replay's "Spectator" or "all face up") has no octagons of its own at the bottom:
    # half the seats sit there, beside the tray (2 seats at 1024x640 left it a large empty area)
    cols = others if me is not None or len(others) < 2 else others[:(len(others) + 1) // 2]
    bottom_seats = [s for s in others if s not in cols]
    n = max(1, len(cols))
    width = area.w - 2 * pad
    col_w = width // n
    max_pairs = max(len(view["colours"][s]) for s in cols) if cols else 1
    cap = t.px(OTHER_CAP)
    badge_w, badge_h, lab = t.px(230), t.px(BADGE_H), t.px(LABEL_H + 6)
    my_n = len(view["colours"][me]) if me is not None else 0
    best = None
    # the band's height is chosen so that your octagons stay the largest on the table
    for frac in (0.18, 0.22, 0.26, 0.30, 0.34) if me is not None else (0.40,):
        band_cap = int(area.h * frac)
        options = []
        for rows in (1, 2) if max_pairs > 1 else (1,):
            per_row = (max_pairs + rows - 1) // rows
            # the badge beside the octagons, or over them
            d_side = min(cap, fit_d(col_w - badge_w - t.px(24), per_row, 1),
                         (band_cap - rows * lab - t.px(8)) // rows)
            d_over = min(cap, fit_d(col_w - t.px(COL_MARGIN), per_row, 1),
                         (band_cap - badge_h - rows * lab - t.px(14)) // rows)
            options.append((d_side, rows, True))
            options.append((d_over, rows, False))
        other_d, rows, side = max(options, key=lambda o: (o[0], -o[1], o[2]))
        other_d = max(t.px(44), other_d)
        if bottom_seats:        # a spectator's seats at the bottom, under the band as tall as it would be
            other_d = bottom_fit(t, view, bottom_seats, width - log_room, area.h - band_height(
                t, other_d, rows, side) - t.px(6 + 4 + MID_H + 6 + 12), other_d)
        top_h = band_height(t, other_d, rows, side)
        my_d = 0
        if me is not None:
            bottom_h = area.h - top_h - t.px(6 + 4 + MID_H + 6 + 12)
            mine_w = width - log_room - t.px(TRAY_W + 12)
            my_d = my_fit(t, mine_w, bottom_h - badge_h - t.px(8), my_n)[0]
        score = (min(my_d / 1.3, other_d), my_d) if me is not None else (other_d, 0)
        if best is None or score > best[0]:
            best = (score, other_d, rows, side, top_h)
    _, other_d, rows, side, top_h = best
    top = pygame.Rect(area.x + pad, area.y + t.px(6), width, top_h)
    columns = [(s, pygame.Rect(top.x + i * col_w, top.y, col_w, top.h), side) for i, s in enumerate(cols)]
    mid = pygame.Rect(area.x + pad, top.bottom + t.px(4), width - log_room, t.px(MID_H))
    bottom = pygame.Rect(area.x + pad, mid.bottom + t.px(6), width - log_room, area.bottom - mid.bottom - t.px(12))
    log = pygame.Rect(area.right - log_room, mid.y, log_room, area.bottom - mid.y) if log_room else None
    tray = pygame.Rect(bottom.right - t.px(TRAY_W), bottom.y, t.px(TRAY_W), bottom.h)
    mine = pygame.Rect(bottom.x, bottom.y, bottom.w - tray.w - t.px(12), bottom.h)
    if bottom_seats:
        w2 = mine.w // len(bottom_seats)
        for i, s in enumerate(bottom_seats):
            columns.append((s, pygame.Rect(mine.x + i * w2, mine.y + t.px(8), w2, top_h), False))
    if me is not None:
        # beside your plate (as wide as _my_area makes it), clear of it and of the tray: the prompt and
        # any message (wrapped to this width) stay between them
        plate_right = mine.x + my_plate_w(t, mine)
        room = pygame.Rect(plate_right + t.px(12), mine.y, mine.right - plate_right - t.px(16), t.px(BADGE_H))
    else:
        room = pygame.Rect(mine.x, mine.bottom - t.px(30 + BADGE_H // 2), mine.w, t.px(BADGE_H))
    return {"columns": columns, "other_d": other_d, "mid": mid, "bottom": bottom, "tray": tray,
            "mine": mine, "prompt": room.center, "prompt_room": room, "log": log}


def band_height(t, d, rows, side):
    """The top band's height for the other seats' octagons of diameter `d` in `rows` rows, each seat's badge
    beside them (`side`) or over them."""
    badge_h = t.px(BADGE_H)
    pairs_h = rows * (d + t.px(LABEL_H + 6)) + (rows - 1) * t.px(6)
    return (max(pairs_h, badge_h) if side else badge_h + t.px(8) + pairs_h) + t.px(6)


def bottom_fit(t, view, seats, width, height, d):
    """The other seats' one octagon diameter `d`, made no larger than the `seats` at the bottom (a spectator's
    half of the table, beside the tray, their badges over their octagons) fit: their columns share the `width`
    left of the tray, narrower than the top's (six bots at 1024x640: each pair 12 px wider than its column, the
    pairs lay over each other, review 38), and the `height` under the middle band."""
    w = (width - t.px(TRAY_W + 12)) // len(seats) - t.px(COL_MARGIN)
    pairs = max(len(view["colours"][s]) for s in seats)
    lab = t.px(LABEL_H + 6)
    # under the badge, down to the prompt's line at the foot (geometry's `room`: its middle 30 px over the foot)
    high = height - t.px(8 + BADGE_H + 8 + 46)
    fits = [min(fit_d(w, pairs, rows), (high - rows * lab - (rows - 1) * t.px(6)) // rows)
            for rows in ((1, 2) if pairs > 1 else (1,))]
    return max(t.px(44), min(d, max(fits)))


def my_plate_w(t, mine):
    """The width of your plate at the top left of your area."""
    return min(t.px(230), mine.w // 2)


def fit_d(width, pairs, rows):
    """The octagon diameter that fits `pairs` pairs in `rows` rows across `width`."""
    per_row = (pairs + rows - 1) // rows
    # a pair is two octagons and a gap of PAIR_GAP d; pairs are 0.25 d apart
    return int(width / (per_row * (2 + PAIR_GAP) + (per_row - 1) * 0.25))


def pairs_width(n, d, room):
    pair_w, gap = int(d * (2 + PAIR_GAP)), int(d * 0.25)
    per_row = max(1, min(n, (room + gap) // max(1, pair_w + gap)))
    return per_row * pair_w + (per_row - 1) * gap


def my_fit(t, width, height, n):
    """(octagon diameter, rows) for your n pairs in width x height."""
    best = (0, 1)
    for rows in (1, 2):
        if rows > n:
            break
        per_row = (n + rows - 1) // rows
        d = min(fit_d(width, per_row, 1),
                (height - rows * t.px(LABEL_H + 4) - (rows - 1) * t.px(6)) // rows, t.px(MY_CAP))
        if d > best[0]:
            best = (d, rows)
    return best


def chip_in_hand(size, pointer, cell, area, gap, keep_clear=()):
    """Where the dice chip ("= 8") lies while dragged: above and to the right of the pointer, clear of any
    cell the pointer can be on (`cell`: the largest cell's side), flipped below near the top of `area` and
    to the left near its right edge. Under the pointer it covered the very cell it was dropped on (session
    19). Where it would lie over a rect of `keep_clear` (the cell the hint marks) it goes to another side of the
    pointer (above left, beside it, below) that leaves it in sight (review 47b: the chip covered the hinted cell on the way to it).
    Returns the chip's top-left corner."""
    w, h = size
    x, y = pointer
    reach = cell + gap       # a cell the pointer is on lies within a cell's side of it, every way
    left = x + gap if x + gap + w <= area.right else x - gap - w
    top = y - reach - h if y - reach - h >= area.top else y + reach
    first = pygame.Rect(max(area.left, left), top, w, h)
    others = [pygame.Rect(lx, ty, w, h) for ty, lx in ((y - reach - h, x - gap - w), (y - h // 2, x + reach),
                                                      (y - h // 2, x - reach - w), (y + reach, x + gap),
                                                      (y + reach, x - gap - w))]
    for r in [first] + [r for r in others if area.contains(r)]:
        if r.collidelist(list(keep_clear)) < 0:
            return r.topleft
    return first.topleft
