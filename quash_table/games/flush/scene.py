"""Flush board: every seat's bases round the table, the play pile, the new pile, the Mimic, the stock and
the discard in the middle, your bases and hand at the bottom, and the score sheet.

Playing is staged, as the sheet wants a declaration: you drag cards (from your hand and your base tops)
onto the pile, or onto the new pile beside it to pick up; they wait in the staging tray under it while the
table writes what they declare ("three 6s", a Mimic joining shows "as 6"); Declare sends the matching
action to the rules. The staging is this board's own state (what you are composing, see the kit's
board-side drops in ui/drag.py); the rules judge the declaration, and a void one comes back with their
reason while the cards return to your hand.

Everything drawn comes from the view of the seat at the screen (ui/README.md); what the last move caused
(a Skip, a Flush, a round's result) from the rules' events (`game.events`), never from their log text. What the board keeps
between builds is only for animation: ids for the copies in your hand, so a declared card leaves the hand
and flies on from the tray, and the last view, to send an opponent's card from the right place.
"""

from collections import Counter

import pygame

from ...ui import theme
from ...ui.board import BoardScene
from . import staging
from .rules import FLUSHES, KIND, VALUE, count_words, round_end_rows

# design pixels (1280x800)
BAND_H = 208          # the bottom band: your bases, your hand, the score sheet
BLOCK_W, BLOCK_H = 214, 154    # another seat: plate, bases, hand
PLATE_H = 72
HAND_H = 132          # your cards
MY_BASE_H = 106       # your bases
SEAT_BASE_H = 56      # another seat's bases
SEAT_BACK_H = 44      # another seat's hand
PILE_H = 118          # the play pile and the new pile
SIDE_H = 82           # the Mimic card, the stock and the discard
TRAY_H = 92           # staged cards
SHEET_W = 220         # the score sheet
MAX_BACKS = 6         # backs drawn for another seat's hand (its count is written)
SKIP_ORANGE = (224, 122, 40)
OUT_RED = (200, 70, 60)
PLAY_AGAIN = {"flush", "base_given", "bases_kept", "no_base_target"}   # events after which the seat goes on
SLOTS = {1: ["T"], 2: ["TL", "TR"], 3: ["L", "T", "R"], 4: ["L", "TL", "TR", "R"], 5: ["L", "TL", "T", "TR", "R"]}
TOP_X = {1: {"T": 0.5}, 2: {"TL": 0.3, "TR": 0.7}, 3: {"T": 0.5}, 4: {"TL": 0.34, "TR": 0.66},
         5: {"TL": 0.2, "T": 0.5, "TR": 0.8}}


