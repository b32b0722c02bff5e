"""NumberQuash board: every colour's pair of octagons, the bonus octagons 10, 11 and 12, and the dice.

The other seats sit across the top (in turn order), each with its octagons; the bonus octagons, the turn
order and the stalemate counters are in the middle; your octagons, the dice tray and your buttons are at
the bottom. Covered cells carry a quasher in the colour it came from, banked quashers stack on their
colour's side of a bonus octagon.

Moving: drag a die onto a cell of its number, the dice pair ("= 9") onto a cell of the total, or build a
split. A split is this board's own state while it is being composed (the kit's board-side drops): drop
the pair or a die on a cell that is part of a placement, or click cells (1-9 on the keyboard); the cells
that can still complete the sum light up, and "Cover these" sends the placement. Before rolling, a banked
11 is spent by dragging another seat's quasher onto one of your cells; a 12 collects any one quasher from
each seat the same way, then goes when the last one is dropped. Which cells light and what may complete
comes from the legal actions (every form of a placement and of an 11 is listed; see rules.py), and what is
sent is one of them, or, for a drop that cannot be, the plain placement it means, so the rules give their
reason. A 12 is listed only in part: steal_each.py (pure, on the view) says what it may take and where, and
why not.
"""

import math

import pygame

from ...ui import theme
from ...ui.board import BoardScene
from ...ui.drag import DragController
from ...ui.sprites import SPRITES
from ...ui.widgets import Piece
from . import steal_each

RGB = {"red": (208, 58, 52), "blue": (48, 106, 214), "yellow": (236, 196, 44), "green": (40, 160, 80),
       "orange": (240, 132, 34), "pink": (230, 106, 172)}
SIDE_ORDER = ("red", "blue", "yellow", "green", "orange", "pink")   # sides of a bonus octagon, clockwise
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


# --- drawing helpers --------------------------------------------------------------------------------------
def octagon_points(cx, cy, r):
    """A flat-topped regular octagon; vertex k and k+1 bound side k (side 0 on top, then clockwise)."""
    return [(cx + r * math.cos(math.radians(-112.5 + 45 * k)), cy + r * math.sin(math.radians(-112.5 + 45 * k)))
            for k in range(8)]


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


_QUASHER_CACHE = {}


def quasher_image(colour, size, number=None):
    """A quasher: a round counter in its colour with a light rim (the number it covers, small, on top)."""
    key = (colour, size, number)
    surf = _QUASHER_CACHE.get(key)
    if surf is None:
        if len(_QUASHER_CACHE) > 600:
            _QUASHER_CACHE.clear()
        big = max(8, size * 2)
        s = pygame.Surface((big, big), pygame.SRCALPHA)
        rgb = RGB.get(colour, (200, 200, 200))
        c = big / 2
        pygame.draw.circle(s, theme.shade(rgb, -0.45), (c, c + big * 0.03), big * 0.48)
        pygame.draw.circle(s, theme.shade(rgb, 0.55), (c, c), big * 0.46)
        pygame.draw.circle(s, rgb, (c, c), big * 0.39)
        pygame.draw.circle(s, theme.shade(rgb, 0.25), (c - big * 0.08, c - big * 0.1), big * 0.16)
        if number is not None and size >= 14:
            ink = theme.ink_on(rgb)
            img = theme.text(str(number), max(8, int(big * 0.42)), ink, True)
            s.blit(img, img.get_rect(center=(c, c + big * 0.02)))
        surf = pygame.transform.smoothscale(s, (size, size))
        _QUASHER_CACHE[key] = surf
    return surf


class Quasher(Piece):
    """A quasher on an octagon or a bonus stack. The kit's pieces are cards and dice; this one draws its
    own face and is otherwise an ordinary piece (it animates, drags and is listed in --layout)."""

    def __init__(self, pid, colour, home, number=None, **kw):
        super().__init__(pid, "quasher", home, **kw)
        self.colour = colour
        self.label = "" if number is None else str(number)

    def image(self, size=None):
        size = size or self.home.size
        return quasher_image(self.colour, max(4, int(size[0])), int(self.label) if self.label else None)

    def shadow(self, size):
        return SPRITES.shadow(size, 0.5)

    def layout(self, legal_targets, movable=None):
        d = super().layout(legal_targets, movable)
        d["colour"] = self.colour
        return d


