"""Quadruple War board: a card table for 2 to 5 seats.

You sit at the bottom with your hand fanned and sorted (spades and jokers together); the other seats sit
round the table clockwise from your left, each with a name plate, its cards face down and the tricks it
has won. The trick is played on the mat in the middle, each card on its player's side; a completed trick
stays there a moment, then slides to its winner's pile. The bidding is a row of number buttons with
everyone's bids in the order they are made; the score pad (bids, tricks won, scores, bags) is always in
view, and the last hand's result shows while the next one is bid.

Everything comes from the view of the seat at the screen; the rules judge every move and say what it
caused (game.events: the trick won, the hand scored; see ui/README.md). The rules finish a trick (and deal
the next hand after the last one) in the same move that plays its last card, so the board first shows the
completed trick from the trick_won event while the director tells it, and only then lets its cards glide
away. For a hand's last trick it draws the finished hand as it drew it last (the one view it remembers).
"""

import math

import pygame

from ...ui import theme
from ...ui.board import BoardScene

HAND_H = 150          # design pixels: your cards
HAND_H_2 = 130        # ... with 26 cards (two seats)
TRICK_H = 108         # cards on the mat
BACK_H = 48           # another seat's cards
PILE_H = 44           # won tricks
PLATE_W, PLATE_H = 214, 76
STRIP_H = 50          # under a plate: the cards in hand and the won tricks
PAD_W = 262
HOLD = 1.0            # seconds a completed trick stays on the mat (at normal animation speed)
COLLECT = 0.45        # the last trick of a hand gliding to its winner, before the next deal
SUIT_ORDER = "SHCD"   # black and red alternate along the hand
SUIT_GLYPH = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def hand_order(hand):
    """The hand as it is held: suits grouped (jokers with the spades), each in the view's rank order."""
    def suit(code):
        return "S" if code in ("BJ", "LJ") else code[-1]
    return sorted(hand, key=lambda c: SUIT_ORDER.index(suit(c)))   # sorted() is stable: ranks stay in order