def arena_columns(current, last, shown=5):
    """The arena rounds the score sheet has room for: all of them, or `shown` around the current one."""
    first = max(1, min(current - shown // 2, last - shown + 1))
    return list(range(first, min(last, first + shown - 1) + 1))


def _key(action):
    """An action compared as a declaration: cards as a multiset."""
    a = dict(action)
    if "cards" in a:
        a["cards"] = tuple(sorted(a["cards"]))
    return tuple(sorted(a.items()))


class FlushBoard(BoardScene):
    deck = "flush"
    back_style = "red"

    def __init__(self, app, session):
        super().__init__(app, session)
        self._staged = []          # [(piece id, card name in actions, code)] in the order staged
        self._stage_to = "pile"    # the staged cards wait under "pile" or "newpile"
        self._stage_key = None     # (session version, seat): the staging ends when the table moves on
        self._hand_ids = {}        # code -> ids of its copies in the screen seat's hand
        self._hand_key = None      # (round, seat) the ids belong to
        self._next_id = 0
        self._sent = set()         # ids of cards just declared: those copies leave the hand
        self._prev = None          # the view built last
        self._pile_gen = 0         # a new pile (after a Flush or a pickup) gets new ids
        self._tags = {}            # piece id -> ("as 6", whole card visible): Mimics counted as a value
        self._as_pile = True       # Mimics alone (or a turned Mimic) count as the pile's value, not their own

    def score_text(self, result, view):
        bits = [f"Round {view['round']}" + (f" of {view['arena_rounds']}" if view["format"] == "arena" else "")]
        if view["mimic"] is not None:
            bits.append(f"Mimic {view['mimic']}")
        if view["format"] != "arena":
            bits.append(f"out at {view['elimination_at']}")
        return "  \u00b7  ".join(bits)

    # --- what is being composed ---------------------------------------------------------------------------
    def _check_staging(self, view):
        key = (self.session.version, view["seat"])
        if key != self._stage_key or not self.session.my_turn():
            self._stage_key = key
            self._staged = []
            self._stage_to = "newpile" if view["stage"] == "hidden_pickup" else "pile"
            self._as_pile = True

    def _stage(self, entry, to):
        def stage():
            if not self.session.my_turn():
                return False
            self._stage_to = to
            if entry not in self._staged:
                self._staged.append(entry)
            return True
        return stage

    def _unstage(self, pid):
        def unstage():
            self._staged = [e for e in self._staged if e[0] != pid]
            return True
        return unstage

    def take_back(self):
        self._staged = []

    def _staged_problem(self, view):
        """Why the staged cards cannot be declared as they are (said before Declare refuses), or None."""
        codes = [c for _, _, c in self._staged]
        if any(c in FLUSHES for c in codes) and len(codes) > 1:
            return "A Flush card goes alone: take the others back"
        if view["stage"] not in ("hidden", "hidden_pickup") and not all(KIND.get(c) == "L" for c in codes):
            values = {VALUE[c] for c in codes if c not in FLUSHES and VALUE[c] != view["mimic"]}
            if len(values) > 1:
                return "One value at a time: take a card back"
        return None

    def _declarations(self, view):
        """What the staged cards declare (staging.declarations): [(button id, label, action, then)]."""
        names = [n for _, n, _ in self._staged]
        codes = [c for _, _, c in self._staged]
        return staging.declarations(view, names, codes, self._stage_to, self._as_pile)

    def _declaration_words(self, view, decls):
        """The declaration written over the tray, from the staged cards."""
        codes = [c for _, _, c in self._staged]
        return staging.declaration_words(view, codes, self._stage_to, self._as_pile, decls)

    def _mimic_choice(self, view):
        """The pile value the staged Mimics (or a turned hidden Mimic) may take instead of their own."""
        return staging.mimic_choice(view, [c for _, _, c in self._staged], self._stage_to)

    def toggle_mimic_as(self):
        """Mimics alone: count them as the pile's value or as their own (button and key A)."""
        self._as_pile = not self._as_pile

    def _declare(self, action, then):
        def declare():
            self._sent = {pid for pid, _, _ in self._staged}
            ok = self.act(action)
            if ok and then is not None:
                self.act(then)
            if not ok:
                self._staged = []      # the cards go home; the rules' reason is on screen
                self._sent = set()
        return declare

    # --- ids that outlive a build -------------------------------------------------------------------------
    def _hand_pieces(self, view):
        """[(id, code)] of the screen seat's hand in the view's order; a copy keeps its id while held."""
        key = (view["round"], view["seat"])
        if key != self._hand_key:
            self._hand_key, self._hand_ids = key, {}
        counts = Counter(view["hand"] or [])
        for code in set(counts) | set(self._hand_ids):
            ids = self._hand_ids.setdefault(code, [])
            while len(ids) > counts.get(code, 0):
                ids.remove(next((i for i in ids if i in self._sent), ids[-1]))
            while len(ids) < counts.get(code, 0):
                self._next_id += 1
                ids.append(f"card{self._next_id}")
        self._sent = set()
        used = Counter()
        out = []
        for code in view["hand"] or []:
            out.append((self._hand_ids[code][used[code]], code))
            used[code] += 1
        return out

    def _track_pile(self, view):
        prev = self._prev
        if prev is not None:
            old = prev["pile"]
            if prev["round"] != view["round"] or view["pile"][:len(old)] != old:
                self._pile_gen += 1

    # --- the table ----------------------------------------------------------------------------------------
    def build(self, t, view, legal):
        self._tags = {}
        self._check_staging(view)
        self._track_pile(view)
        hand = self._hand_pieces(view) if view["seat"] is not None else []
        g = self._geometry(t, view)
        self._g = g
        staged_ids = {pid for pid, _, _ in self._staged}
        for seat, block in g["blocks"].items():
            self._seat_block(t, view, seat, block, g)
        scored = self._round_result()
        if scored is not None:
            self._round_end(t, g, scored)     # in the middle's place until Next
        else:
            self._middle(t, view, legal, g)
        self._bottom(t, view, legal, g, hand, staged_ids)
        self._sheet(t, view, g["sheet"])
        self._origins(t, view, g)
        t.prompt_pos = g["prompt"]
        t.message_pos = (g["band"].centerx, g["prompt"][1])
        t.prompt = self._prompt(view, legal)
        self._prev = view

    def _geometry(self, t, view):
        area, px = t.area, t.px
        n, me = view["seats"], view["seat"]
        bottom = me if me is not None else 0
        m = px(12)
        band = pygame.Rect(area.x + m, area.bottom - px(BAND_H) - px(8), area.w - 2 * m, px(BAND_H))
        others = [(bottom + k) % n for k in range(1, n)]
        slots = SLOTS[len(others)]
        bw, bh = px(BLOCK_W), px(BLOCK_H)
        top = area.y + px(8)
        blocks = {}
        for seat, slot in zip(others, slots):
            if slot in ("L", "R"):
                x = area.x + m if slot == "L" else area.right - m - bw
                y = top + bh + px(30) if len(others) != 3 else top + px(70)
                y = min(y, band.y - bh - px(10))
            else:
                x = area.x + int(area.w * TOP_X[len(others)][slot]) - bw // 2
                y = top
            blocks[seat] = pygame.Rect(x, y, bw, bh)
        # the middle: under the top row, between the side seats, over the band
        has_top = any(s[0] == "T" for s in slots)
        mid_top = (top + bh + px(8)) if has_top else top
        left = area.x + m + (bw + px(10) if "L" in slots else 0)
        right = area.right - m - (bw + px(10) if "R" in slots else 0)
        middle = pygame.Rect(left, mid_top, right - left, band.y - px(6) - mid_top)
        sheet = pygame.Rect(band.right - px(SHEET_W), band.y, px(SHEET_W), band.h)
        bases_w = px(18) + 3 * (t.card_size(MY_BASE_H)[0] + px(12))
        hand_area = pygame.Rect(band.x + bases_w + px(14), band.y + px(34),
                                sheet.x - px(14) - (band.x + bases_w + px(14)), band.h - px(40))
        return {"area": area, "band": band, "blocks": blocks, "bottom": bottom, "middle": middle,
                "sheet": sheet, "hand_area": hand_area, "bases_w": bases_w,
                "prompt": (hand_area.centerx, band.y + px(17))}

    # --- the other seats ------------------------------------------------------------------------------------
    def _seat_block(self, t, view, seat, block, g):
        px = t.px
        plate = pygame.Rect(block.x, block.y, block.w, px(PLATE_H))
        g.setdefault("plates", {})[seat] = plate
        count = view["hand_counts"][seat]
        out = view["out"][seat]
        held = view["held_counts"][seat]
        detail = ("out of the game" if out else
                  f"{held} card{'s' if held != 1 else ''} held  \u00b7  {view['scores'][seat]} pts")
        t.seat_badge(seat, plate, detail)
        self._plate_tags(t, view, seat, plate)
        if out:
            return
        y = plate.bottom + px(6)
        size = t.card_size(SEAT_BASE_H)
        row = view["bases"][seat]
        room = block.w - px(84)
        rects = t.row(len(row), size, (block.x + room // 2, y + px(12) + size[1] // 2), room, gap=6)
        g.setdefault("base_rects", {})[seat] = rects
        for i, (base, r) in enumerate(zip(row, rects)):
            self._base(t, view, seat, i, base, r, px(12), None)
        # the hand: a few backs and the count
        back = t.card_size(SEAT_BACK_H)
        shown = min(count, MAX_BACKS)
        fan = pygame.Rect(block.right - px(78), y + px(6), px(76), back[1])
        g.setdefault("hands", {})[seat] = fan
        step = (fan.w - back[0]) / max(1, MAX_BACKS - 1)
        for i in range(shown):
            r = pygame.Rect(int(fan.x + i * step), fan.y, *back)
            t.card(f"hand{seat}:{i}", None, r, zone=f"hand:{seat}", z=2 + i, origin=self._back_origin(view, seat))
        t.label(f"{count} in hand", (fan.centerx, fan.bottom + px(4)), 13,
                theme.TEXT if count else theme.MUTED, bold=True, anchor="midtop")

    def _base(self, t, view, seat, i, base, rect, peek, drops_top, hidden_drops=None, deal_origin=None):
        """A base: its hidden card face down, its top card face up `peek` pixels lower."""
        rnd = view["round"]
        mine = seat == view["seat"]
        zone = f"base:{seat}:{i}"
        hid_rect = rect.move(0, -peek)
        if not base["hidden"] and base["top"] is None:
            t.panel(rect, (0, 0, 0), 40, 8, theme.PANEL_LINE)
            return
        if base["hidden"]:
            t.card(f"r{rnd}:hid{seat}:{i}", None, hid_rect, zone=f"hidden:{seat}:{i}", z=3,
                   origin=deal_origin, drops=hidden_drops)
        if base["top"] is not None:
            pid = f"r{rnd}:top{seat}:{i}"
            if mine and any(e[0] == pid for e in self._staged):
                return
            t.card(pid, base["top"], rect, zone=zone, z=4, drops=drops_top, origin=deal_origin,
                   reveal=deal_origin is not None)

    def _plate_tags(self, t, view, seat, plate):
        """Small tags in a plate's corner: skipped, out."""
        px = t.px
        tag = None
        if view["out"][seat]:
            tag = ("OUT", OUT_RED)
        elif seat in self._skipped(view):
            tag = ("SKIPPED", SKIP_ORANGE)
        if tag:
            w = px(78)
            r = pygame.Rect(plate.right - w - px(8), plate.y + px(29), w, px(20))
            t.panel(r, tag[1], 230, 10)
            t.label(tag[0], r.center, 12, (255, 255, 255), bold=True, anchor="center")

    def _caused(self):
        """What the last move caused, as the seat at the screen may know it (the rules' events)."""
        s = self.session
        return self.game.events(s.match.state, s.screen_seat)

    def _skipped(self, view):
        """Seats skipped by the last move's Skip, until the next move."""
        return {x for e in self._caused() if e["kind"] == "skip" for x in e["skipped"]}

    # --- the middle -----------------------------------------------------------------------------------------
    def _middle(self, t, view, legal, g):
        px = t.px
        mid = g["middle"]
        # the cluster's design size, shrunk to fit the middle
        pile_size = t.card_size(PILE_H)
        side_size = t.card_size(SIDE_H)
        col_w = side_size[0] + px(24)
        mat_w = pile_size[0] + px(26) * 2 + px(40)
        new_w = pile_size[0] + px(40)
        right_w = px(132)
        gap = px(14)
        want_w = col_w + mat_w + new_w + right_w + 3 * gap
        mat_h = pile_size[1] + px(70)
        tray_h = px(TRAY_H) + px(58)
        want_h = mat_h + px(10) + tray_h
        k = min(1.2, mid.w / want_w, mid.h / want_h)
        self._k = k

        def s(n):
            return max(1, int(n * k))

        pile_size = t.card_size(PILE_H * k)
        side_size = t.card_size(SIDE_H * k)
        col_w, mat_w, new_w, right_w, gap = s(col_w), s(mat_w), s(new_w), s(right_w), s(gap)
        mat_h, tray_h = s(mat_h), s(tray_h)
        x = mid.centerx - (col_w + mat_w + new_w + right_w + 3 * gap) // 2
        y = mid.y + max(0, (mid.h - mat_h - s(px(10)) - tray_h) // 2)
        left_col = pygame.Rect(x, y, col_w, mat_h + tray_h)
        mat = pygame.Rect(left_col.right + gap, y, mat_w, mat_h)
        new = pygame.Rect(mat.right + gap, y, new_w, mat_h)
        right = pygame.Rect(new.right + gap, y, right_w, mat_h + s(px(10)) + tray_h)
        tray = pygame.Rect(mat.x, mat.bottom + s(px(10)), new.right - mat.x, tray_h)
        g.update(mat=mat, new=new, tray=tray, pile_size=pile_size)

        self._mimic_and_stock(t, view, legal, left_col, side_size)
        self._pile(t, view, mat, pile_size)
        self._new_pile(t, view, new, pile_size)
        self._discard(t, view, pygame.Rect(right.x, right.y, right.w, mat_h), side_size)
        self._tray(t, view, legal, tray, pygame.Rect(right.x, tray.y, right.w, tray.h))

    def _mimic_and_stock(self, t, view, legal, col, size):
        px = t.px
        k = self._k
        card = pygame.Rect(0, 0, *size)
        card.midtop = (col.centerx, col.y + int(px(20) * k))
        code = view["mimic_card"]
        t.label("MIMIC", (col.centerx, col.y), 13, theme.GOLD, bold=True, anchor="midtop")
        t.card(f"r{view['round']}:mimic:{code}", code, card, zone="mimic", z=3, origin=card, reveal=True)
        t.target("mimic", card, label="the Mimic card", kind="spot")
        g = self._g
        g["mimic"] = card
        words = (f"{view['mimic']}s join any value" if view["mimic"] is not None
                 else "a Flush card: swap it")
        t.label(words, (col.centerx, card.bottom + px(4)), 11, theme.MUTED, anchor="midtop",
                max_width=col.w + px(20))
        stock = card.move(0, card.h + int(px(44) * k))
        g["stock"] = stock
        n = view["stock_count"]
        if n:
            for i in range(min(3, (n + 19) // 20)):
                t.card(f"stock:{i}", None, stock.move(-px(2) * i, -px(2) * i), zone="stock", z=i)
        else:
            t.panel(stock, (0, 0, 0), 40, 8, theme.PANEL_LINE)
        t.label(f"Stock {n}", (col.centerx, stock.bottom + px(4)), 13, theme.TEXT, anchor="midtop")

    def _pile(self, t, view, mat, size):
        px = t.px
        g = self._g
        t.panel(mat, theme.PANEL, 120, 14, theme.PANEL_LINE)
        t.label("PLAY PILE", (mat.x + px(12), mat.y + px(8)), 13, theme.GOLD, bold=True)
        pile = view["pile"]
        t.label(f"{len(pile)} card{'s' if len(pile) != 1 else ''}", (mat.right - px(12), mat.y + px(8)), 13,
                theme.MUTED, anchor="topright")
        slot = pygame.Rect(0, 0, *size)
        slot.topleft = (mat.x + px(20), mat.y + px(32))
        t.target("pile", mat, label="the play pile", kind="stack")
        g["pile_slot"] = slot
        gen = self._pile_gen
        if not pile:
            t.panel(slot, (0, 0, 0), 50, 10, theme.PANEL_LINE, px(2))
            t.label("any value", slot.center, 13, theme.MUTED, anchor="center")
            t.label("Empty: play any value", (mat.centerx, mat.bottom - px(26)), 14, theme.TEXT,
                    anchor="midtop", max_width=mat.w - px(16))
            return
        run = view["pile_run"]
        first = len(pile) - run
        under = list(range(max(0, first - 3), first))
        for depth, idx in enumerate(reversed(under)):
            r = slot.move(-px(3) * (depth + 1), -px(3) * (depth + 1))
            t.card(f"pile{gen}:{idx}", pile[idx][0], r, zone="pile", z=10 - depth, dim=True,
                   origin=self._arrival(view, pile[idx][0]), reveal=True)
        room = mat.right - px(14) - slot.x
        step = min(px(26), (room - size[0]) / max(1, run - 1)) if run > 1 else 0
        for j in range(run):
            idx = first + j
            code, as_ = pile[idx]
            r = slot.move(int(step * j), 0)
            t.card(f"pile{gen}:{idx}", code, r, zone="pile", z=20 + j, origin=self._arrival(view, code),
                   reveal=True)
            if VALUE.get(code) != as_:
                self._as_tag(f"pile{gen}:{idx}", as_, j == run - 1)
        v = view["pile_value"]
        words = f"{count_words(run, v)} on top"
        if view["pile_run_links"]:
            words += f"  \u00b7  {count_words(view['pile_run_links'], 'Link')}"
        t.label(words, (mat.centerx, mat.bottom - px(36)), 16, theme.TEXT, bold=True, anchor="midtop",
                max_width=mat.w - px(16))
        t.label(f"play {v} or lower", (mat.centerx, mat.bottom - px(3)), 12, theme.MUTED, anchor="midbottom")

    def _recent(self, t, view, tray, text, entries, top):
        """The last `entries` log lines at the bottom of `tray`, newest lowest and brightest, each wrapped
        (never shrunk) and as many as fit above `top`."""
        px = t.px
        size = t.text_px(text)
        line_h = int(size * 1.3)
        y = tray.bottom - px(10)
        for i, e in enumerate(reversed(view["log"][-entries:])):
            lines = theme.wrap(self.session.words(e["text"]), size, tray.w - px(24))
            if y - line_h * len(lines) < top:
                break
            for line in reversed(lines):
                t.label(line, (tray.centerx, y), text, theme.TEXT if i == 0 else theme.MUTED, anchor="midbottom",
                        max_width=tray.w - px(16))
                y -= line_h
            y -= px(6)

    def _as_tag(self, pid, value, full):
        """'as 6' on a Mimic card that joined a group of 6s (drawn over the card, see draw)."""
        self._tags[pid] = (f"as {value}", full)

    def draw_over_pieces(self, surface):
        """The 'as 6' tags go on their cards, wherever those are now."""
        if not self._tags:
            return
        m = self.metrics
        for pid, (text, full) in self._tags.items():
            p = self.table.piece_by_id.get(pid)
            if p is None or p.flip:
                continue
            x, y, w, h = p.pos
            y += self.drag.lift_offset(p)
            img = theme.text(text, max(11, m.px(11)), (40, 30, 10), True)
            r = pygame.Rect(0, 0, img.get_width() + m.px(10), img.get_height() + m.px(3))
            r.bottomleft = (int(x + (w - r.w) / 2 if full else x + m.px(3)), int(y + h - m.px(5)))
            theme.panel(surface, r, theme.GOLD, 240, r.h // 2, theme.shade(theme.GOLD, -0.4), 1)
            surface.blit(img, img.get_rect(center=r.center))

    def _new_pile(self, t, view, new, size):
        px = t.px
        adjacent = view["adjacent"]
        pickup_staged = self._stage_to == "newpile" and bool(self._staged)
        if not view["pile"] and not adjacent:
            t.panel(new, (0, 0, 0), 30, 14, theme.PANEL_LINE)
            t.label("NEW PILE", (new.centerx, new.y + px(8)), 13, theme.DIM, bold=True, anchor="midtop")
            t.label("when someone", (new.centerx, new.centery - px(10)), 12, theme.DIM, anchor="midtop")
            t.label("picks up", (new.centerx, new.centery + px(6)), 12, theme.DIM, anchor="midtop")
            return
        t.panel(new, theme.PANEL, 90 if (adjacent or pickup_staged) else 50, 14,
                theme.GOLD if pickup_staged else theme.PANEL_LINE)
        t.label("NEW PILE", (new.centerx, new.y + px(8)), 13, theme.GOLD, bold=True, anchor="midtop")
        slot = pygame.Rect(0, 0, *size)
        slot.midtop = (new.centerx, new.y + px(32))
        t.target("newpile", new, label="a new pile (pick up)", kind="spot")
        if adjacent:
            gen = self._pile_gen
            step = min(px(14), (new.w - px(12) - size[0]) / max(1, len(adjacent) - 1)) if len(adjacent) > 1 else 0
            x0 = slot.x - int(step * (len(adjacent) - 1) / 2)
            for j, (code, as_) in enumerate(adjacent):
                r = pygame.Rect(int(x0 + step * j), slot.y, *size)
                t.card(f"adj{gen}:{j}", code, r, zone="adjacent", z=20 + j, origin=self._arrival(view, code),
                       reveal=True)
                if VALUE.get(code) != as_:
                    self._as_tag(f"adj{gen}:{j}", as_, j == len(adjacent) - 1)
            t.label("picks up the pile", (new.centerx, new.bottom - px(22)), 12, theme.TEXT, anchor="midtop",
                    max_width=new.w - px(8))
            return
        t.panel(slot, (0, 0, 0), 40, 10, theme.PANEL_LINE, px(2))
        t.label("higher", (slot.centerx, slot.centery - px(18)), 12, theme.MUTED, anchor="midtop")
        t.label("than", (slot.centerx, slot.centery - px(3)), 12, theme.MUTED, anchor="midtop")
        t.label(str(view["pile_value"]), (slot.centerx, slot.centery + px(12)), 16, theme.MUTED, bold=True,
                anchor="midtop")
        t.label("start here and", (new.centerx, new.bottom - px(30)), 12, theme.MUTED, anchor="midtop",
                max_width=new.w - px(8))
        t.label("pick up the pile", (new.centerx, new.bottom - px(15)), 12, theme.MUTED, anchor="midtop",
                max_width=new.w - px(8))

    def _discard(self, t, view, col, size):
        px = t.px
        d = view["discard"]
        card = pygame.Rect(0, 0, *size)
        card.midtop = (col.centerx, col.y + px(22))
        t.label("DISCARD", (col.centerx, col.y + px(2)), 13, theme.MUTED, bold=True, anchor="midtop")
        if not d:
            t.panel(card, (0, 0, 0), 40, 8, theme.PANEL_LINE)
        shown = list(range(max(0, len(d) - 3), len(d)))
        for depth, idx in enumerate(shown):
            r = card.move(px(3) * depth, px(2) * depth)
            t.card(f"r{view['round']}:discard:{idx}", d[idx], r, zone="discard", z=depth,
                   origin=self._g["pile_slot"], dim=idx != len(d) - 1)
        t.label(f"{len(d)} card{'s' if len(d) != 1 else ''}", (col.centerx, card.bottom + px(10)), 13,
                theme.TEXT, anchor="midtop")

    # --- the staging tray and the buttons ------------------------------------------------------------------
    def _tray(self, t, view, legal, tray, side):
        px = t.px
        s = self.session
        stage = view["stage"]
        mine = s.my_turn()
        t.panel(tray, (0, 0, 0), 55, 14, theme.GOLD if self._staged else theme.PANEL_LINE)
        decls = self._declarations(view) if mine else []
        bh = px(38)
        if mine and stage == "super":
            self._super_buttons(t, view, legal, tray, side)
            return
        if mine and stage == "swap":
            t.label("Swap for the Flush card", (tray.centerx, tray.y + px(10)), 16, theme.GOLD, bold=True,
                    anchor="midtop", max_width=tray.w - px(16))
            self._text(t, "The Mimic card turned is a Flush card. Drag one of your numbered cards (from your "
                          "hand or a base top) onto it: that card becomes the Mimic, and you keep the Flush card.",
                       (tray.centerx, tray.y + px(38)), tray.w - px(24))
            return
        if self._staged or (mine and stage in ("hidden", "hidden_pickup")):
            words = self._declaration_words(view, decls)
            problem = self._staged_problem(view)       # said plainly, not as a declaration in quotes
            t.label(problem or (f"\u201c{words}\u201d" if words else ""), (tray.centerx, tray.y + px(8)), 17,
                    (236, 120, 100) if problem else theme.GOLD, bold=True, anchor="midtop", max_width=tray.w - px(16))
        elif mine:
            t.label("Your play", (tray.centerx, tray.y + px(8)), 15, theme.GOLD, bold=True, anchor="midtop")
            self._text(t, "Drag cards of one value onto the pile (or onto the new pile, to pick up); they wait "
                          "here until you Declare.", (tray.centerx, tray.y + px(34)), tray.w - px(24))
            # under the instructions, the newest moves in a size that stays readable
            self._recent(t, view, tray, 13, 2, tray.y + px(96))
        else:
            # what was just declared, in the game's words: the newest at the bottom, brighter
            self._recent(t, view, tray, 14, 3, tray.y + px(6))
        # the staged cards, under the spot they are for
        size = t.card_size(TRAY_H * self._k)
        spot = self._g["new"] if self._stage_to == "newpile" else self._g["mat"]
        cx = max(tray.x + size[0] // 2 + px(8), min(spot.centerx, tray.right - size[0] // 2 - px(8)))
        choice = self._mimic_choice(view) if mine else None
        room = tray.w - px(16)
        if choice is not None:
            # Mimics alone: the button that makes them count as their own value, or the pile's again
            bw = px(118)
            own = view["staged"]["value"] if stage in ("hidden", "hidden_pickup") else view["mimic"]
            label = f"As own {own}s" if self._as_pile else f"As the pile's {choice}s"
            t.button("mimic_as", label, (tray.right - px(8) - bw, tray.y + px(44), bw, px(30)),
                     on_click=self.toggle_mimic_as, hotkey=pygame.K_a, size=13, tooltip="A")
            room -= bw + px(8)
            taken = staging.takes_pile_value(view, [c for _, _, c in self._staged], self._stage_to, self._as_pile)
            if taken is not None and stage in ("hidden", "hidden_pickup"):
                # the turned Mimic, where the rules laid it, says what Declare makes of it
                turned = (f"adj{self._pile_gen}:0" if stage == "hidden_pickup"
                          else f"pile{self._pile_gen}:{len(view['pile']) - 1}")
                self._as_tag(turned, taken, True)
        if len(self._staged) > 1:
            cx = tray.x + px(8) + room // 2
        rects = t.row(len(self._staged), size, (cx, tray.y + px(34) + size[1] // 2), room, gap=8)
        codes = [c for _, _, c in self._staged]
        v = staging.group_value(codes, view["mimic"])
        if stage in ("hidden", "hidden_pickup"):
            v = view["staged"]["value"]
        taken = staging.takes_pile_value(view, codes, self._stage_to, self._as_pile)
        if taken is not None:
            v = taken
        other = "pile" if self._stage_to == "newpile" else "newpile"
        for j, ((pid, name, code), r) in enumerate(zip(self._staged, rects)):
            drops = {"hand": self._unstage(pid)}
            if stage is None and view["pile"]:
                drops[other] = self._stage((pid, name, code), other)
            t.card(pid, code, r, zone="stage", z=60 + j, drops=drops)
            if (code not in FLUSHES and view["mimic"] is not None and VALUE[code] == view["mimic"]
                    and v != view["mimic"]
                    and (len(self._staged) > 1 or stage in ("hidden", "hidden_pickup") or taken is not None)):
                self._as_tag(pid, v, True)
        # buttons beside the tray
        if not mine:
            return
        y = side.y + px(4)
        main = decls[0] if decls else ("declare", "Declare", None, None)
        is_legal = main[2] is not None and any(_key(main[2]) == _key(a) for a in legal)
        t.button("declare", "Declare" if main[2] != {"type": "declare"} else "Declare now",
                 (side.x, y, side.w, bh + px(6)), on_click=self._declare(main[2], main[3]) if main[2] else None,
                 enabled=main[2] is not None, style="primary" if is_legal else "normal", hotkey=pygame.K_RETURN,
                 size=18, tooltip="Enter")
        y += bh + px(14)
        if len(decls) > 1:
            bid, label, action, then = decls[1]
            ok = any(_key(action) == _key(a) for a in legal)
            t.button(bid, label, (side.x, y, side.w, bh), on_click=self._declare(action, then),
                     style="primary" if ok else "normal", hotkey=pygame.K_l, size=15, tooltip="L")
            y += bh + px(8)
        t.button("take_back", "Take back", (side.x, y, side.w, bh), on_click=self.take_back,
                 enabled=bool(self._staged), hotkey=pygame.K_BACKSPACE, size=15, tooltip="Backspace")

    def _text(self, t, text, pos, width, size=13, colour=theme.TEXT):
        """A few centred lines of wrapped text."""
        px_size = t.text_px(size)
        line_h = int(px_size * 1.35)
        for i, line in enumerate(theme.wrap(text, px_size, width)):
            t.label(line, (pos[0], pos[1] + i * line_h), size, colour, anchor="midtop", max_width=width)

    def _super_buttons(self, t, view, legal, tray, side):
        px = t.px
        to = view["give_to"]
        name = self.session.name(to)
        t.label("Super Flush!", (tray.centerx, tray.y + px(8)), 18, theme.GOLD, bold=True, anchor="midtop")
        self._text(t, f"You may give one of your bases (all that is left of it) to {name}, who played "
                      f"before you, or keep them.", (tray.centerx, tray.y + px(34)), tray.w - px(24))
        gives = [a for a in legal if a["type"] == "give_base"]
        bh = px(34)
        rects = t.row(len(gives), (px(96), bh), (tray.centerx, tray.bottom - px(10) - bh // 2), tray.w - px(16),
                      gap=8)
        for a, r in zip(gives, rects):
            t.button(f"give:{a['base']}", f"Give base {a['base'] + 1}", r, action=a, size=14,
                     tooltip=f"give base {a['base'] + 1} to {name}")
        t.button("keep_bases", "Keep bases", (side.x, side.y + px(4), side.w, bh + px(6)),
                 action={"type": "keep_bases"}, size=16, hotkey=pygame.K_k, tooltip="K")

    # --- the bottom: your bases and your hand ---------------------------------------------------------------
    def _bottom(self, t, view, legal, g, hand, staged_ids):
        px = t.px
        s = self.session
        band = g["band"]
        seat = g["bottom"]
        me = view["seat"]
        mine = s.my_turn()
        t.panel(band.inflate(px(6), px(6)), theme.PANEL, 70, 16,
                theme.GOLD if (view["to_move"] == seat and not s.over) else theme.PANEL_LINE,
                px(2) if view["to_move"] == seat else 1)
        name = s.name(seat)
        if me is not None and not s.pass_and_play:
            name += " (you)"
        held = view["held_counts"][seat]
        t.label(name, (band.x + px(12), band.y + px(8)), 16,
                theme.GOLD if view["to_move"] == seat else theme.TEXT, bold=True, max_width=g["bases_w"] - px(20))
        t.label(f"{held} card{'s' if held != 1 else ''} held  \u00b7  {view['scores'][seat]} pts",
                (band.x + px(12), band.y + px(29)), 13, theme.MUTED, max_width=g["bases_w"] - px(20))
        plate = pygame.Rect(band.x, band.y, g["bases_w"], px(50))
        g.setdefault("plates", {})[seat] = plate
        self._plate_tags(t, view, seat, pygame.Rect(band.x, band.y, g["bases_w"] + px(4), px(50)))
        stage = view["stage"]
        target = "newpile" if stage == "hidden_pickup" else "pile"

        # your bases
        size = t.card_size(MY_BASE_H)
        row = view["bases"][seat]
        peek = px(18)
        y = band.bottom - px(10) - size[1] // 2
        room = g["bases_w"] - px(18)
        rects = t.row(len(row), size, (band.x + px(10) + room // 2, y), room, gap=12)
        g.setdefault("base_rects", {})[seat] = rects
        for i, (base, r) in enumerate(zip(row, rects)):
            name_ = f"b{i}"
            pid = f"r{view['round']}:top{seat}:{i}"
            drops = hid_drops = None
            if me is not None:
                drops = self._card_drops(view, (pid, name_, base["top"]), target)
                if stage == "super":
                    hid_drops = {f"seat:{view['give_to']}": {"type": "give_base", "base": i}}
                    drops = dict(hid_drops)
            self._base(t, view, seat, i, base, r, peek, drops, hid_drops, deal_origin=g.get("stock"))
            turn = {"type": "hidden", "base": i}
            if me is not None and base["top"] is None and base["hidden"] and turn in legal:
                # click the freed hidden card to turn it up
                hid = r.move(0, -peek)
                t.panel(hid.inflate(px(10), px(10)), theme.GOLD, 200, 10)
                t.button(f"hidden:{i}", f"Turn up base {i + 1}", hid.inflate(-px(8), -px(8)), action=turn,
                         size=12, tooltip=f"turn up base {i + 1}'s hidden card")
                t.label("turn up", (hid.centerx, hid.bottom + px(3)), 11, theme.GOLD, bold=True,
                        anchor="midtop")
        if stage == "super" and mine:
            give_plate = g.get("plates", {}).get(view["give_to"])
            if give_plate is not None:
                t.target(f"seat:{view['give_to']}", give_plate, label=f"give to {s.name(view['give_to'])}",
                         kind="seat")

        # your hand
        area = g["hand_area"]
        t.target("hand", area, label="your hand", kind="spot")
        if me is None:
            # a spectator sees this seat's hand as everyone else does: face down
            count = view["hand_counts"][seat]
            size = t.card_size(HAND_H * 0.8)
            rects = t.row(count, size, (area.centerx, area.bottom - px(6) - size[1] // 2), area.w, gap=6)
            for j, r in enumerate(rects):
                t.card(f"hand{seat}:{j}", None, r, zone=f"hand:{seat}", z=30 + j,
                       origin=self._back_origin(view, seat))
            t.label(self.nobody_here_text(), (area.centerx, area.y), 14, theme.MUTED, anchor="midbottom")
            return
        shown = [(pid, code) for pid, code in hand if pid not in staged_ids]
        hsize = t.card_size(HAND_H)
        rects = t.row(len(shown), hsize, (area.centerx, area.bottom - px(6) - hsize[1] // 2), area.w, gap=10)
        for j, ((pid, code), r) in enumerate(zip(shown, rects)):
            drops = self._card_drops(view, (pid, code, code), target)
            t.card(pid, code, r, zone=f"hand:{seat}", drops=drops, z=30 + j, origin=self._hand_origin(view),
                   reveal=True)
        if not hand and not view["out"][seat]:      # a seat that is out plays nothing more
            t.label("No cards in hand: play your bases", area.center, 16, theme.MUTED, anchor="center")

    def _card_drops(self, view, entry, target):
        """What dropping one of your cards does: stage it (pile or new pile), or the Mimic swap."""
        if entry[2] is None:
            return None
        stage = view["stage"]
        if stage == "swap":
            return {"mimic": {"type": "swap_mimic", "card": entry[1]}}
        if stage == "super":
            return None
        drops = {target: self._stage(entry, target)}
        if stage is None and view["pile"]:
            drops["newpile"] = self._stage(entry, "newpile")
        return drops

    # --- a round's result, while the table waits for Next ----------------------------------------------------
    def _round_result(self):
        """The round_scored event the director holds the table on (its gate open), or None."""
        d = self.session.director
        if d is None or d.gate() is None or not d.started:
            return None
        return next((e for e in self._caused() if e["kind"] == "round_scored"), None)

    def _round_end(self, t, g, scored):
        """Who went out, and every other seat's cards left face up (hidden ones framed in gold) with the
        points each counted, from the rules' round_scored event."""
        px = t.px
        rect = g["middle"].inflate(-px(12), -px(6))
        t.panel(rect, theme.PANEL, 235, 14, theme.GOLD, px(2))
        t.label(f"Round {scored['round']} is over", (rect.centerx, rect.y + px(10)), 20, theme.GOLD, bold=True,
                anchor="midtop")
        how = ["Points are what each still holds", "a gold frame: it was hidden"]
        if scored["mimic"] is not None:
            how.append(f"Mimic {scored['mimic']}s count triple (gold)")
        if scored["double"]:
            how.append("the last round counts double")
        t.label("; ".join(how), (rect.centerx, rect.y + px(36)), 12, theme.MUTED, anchor="midtop",
                max_width=rect.w - px(24))
        rows = round_end_rows(scored)
        top = rect.y + px(58)
        row_h = min(px(74), (rect.bottom - px(8) - top) // max(1, len(rows)))
        size = t.card_size(max(24, min(SEAT_BACK_H, (row_h - px(16)) / t.px(1))))
        name_w = px(150)
        room = rect.right - px(14) - (rect.x + px(14) + name_w)
        for k, (seat, points, words) in enumerate(rows):
            y = top + k * row_h
            colour = theme.GOLD if seat == scored["winner"] else theme.TEXT
            t.label(self.session.name(seat), (rect.x + px(14), y + px(4)), 14, colour, bold=True,
                    max_width=name_w - px(8))
            t.label(points, (rect.x + px(14), y + px(22)), 16, colour, bold=True)
            held = scored["held"][seat]
            if not held:
                t.label(words, (rect.x + px(14) + name_w, y + px(6)), 13, theme.MUTED, max_width=room)
                continue
            rects = t.row(len(held), size, (rect.x + px(14) + name_w + room // 2, y + px(4) + size[1] // 2),
                          room, gap=4)
            shift = rect.x + px(14) + name_w - rects[0].x          # from the name column rightwards
            rects = [r.move(shift, 0) for r in rects]
            for i, (x, r) in enumerate(zip(held, rects)):
                if x["hidden"]:
                    t.panel(r.inflate(px(6), px(6)), theme.GOLD, 230, 6)
                t.card(f"end{scored['round']}:{seat}:{i}", x["card"], r, zone="round_end", z=60 + i)
                t.label(str(x["points"]), (r.centerx, r.bottom + px(1)), 11,
                        theme.GOLD if VALUE.get(x["card"]) == scored["mimic"] else theme.MUTED, anchor="midtop")

    # --- the score sheet ------------------------------------------------------------------------------------
    def _sheet(self, t, view, rect):
        px = t.px
        t.panel(rect, theme.PANEL, 190, 12, theme.PANEL_LINE)
        arena = view["format"] == "arena"
        limit = view["elimination_at"]
        pad = px(10)
        t.label("SCORE SHEET", (rect.x + pad, rect.y + px(8)), 13, theme.GOLD, bold=True)
        last = view["arena_rounds"]
        doubled = last if view["double_last"] else None
        sub = (f"Arena: round {view['round']} of {last}" + (", the last counts double" if doubled else "")
               if arena else f"out at {limit} points: the red line")
        t.label(sub, (rect.x + pad, rect.y + px(26)), 11, theme.MUTED, max_width=rect.w - 2 * pad)
        rounds = view["rounds"]
        cols = arena_columns(view["round"], last) if arena else [r["round"] for r in rounds][-4:]
        n = view["seats"]
        top = rect.y + px(46)
        row_h = min(px(22), (rect.bottom - px(8) - top) // (n + 1))
        col = px(22)
        name_w = rect.w - 2 * pad - px(34) - col * len(cols)
        col_x = [rect.x + pad + name_w + col * i + col // 2 for i in range(len(cols))]
        total_x = rect.right - pad
        small = 11
        for cx, rnd in zip(col_x, cols):
            t.label(f"R{rnd}", (cx, top), small, theme.GOLD if (arena and rnd == doubled) else theme.MUTED,
                    anchor="midtop")
        t.label("total", (total_x, top), small, theme.MUTED, anchor="topright")
        by_round = {r["round"]: r for r in rounds}
        bar_w = rect.w - 2 * pad
        for seat in range(n):
            y = top + row_h * (seat + 1)
            total = view["scores"][seat]
            out = view["out"][seat]
            if not arena:
                # the elimination line is the bar's end: the fuller, the closer to out
                frac = min(1.0, total / limit) if limit else 0
                bar = pygame.Rect(rect.x + pad, y + row_h - px(5), bar_w, px(3))
                t.panel(bar, (0, 0, 0), 90, 1)
                if frac > 0:
                    fill = pygame.Rect(bar.x, bar.y, max(px(2), int(bar.w * frac)), bar.h)
                    t.panel(fill, OUT_RED if frac >= 0.75 else theme.GOLD, 220, 1)
                t.panel(pygame.Rect(bar.right - px(2), bar.y - px(3), px(2), bar.h + px(5)), OUT_RED, 255, 0)
            colour = theme.DIM if out else (theme.GOLD if view["to_move"] == seat else theme.TEXT)
            t.label(self.session.short_name(seat, view["seat"]), (rect.x + pad, y), 12, colour,
                    bold=seat == view["seat"], max_width=name_w - px(4))
            for cx, rnd in zip(col_x, cols):
                r = by_round.get(rnd)
                if r is None:
                    continue
                p = r["points"][seat]
                text = "\u2013" if p is None else ("\u2605" if r["winner"] == seat and p == 0 else str(p))
                t.label(text, (cx, y), small, theme.GOLD if r["winner"] == seat else colour, anchor="midtop")
            t.label(("out " if out else "") + str(total), (total_x, y), 12, OUT_RED if out else colour,
                    bold=True, anchor="topright")

    # --- where new cards come from ------------------------------------------------------------------------
    def _mover(self, view):
        prev = self._prev
        return prev["to_move"] if prev is not None else None

    def _arrival(self, view, code):
        """Where a card newly on the pile comes from when no face-up card left for it: the seat that moved
        (its hidden card, or its hand), face down."""
        seat = self._mover(view)
        g = self._g
        if seat is None:
            return g.get("mat")
        prev = self._prev
        rnd = view["round"]
        if prev is not None and prev["round"] == rnd:
            for i, (was, now) in enumerate(zip(prev["bases"][seat], view["bases"][seat])):
                if was["hidden"] and not now["hidden"]:
                    old = self.table.piece_by_id.get(f"r{rnd}:hid{seat}:{i}")
                    if old is not None:
                        return old.rect
        if seat == view["seat"]:
            return g["hand_area"]
        return g.get("hands", {}).get(seat) or g.get("plates", {}).get(seat)

    def _picked_up(self, view, seat):
        prev = self._prev
        return (prev is not None and prev["round"] == view["round"] and prev["pile"]
                and view["hand_counts"][seat] > prev["hand_counts"][seat]
                and view["pile"][:len(prev["pile"])] != prev["pile"])

    def _hand_origin(self, view):
        g = self._g
        if view["seat"] is not None and self._picked_up(view, view["seat"]):
            return g.get("pile_slot")
        return g.get("stock")

    def _back_origin(self, view, seat):
        g = self._g
        return g.get("pile_slot") if self._picked_up(view, seat) else g.get("stock")

    def _origins(self, t, view, g):
        """A face-up card that appears where one with the same face just left flies from there (a declared
        card from the tray to the pile, a picked-up card from the pile to the hand, a Flush to the
        discard)."""
        prev = self._prev
        if prev is None or prev["round"] != view["round"]:
            return
        new_ids = {p.id for p in t.pieces}
        pool = {}
        for p in self.table.pieces:
            if p.code is not None and p.id not in new_ids:
                pool.setdefault(p.code, []).append(p.rect)
        for p in t.pieces:
            if p.code is None or p.id in self.table.piece_by_id:
                continue
            rects = pool.get(p.code)
            if rects:
                p.origin = pygame.Rect(rects.pop(0))
                p.reveal = False

    # --- the one line on what to do -------------------------------------------------------------------------
    def _prompt(self, view, legal):
        """Short: it sits over your hand, and the tray says the rest."""
        if not self.session.my_turn():
            return ""
        stage = view["stage"]
        if stage == "swap":
            return "Swap a card for the Flush Mimic"
        if stage == "super":
            return "Super Flush: give a base, or keep them"
        if stage in ("hidden", "hidden_pickup") and self._mimic_choice(view) is not None:
            return f"Turned Mimic: as {view['staged']['mimic_as']}s or its own (A), Declare"
        if stage == "hidden":
            v = view["staged"]["value"]
            return f"Add {v}s to your {v}, or Declare"
        if stage == "hidden_pickup":
            v = view["staged"]["value"]
            return f"Add {v}s to your new pile, or Declare"
        if self._staged:
            if self._staged_problem(view):
                return self._staged_problem(view)
            if len(self._staged) == 1 and self._staged[0][2] in FLUSHES:
                return "Declare: a Flush card goes alone"
            return "Declare, or add more cards"
        v = view["pile_value"]
        if v is None and any(e["kind"] in PLAY_AGAIN for e in self._caused()):
            return "Flush! Play again: any value"
        return "Play any value" if v is None else f"Play {v} or lower, or pick up"


SCENE = FlushBoard
