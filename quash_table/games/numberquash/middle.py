"""The middle band of NumberQuash's board: the turn order, the round and stalemate counters, and the
three bonus octagons with the quashers banked on them."""

import math

import pygame

from ...ui import theme
from .bonus_marks import bonus_tip, spent_tip
from .layout import COS
from .pieces import RGB, SIDE_ORDER, Quasher, quasher_image, white_counter
from .words import CELL_NAMES

def build_middle(board, t, view, mid):
    """The middle band: the turn order, the round and stalemate counters, the bonus octagons with the
    quashers banked on them, and what the bonuses do. The turn order is drawn all game: news aside, a hint
    and pass-and-play's banner took its corner while they showed (session 23: "the Turn order block
    vanishes"); they go beside your octagons now (hint_place.side_room)."""
    t.panel(mid, theme.PANEL, 110, 14, theme.PANEL_LINE)
    pad = t.px(12)
    left_w = t.px(190)
    bx = mid.x + left_w + t.px(100)       # where the bonus octagons start (their captions no further left)
    _order_and_counters(board, t, view, mid, pad, left_w)
    _bonuses(board, t, view, mid, bx)


def _order_and_counters(board, t, view, mid, pad, left_w):
    # the turn order
    x = mid.x + pad
    y = mid.y + t.px(8)
    t.label("Turn order", (x, y), 12, theme.MUTED)
    yy = y + t.px(18)
    # the turn the plates show (board.marked_to_move: the mover while the director tells their move)
    shown = board.marked_to_move()
    shown = view["to_move"] if shown is None else shown
    for i, seat in enumerate(view["order"]):
        now = seat == shown
        playing = view["status"][seat] == "playing"
        name = board.short(seat)
        colour = theme.GOLD if now else (theme.TEXT if playing else theme.DIM)
        t.label(f"{i + 1}. {name}" + ("  \u25c0" if now else ""), (x, yy), 13, colour, bold=now,
                max_width=t.px(170))
        yy += t.px(17)
    # round and stalemate counters
    sx = mid.x + left_w
    t.label(f"Round {round_shown(board, view)}", (sx, y), 12, theme.MUTED)
    t.label("Stalemate", (sx, y + t.px(22)), 12, theme.MUTED)
    total = view["stalemate_rounds"]
    size = t.px(14)
    step = size + t.px(3)
    for k in range(total):
        cx = sx + (k % 5) * step + size // 2
        cy = y + t.px(46) + (k // 5) * step
        t.image(white_counter(size, used=k < view["stalemate"]), (cx, cy), anchor="center")
    t.label(f"{view['stalemate']} of {total} rounds", (sx, y + t.px(38) + ((total + 4) // 5) * step),
            11, theme.MUTED)


def _bonuses(board, t, view, mid, bx):
    # the bonus octagons
    legend_w = t.px(170)
    room = mid.right - legend_w - bx
    d = min(t.px(118), int(room / 3.3), mid.h - t.px(26))
    gap = (room - 3 * d) // 3
    for i, value in enumerate((10, 11, 12)):
        cx = bx + gap // 2 + i * (d + gap) + d / 2
        cy = mid.y + t.px(8) + d / 2
        _bonus_octagon(board, t, view, value, cx, cy, d / 2)
        words = {10: "free roll or block", 11: "steal one", 12: "steal from each"}[value]
        t.label(words, (cx, mid.bottom - t.px(6)), 12, theme.MUTED, anchor="midbottom", max_width=d + gap)
    lx, ly = mid.right - legend_w, mid.y + t.px(12)
    t.label("Bonus octagons", (lx, ly), 13, theme.GOLD, bold=True, max_width=legend_w - t.px(10))
    key_y = mid.bottom - t.px(16)        # the key's middle, at the band's foot
    words = "A roll of 10, 11 or 12 may be banked on its octagon, and spent before a later roll."
    for line in theme.wrap(words, t.text_px(12), legend_w - t.px(14))[:5]:
        if ly + t.px(17) + t.text_px(12) > key_y - t.px(8):
            break       # the key below says more than the sentence's tail
        ly += t.px(17)
        t.label(line, (lx, ly), 12, theme.MUTED)
    _key(t, view["colours"][0][0], lx, key_y)


def _key(t, colour, x, y):
    """What the marks on a bonus octagon mean, read without a tip: a quasher "banked", a crossed ring "used" (a
    spent ring with a count in it read as banked: review 54g2)."""
    q = max(12, t.px(15))
    t.image(quasher_image(colour, q, ringed=True), (x, y), anchor="midleft")
    t.label("banked", (x + q + t.px(4), y), 12, theme.TEXT, anchor="midleft")
    mark = pygame.Surface((q, q), pygame.SRCALPHA)
    spent_mark(mark, colour, q // 2, q // 2, q // 2, t.m)
    ux = x + q + t.px(4) + theme.font(t.text_px(12)).size("banked")[0] + t.px(12)
    t.image(mark, (ux, y), anchor="midleft")
    t.label("used", (ux + q + t.px(4), y), 12, theme.TEXT, anchor="midleft")


def _bonus_octagon(board, t, view, value, cx, cy, r):
    board.deco.append(("bonus", value, cx, cy, r, [c for cols in view["colours"] for c in cols]))
    box = pygame.Rect(int(cx - r), int(cy - r), int(2 * r), int(2 * r))
    t.play_rects.append(box)
    spent = board.spent_count.counts(board.session.match)
    for side, colour in enumerate(SIDE_ORDER):
        if colour not in view["bonus"]:
            continue
        count = view["bonus"][colour][str(value)]
        a = math.radians(-90 + 45 * side)
        dist = r * COS * 0.86
        q = max(t.px(18), int(r * 0.46))      # large enough to see at a glance, ringed on its own colour
        if spent.get((colour, value)):
            # a spent bonus: an empty ring where its quasher lay, as large as one; beside a stack banked since it
            # moves round the rim, never in over the octagon's number nor out past its edge (shifted left, it
            # lay over the 10's "0", "1C", and off the 12's left edge: review 36b)
            turn = _ring_turn(view, spent, value, side, dist, q) if count else 0.0
            x, y = cx + dist * math.cos(a + turn), cy + dist * math.sin(a + turn)
            board.deco.append(("spent", colour, int(x), int(y), q // 2, spent[(colour, value)]))
            # whose, how often, and what is still banked beside it (the octagon's tip, after, is for the rest)
            seat = next(k for k, cols in enumerate(view["colours"]) if colour in cols)
            who = board._named(seat)
            ring = pygame.Rect(0, 0, q, q)
            ring.center = (int(x), int(y))
            t.tip(f"spent:{value}:{colour}", ring, spent_tip(value, who[:1].upper() + who[1:],
                                                              spent[(colour, value)], count), units=CELL_NAMES)
        for k in range(count):
            off = min(k, 5) * max(3, q // 4)      # a stack you can see is more than one
            rect = pygame.Rect(0, 0, q, q)
            rect.center = (int(cx + dist * math.cos(a)), int(cy + dist * math.sin(a) - off))
            origin = board.supply_at.get(colour)
            piece = Quasher(f"bank:{value}:{colour}:{k}", colour, rect, zone=f"bonus:{value}:{colour}",
                            origin=origin, z=3 + k, ringed=True)
            t.pieces.append(piece)
        if count > 1:      # drawn over the pieces (scene.draw_over_pieces), beside the stack
            op = ("count", f"\u00d7{count}", int(cx + dist * math.cos(a)) + q // 2 + t.px(2), int(cy + dist * math.sin(a)))
            board.deco.append(op)
            t.keep_clear.append(_count_box(op, t.m)[0])     # words the board draws in the band (a panel)
    # what banked and spent mean here, and by whom (bonus_marks.py); after the rings' own tips, which win there
    # the names follow a colon, mid-sentence: "you" (issue 23)
    t.tip(f"bonus:{value}", box, bonus_tip(value, view, spent, board._named), units=CELL_NAMES)


def _ring_turn(view, spent, value, side, dist, q):
    """How far round the rim (radians) a spent ring lies from its side's stack: far enough to show beside it (its
    middle, where a count is written, clear of the stack), towards a neighbouring side with nothing banked or
    spent on this octagon (clockwise first), less far where both hold something."""
    def held(k):
        colour = SIDE_ORDER[k % 8] if k % 8 < len(SIDE_ORDER) else None
        return bool(colour and colour in view["bonus"] and (view["bonus"][colour][str(value)]
                                                            or spent.get((colour, value))))
    step = 2 * math.asin(min(1.0, 0.42 * q / dist))
    if not held(side + 1):
        return step
    if not held(side - 1):
        return -step
    return step * 0.8


def _count_box(op, m):
    """The box "×3" beside a stack of banked quashers is drawn in, and its words' image."""
    _, text, x, y = op
    img = theme.text(text, max(11, m.px(13)), (255, 255, 255), True)
    return img.get_rect(midleft=(x, y)).inflate(m.px(6), m.px(2)), img


def draw_counts(board, surface):
    """How many quashers a bonus octagon holds, beside its stack (a stack of them reads as one)."""
    m = board.metrics
    for op in board.deco:
        if op[0] == "count":
            box, img = _count_box(op, m)
            pygame.draw.rect(surface, (20, 30, 24), box, border_radius=m.px(6))
            surface.blit(img, img.get_rect(center=box.center))


def spent_mark(surface, colour, x, y, rad, m):
    """A used-up bonus: a pale ring the size of a quasher, in its colour darkened, crossed out. No number in it: a
    "2" there read as "2 banked" (review 54g2); how often is in its tip."""
    rim = theme.shade(RGB[colour], -0.3)
    width = max(2, m.px(3))
    pygame.draw.circle(surface, (250, 248, 240), (x, y), rad)
    pygame.draw.circle(surface, rim, (x, y), rad, width)
    r = rad * 0.62
    pygame.draw.line(surface, rim, (x - r, y - r), (x + r, y + r), width)
    pygame.draw.line(surface, rim, (x - r, y + r), (x + r, y - r), width)


def draw_spent(surface, op, m):
    """A bonus spent on its colour's side (bonus_marks.py), crossed out: a ring with a tick, or a count, still read
    as a counter held (reviews 47b, 54g2)."""
    _, colour, x, y, rad, _n = op
    spent_mark(surface, colour, x, y, rad, m)


def round_shown(board, view):
    """The round the middle band says: while the director tells a move, the round it was made in (a roll that
    ended the round showed the next round's number while "nothing fits" was still told, review 56q)."""
    d, m = board.session.director, board.session.match
    told = d.steps[0].move if d is not None and d.steps and not m.over else None
    if told is None or not 0 <= told < len(m.actions):
        return view["round"]
    return m.state_after(told).round_no