def _dealer_chip(size):
    key = ("chip", size)
    surf = _CHIPS.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(surf, theme.GOLD, (r, r), r)
        pygame.draw.circle(surf, theme.shade(theme.GOLD, -0.5), (r, r), r, max(1, size // 12))
        img = theme.text("D", max(8, int(size * 0.62)), (40, 30, 10), True)
        surf.blit(img, img.get_rect(center=(r, r + 1)))
        _CHIPS[key] = surf
    return surf


_CHIPS = {}


class QuadWarBoard(BoardScene):
    deck = "standard"
    back_style = "red"

    def __init__(self, app, session):
        super().__init__(app, session)
        self._seen = None       # (moves made, match state, screen seat) of the last view built
        self._prev = None       # that view
        self._stage = None      # a completed trick being shown (see _trick_stage), or None

    def score_text(self, result, view):
        bits = [f"Hand {view['hand_no']}", f"game to {view['options']['target']}"]
        if view["options"].get("bags"):
            bits.append("bags on")
        return "  \u00b7  ".join(bits)

    # --- how a trick ends ---------------------------------------------------------------------------------
    def _track(self, view):
        m = self.session.match
        seen, self._seen = self._seen, (len(m.actions), m.state, view["seat"])
        if seen is not None and seen[1] is m.state and seen[2] == view["seat"]:
            self._prev = view       # the same position redrawn (a step told, a curtain): the stage stays
            return
        prev, self._prev = self._prev, view
        self.cancel_hold()
        # only a move just made forward is shown (not an undo, a replay's jump or another seat's screen)
        forward = seen is not None and seen[0] + 1 == len(m.actions) and seen[2] == view["seat"]
        self._stage = self._trick_stage(prev, view) if forward and self.tweens.speed > 0 else None
        if self._stage is not None and not self._told():
            self.hold(HOLD)     # no director telling the trick: the board holds it itself

    def _told(self):
        """Is the director still on a step (not a gate) of the last move, the trick it completed?"""
        d = self.session.director
        step = d.steps[0] if d is not None and d.steps else None
        return step is not None and not step.gate and step.move == len(self.session.match.actions) - 1

    def _trick_stage(self, prev, view):
        """The trick the last move completed (the rules' trick_won event), to show before it is gathered:
        a dict with the view to draw, the cards on the mat, the winner and the won tricks; None when the
        last move completed no trick."""
        events = self.game.events(self.session.match.state, view["seat"])
        won = next((e for e in events if e["kind"] == "trick_won"), None)
        if won is None:
            return None
        centre = [list(pair) for pair in won["cards"]]
        if view["hand_no"] == won["hand"] and len(view["tricks"]) == won["trick"]:
            return {"kind": "trick", "view": view, "centre": centre, "winner": won["seat"],
                    "piles": view["tricks"][:-1]}
        # The hand's last trick: the rules scored it and dealt the next hand in the same move, so the
        # finished hand is drawn as this board last drew it, with every hand now empty.
        scored = next((e for e in events if e["kind"] == "hand_scored"), None)
        if (scored is None or prev is None or prev["seat"] != view["seat"] or prev["hand_no"] != won["hand"]
                or len(prev["tricks"]) != won["trick"] - 1):
            return None
        n = view["seats"]
        shown = dict(prev)
        shown.update(trick=centre, won=list(scored["tricks"]), hand_counts=[0] * n, to_move=None,
                     hand=[] if prev["hand"] is not None else None)
        final = {"leader": centre[0][0], "cards": centre, "winner": won["seat"]}
        return {"kind": "last", "view": shown, "centre": centre, "winner": won["seat"],
                "piles": prev["tricks"], "final": final}

    def update(self, dt):
        super().update(dt)
        st = self._stage
        if st is None:
            return
        if st["kind"] in ("trick", "last"):
            # The completed trick stays while the director tells it (its pace, Skip), else for the hold.
            if self._told() or self.holding():
                return
            self.hold_ran_out()
        elif not self.hold_ran_out():
            return
        if st["kind"] == "last":
            # Gather the last trick to its winner's pile, then clear the old hand before the deal.
            self._stage = dict(st, kind="collect", centre=[], winner=None, piles=st["piles"] + [st["final"]])
            self.rebuild()
            self.hold(COLLECT)
            return
        if st["kind"] == "collect":
            # One empty build between the hands, so the new deal's cards fly in from the dealer rather
            # than gliding out of the old hand's piles (a card keeps its code as id from hand to hand).
            self._stage = {"kind": "clear"}
            self.rebuild()
        self._stage = None
        self.rebuild()

    # --- the table ----------------------------------------------------------------------------------------
    def build(self, t, view, legal):
        self._track(view)
        st = self._stage
        if st is not None and st["kind"] == "clear":
            return
        if st is None:
            d, centre, winner, piles = view, view["trick"], None, view["tricks"]
        else:
            d, centre, winner, piles = st["view"], st["centre"], st["winner"], st["piles"]
        g = self._geometry(t, d)
        n = d["seats"]
        me = d["seat"]

        # plates, the cards in the other hands (dealt one at a time from the dealer's left) and yours
        hand_rects = {}
        for seat in range(n):
            self._plate(t, d, seat, g["plates"][seat], centre, winner)
            hand_rects[seat] = self._hand_rects(t, d, seat, g)
        mine = hand_order(d["hand"]) if me is not None else []
        plays = {c: {"type": "play", "card": c} for c in mine}
        dealer_rect = g["plates"][d["dealer"]]
        order = [(d["dealer"] + 1 + i) % n for i in range(n)]
        for i in range(max((len(r) for r in hand_rects.values()), default=0)):
            for seat in order:
                rects = hand_rects[seat]
                if i >= len(rects):
                    continue
                if seat == me:
                    code = mine[i]
                    # Cards you may not play now are dimmed; dropping one anyway lets the rules say why.
                    dim = bool(legal) and d["phase"] == "play" and plays[code] not in legal
                    t.card(code, code, rects[i], zone=f"hand:{seat}", drops={"trick": plays[code]},
                           origin=dealer_rect, reveal=True, z=40 + i, dim=dim)
                else:
                    t.card(f"hand{seat}:{i}", None, rects[i], zone=f"hand:{seat}", origin=dealer_rect, z=1 + i)

        self._mat(t, d, g, centre, winner, piles, hand_rects)
        self._piles(t, g, piles)
        self._score_pad(t, d, g["pad"])
        if d["phase"] == "bid" and st is None:
            self._bidding(t, d, legal, g)
        t.prompt_pos = t.message_pos = g["prompt"]
        t.prompt = self._prompt(d, legal, winner)

    # --- geometry -------------------------------------------------------------------------------------------
    def _geometry(self, t, d):
        area, px = t.area, t.px
        n, me = d["seats"], d["seat"]
        bottom = me if me is not None else 0
        margin = px(14)
        hand_size = t.card_size(HAND_H_2 if n == 2 else HAND_H)
        hand_cy = area.bottom - margin - hand_size[1] // 2
        upper_bottom = hand_cy - hand_size[1] // 2 - px(34)
        top = area.y + px(10)
        plate_w, plate_h, strip = px(PLATE_W), px(PLATE_H), px(STRIP_H)
        block_h = plate_h + px(6) + strip
        cx = area.centerx
        side_y = top + block_h + px(40)
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
        strips[bottom] = pygame.Rect(plates[bottom].right + px(12), plates[bottom].y, px(110), plate_h)

        # the mat in the middle; each seat's card lies on the side facing that seat
        mat_top = top + (block_h if any(s.startswith("top") for s in spots) else 0) + px(8)
        cy = (mat_top + upper_bottom - px(6)) // 2
        slot_size = t.card_size(TRICK_H)
        rx, ry = (px(128), px(92)) if n == 5 else (px(104), px(64))
        mat = pygame.Rect(0, 0, 2 * rx + slot_size[0] + px(34), 2 * ry + slot_size[1] + px(30))
        mat.w = max(mat.w, px(420))     # room in the corners for what the mat says
        slots = {}
        for seat in range(n):
            # evenly round the mat, clockwise from the bottom seat (straight down) like chairs at a table
            a = math.pi / 2 + 2 * math.pi * ((seat - bottom) % n) / n
            r = pygame.Rect((0, 0), slot_size)
            r.center = (int(cx + rx * math.cos(a)), int(cy + ry * math.sin(a)))
            slots[seat] = r

        rows = n + 1
        pad_w = px(PAD_W + (48 if d["options"].get("bags") else 0))
        pad_h = px(58) + rows * px(22) + px(30)
        pad = pygame.Rect(area.right - margin - pad_w, upper_bottom - pad_h - px(6), pad_w, pad_h)
        # the free middle between the side plates, your plate and the pad, under the top plates (bidding,
        # the hand summary)
        left = max([plates[bottom].right] + [plates[s].right for s, sp in zip(others, spots) if sp == "left"])
        right = min([pad.x] + [plates[s].x for s, sp in zip(others, spots) if sp == "right"])
        middle = pygame.Rect(left + px(10), mat_top, right - left - px(20), upper_bottom - mat_top)
        mat.w = min(mat.w, max(middle.w, 2 * rx + slot_size[0] + px(34)))
        mat.center = (cx, cy)
        return {"plates": plates, "strips": strips, "bottom": bottom, "hand_size": hand_size,
                "hand_cy": hand_cy, "mat": mat, "slots": slots, "pad": pad, "middle": middle,
                "prompt": (cx, upper_bottom + px(17)), "margin": margin}

    def _hand_rects(self, t, d, seat, g):
        """Where the cards of `seat`'s hand lie: your hand fanned along the bottom; others' face down
        under their plates."""
        area, px = t.area, t.px
        count = d["hand_counts"][seat]
        if seat == g["bottom"]:
            size = g["hand_size"] if d["seat"] is not None else t.card_size(HAND_H * 0.6)
            width = area.w - 2 * g["margin"]
            return t.row(count, size, (area.centerx, g["hand_cy"]), width, gap=10)
        if not count:
            return []
        strip = g["strips"][seat]
        w, h = t.card_size(BACK_H)
        room = strip.w - px(84)
        step = min(px(12), (room - w) / max(1, count - 1))
        y = strip.y + (strip.h - h) // 2
        return [pygame.Rect(int(strip.x + i * step), y, w, h) for i in range(count)]

    # --- parts ----------------------------------------------------------------------------------------------
    def _plate(self, t, d, seat, rect, centre, winner):
        s, px = self.session, t.px
        phase = d["phase"]
        on_mat = {st for st, _ in centre}
        hot = (seat == winner) if winner is not None else (d["to_move"] == seat and phase != "over")
        won_game = phase == "over" and seat in (d["winners"] or [])
        gold = hot or won_game
        t.panel(rect, theme.PANEL, 200, 12, theme.GOLD if gold else theme.PANEL_LINE, px(3) if gold else 1)
        pad = px(12)
        name = s.name(seat) + (" (you)" if seat == d["seat"] and not s.pass_and_play else "")
        chip = px(22)
        t.label(name, (rect.x + pad, rect.y + px(7)), 16, theme.GOLD if gold else theme.TEXT, bold=True,
                max_width=rect.w - 2 * pad - (chip + px(4) if seat == d["dealer"] else 0))
        if seat == d["dealer"]:
            t.image(_dealer_chip(chip), (rect.right - px(8), rect.y + px(7)), anchor="topright")
        count = d["hand_counts"][seat]
        status = ""
        if won_game:
            status = "wins the game"
        elif winner is not None:
            status = "takes the trick" if seat == winner else ""
        elif hot:
            status = {"bid": "bidding\u2026", "play": "to play" if on_mat else "leads"}.get(phase, "")
        elif phase == "bid" and d["bids"][seat] is None:
            status = "to bid"
        line = f"{count} card{'s' if count != 1 else ''}"
        if seat == d["dealer"]:
            line += " \u00b7 dealer"
        t.label(line + (f"  \u2022  {status}" if status else ""), (rect.x + pad, rect.y + px(30)), 13,
                theme.GOLD if hot else theme.MUTED, max_width=rect.w - 2 * pad)
        bid = d["bids"][seat]
        text = "Bid " + (str(bid) if bid is not None else "\u2014")
        if phase != "bid":
            text += f"   \u00b7   Won {d['won'][seat]}"
        t.label(text, (rect.x + pad, rect.y + px(50)), 15, theme.TEXT, bold=True, max_width=rect.w - 2 * pad)

    def _mat(self, t, d, g, centre, winner, piles, hand_rects):
        s, px = self.session, t.px
        mat, slots = g["mat"], g["slots"]
        t.target("trick", mat, label="the trick", kind="stack")
        if d["phase"] == "bid" and winner is None:
            return          # the bidding panel lies here
        t.panel(mat, (0, 0, 0), 46, 28, theme.PANEL_LINE)
        inside = px(14)
        if d["phase"] == "play":
            number = min(d["tricks_per_hand"], len(piles) + 1)
            t.label(f"Trick {number} of {d['tricks_per_hand']}", (mat.x + inside, mat.y + px(9)), 13, theme.MUTED)
        broken = d["spades_broken"]
        t.label("\u2660 broken" if broken else "\u2660 not broken", (mat.right - inside, mat.y + px(9)), 13,
                theme.GOLD if broken else theme.MUTED, bold=broken, anchor="topright")
        if centre and winner is None:
            t.label(f"{s.name(centre[0][0])} led", (mat.x + inside, mat.bottom - px(8)), 13, theme.MUTED,
                    anchor="bottomleft", max_width=(mat.w - slots[g["bottom"]].w) // 2 - inside - px(6))
        # the empty place where the next card goes, on the side of the seat to play
        if d["phase"] == "play" and winner is None and d["to_move"] is not None:
            slot = slots[d["to_move"]]
            mine = d["to_move"] == d["seat"]
            t.panel(slot, (0, 0, 0), 50, 10, theme.GOLD if mine else theme.PANEL_LINE, px(2))
        for i, (seat, code) in enumerate(centre):
            slot = slots[seat]
            if seat == winner:
                t.panel(slot.inflate(px(12), px(12)), theme.GOLD, 210, 12)
            rects = hand_rects.get(seat) or [g["plates"][seat]]
            t.card(code, code, slot, zone="trick", z=80 + i, origin=rects[-1], reveal=True)

    def _piles(self, t, g, piles):
        """Each seat's won tricks, face down beside its cards, one small packet per trick."""
        px = t.px
        w, h = t.card_size(PILE_H)
        per_seat = {}
        for trick in piles:
            per_seat.setdefault(trick["winner"], []).append(trick)
        for seat, tricks in per_seat.items():
            strip = g["strips"][seat]
            room = px(72) if seat != g["bottom"] else strip.w
            x0 = strip.right - room if seat != g["bottom"] else strip.x
            step = min(px(9), (room - w) / max(1, len(tricks) - 1))
            y = strip.y + (strip.h - h) // 2
            for k, trick in enumerate(tricks):
                r = pygame.Rect(int(x0 + k * step), y, w, h)
                for _, code in trick["cards"]:
                    t.card(code, None, r, zone=f"won:{seat}", z=2 + k)

    def _score_pad(self, t, d, pad):
        px = t.px
        n = d["seats"]
        bags = bool(d["options"].get("bags"))
        t.panel(pad, theme.PANEL, 215, 14, theme.PANEL_LINE)
        x, y = pad.x + px(14), pad.y + px(9)
        t.label("Score pad", (x, y), 16, theme.GOLD, bold=True)
        t.label(f"hand {d['hand_no']} \u00b7 to {d['options']['target']}", (pad.right - px(14), y + px(3)), 12,
                theme.MUTED, anchor="topright")
        cols = ["Bid", "Won", "Score"] + (["Bags"] if bags else [])
        col_w = px(48)
        right = pad.right - px(14)
        col_x = [right - (len(cols) - 1 - i) * col_w for i in range(len(cols))]
        y += px(30)
        for cx, name in zip(col_x, cols):
            t.label(name, (cx, y), 12, theme.MUTED, anchor="topright")
        y += px(20)
        name_w = col_x[0] - col_w - x + px(6)
        for seat in range(n):
            hot = d["to_move"] == seat and d["phase"] != "over"
            colour = theme.GOLD if hot else theme.TEXT
            if hot:
                t.panel((pad.x + px(6), y - px(2), pad.w - px(12), px(21)), theme.GOLD, 36, 6)
            t.label(self.session.short_name(seat, d["seat"]), (x, y), 14, colour, bold=hot, max_width=name_w)
            bid = d["bids"][seat]
            if bid is None:
                bid_text = "\u2026" if hot else "\u2014"
            else:
                bid_text = str(bid)
            values = [bid_text, str(d["won"][seat]) if d["phase"] != "bid" else "", str(d["scores"][seat])]
            if bags:
                values.append(str(d["bags"][seat]))
            for i, (cx, v) in enumerate(zip(col_x, values)):
                t.label(v, (cx, y), 14, colour, bold=(i == 2), anchor="topright")
            y += px(22)
        y += px(6)
        total = sum(b for b in d["bids"] if b is not None)
        t.label(f"bids {total} of {d['tricks_per_hand']} tricks", (x, y), 12, theme.MUTED)
        broken = d["spades_broken"]
        t.label("\u2660 broken" if broken else "\u2660 not broken", (right, y), 12,
                theme.GOLD if broken else theme.MUTED, bold=broken, anchor="topright")

    def _bidding(self, t, d, legal, g):
        """The last hand's result (from the second hand on) and the bidding: everyone's bid in the order
        they are made, and a button for every bid you may make."""
        s, px = self.session, t.px
        n = d["seats"]
        middle = g["middle"]
        width = min(px(540), middle.w)
        bids = [a for a in legal if a.get("type") == "bid"]
        pad = px(16)
        bh, gap = px(38), px(6)
        fits = max(1, (width - 2 * pad + gap) // (px(44) + gap))
        rows = -(-len(bids) // fits) if bids else 0
        per_row = -(-len(bids) // rows) if rows else 1       # balanced rows: 13 = 7 + 6, 26 = 9 + 9 + 8
        panel_h = px(118) + (rows * (bh + gap) if bids else px(24))
        summary_h = px(62) + n * px(21) if d["last_hand"] else 0
        total = panel_h + (summary_h + px(10) if summary_h else 0)
        y = middle.y + max(0, (middle.h - total) // 2)
        x = middle.centerx - width // 2
        if summary_h:
            self._hand_summary(t, d, pygame.Rect(x, y, width, summary_h))
            y += summary_h + px(10)
        box = pygame.Rect(x, y, width, panel_h)
        mine = bool(bids)
        t.panel(box, theme.PANEL, 225, 16, theme.GOLD if mine else theme.PANEL_LINE, px(2) if mine else 1)
        title = "Your bid: how many tricks will you take?" if mine else "Bidding"
        t.label(title, (box.centerx, box.y + px(10)), 17, theme.GOLD, bold=True, anchor="midtop",
                max_width=box.w - 2 * pad)
        so_far = sum(b for b in d["bids"] if b is not None)
        t.label(f"{d['tricks_per_hand']} tricks in this hand  \u00b7  {so_far} bid so far",
                (box.centerx, box.bottom - px(10)), 12, theme.MUTED, anchor="midbottom")
        # the bids, in bidding order from the dealer's left
        order = [(d["dealer"] + 1 + i) % n for i in range(n)]
        chip_gap = px(6)
        chip_w = (box.w - 2 * pad - chip_gap * (n - 1)) // n
        cy = box.y + px(40)
        for i, seat in enumerate(order):
            r = pygame.Rect(box.x + pad + i * (chip_w + chip_gap), cy, chip_w, px(44))
            bid = d["bids"][seat]
            hot = d["to_move"] == seat
            t.panel(r, theme.PANEL_LIGHT if bid is not None else (0, 0, 0), 160 if bid is not None else 70, 8,
                    theme.GOLD if hot else theme.PANEL_LINE, px(2) if hot else 1)
            t.label(self.session.short_name(seat, d["seat"]), (r.centerx, r.y + px(4)), 12,
                    theme.GOLD if hot else theme.MUTED, anchor="midtop", max_width=r.w - px(8))
            value = str(bid) if bid is not None else ("\u2026" if hot else "\u2014")
            t.label(value, (r.centerx, r.y + px(20)), 17, theme.TEXT if bid is not None else theme.DIM, bold=True,
                    anchor="midtop")
        y = cy + px(44) + px(10)
        if not bids:
            who = d["to_move"]
            text = f"{s.name(who)} is bidding\u2026" if who is not None else ""
            t.label(text, (box.centerx, y), 14, theme.MUTED, anchor="midtop", max_width=box.w - 2 * pad)
            return
        bw = min(px(48), (box.w - 2 * pad - gap * (per_row - 1)) // per_row)
        for r in range(rows):
            row = bids[r * per_row:(r + 1) * per_row]
            x0 = box.centerx - (len(row) * bw + (len(row) - 1) * gap) // 2
            for i, a in enumerate(row):
                k = a["tricks"]
                hotkey = (pygame.K_0 + k) if k <= 9 else (pygame.K_0 if k == 10 else None)
                t.button(f"bid:{k}", str(k), (x0 + i * (bw + gap), y, bw, bh), action=a, hotkey=hotkey, size=17,
                         style="primary", tooltip=str(k % 10) if k <= 10 else "")
            y += bh + gap

    def _hand_summary(self, t, d, box):
        px = t.px
        last = d["last_hand"]
        t.panel(box, theme.PANEL, 225, 16, theme.PANEL_LINE)
        pad = px(16)
        t.label(f"Hand {last['hand']} scored", (box.x + pad, box.y + px(10)), 16, theme.GOLD, bold=True)
        cols = ["Bid", "Took", "Points", "Score"]
        col_w = px(66)
        right = box.right - pad
        col_x = [right - (len(cols) - 1 - i) * col_w for i in range(len(cols))]
        y = box.y + px(36)
        for cx, name in zip(col_x, cols):
            t.label(name, (cx, y), 12, theme.MUTED, anchor="topright")
        y += px(19)
        best = max(last["points"])
        for seat in range(d["seats"]):
            pts = last["points"][seat]
            colour = theme.GOLD if pts == best and pts > 0 else theme.TEXT
            t.label(self.session.short_name(seat, d["seat"]), (box.x + pad, y), 14, colour,
                    max_width=col_x[0] - col_w - box.x - pad)
            note = f"{pts:+d}" if pts else "0"
            if last["bag_penalties"][seat]:
                note += " bags"
            values = [str(last["bids"][seat]), str(last["won"][seat]), note, str(last["scores"][seat])]
            for i, (cx, v) in enumerate(zip(col_x, values)):
                t.label(v, (cx, y), 14, colour, bold=(i == 3), anchor="topright")
            y += px(21)

    def _prompt(self, d, legal, winner):
        s = self.session
        if winner is not None:
            mine = s.is_you(winner)
            who = "You take" if mine else f"{s.name(winner)} takes"
            lead = mine and s.my_turn() and any(a.get("type") == "play" for a in legal)
            return f"{who} the trick" + (": your lead" if lead else "")
        if not s.my_turn() or not legal:
            return ""
        if d["phase"] == "bid":
            top = max((a["tricks"] for a in legal if a.get("type") == "bid"), default=0)
            keys = "1\u20139, 0 for 10" + (", Tab to the higher bids then Enter" if top > 10 else "")
            return f"Your bid: click a number (or press {keys})"
        if not d["trick"]:
            return "Your lead: drag a card into the middle"
        return "Your turn: drag a card into the middle"


SCENE = QuadWarBoard