class DicePair(Piece):
    """Both dice together (a chip showing the two faces and the total): dropped on a cell, it covers the
    total there, or starts a split."""

    def __init__(self, pid, dice, text, home, **kw):
        super().__init__(pid, "dice", home, **kw)
        self.value = tuple(dice)
        self.label = text

    def image(self, size=None):
        w, h = (int(v) for v in (size or self.home.size))
        s = pygame.Surface((max(4, w), max(4, h)), pygame.SRCALPHA)
        pygame.draw.rect(s, (40, 30, 22), s.get_rect(), border_radius=h // 2)
        pygame.draw.rect(s, (120, 92, 56), s.get_rect(), max(1, h // 16), border_radius=h // 2)
        d = int(h * 0.66)
        x = int(h * 0.28)
        for v in self.value:
            s.blit(SPRITES.die(v, d), (x, (h - d) // 2))
            x += d + int(h * 0.1)
        img = theme.text(self.label, max(10, int(h * 0.42)), theme.GOLD, True)
        room = w - x - int(h * 0.2)
        if img.get_width() > room > 8:
            img = theme.text(self.label, theme.fit_size(self.label, int(h * 0.42), room, True), theme.GOLD, True)
        s.blit(img, img.get_rect(midleft=(x + int(h * 0.06), h // 2)))
        return s

    def layout(self, legal_targets, movable=None):
        d = super().layout(legal_targets, movable)
        d["dice"] = list(self.value)
        return d


class _Drag(DragController):
    """The kit's drag controller, lighting targets from the board's own index of the legal actions (a
    set lookup: with three colours a roll can have tens of thousands of legal placements)."""

    def legal_targets(self, piece):
        lit = self.board.lit.get(piece.id)
        if lit is None:
            return super().legal_targets(piece)
        return [tid for tid in piece.drops if tid in lit]


def _cell(c):
    return (c[0], c[1], c[2])


def _tid(cell):
    return f"cell:{cell[0]}:{cell[1]}:{cell[2]}"


def _name_cell(cell):
    return f"{cell[0]} {cell[2]}" + (" (2nd octagon)" if cell[1] == 1 else "")


class NumberQuashBoard(BoardScene):
    deck = "standard"
    # a NumberQuash "round" is one turn of every seat: a chart popping up after each would be noise
    # (the Scores button and C still show it, and the summary charts the whole game)
    round_chart = False
    back_style = "red"

    def __init__(self, app, session):
        super().__init__(app, session)
        self.drag = _Drag(self)
        self.lit = {}              # piece id -> target ids that light (the board's index of `legal`)
        self._key = None           # (session version, my turn, legal count): picks last while the table stays
        self._ix = None            # index of the legal actions for that key
        self._picks = []           # [(cell, die index or None)] of the split being composed
        self._mode12 = False       # composing a 12 (steal from each) rather than an 11
        self._picks12 = []         # [(victim seat, from cell, to cell)]
        self._composer12 = None    # steal_each.StealEach for this build
        self._ext_cache = {}
        self._deco = []            # octagons to draw: see draw_decor
        self._geo = {}             # cell -> {"rect", "centre", "r", "seat"}
        self._supply_at = {}       # colour -> rect its supply is written in (quashers fly from there)
        self._badges = {}
        # the state whose roll has been shown tumbling: a roll tumbles once, when the move that made the
        # state rolled (the rules' events say so); a game opened on a roll shows it still
        self._tumbled = session.match.state
        self._press = None         # a cell pressed with no piece on it (click path of the split)

    # --- the HUD -------------------------------------------------------------------------------------------
    def score_text(self, result, view):
        return "   ".join(f"{self._short(i)} {s}/18" for i, s in enumerate(result["scores"]))

    def hint_marks(self, action):
        """What the hinted move points at: the dice pair and the cells of a placement, the quasher(s) and
        your cell(s) of a steal, the button of a 10 (the kit finds Roll, Bank and End itself)."""
        t = action.get("type")
        if t == "place":
            return ["dice:pair"] + [_tid(_cell(c)) for c in action["cells"]]
        if t == "bonus" and action.get("value") == 10:
            return ["bonus:free" if action.get("effect") == "free_roll" else f"bonus:block:{action['seat']}"]
        if t == "bonus":
            froms = [f"q:{st['from'][0]}:{st['from'][1]}:{st['from'][2]}" for st in action["steals"]]
            return froms[:1] + [_tid(_cell(st["to"])) for st in action["steals"]] + froms[1:]
        return None

    # --- the legal actions, indexed ----------------------------------------------------------------------
    def _sync(self, view, legal):
        s = self.session
        key = (s.version, s.my_turn(), len(legal))
        if key == self._key:
            return
        self._key = key
        self._picks, self._picks12, self._ext_cache = [], [], {}
        ix = {"places": [], "place_by_set": {}, "steal11": {}, "steal12": [], "block": {}, "free": None,
              "roll": None, "bank": None, "end": None}
        for a in legal:
            kind = a["type"]
            if kind == "place":
                cells = frozenset(_cell(c) for c in a["cells"])
                ix["places"].append((cells, a))
                ix["place_by_set"][cells] = a
            elif kind in ("roll", "bank", "end"):
                ix[kind] = a
            elif kind == "bonus" and a["value"] == 10:
                if a["effect"] == "free_roll":
                    ix["free"] = a
                else:
                    ix["block"][a["seat"]] = a
            elif kind == "bonus" and a["value"] == 11:
                st = a["steals"][0]
                ix["steal11"][(st["seat"], _cell(st["from"]), _cell(st["to"]))] = a
            elif kind == "bonus":     # a 12: listed only in part, composed with steal_each
                ix["steal12"].append(a)
        self._ix = ix
        has11, has12 = bool(ix["steal11"]), bool(ix["steal12"])
        self._mode12 = has12 and not has11      # with both banked, the 11 first (W switches)

    def _ext(self, picks):
        """Cells that, added to `picks`, still lead to a legal placement (what lights in a split)."""
        key = frozenset(picks)
        got = self._ext_cache.get(key)
        if got is None:
            got = set()
            for cells, _ in self._ix["places"]:
                if key <= cells:
                    got |= cells
            got -= key
            self._ext_cache[key] = got
        return got

    def _complete(self, cells):
        return self._ix["place_by_set"].get(frozenset(cells))

    def _picked_cells(self):
        return [c for c, _ in self._picks]

    # --- board-side moves -------------------------------------------------------------------------------
    def _pick(self, cell, die=None):
        def pick():
            self._picks.append((cell, die))
            self.message = None
            return True
        return pick

    def _refuse(self, text):
        def refuse():
            self.show_message(text, "error")
            self.sounds.play("deny")
            return False
        return refuse

    def _pick12(self, victim, frm, to):
        def pick():
            self._picks12.append((victim, frm, to))
            self.message = None
            return True
        return pick

    def clear_picks(self):
        self._picks, self._picks12 = [], []
        self.rebuild()

    def toggle_mode12(self):
        self._mode12 = not self._mode12
        self._picks12 = []
        self.rebuild()

    def toggle_cell(self, cell):
        """The click path of a split: add a cell that can still complete it, or take a picked one back."""
        picked = self._picked_cells()
        if cell in picked:
            self._picks = [(c, d) for c, d in self._picks if c != cell]
        elif cell in self._ext(picked):
            self._picks.append((cell, None))
            self.message = None
        else:
            self.show_message(self._no_pick_reason(cell), "error")
            self.sounds.play("deny")
        self.rebuild()

    def _no_pick_reason(self, cell):
        target = self._target_words()
        if self._geo.get(cell, {}).get("covered") is not None:
            return f"Your {_name_cell(cell)} is covered already"
        if self._picks:
            return f"{_name_cell(cell)} can't complete {target} with the cells you picked: the ringed cells can"
        return f"{_name_cell(cell)} can't be part of covering {target}"

    def _target_words(self, view=None):
        view = view or self.session.view()
        a, b = view["dice"] or (0, 0)
        return f"{a} or {b}" if view["fallback"] else str(a + b)

    # --- input: clicks on cells and number keys (the split builder) ------------------------------------
    def handle(self, event):
        if self._board_event(event):
            return True
        return super().handle(event)

    def _my_place_turn(self):
        s = self.session
        return (s.my_turn() and s.curtain is None and not s.over and self._ix is not None
                and self._ix["places"] and self.drag.selected is None and not self.drag.busy())

    def _board_event(self, event):
        s = self.session
        if s.curtain is not None or s.over or not s.my_turn():
            self._press = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press = None
            if not self._my_place_turn():
                return False
            if any(b.rect.collidepoint(event.pos) for b in self.table.buttons):
                return False
            p = self.drag.piece_at(event.pos)
            if p is not None and p.drops:
                return False
            cell = self._cell_at(event.pos)
            if cell is not None:
                self._press = cell
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            cell, self._press = self._press, None
            if self._cell_at(event.pos) == cell:
                self.toggle_cell(cell)
            return True
        if event.type == pygame.KEYDOWN and self.drag.selected is None:
            n = _digit(event.key)
            if n is None:
                return False
            view = s.view()
            if self._my_place_turn():
                lit = self._ext(self._picked_cells())
                mine = [c for c in self._my_cells(view) if c[2] == n and c in lit]
                if not mine:
                    self.show_message(f"No {n} can help cover {self._target_words(view)} now", "error")
                    return True
                self.toggle_cell(mine[-1] if event.mod & pygame.KMOD_SHIFT else mine[0])
                return True
            block = self._ix["block"].get(n - 1) if self._ix else None
            if block is not None:
                self.act(block)
                return True
        return False

    def _cell_at(self, pos):
        for cell, g in self._geo.items():
            if g["mine"] and g["rect"].collidepoint(pos):
                return cell
        return None

    def _my_cells(self, view):
        me = view["seat"]
        if me is None:
            return []
        return [(c, o, n) for c in view["colours"][me] for o in (0, 1) for n in range(1, 10)]

    # --- building ------------------------------------------------------------------------------------------
    def build(self, t, view, legal):
        self._sync(view, legal)
        self._composer12 = None    # the 12 under way, read afresh from this view and the picks
        self.lit = {}
        self._deco = []
        self._geo = {}
        self._supply_at = {}
        self._badges = {}
        g = self._geometry(t, view)
        me = view["seat"]
        for seat, col, side in g["columns"]:
            self._seat_column(t, view, seat, col, g["other_d"], side)
        if me is not None:
            self._my_area(t, view, g)
        self._middle(t, view, legal, g)
        self._quashers(t, view, legal)
        self._tray(t, view, legal, g)
        t.prompt = self._prompt(view)
        t.prompt_pos = g["prompt"]
        t.message_pos = g["prompt"]

    def _geometry(self, t, view):
        area = t.area
        me = view["seat"]
        order = list(view["order"])
        if me is not None:
            i = order.index(me)
            others = order[i + 1:] + order[:i]       # the seats after you, in turn order
        else:
            others = order
        pad = t.px(10)
        # --- the top band: the other seats, each a column with its badge and octagons ---------------------
        cols = others if me is not None or len(others) <= 3 else others[:(len(others) + 1) // 2]
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
                d_side = min(cap, self._fit_d(col_w - badge_w - t.px(24), per_row, 1),
                             (band_cap - rows * lab - t.px(8)) // rows)
                d_over = min(cap, self._fit_d(col_w - t.px(12), per_row, 1),
                             (band_cap - badge_h - rows * lab - t.px(14)) // rows)
                options.append((d_side, rows, True))
                options.append((d_over, rows, False))
            other_d, rows, side = max(options, key=lambda o: (o[0], -o[1], o[2]))
            other_d = max(t.px(44), other_d)
            pairs_h = rows * (other_d + lab) + (rows - 1) * t.px(6)
            top_h = (max(pairs_h, badge_h) if side else badge_h + t.px(8) + pairs_h) + t.px(6)
            my_d = 0
            if me is not None:
                bottom_h = area.h - top_h - t.px(6 + 4 + MID_H + 6 + 12)
                mine_w = width - t.px(TRAY_W + 12)
                my_d = self._my_fit(t, mine_w, bottom_h - badge_h - t.px(8), my_n)[0]
            score = (min(my_d / 1.3, other_d), my_d) if me is not None else (other_d, 0)
            if best is None or score > best[0]:
                best = (score, other_d, rows, side, top_h)
        _, other_d, rows, side, top_h = best
        top = pygame.Rect(area.x + pad, area.y + t.px(6), width, top_h)
        columns = [(s, pygame.Rect(top.x + i * col_w, top.y, col_w, top.h), side) for i, s in enumerate(cols)]
        mid = pygame.Rect(area.x + pad, top.bottom + t.px(4), width, t.px(MID_H))
        bottom = pygame.Rect(area.x + pad, mid.bottom + t.px(6), width, area.bottom - mid.bottom - t.px(12))
        tray = pygame.Rect(bottom.right - t.px(TRAY_W), bottom.y, t.px(TRAY_W), bottom.h)
        mine = pygame.Rect(bottom.x, bottom.y, bottom.w - tray.w - t.px(12), bottom.h)
        if bottom_seats:
            w2 = mine.w // len(bottom_seats)
            for i, s in enumerate(bottom_seats):
                columns.append((s, pygame.Rect(mine.x + i * w2, mine.y + t.px(8), w2, top_h), False))
        if me is not None:
            prompt = (mine.x + t.px(240) + (mine.w - t.px(240)) // 2, mine.y + t.px(BADGE_H) // 2)
        else:
            prompt = (mine.centerx, mine.bottom - t.px(30))
        return {"columns": columns, "other_d": other_d, "mid": mid, "bottom": bottom, "tray": tray,
                "mine": mine, "prompt": prompt}

    @staticmethod
    def _fit_d(width, pairs, rows):
        """The octagon diameter that fits `pairs` pairs in `rows` rows across `width`."""
        per_row = (pairs + rows - 1) // rows
        # a pair is two octagons and a gap of 0.1 d; pairs are 0.25 d apart
        return int(width / (per_row * 2.1 + (per_row - 1) * 0.25))

    # --- a seat's column (the other seats) -----------------------------------------------------------------
    def _seat_column(self, t, view, seat, col, d, side):
        colours = view["colours"][seat]
        if side:    # the badge beside the octagons
            pairs_w = self._pairs_width(len(colours), d, col.w - t.px(254))
            x = col.centerx - (t.px(230) + t.px(24) + pairs_w) // 2
            badge = pygame.Rect(x, col.y + t.px(LABEL_H + 6), t.px(230), t.px(BADGE_H))
            region = pygame.Rect(badge.right + t.px(24), col.y, pairs_w, col.h)
        else:
            badge = pygame.Rect(0, 0, min(col.w - t.px(10), t.px(250)), t.px(BADGE_H))
            badge.midtop = (col.centerx, col.y)
            region = pygame.Rect(col.x, badge.bottom + t.px(8), col.w, col.bottom - badge.bottom - t.px(8))
        self._badge(t, view, seat, badge)
        self._pairs(t, view, seat, colours, region, d, mine=False)

    @staticmethod
    def _pairs_width(n, d, room):
        pair_w, gap = int(d * 2.1), int(d * 0.25)
        per_row = max(1, min(n, (room + gap) // max(1, pair_w + gap)))
        return per_row * pair_w + (per_row - 1) * gap

    def _pairs(self, t, view, seat, colours, region, d, mine):
        """Lay out pairs of octagons (one pair per colour) in `region`, rows as needed."""
        n = len(colours)
        pair_w = int(d * 2.1)
        gap = int(d * 0.25)
        per_row = max(1, min(n, (region.w + gap) // max(1, pair_w + gap)))
        rows = (n + per_row - 1) // per_row
        lab = t.px(LABEL_H + 4)
        row_h = lab + d
        y = region.y
        k = 0
        for r in range(rows):
            count = min(per_row, n - k)
            x = region.centerx - (count * pair_w + (count - 1) * gap) // 2
            for _ in range(count):
                self._pair(t, view, seat, colours[k], pygame.Rect(x, y, pair_w, row_h), d, lab, mine)
                x += pair_w + gap
                k += 1
            y += row_h + t.px(6)

    def _pair(self, t, view, seat, colour, rect, d, lab, mine):
        octs = view["octagons"][colour]
        covered = sum(1 for o in octs for c in o if c is not None)
        supply = view["supply"][colour]
        size = 15 if mine else 13
        rgb = RGB[colour]
        title = colour.upper()
        t.label(title, (rect.x + t.px(2), rect.y), size, theme.shade(rgb, 0.35), bold=True, max_width=t.px(60))
        sup = f"{covered}/18 \u00b7 {supply} in supply" if rect.w > t.px(250) else f"{covered}/18 \u00b7 {supply} left"
        t.label(sup, (rect.right - t.px(2), rect.y + t.px(1)), size - 2, theme.MUTED, anchor="topright",
                max_width=rect.w - t.px(62))
        self._supply_at[colour] = pygame.Rect(rect.right - t.px(30), rect.y, t.px(24), t.px(18))
        r = d / 2
        for o in (0, 1):
            cx = rect.x + r + o * (d * 1.1)
            cy = rect.y + lab + r
            self._octagon(t, view, seat, colour, o, cx, cy, r, mine)

    def _octagon(self, t, view, seat, colour, o, cx, cy, r, mine):
        cells = view["octagons"][colour][o]
        self._deco.append(("octagon", colour, cx, cy, r, mine))
        for n in range(1, 10):
            x, y = cell_centre(cx, cy, r, n)
            side = cell_size(r, n)
            rect = pygame.Rect(0, 0, int(side), int(side))
            rect.center = (int(x), int(y))
            cell = (colour, o, n)
            self._geo[cell] = {"rect": rect, "centre": (x, y), "r": r, "seat": seat, "mine": mine,
                               "covered": cells[n - 1]}
            if mine:
                label = f"{colour} {n}" + (" (octagon 2)" if o else "")
                t.target(_tid(cell), rect, label=label, kind="cell")

    # --- your area -------------------------------------------------------------------------------------------
    def _my_area(self, t, view, g):
        me = view["seat"]
        mine = g["mine"]
        badge = pygame.Rect(mine.x, mine.y, min(t.px(230), mine.w // 2), t.px(BADGE_H))
        self._badge(t, view, me, badge)
        region = pygame.Rect(mine.x, badge.bottom + t.px(8), mine.w, mine.bottom - badge.bottom - t.px(8))
        colours = view["colours"][me]
        best = self._my_fit(t, region.w, region.h, len(colours))
        self._pairs(t, view, me, colours, region, best[0], mine=True)

    def _my_fit(self, t, width, height, n):
        """(octagon diameter, rows) for your n pairs in width x height."""
        best = (0, 1)
        for rows in (1, 2):
            if rows > n:
                break
            per_row = (n + rows - 1) // rows
            d = min(self._fit_d(width, per_row, 1),
                    (height - rows * t.px(LABEL_H + 4) - (rows - 1) * t.px(6)) // rows, t.px(MY_CAP))
            if d > best[0]:
                best = (d, rows)
        return best

    # --- seat badges ---------------------------------------------------------------------------------------
    def _badge(self, t, view, seat, rect):
        self._badges[seat] = rect
        status = view["status"][seat]
        place = view["places"][seat]
        detail = ""
        if status == "finished" or (place is not None and view["ended"]):
            detail = f"{_ordinal(place)} place" if place else ""
        elif status == "retired":
            detail = "retired: no quashers left"
        t.seat_badge(seat, rect, detail)
        # the seat's colours, right-aligned on the name line
        x = rect.right - t.px(10)
        for colour in reversed(view["colours"][seat]):
            rr = t.px(7)
            t.image(quasher_image(colour, 2 * rr), (x, rect.y + t.px(16)), anchor="midright")
            x -= 2 * rr + t.px(4)
        # white counters: turns this seat will miss
        skips = view["blocked"][seat] + view["forfeit"][seat]
        if skips:
            x = rect.right - t.px(10)
            y = rect.bottom - t.px(14)
            for _ in range(min(skips, 4)):
                t.image(_white_counter(t.px(16)), (x, y), anchor="midright")
                x -= t.px(19)
            words = "blocked" if view["blocked"][seat] else "forfeits"
            t.label(f"{words}: misses {'a turn' if skips == 1 else f'{skips} turns'}",
                    (x - t.px(4), y), 12, WHITE, anchor="midright")

    # --- the middle: turn order, bonus octagons, bonus buttons --------------------------------------------
    def _middle(self, t, view, legal, g):
        mid = g["mid"]
        t.panel(mid, theme.PANEL, 110, 14, theme.PANEL_LINE)
        pad = t.px(12)
        # the turn order
        x = mid.x + pad
        y = mid.y + t.px(8)
        t.label("Turn order", (x, y), 12, theme.MUTED)
        yy = y + t.px(18)
        for i, seat in enumerate(view["order"]):
            now = seat == view["to_move"]
            playing = view["status"][seat] == "playing"
            name = self.session.name(seat)
            colour = theme.GOLD if now else (theme.TEXT if playing else theme.DIM)
            t.label(f"{i + 1}. {name}" + ("  \u25c0" if now else ""), (x, yy), 13, colour, bold=now,
                    max_width=t.px(170))
            yy += t.px(17)
        left_w = t.px(190)
        # round and stalemate counters
        sx = mid.x + left_w
        t.label(f"Round {view['round']}", (sx, y), 12, theme.MUTED)
        t.label("Stalemate", (sx, y + t.px(22)), 12, theme.MUTED)
        total = view["stalemate_rounds"]
        size = t.px(14)
        step = size + t.px(3)
        for k in range(total):
            cx = sx + (k % 5) * step + size // 2
            cy = y + t.px(46) + (k // 5) * step
            t.image(_white_counter(size, used=k < view["stalemate"]), (cx, cy), anchor="center")
        t.label(f"{view['stalemate']} of {total} rounds", (sx, y + t.px(38) + ((total + 4) // 5) * step),
                11, theme.MUTED)
        # the bonus octagons
        bx = sx + t.px(100)
        legend_w = t.px(170)
        room = mid.right - legend_w - bx
        d = min(t.px(118), int(room / 3.3), mid.h - t.px(26))
        gap = (room - 3 * d) // 3
        for i, value in enumerate((10, 11, 12)):
            cx = bx + gap // 2 + i * (d + gap) + d / 2
            cy = mid.y + t.px(8) + d / 2
            self._bonus_octagon(t, view, value, cx, cy, d / 2)
            words = {10: "free roll or block", 11: "steal one", 12: "steal from each"}[value]
            t.label(words, (cx, mid.bottom - t.px(6)), 12, theme.MUTED, anchor="midbottom", max_width=d + gap)
        lx, ly = mid.right - legend_w, mid.y + t.px(12)
        t.label("Bonus octagons", (lx, ly), 13, theme.GOLD, bold=True, max_width=legend_w - t.px(10))
        words = "A roll of 10, 11 or 12 may be banked on its octagon, and spent before a later roll."
        for line in theme.wrap(words, t.text_px(12), legend_w - t.px(14))[:5]:
            ly += t.px(17)
            t.label(line, (lx, ly), 12, theme.MUTED)

    def _bonus_octagon(self, t, view, value, cx, cy, r):
        self._deco.append(("bonus", value, cx, cy, r, [c for cols in view["colours"] for c in cols]))
        for side, colour in enumerate(SIDE_ORDER):
            if colour not in view["bonus"]:
                continue
            count = view["bonus"][colour][str(value)]
            a = math.radians(-90 + 45 * side)
            dist = r * COS * 0.86
            q = max(t.px(12), int(r * 0.3))
            for k in range(count):
                off = min(k, 5) * max(2, q // 6)
                rect = pygame.Rect(0, 0, q, q)
                rect.center = (int(cx + dist * math.cos(a)), int(cy + dist * math.sin(a) - off))
                origin = self._supply_at.get(colour)
                piece = Quasher(f"bank:{value}:{colour}:{k}", colour, rect, zone=f"bonus:{value}:{colour}",
                                origin=origin, z=3 + k)
                t.pieces.append(piece)
            if count > 1:
                t.label(f"\u00d7{count}", (int(cx + dist * math.cos(a)) + q // 2,
                                          int(cy + dist * math.sin(a)) + q // 3), 11, WHITE, bold=True)

    def _bonus_buttons(self, t, view, rect):
        """Before your roll: the bonuses you may spend (in the tray). Returns the y below them."""
        ix = self._ix
        x, y, w = rect.x, rect.y, rect.w
        if not (ix["free"] or ix["block"] or ix["steal11"] or ix["steal12"]):
            if view["bonus_used"]:
                t.label("Bonus spent: now roll.", (x, y), 13, theme.MUTED, max_width=w)
            else:
                t.label("No bonus banked: roll the dice.", (x, y), 13, theme.MUTED, max_width=w)
            return y + t.px(22)
        t.label("Spend a bonus before rolling?", (x, y), 14, theme.GOLD, bold=True, max_width=w)
        y += t.px(24)
        bh = t.px(32)
        if ix["free"]:
            t.button("bonus:free", "Free roll (10)   F", (x, y, w, bh), action=ix["free"], hotkey=pygame.K_f,
                     size=14, enabled=True)
            y += bh + t.px(6)
        if ix["block"]:
            seats = sorted(ix["block"])
            cols = 1 if len(seats) == 1 else (2 if len(seats) <= 4 else 3)
            if len(seats) > 1:
                t.label("Block a seat (10): it misses its next turn", (x, y), 12, theme.MUTED, max_width=w)
                y += t.px(17)
            bw = (w - t.px(6) * (cols - 1)) // cols
            for k, seat in enumerate(seats):
                r = pygame.Rect(x + (k % cols) * (bw + t.px(6)), y + (k // cols) * (bh + t.px(6)), bw, bh)
                words = f"Block {self._short(seat)}  [{seat + 1}]" if cols == 1 else f"{self._short(seat)}  [{seat + 1}]"
                t.button(f"bonus:block:{seat}", words, r, action=ix["block"][seat], size=13, enabled=True)
            y += ((len(seats) + cols - 1) // cols) * (bh + t.px(6))
        toggle = bool(ix["steal11"] and ix["steal12"])
        row_w = (w - t.px(6)) // 2 if toggle and self._picks12 else w
        if toggle:
            label = "Steal from each (12)   W" if not self._mode12 else "Just one (11)  W"
            t.button("bonus:mode12", label, (x, y, row_w, bh), on_click=self.toggle_mode12, hotkey=pygame.K_w,
                     size=14)
        if self._picks12:   # beside the switch where there is one: the tray is short with every bonus banked
            cx, cy = (x + row_w + t.px(6), y) if toggle else (x, y)
            t.button("steal:clear", "Put back  \u232b", (cx, cy, row_w, bh), on_click=self.clear_picks,
                     hotkey=pygame.K_BACKSPACE, size=14)
            if not toggle:
                y += bh + t.px(6)
        if toggle:
            y += bh + t.px(6)
        if ix["steal11"] or ix["steal12"]:
            if self._mode12:
                need = steal_each.needed(view, view["seat"])
                words = (f"12: drag any quasher of each other player onto your cells "
                         f"({len(self._picks12)} of {need} taken).")
            else:
                words = "11: drag another seat's quasher onto one of your cells."
            for line in theme.wrap(words, t.text_px(13), w)[:3]:
                t.label(line, (x, y), 13, theme.TEXT)
                y += t.px(17)
        return y

    def _short(self, seat):
        name = self.session.name(seat)
        return name.split(" (")[0]

    # --- quashers --------------------------------------------------------------------------------------------
    def _quashers(self, t, view, legal):
        """A piece on every covered cell. One just placed flies in from its owner's supply; a stolen one
        keeps the id it had on the robbed cell while that cell stays open, so it glides from there (or from
        where you dropped it) to its new cell (both read from the event log)."""
        came, stolen_from = {}, {}
        for e in view["log"]:
            if e["kind"] == "place":
                for c in e.get("cells", []):
                    came[_cell(c)] = self._supply_at.get(c[0])
                    stolen_from.pop(_cell(c), None)
            elif e["kind"] == "bonus" and e.get("steals"):
                for st in e["steals"]:
                    came.pop(_cell(st["to"]), None)
                    stolen_from[_cell(st["to"])] = _cell(st["from"])
        used = set()
        ix = self._ix
        me = view["seat"]
        steal_drops = self.session.my_turn() and view["phase"] == "before_roll" and (ix["steal11"] or ix["steal12"])
        my_open = [c for c in self._my_cells(view) if self._geo.get(c, {}).get("covered") is None] if me is not None else []
        placed12 = {to: (v, f) for v, f, to in self._picks12}
        for cell, g in self._geo.items():
            by = g["covered"]
            if by is None and cell not in placed12:
                continue
            side = int(cell_size(g["r"], cell[2]) * 0.92)
            rect = pygame.Rect(0, 0, side, side)
            rect.center = g["rect"].center
            if cell in placed12:   # a 12 being collected: the quasher waits on your cell
                v, f = placed12[cell]
                src = self._geo[f]
                t.pieces.append(Quasher(f"q:{f[0]}:{f[1]}:{f[2]}", src["covered"], rect, number=cell[2],
                                        zone=f"pending:{cell[0]}", z=6))
                continue
            if any(f == cell for _, f, _ in self._picks12):
                continue   # its quasher sits on your cell for now
            drops = None
            if steal_drops and g["seat"] != me:
                drops = self._steal_drops(cell, g["seat"], my_open)
            pid = f"q:{cell[0]}:{cell[1]}:{cell[2]}"
            f = stolen_from.get(cell)
            if f is not None and self._geo.get(f, {}).get("covered", "") is None:
                fid = f"q:{f[0]}:{f[1]}:{f[2]}"
                if fid not in used:
                    pid = fid
            used.add(pid)
            t.pieces.append(Quasher(pid, by, rect, number=cell[2], zone=f"octagon:{cell[0]}:{cell[1]}",
                                    drops=drops, origin=came.get(cell), z=5))

    def _steal_drops(self, frm, victim, my_open):
        """Drops for another seat's quasher before the roll: an 11 onto each of your cells (lit from the
        legal actions), or a step of a 12 (any covered quasher of each seat: steal_each says what may go
        where, and why not)."""
        ix = self._ix
        lit = set()
        drops = {}
        pid = f"q:{frm[0]}:{frm[1]}:{frm[2]}"
        if not self._mode12:
            for to in my_open:
                a = ix["steal11"].get((victim, frm, to))
                if a is not None:
                    drops[_tid(to)] = a
                    lit.add(_tid(to))
                else:   # not listed: the rules will say why
                    drops[_tid(to)] = {"type": "bonus", "value": 11, "steals": [
                        {"seat": victim, "from": list(frm), "to": list(to)}]}
            self.lit[pid] = lit
            return _lit_first(drops, lit)
        view = self.session.view()
        if self._composer12 is None:
            self._composer12 = steal_each.StealEach(view, view["seat"], self._picks12)
        for to in self._my_cells(view):
            what, detail = self._composer12.drop(victim, frm, to)
            if what == "refuse":
                drops[_tid(to)] = self._refuse(detail)
                continue
            drops[_tid(to)] = detail if what == "act" else self._pick12(victim, frm, to)
            lit.add(_tid(to))
        self.lit[pid] = lit
        return _lit_first(drops, lit)

    # --- the dice tray ---------------------------------------------------------------------------------------
    def _tray(self, t, view, legal, g):
        tray = g["tray"]
        ix = self._ix
        s = self.session
        t.panel(tray, (30, 22, 16), 150, 16, (110, 84, 52))
        pad = t.px(12)
        x, w = tray.x + pad, tray.w - 2 * pad
        roll_event = next((e for e in reversed(view["log"]) if e["kind"] == "roll"), None)
        state = s.match.state
        caused = {e["kind"]: e for e in self.game.events(state, view["seat"])}
        dice = view["dice"]
        shown = dice or view["last_roll"]
        y = tray.y + t.px(10)
        mine_now = s.my_turn()
        bonus_time = mine_now and view["phase"] == "before_roll" and any(
            (ix["free"], ix["block"], ix["steal11"], ix["steal12"]))
        if bonus_time:
            shown = None          # the last roll is spent: the bonuses take its place
        if shown and roll_event is not None:
            who = "You" if s.is_you(roll_event["seat"]) else self._short(roll_event["seat"])
            a, b = shown
            how = "" if dice else (": nothing fits" if "nothing_fits" in caused else " (used)")
            t.label(f"{who} rolled {a} + {b} = {a + b}{how}", (x, y), 14, theme.TEXT if dice else theme.MUTED,
                    bold=bool(dice), max_width=w)
        elif not bonus_time:
            t.label("Who starts" if view["opening"] else "The dice", (x, y), 14, theme.MUTED)
        if not bonus_time:
            y += t.px(24)
        die = t.px(64)
        dice_y = y
        picked_by_die = {d: c for c, d in self._picks if d is not None}
        if shown and roll_event is not None:
            n = roll_event["n"]
            origin = self._badges.get(roll_event["seat"])
            new_roll = "dice_rolled" in caused and self._tumbled is not state
            for i, v in enumerate(shown):
                pid = f"die:{n}:{i}"
                home = pygame.Rect(x + t.px(8) + i * (die + t.px(16)), dice_y, die, die)
                drops = None
                zone = "tray"
                if i in picked_by_die:
                    cell = picked_by_die[i]
                    home = self._geo[cell]["rect"].inflate(-t.px(2), -t.px(2))
                    zone = f"on:{_tid(cell)}"
                elif dice and mine_now and ix["places"]:
                    drops = self._die_drops(pid, view, i, v)
                p = t.die(pid, v, home, zone=zone, drops=drops, origin=origin, z=20)
                if new_roll:
                    self._tumble(p, v, i)
            if new_roll:
                self._tumbled = state
        else:
            if not bonus_time:
                dice_y = self._opening(t, view, x, dice_y, w, tray.bottom - t.px(150))
        y = dice_y + (die + t.px(12) if shown and roll_event is not None else t.px(6))
        if mine_now and view["phase"] == "before_roll":
            self._bonus_buttons(t, view, pygame.Rect(x, y, w, tray.bottom - y - t.px(110)))
        # both dice together / what is left of the split
        picked = self._picked_cells()
        if dice and mine_now and ix["places"]:
            a, b = dice
            left = (a + b) - sum(c[2] for c in picked)
            text = f"= {a + b}" if not picked else f"{left} left"
            if view["fallback"]:
                text = f"{a} or {b}" if not picked else "one die"
            home = pygame.Rect(x + t.px(8), y, min(w - t.px(16), t.px(200)), t.px(46))
            drops = self._pair_drops("dice:pair", view)
            t.pieces.append(DicePair("dice:pair", dice, text, home, zone="tray", drops=drops, z=19))
            y += t.px(56)
            self._builder(t, view, pygame.Rect(x, y, w, tray.bottom - y - t.px(96)))
        if view["seat"] is None:
            return              # watching: no buttons
        # the turn's buttons
        bh = t.px(40)
        by = tray.bottom - pad - bh
        half = (w - t.px(8)) // 2
        roll = ix["roll"] if mine_now else None
        t.button("roll", "Roll  R", (x, by - bh - t.px(8), w, bh), action={"type": "roll"}, hotkey=pygame.K_r,
                 style="primary" if roll else "normal", size=17, enabled=roll is not None)
        total = (dice[0] + dice[1]) if dice else None
        bank_label = f"Bank on {total}  B" if total and total >= 10 else "Bank  B"
        t.button("bank", bank_label, (x, by, half, bh), action={"type": "bank"}, hotkey=pygame.K_b, size=15,
                 enabled=bool(mine_now and ix["bank"]))
        t.button("end", "End turn  E", (x + half + t.px(8), by, half, bh), action={"type": "end"},
                 hotkey=pygame.K_e, size=15, style="primary" if mine_now and ix["end"] else "normal",
                 enabled=bool(mine_now and ix["end"]))

    def _opening(self, t, view, x, y, w, bottom):
        """Before the first roll: the opening rolls that set the turn order (from the view), the last
        rounds of tie-breaks first to go if there is no room."""
        for k, rnd in enumerate(view["opening"]):
            if y + t.px(16) * (len(rnd) + (1 if k else 0)) > bottom:
                t.label("\u2026", (x, y), 12, theme.MUTED)
                return y + t.px(16)
            if k:
                t.label("tie: rolled again", (x, y), 12, theme.MUTED)
                y += t.px(16)
            for seat, a, b in rnd:
                t.label(f"{self._short(seat)}", (x + t.px(8), y), 13, theme.TEXT, max_width=w // 2)
                t.label(f"{a} + {b} = {a + b}", (x + w - t.px(8), y), 13, theme.TEXT, anchor="topright")
                y += t.px(17)
        return y

    def _tumble(self, piece, final, i):
        """A fresh roll: the die shows a few faces on its way in, then lands on its value. (The table may be
        rebuilt meanwhile: the faces go to whichever piece has the die's id.)"""
        faces = [(final + 2 * k + i + 1) % 6 + 1 for k in range(7)] + [final]
        pid = piece.id

        def show(v):
            p = self.table.piece_by_id.get(pid, piece)
            p.value = v

        self.tweens.add(lambda k: show(faces[min(len(faces) - 1, int(k))]), 0.0, float(len(faces) - 1), 0.42,
                        ease=lambda k: k, key=("tumble", pid), on_done=lambda: show(final))

    def _die_drops(self, pid, view, i, value):
        """A die onto a cell: the whole placement when it completes one, a step of a split when the cell can
        still lead to one, otherwise the placement it would mean (the rules say why not)."""
        picked = self._picked_cells()
        ext = self._ext(picked)
        drops, lit = {}, set()
        for cell in self._my_cells(view):
            tid = _tid(cell)
            if cell in picked:
                continue
            if cell[2] != value:
                drops[tid] = self._refuse(f"This die shows {value}: drop it on a {value}, or drag the pair "
                                          f"of dice to cover the total or a split")
                continue
            full = self._complete(picked + [cell])
            if full is not None:
                drops[tid], _ = full, lit.add(tid)
            elif cell in ext:
                drops[tid], _ = self._pick(cell, i), lit.add(tid)
            else:
                drops[tid] = _place(picked + [cell])
        self.lit[pid] = lit
        return _lit_first(drops, lit)

    def _pair_drops(self, pid, view):
        picked = self._picked_cells()
        ext = self._ext(picked)
        drops, lit = {}, set()
        for cell in self._my_cells(view):
            if cell in picked:
                continue
            tid = _tid(cell)
            full = self._complete(picked + [cell])
            if full is not None:
                drops[tid], _ = full, lit.add(tid)
            elif cell in ext:
                drops[tid], _ = self._pick(cell), lit.add(tid)
            else:
                drops[tid] = _place(picked + [cell])
        self.lit[pid] = lit
        return _lit_first(drops, lit)

    def _builder(self, t, view, rect):
        """The split being composed: what is picked, Cover these, Clear."""
        picked = self._picked_cells()
        if rect.h < t.px(40):
            return
        x, y, w = rect.x, rect.y, rect.w
        if not picked:
            if view["fallback"] and not view["split_single_die"]:
                tip = (f"Only one die can be used: drag it onto a cell of its number, or click that cell "
                       f"(or press {view['dice'][0]} or {view['dice'][1]}), then Cover these.")
            else:
                tip = ("Or split it: click cells (or press 1-9) adding up to " + self._target_words(view)
                       + ", then Cover these.")
            for line in theme.wrap(tip, t.text_px(12), w)[:3]:
                t.label(line, (x, y), 12, theme.MUTED)
                y += t.px(15)
            return
        words = " + ".join(f"{c[0]} {c[2]}" for c in picked)
        total = sum(c[2] for c in picked)
        t.label("Cover these:", (x, y), 12, theme.MUTED)
        t.label(f"{words} = {total}", (x, y + t.px(16)), 14, theme.GOLD, bold=True, max_width=w)
        y += t.px(38)
        full = self._complete(picked)
        half = (w - t.px(8)) // 2
        bh = t.px(34)
        t.button("split:cover", "Cover these  \u21b5", (x, y, half + t.px(20), bh), action=full or _place(picked),
                 hotkey=pygame.K_RETURN, style="primary" if full else "normal", size=14, enabled=full is not None)
        t.button("split:clear", "Clear  \u232b", (x + half + t.px(28), y, half - t.px(20), bh),
                 on_click=self.clear_picks, hotkey=pygame.K_BACKSPACE, size=14)

    # --- the prompt ------------------------------------------------------------------------------------------
    def _prompt(self, view):
        s = self.session
        if not s.my_turn():
            return ""
        ix = self._ix
        phase = view["phase"]
        if phase == "before_roll":
            if self._mode12:
                return "Steal from each: drag their quashers"
            if ix["steal11"]:
                return "Steal a quasher, or Roll (R)"
            if ix["free"] or ix["block"]:
                return "Spend a bonus, or Roll (R)"
            return "Your turn: Roll the dice (R)"
        if phase == "roll_again":
            if view["free_roll"] == "now":
                return "Your free roll: Roll (R)"
            if view["dice"] is None and view["doubles"] and not view["bonus_used"]:
                return "Doubles: roll again (R)"
            return "Now roll the dice (R)"
        a, b = view["dice"]
        if ix["end"] is not None:
            return "Nothing fits: End (E) or Bank (B)" if ix["bank"] else f"Nothing fits {a} and {b}: End turn (E)"
        if view["fallback"]:
            return f"{a + b} won't fit: cover a {a} or a {b} (one die)"
        if self._picks:
            left = a + b - sum(c[2] for c, _ in self._picks)
            return f"{left} more to cover: the ringed cells fit" if left else "Cover these (Enter) or Clear (\u232b)"
        if ix["bank"]:
            return f"Cover {a + b}, or Bank it (B)"
        return f"Cover {a + b}: drag the dice, or click cells"

    # --- drawing the octagons (under the pieces) --------------------------------------------------------------
    def draw_decor(self, surface):
        m = self.metrics
        picked = set(self._picked_cells())
        lit = set()
        if picked and self._my_place_turn():     # a split under way: the cells that can still make it
            lit = self._ext(list(picked))
        targets12 = set()
        for op in self._deco:
            if op[0] == "octagon":
                _, colour, cx, cy, r, mine = op
                self._draw_octagon(surface, colour, cx, cy, r, m)
            else:
                _, value, cx, cy, r, used = op
                self._draw_bonus(surface, value, cx, cy, r, used, m)
        for cell, g in self._geo.items():
            if cell in picked:
                _draw_cell_mark(surface, g, theme.GOLD, m.px(4), fill=True)
                if g["covered"] is None:
                    _draw_number(surface, cell[0], cell[2], g["centre"], g["r"])
            elif cell in lit and g["covered"] is None:
                _draw_cell_mark(surface, g, theme.LEGAL, max(1, m.px(2)))
            elif cell in targets12:
                _draw_cell_mark(surface, g, theme.LEGAL, max(1, m.px(2)))

    def _draw_octagon(self, surface, colour, cx, cy, r, m):
        rgb = RGB[colour]
        tint = theme.shade(rgb, 0.62)
        edge = theme.shade(rgb, -0.5)
        outer = octagon_points(cx, cy, r)
        inner = octagon_points(cx, cy, r * INNER)
        shadow = octagon_points(cx + m.px(3), cy + m.px(4), r)
        pygame.draw.polygon(surface, (8, 36, 24), shadow)
        pygame.draw.polygon(surface, tint, outer)
        pygame.draw.polygon(surface, theme.shade(rgb, 0.75), inner)
        line = max(1, int(r / 40))
        for k in range(8):
            pygame.draw.line(surface, theme.shade(rgb, -0.15), outer[k], inner[k], line)
        pygame.draw.polygon(surface, theme.shade(rgb, -0.15), inner, line)
        pygame.draw.polygon(surface, rgb, outer, max(2, int(r / 14)))
        pygame.draw.polygon(surface, edge, outer, 1)
        for n in range(1, 10):
            _draw_number(surface, colour, n, cell_centre(cx, cy, r, n), r)

    def _draw_bonus(self, surface, value, cx, cy, r, used, m):
        outer = octagon_points(cx, cy, r)
        inner = octagon_points(cx, cy, r * 0.7)
        pygame.draw.polygon(surface, (8, 36, 24), octagon_points(cx + m.px(3), cy + m.px(4), r))
        pygame.draw.polygon(surface, (236, 230, 214), outer)
        for side, colour in enumerate(SIDE_ORDER):
            rgb = RGB[colour] if colour in used else theme.shade(RGB[colour], 0.6)
            quad = [outer[side], outer[(side + 1) % 8], inner[(side + 1) % 8], inner[side]]
            pygame.draw.polygon(surface, rgb, quad)
        for side in (6, 7):
            quad = [outer[side], outer[(side + 1) % 8], inner[(side + 1) % 8], inner[side]]
            pygame.draw.polygon(surface, (200, 194, 178), quad)
        pygame.draw.polygon(surface, (250, 248, 240), inner)
        pygame.draw.polygon(surface, (60, 54, 44), outer, max(1, int(r / 30)))
        pygame.draw.polygon(surface, (120, 110, 92), inner, 1)
        theme.blit_text(surface, str(value), max(12, int(r * 0.62)), (cx, cy), (40, 34, 28), True, "center")


def _draw_number(surface, colour, n, centre, r):
    size = max(11, int(r * 0.27))
    theme.blit_text(surface, str(n), int(size * (1.15 if n == 9 else 1)), centre, theme.shade(RGB[colour], -0.5),
                    True, "center")


def _draw_cell_mark(surface, g, colour, width, fill=False):
    r = g["rect"].inflate(width * 2, width * 2)
    if fill:    # a picked cell: a gold wash under the ring
        wash = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.ellipse(wash, (*colour, 110), wash.get_rect())
        surface.blit(wash, r)
    pygame.draw.ellipse(surface, colour, r, width)


def _white_counter(size, used=True):
    key = ("white", size, used)
    surf = _QUASHER_CACHE.get(key)
    if surf is None:
        big = max(8, size * 2)
        s = pygame.Surface((big, big), pygame.SRCALPHA)
        c = big / 2
        if used:
            pygame.draw.circle(s, (150, 146, 136), (c, c + big * 0.04), big * 0.47)
            pygame.draw.circle(s, WHITE, (c, c), big * 0.44)
            pygame.draw.circle(s, (255, 255, 255), (c - big * 0.1, c - big * 0.1), big * 0.14)
        else:
            pygame.draw.circle(s, (200, 200, 190), (c, c), big * 0.44, max(1, big // 14))
        surf = pygame.transform.smoothscale(s, (size, size))
        _QUASHER_CACHE[key] = surf
    return surf


def _place(cells):
    return {"type": "place", "cells": sorted([list(c) for c in cells])}


def _lit_first(drops, lit):
    """Lit targets first: the keyboard's 1-9 and Up/Down reach them first."""
    return dict(sorted(drops.items(), key=lambda kv: kv[0] not in lit))


def _digit(key):
    if pygame.K_1 <= key <= pygame.K_9:
        return key - pygame.K_1 + 1
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    return None


def _ordinal(n):
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


SCENE = NumberQuashBoard
