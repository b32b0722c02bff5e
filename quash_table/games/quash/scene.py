"""QUASH gameboard: the RED side and the BLACK side facing each other, spot k against spot k.

The board is drawn as the real one: two halves (your side at the bottom, the other side at the top), each
with 9 spots in 3 sections (triple, double, single), spot numbers down the middle where the halves meet,
a scoring track per side from START to the FINISH circle with its marker, each side's seats with their
cards face down and counted, the draw pile (2 players, basic), your hand sorted along the bottom.

Playing: drag a card onto a spot of your side (or click it, then the spot; or Tab / 1-9 / Enter). A
placement that can never make a proper sequence asks first (the rules' placement_warning): Play it anyway
or Cancel. In the advanced game each card on your side is a target too: dropping on it swaps it out (on a
spot with an open slot only its top edge does, so a drop on the spot lays the card); a tag says which while
a card is dragged. The displaced card then rises above its spot and is placed the same way, one drop at a
time, until a card lands on an open slot (composer.SwapChain keeps the chain; Esc takes it back). A card
dropped on the other side's half springs back with the reason. 4 players: a team's first seat names its
tiebreaker player with two buttons.

Scoring: the rules score a whole round (up to a tiebreaker) inside one move, and say what that move
caused (game.events: each spot's result, bonuses, tiebreakers, the round's score, in order). This board
shows the new steps one at a time, each for its own pace (the last one too), captioned in the rules' own
words (describe_event); the round's earlier steps are its record (the view's `events`). On screen: the
losing spot turns face down, the markers step along the track point by point, QUASH! gets a banner and the
section's strip a badge between its spot numbers, each tiebreaker pair lies face down a moment, then both
cards turn face up with the outcome. Bots and the summary wait while it runs (the timer is a tween, so the table
is not settled). What the board keeps between builds is only that: how far through the move's events it is.
"""

import pygame

from ...engine.game import IllegalAction
from ...ui import theme
from ...ui.board import BoardScene
from .composer import SwapChain
from .rules import GAME, RECORD_KINDS, SIZES, as_event, can_become_proper

# design pixels (1280x800)
HEADER_H = 44         # a side's seats
TRACK_H = 24          # a scoring track
CENTRE_H = 32         # the spot numbers between the halves
PROMPT_H = 30
HAND_H = 118          # your cards
HAND_H_LONG = 104     # ... 23 of them (2 players, advanced)
MAX_CARD_H = 118      # cards on the board
OVERLAP = 0.30        # how far the next card of a spot sits to the right, in card widths
PLATE_W = 262
BACK_H = 34

SIDE_NAMES = ("RED", "BLACK")
SIDE_COLOUR = ((168, 34, 40), (28, 28, 34))
SIDE_TINT = ((120, 24, 30), (16, 16, 20))
MARKER = ((226, 54, 54), (22, 22, 24))
WOOD = (92, 62, 34)
FAILED = (236, 96, 84)
SUIT_GLYPH = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
KIND_WORD = {3: "triple", 2: "double", 1: "single"}

# seconds each scoring step stays on screen (at normal animation speed), by event kind ("point": each
# further point of one step); the steps are the events the round's record keeps
PACE = {"spot_scored": 0.8, "point": 0.42, "failed_bonus": 0.5, "quash": 1.7, "tiebreak": 2.2,
        "leftovers_pooled": 0.6, "tiebreak_player_named": 0.8, "round_scored": 1.2, "finish": 1.6}
STEP_KINDS = frozenset(RECORD_KINDS.values())
SWAP_BAND = 0.34     # advanced: the top of a card on a spot with an open slot is where a drop swaps it out
LEAD = 0.5            # seconds before new events start to show


def short(code):
    return code[:-1] + SUIT_GLYPH[code[-1]]


def score_steps(events, final):
    """The round's events as steps of at most one point per side: [{"ev": index, "scores": [r, b]}], and
    the scores before the first event (from the view's totals, minus what the events gave)."""
    gained = [0, 0]
    for e in events:
        if "points" in e:
            gained[0] += e["points"][0]
            gained[1] += e["points"][1]
    cur = [final[0] - gained[0], final[1] - gained[1]]
    base = cur[:]
    steps = []
    for i, e in enumerate(events):
        pts = e.get("points") or [0, 0]
        n = max(pts)
        if n <= 0:
            steps.append({"ev": i, "scores": cur[:]})
            continue
        for j in range(n):
            cur = [cur[0] + (1 if j < pts[0] else 0), cur[1] + (1 if j < pts[1] else 0)]
            steps.append({"ev": i, "scores": cur[:], "more": j > 0})
    return base, steps


def _pair(e):
    """Is `e` a tiebreaker event with the two cards laid (not settled without cards)?"""
    return e is not None and e["kind"] == "tiebreak" and bool(e.get("cards")) and e["cards"][0] is not None


class QuashBoard(BoardScene):
    deck = "standard"
    back_style = "red"

    def __init__(self, app, session):
        super().__init__(app, session)
        self._seen = None       # (moves made, state) of the position the steps below belong to
        self._earlier = []      # the round's steps before the last move (its record, as events)
        self._new = []          # the steps the last move caused (game.events)
        self._pos = None        # how many of `_steps` are shown
        self._drawn = {}        # seat -> (round, card) it drew last, as its own events told it (marked)
        self._lead = False      # new events wait a moment before their first step shows
        self._steps = []
        self._base = [0, 0]
        self._confirm = None    # {"action", "text", "version"}: a placement that will fail, asked first
        self._chain = None      # {"chain": SwapChain, "round", "version"}: a swap chain being built
        self._modal = None      # the dialog's rect while one shows
        self._banner = None     # (title, subtitle, colour) over the board while QUASH! or the finish shows
        self._deco = None       # what draw_decor draws (tracks, board lines)
        self._tags = []         # (rect, text, colour, ink): results on scored spots, drawn over the cards

    # --- the scoring animation ------------------------------------------------------------------------
    # The steps are the events the last move caused that the round's record keeps (they are its last
    # entries). A move just made plays them from the start: `_pos` of them are shown, and the last shown
    # stays on the table for its pace (a hold) before the next one, the last of all too, so nothing moves
    # on (no bot, no deal) before it has been seen. New steps first wait LEAD seconds (`_lead`): the card
    # just laid lands, and a tiebreaker pair lies face down before it is turned over. A table opened
    # mid-game, a move taken back or a replay's jump shows the position as it is.
    def _follow(self, view):
        m = self.session.match
        now = (len(m.actions), m.state)
        if self._seen is None or now[1] is not self._seen[1]:
            forward = self._seen is not None and now[0] == self._seen[0] + 1
            if self._seen is not None and not forward:
                self._lead = False
                self.cancel_hold()
                self._drawn = {}
            for e in self.game.events(m.state, view["seat"]) if forward else ():
                if e["kind"] == "card_drawn" and "card" in e:
                    self._drawn[e["seat"]] = (view["round"], e["card"])
            self._new = [e for e in self.game.events(m.state, view["seat"]) if e["kind"] in STEP_KINDS]
            record = view["events"]
            self._earlier = [as_event(e) for e in record[:len(record) - len(self._new)]]
            self._base, self._steps = score_steps(self._new, view["scores"])
            self._pos = 0 if forward else len(self._steps)
            self._seen = now
        if self.tweens.speed <= 0:
            self._pos = len(self._steps)
            self._lead = False
        if self._pos < len(self._steps) and not self.holding():
            self._lead = True
            self.hold(LEAD)

    def _pace(self, i):
        st = self._steps[i]
        if st.get("more"):
            return PACE["point"]
        return PACE.get(self._new[st["ev"]]["kind"], 0.6)

    def update(self, dt):
        super().update(dt)
        if not self.hold_ran_out() or self._pos is None:
            return
        self._lead = False
        if self._pos < len(self._steps):
            self._pos += 1                         # the next step shows for its own pace
            self.hold(self._pace(self._pos - 1))
        self.rebuild()

    @property
    def animating(self):
        return self._pos is not None and (self._pos < len(self._steps) or self.holding())

    def _shown(self, view):
        """(scores, the round's steps shown so far, the step's event or None, the event about to show or
        None) for the current animation step."""
        if not self.animating:
            shown = self._earlier + self._new
            return view["scores"], shown, shown[-1] if shown else None, None
        nxt = None
        if self._lead and self._pos < len(self._steps):
            nxt = self._new[self._steps[self._pos]["ev"]]
        if self._pos == 0:
            return self._base, self._earlier, None, nxt
        st = self._steps[self._pos - 1]
        return st["scores"], self._earlier + self._new[:st["ev"] + 1], self._new[st["ev"]], nxt

    def _say(self, event):
        """The rules' words for an event (the captions; the move log reads the same)."""
        text = self.game.describe_event(event, len(self.session.match.seats))
        return self.session.words(text) if text else ""

    # --- HUD -------------------------------------------------------------------------------------------
    def score_text(self, result, view):
        scores = getattr(self, "_shown_scores", None) or view["scores"]
        bits = [f"Round {view['round']}", f"RED {scores[0]}", f"BLACK {scores[1]}",
                f"FINISH at {view['target']}"]
        if view["variant"] == "advanced":
            bits.append("advanced")
        return "  \u00b7  ".join(bits)

    # --- the table -------------------------------------------------------------------------------------
    def build(self, t, view, legal):
        self._follow(view)
        scores, shown, current, upcoming = self._shown(view)
        self._shown_scores = scores
        anim = self.animating
        v = self.session.version
        if self._confirm is not None and self._confirm["version"] != v:
            self._confirm = None
        if self._chain is not None and (self._chain["version"] != v or not self.session.my_turn()):
            self._chain = None
        chain = self._chain["chain"] if self._chain is not None else None
        g = self._geometry(t, view)
        me = view["seat"]
        mine = view["side"] if view["side"] is not None else 0
        bottom = mine
        top = 1 - bottom

        # which spots lie face down, and what each scored spot showed, from the events shown so far
        down = [[False] * 9, [False] * 9]
        result = {}
        quashed = {}
        for e in shown:
            if e["kind"] in ("spot_scored", "tiebreak") and e.get("side") in (0, 1):
                down[1 - e["side"]][e["spot"] - 1] = True
            if e["kind"] in ("spot_scored", "tiebreak", "failed_bonus"):
                result.setdefault(e["spot"], []).append(e)
            if e["kind"] == "quash":
                quashed[e["section"]] = e["side"]
        scoring_spot = current["spot"] if current is not None and "spot" in current and anim else None
        if scoring_spot is None and view["phase"] == "tiebreak" and not anim:
            scoring_spot = view["tiebreak"]["spot"]

        self._tags = []
        self._board_art(t, view, g, bottom, result, quashed, scoring_spot)
        plates = self._seats(t, view, g, bottom, top)
        right = max([g["header"]["bottom"].x + t.px(92)] + [plates[q].right for q in plates if q % 2 == bottom])
        hb = g["header"]["bottom"]
        g["dock"] = pygame.Rect(right + t.px(14), hb.y, hb.right - right - t.px(14),
                                g["prompt"][1] - t.px(PROMPT_H) // 2 - t.px(6) - hb.y)

        # the cards on the board: ids stay with a card through the round (a swap glides it)
        rnd = view["round"]
        last_play = view["history"][-1] if view["history"] else None
        for side in (0, 1):
            where = "bottom" if side == bottom else "top"
            for k in range(9):
                cards = chain.board[k] if chain is not None and side == view["side"] else view["board"][side][k]
                rects = g["slots"][where][k]
                for i, code in enumerate(cards):
                    face = None if down[side][k] else code
                    origin = None
                    if last_play is not None and last_play["card"] == code:
                        origin = plates.get(last_play["seat"])
                    t.card(f"r{rnd}:{code}", face, rects[i], zone=f"spot:{SIDE_NAMES[side]}:{k + 1}",
                           origin=origin, reveal=origin is not None, z=10 + i)

        # targets: your spots (and, advanced, each card on them)
        drops_for = {}
        if me is not None and not anim:
            drops_for = self._drops(t, view, legal, g, chain)
        if chain is not None:
            self._moving_card(t, view, g, chain, drops_for.pop(None, {}))

        self._hand(t, view, g, plates, drops_for, anim)
        self._pile(t, view, g)
        self._tiebreak(t, view, g, shown, current, upcoming, anim, bottom)
        self._actions(t, view, legal, g, anim)
        self._banner = None
        if anim and current is not None:
            if current["kind"] == "quash":
                self._banner = ("QUASH!", f"{SIDE_NAMES[current['side']]} won all three spots of section "
                                f"{current['section']}  (+2)", SIDE_COLOUR[current["side"]])
            elif current["kind"] == "finish":
                self._banner = ("FINISH!", f"{SIDE_NAMES[current['side']]} reaches the FINISH circle",
                                SIDE_COLOUR[current["side"]])
        self._deco = {"g": g, "scores": scores, "target": view["target"], "bottom": bottom,
                      "quashed": quashed}
        t.prompt_pos = t.message_pos = g["prompt"]
        if anim and _pair(upcoming):
            t.prompt = f"Spot {upcoming['spot']}: both tiebreaker cards are down\u2026"
        elif anim and current is not None:
            t.prompt = self._say(current)
        elif anim:
            t.prompt = "Scoring the round, spot 1 to 9\u2026"
        else:
            t.prompt = self._prompt(view, legal, shown)

    # --- geometry -----------------------------------------------------------------------------------------
    def _geometry(self, t, view):
        area, px = t.area, t.px
        margin = px(12)
        spot_gap, sec_gap, pad = px(6), px(16), px(3)
        long_hand = view["hand"] is not None and len(view["hand"]) > 13
        hand_h = px(HAND_H_LONG if long_hand else HAND_H)
        units = sum(1 + (s - 1) * OVERLAP for s in SIZES)
        fixed_w = 6 * spot_gap + 2 * sec_gap + 18 * pad + 2 * margin + px(16)
        w_by_width = (area.w - fixed_w) / units
        fixed_h = (2 * HEADER_H + 2 * TRACK_H + CENTRE_H + PROMPT_H + 2 * 12 + 40)
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

        # bands from the top; what is left over goes between the board and your hand
        block_h = (2 * px(HEADER_H) + 2 * px(TRACK_H) + 2 * side_h + px(CENTRE_H) + px(4 + 6 + 6 + 4))
        spare = area.h - px(6) - block_h - px(PROMPT_H) - px(8) - hand_h - margin
        grow = max(0, min(px(26), spare // 2))
        hand_h += grow
        spare = max(0, spare - grow)
        hand_cy = area.bottom - margin - hand_h // 2
        prompt_y = hand_cy - hand_h // 2 - px(PROMPT_H) // 2 - px(4)
        y = area.y + px(6) + spare // 2
        header_top = pygame.Rect(board_left, y, board_right - board_left, px(HEADER_H))
        y += px(HEADER_H) + px(4)
        track_top = pygame.Rect(board_left, y, board_right - board_left, px(TRACK_H))
        y += px(TRACK_H) + px(6)
        side_top = pygame.Rect(board_left, y, board_right - board_left, side_h)
        y += side_h
        centre = pygame.Rect(board_left, y, board_right - board_left, px(CENTRE_H))
        y += px(CENTRE_H)
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
        pile_size = t.card_size(HAND_H * 0.72)
        return {"spots": spots, "slots": slots, "columns": columns, "card": (cw, ch), "step": step,
                "header": {"top": header_top, "bottom": header_bottom},
                "track": {"top": track_top, "bottom": track_bottom},
                "side": {"top": side_top, "bottom": side_bottom}, "centre": centre, "board": board,
                "hand_h": hand_h, "hand_cy": hand_cy, "prompt": (area.centerx, prompt_y),
                "pile_size": pile_size, "margin": margin, "sec_gap": sec_gap, "spot_gap": spot_gap}

    # --- parts ------------------------------------------------------------------------------------------
    def _board_art(self, t, view, g, bottom, result, quashed, scoring_spot):
        px = t.px
        b = g["board"]
        t.panel(b.move(0, px(4)), (0, 0, 0), 90, 18)
        t.panel(b, WOOD, 235, 18, theme.shade(WOOD, -0.45), px(2))
        for where, side in (("top", 1 - bottom), ("bottom", bottom)):
            band = g["side"][where].union(g["track"][where]).inflate(px(4), px(4))
            t.panel(band, SIDE_TINT[side], 215, 12, theme.shade(SIDE_COLOUR[side], 0.25), 1)
        c = g["centre"]
        t.panel(c.inflate(px(4), -px(2)), (232, 222, 196), 235, 8)
        for sec in range(3):
            cols = g["columns"][sec * 3:sec * 3 + 3]
            r = pygame.Rect(cols[0].x - px(3), c.y + px(3), cols[2].right - cols[0].x + px(6), c.h - px(6))
            if sec + 1 not in quashed:
                t.panel(r, (206, 190, 152), 180, 7)
                continue
            # QUASHED: the section's strip in the side's colour, the badge in the room between its spot
            # numbers (where the kind words were: the other sections still name them)
            side = quashed[sec + 1]
            t.panel(r, SIDE_COLOUR[side], 255, 7, theme.GOLD, px(2))
            half = px(13)
            for a, text, colour in ((0, "QUASH!", theme.GOLD), (1, f"{SIDE_NAMES[side]} +2", theme.TEXT)):
                x1, x2 = cols[a].centerx + half, cols[a + 1].centerx - half
                t.label(text, ((x1 + x2) // 2, r.centery), 13, colour, bold=True, anchor="center",
                        max_width=max(px(20), x2 - x1 - px(8)))
        for k in range(9):
            col = g["columns"][k]
            hot = scoring_spot == k + 1
            centre = (col.centerx, c.centery)
            rr = pygame.Rect(0, 0, px(26), px(26))
            rr.center = centre
            t.panel(rr, theme.GOLD if hot else (250, 246, 232), 255, 13, (60, 40, 20), px(2))
            t.label(str(k + 1), centre, 15, (30, 22, 12), bold=True, anchor="center")
            if k // 3 + 1 not in quashed:
                t.label(KIND_WORD[SIZES[k]], (rr.left - px(4), c.centery), 10, (70, 52, 30), anchor="midright")
            for where, side in (("top", 1 - bottom), ("bottom", bottom)):
                frame = g["spots"][where][k]
                t.panel(frame, (0, 0, 0), 70 if not hot else 40, 10, theme.GOLD if hot else (0, 0, 0),
                        px(3) if hot else 1)
                for r in g["slots"][where][k]:
                    t.panel(r, (255, 255, 255), 18, 7, (255, 255, 255, 60), 1)
                self._spot_result(t, view, frame, side, k + 1, result.get(k + 1, []), where)

    def _spot_result(self, t, view, frame, side, spot, evs, where):
        """A tag on a scored spot (drawn over its cards): +points for the side that gained them, FAILED
        where a sequence failed."""
        if not evs:
            return
        px = t.px
        gained = 0
        failed = False
        for e in evs:
            pts = e.get("points") or [0, 0]
            gained += pts[side]
            if e["kind"] == "spot_scored" and (e["outcome"] == "both_failed" or
                                        (e["outcome"] == "failed" and e["side"] != side)):
                failed = True
        y = frame.bottom - px(4) if where == "bottom" else frame.top + px(4)
        if gained:
            tag = pygame.Rect(0, 0, px(34), px(20))
            tag.center = (frame.right - px(16), y)
            self._tags.append((tag, f"+{gained}", theme.GOLD, (40, 26, 6)))
        if failed:
            tag = pygame.Rect(0, 0, px(62), px(20))
            tag.center = (frame.x + px(36), y)
            self._tags.append((tag, "FAILED", FAILED, theme.TEXT))

    def _seats(self, t, view, g, bottom, top):
        """Each side's name and seats along the board's outer edges; returns {seat: plate rect}."""
        px = t.px
        n = view["seats"]
        plates = {}
        for where, side in (("top", top), ("bottom", bottom)):
            band = g["header"][where]
            chip = pygame.Rect(band.x, band.y, px(92), band.h)
            t.panel(chip, SIDE_COLOUR[side], 245, 10, theme.shade(SIDE_COLOUR[side], 0.4), px(2))
            t.label(SIDE_NAMES[side], (chip.centerx, chip.y + px(6)), 18, theme.TEXT, bold=True, anchor="midtop")
            t.label(f"{self._shown_scores[side]} pts", (chip.centerx, chip.bottom - px(5)), 12, theme.MUTED,
                    anchor="midbottom")
            seats = [q for q in range(n) if q % 2 == side]
            x = chip.right + px(8)
            width = min(px(PLATE_W), (band.right - x - px(8) * len(seats) - px(310)) // max(1, len(seats)))
            for q in seats:
                r = pygame.Rect(x, band.y, width, band.h)
                plates[q] = r
                self._plate(t, view, q, r)
                x = r.right + px(8)
            if where == "top":
                self._side_note(t, view, pygame.Rect(x, band.y, band.right - x, band.h))
        return plates

    def _side_note(self, t, view, r):
        px = t.px
        bits = [f"Round {view['round']}", f"FINISH at {view['target']}"]
        if view["variant"] == "advanced":
            bits.append("advanced: swaps")
        t.label("  \u00b7  ".join(bits), (r.right - px(4), r.centery), 13, theme.MUTED, anchor="midright",
                max_width=r.w - px(8))

    def _plate(self, t, view, seat, r):
        px = t.px
        s = self.session
        hot = view["to_move"] == seat and view["phase"] != "over" and not self.animating
        t.panel(r, theme.PANEL, 215, 10, theme.GOLD if hot else theme.PANEL_LINE, px(3) if hot else 1)
        me = s.is_you(seat)
        name = "You" if me else s.name(seat)
        count = view["hand_counts"][seat]
        backs_w = 0
        if seat != view["seat"] and count:
            bw, bh = t.card_size(BACK_H)
            shown = min(count, 6)
            step = px(6)
            backs_w = bw + step * (shown - 1) + px(6)
            x0 = r.right - px(6) - backs_w
            y0 = r.y + (r.h - bh) // 2
            for i in range(shown):
                t.card(f"hand{seat}:{i}", None, (x0 + i * step, y0, bw, bh), zone=f"hand:{seat}", z=1 + i)
        pad = px(10)
        t.label(name, (r.x + pad, r.y + px(5)), 15, theme.GOLD if hot else theme.TEXT, bold=True,
                max_width=r.w - 2 * pad - backs_w)
        bits = [f"{count} card{'s' if count != 1 else ''}"]
        if view["dealer"] == seat:
            bits.append("dealer")
        bits.append("to move" if hot else ("bot" if s.is_bot(seat) else "human"))
        t.label("  \u00b7  ".join(bits),
                (r.x + pad, r.bottom - px(5)), 12, theme.MUTED, anchor="bottomleft", max_width=r.w - 2 * pad - backs_w)

    def _drops(self, t, view, legal, g, chain):
        """Targets on your side and, per hand card, what dropping it on each one does; while a swap chain
        is being built, the card in the air's drops under the key None (hand cards wait)."""
        side = view["side"]
        board = chain.board if chain is not None else view["board"][side]
        for k in range(9):
            t.target(f"spot:{k + 1}", g["spots"]["bottom"][k], label=f"spot {k + 1} ({KIND_WORD[SIZES[k]]})",
                     kind="target")
        if view["variant"] == "advanced":
            # each card on your side is a target (listed first: it lies over its spot). On a spot with an
            # open slot only the card's top band (its corner index) swaps: a drop anywhere else on the
            # spot lays the card in the open slot, as a player expects; on a full spot the whole card.
            cards = []
            for k in range(9):
                rects = g["slots"]["bottom"][k]
                full = len(board[k]) >= SIZES[k]
                for i, code in enumerate(board[k]):
                    r = rects[i].copy()
                    if i + 1 < len(board[k]):
                        r.w = g["step"]
                    if not full:
                        r.h = int(r.h * SWAP_BAND)
                    cards.append(t.target(f"swap:{code}", r, label=f"swap out {short(code)}", kind="target"))
            t.targets[:] = cards + [x for x in t.targets if not x.id.startswith("swap:")]
        if chain is not None:
            return {None: {(f"spot:{spot}" if x is None else f"swap:{x}"): (lambda d=spot, x=x: self._chain_step(d, x))
                           for spot, x in chain.options()}}
        starts = {(a["card"], a["spot"], a["swap"][0][0]) for a in legal if a.get("type") == "play" and "swap" in a}
        out = {}
        for code in view["hand"] or []:
            drops = {}
            if view["phase"] == "play":
                for k in range(9):
                    a = {"type": "play", "card": code, "spot": k + 1}
                    warn = GAME.placement_warning(board[k], code, k + 1) if a in legal else None
                    drops[f"spot:{k + 1}"] = (lambda a=a, w=warn: self._ask(a, w)) if warn else a
                if view["variant"] == "advanced" and legal:
                    for k in range(9):
                        for x in board[k]:
                            if (code, k + 1, x) in starts or self._chain_can_start(board, code, k + 1, x):
                                drops[f"swap:{x}"] = (lambda c=code, k=k, x=x: self._start_chain(board, c, k + 1, x))
            elif view["phase"] == "tiebreak":
                drops["tiebreak"] = {"type": "tiebreak", "card": code}
            out[code] = drops
        return out

    @staticmethod
    def _chain_can_start(board, card, spot, out):
        """A first swap that no listed (short) chain starts with, but from which a longer chain may go on."""
        if not can_become_proper([card if x == out else x for x in board[spot - 1]], spot):
            return False                           # the common case, answered without building a chain
        try:
            return bool(SwapChain(board, card, spot, out).options())
        except IllegalAction:
            return False

    def _start_chain(self, board, card, spot, out):
        """A hand card dropped on one of your cards: it takes that card's place, which rises to go on."""
        try:
            chain = SwapChain(board, card, spot, out)
        except IllegalAction as e:
            self.show_message(str(e), "error")
            return False
        self._confirm = None
        self._chain = {"chain": chain, "round": self.session.view()["round"], "version": self.session.version}
        self._lift_moving()
        return True

    def _chain_step(self, spot, out):
        """The card in the air dropped on `spot` (displacing `out`, or on an open slot: the move is made)."""
        chain = self._chain["chain"]
        try:
            done = chain.step(spot, out)
        except IllegalAction as e:
            self.show_message(str(e), "error")
            return False
        if done is None:
            self._lift_moving()
            return True
        self._chain = None
        return self.act(done)

    def _lift_moving(self):
        """The card in the air is the one picked up: a click on a target (or Enter) places it."""
        c = self._chain
        opts = c["chain"].options()
        self.drag.selected = f"r{c['round']}:{c['chain'].moving}"
        self.drag.key_target = None
        hint = self.hints.current["action"] if self.hints.current is not None else None
        nxt = c["chain"].hinted_next(hint) if hint is not None else None
        if opts:
            spot, x = nxt if nxt in opts else opts[0]      # Enter follows a hinted chain
            self.drag.key_target = f"spot:{spot}" if x is None else f"swap:{x}"

    def _moving_card(self, t, view, g, chain, drops):
        """The displaced card, risen above the slot it left, with where it may go next."""
        k = chain.moves[-1][0] - 1
        took_its_place = chain.card if len(chain.moves) == 1 else chain.moves[-2][1]
        i = chain.board[k].index(took_its_place)
        r = g["slots"]["bottom"][k][i].move(0, -int(g["card"][1] * 0.55))
        t.card(f"r{view['round']}:{chain.moving}", chain.moving, r, zone="chain", drops=drops, z=70)

    def _ask(self, action, warning):
        self._chain = None
        self._confirm = {"action": action, "text": warning, "version": self.session.version}
        return True

    def _cancel(self):
        self._confirm = None
        self._chain = None
        self._built = None

    def _hand(self, t, view, g, plates, drops_for, anim):
        px = t.px
        area = t.area
        hand = view["hand"]
        if hand is None:
            t.label(self.nobody_here_text(), (area.centerx, g["hand_cy"]), 20, theme.MUTED, anchor="center")
            return
        rnd = view["round"]
        left = area.x + g["margin"] + g["pile_size"][0] + px(40)
        width = area.right - g["margin"] - left
        hh = g["hand_h"]
        hw = int(round(hh / 1.4))
        rects = t.row(len(hand), (hw, hh), (left + width // 2, g["hand_cy"]), width, gap=8)
        pile = self._pile_rect(t, g)
        dealer = plates.get(view["dealer"])
        pending = self._confirm["action"]["card"] if self._confirm else None
        placed = self._chain["chain"].card if self._chain else None     # already on its spot, in the chain
        drawn = self._drawn.get(view["seat"])
        drawn = drawn[1] if drawn is not None and drawn[0] == rnd else None
        for i, code in enumerate(hand):
            if code == placed:
                continue
            origin = pile if view["pile_count"] or view["history"] else dealer
            drops = drops_for.get(code, {}) if not anim else {}
            r = rects[i]
            if code == pending:
                r = r.move(0, -px(22))
            elif code == drawn:                    # the card just drawn from the pile: a gold frame
                t.panel(r.inflate(px(8), px(8)), theme.GOLD, 235, 10)
            t.card(f"r{rnd}:{code}", code, r, zone=f"hand:{view['seat']}", drops=drops, origin=origin,
                   reveal=True, z=40 + i)
        if not hand and view["phase"] in ("scoring", "tiebreak") and view["seats"] == 4:
            t.label("Your leftover cards went to your partner for the tiebreakers", (left + width // 2, g["hand_cy"]),
                    15, theme.MUTED, anchor="center")

    def _pile_rect(self, t, g):
        w, h = g["pile_size"]
        return pygame.Rect(t.area.x + g["margin"] + t.px(14), g["hand_cy"] - h // 2 + t.px(6), w, h)

    def _pile(self, t, view, g):
        px = t.px
        r = self._pile_rect(t, g)
        n = view["pile_count"]
        d = view["discard_count"]
        if n:
            for i in range(min(4, (n + 6) // 7)):
                t.card(f"pile:{i}", None, r.move(-px(2) * i, -px(2) * i), zone="pile", z=i)
            t.label("Draw pile", (r.centerx, r.y - px(10) - px(6)), 12, theme.MUTED, anchor="midbottom")
            t.label(f"{n} left", (r.centerx, r.bottom + px(2)), 13, theme.TEXT, bold=True, anchor="midtop")
        elif d:
            for i in range(2):
                t.card(f"discard:{i}", None, r.move(-px(2) * i, -px(2) * i), zone="discards", z=i)
            t.label("Set aside", (r.centerx, r.y - px(16)), 12, theme.MUTED, anchor="midbottom")
            t.label(f"{d} unseen", (r.centerx, r.bottom + px(2)), 13, theme.TEXT, bold=True, anchor="midtop")
        elif view["seats"] == 2 and view["variant"] == "basic":
            t.panel(r, theme.PANEL, 90, 10, theme.PANEL_LINE)
            t.label("pile empty", r.center, 12, theme.MUTED, anchor="center")

    def _tiebreak(self, t, view, g, shown, current, upcoming, anim, bottom):
        """The tiebreaker mat beside the tied spot: each side's card face down until both are down, then
        both face up with the outcome (the step's hold keeps it there), then the next pair's places."""
        px = t.px
        spot = None
        cards = [None, None]
        chosen = [False, False]
        outcome = None                             # the pair being shown face up
        earlier = shown
        if anim and _pair(upcoming):
            spot = upcoming["spot"]                # both are down: they lie face down a moment
            chosen = [True, True]
            if view["side"] is not None:
                cards[view["side"]] = upcoming["cards"][view["side"]]
        elif anim and _pair(current):
            spot = current["spot"]
            cards = current["cards"]
            chosen = [True, True]
            outcome = current
            earlier = shown[:-1]
        elif anim and current is not None and current["kind"] == "spot_scored" and current["outcome"] == "tie":
            spot = current["spot"]                 # the tie itself: the mat waits for the two cards
        elif not anim and view["phase"] == "tiebreak" and view["tiebreak"]:
            tb = view["tiebreak"]
            spot = tb["spot"]
            chosen = tb["chosen"]
            if tb["my_card"] is not None and view["side"] is not None:
                cards[view["side"]] = tb["my_card"]
        if spot is None or any(a["type"] == "tiebreak_chooser" for a in self.legal):
            return                                 # the dock holds the naming buttons meanwhile
        before = [e for e in earlier if _pair(e) and e["spot"] == spot]
        n_before = len(before)
        dock = g["dock"]
        ch = min(g["card"][1], dock.h - px(28))
        cw = int(round(ch / 1.4))
        text_w = px(150)
        mat = pygame.Rect(dock.x, dock.y, text_w + 2 * (cw + px(16)) + px(6), dock.h)
        t.panel(mat, theme.PANEL, 235, 14, theme.GOLD, px(2))
        x0, tw = mat.x + px(12), text_w - px(18)
        t.label("Tiebreaker", (x0, mat.y + px(10)), 16, theme.GOLD, bold=True, max_width=tw)
        t.label(f"spot {spot} is tied" + (f" (pair {n_before + 1})" if n_before else ""),
                (x0, mat.y + px(33)), 13, theme.TEXT, max_width=tw)
        if outcome is not None:
            red, black = outcome["cards"]
            if outcome["outcome"] == "tie":
                head, sub, colour = "Equal: again", f"{short(red)} = {short(black)}", theme.GOLD
            else:
                w = outcome["side"]
                win, lose = (red, black) if w == 0 else (black, red)
                head = f"{SIDE_NAMES[w]} wins spot {spot}"
                sub = f"{short(win)} beats {short(lose)}"
                colour = (240, 120, 110) if w == 0 else (226, 226, 232)
            t.label(head, (x0, mat.y + px(56)), 14, colour, bold=True, max_width=tw)
            t.label(sub, (x0, mat.y + px(76)), 13, theme.TEXT, max_width=tw)
        else:
            t.label("higher rank wins;", (x0, mat.y + px(54)), 12, theme.MUTED, max_width=tw)
            t.label("equal: again", (x0, mat.y + px(70)), 12, theme.MUTED, max_width=tw)
            if before:
                red, black = before[-1]["cards"]
                t.label(f"last: {short(red)} = {short(black)}", (x0, mat.bottom - px(10)), 12, theme.TEXT,
                        anchor="bottomleft", max_width=tw)
        rnd = view["round"]
        for i, side in enumerate((bottom, 1 - bottom)):
            r = pygame.Rect(mat.x + text_w + i * (cw + px(16)), mat.bottom - px(8) - ch, cw, ch)
            t.panel(r, (0, 0, 0), 90, 8, (160, 160, 170) if side == 1 else (226, 80, 80), px(2))
            t.label(SIDE_NAMES[side], (r.centerx, r.y - px(3)), 11, theme.TEXT, bold=True, anchor="midbottom")
            if side == view["side"] and view["phase"] == "tiebreak" and not anim:
                t.target("tiebreak", r, label=f"tiebreaker card for spot {spot}", kind="target")
            if chosen[side]:
                t.card(f"tb:{rnd}:{spot}:{n_before}:{side}", cards[side], r, zone=f"tiebreak:{SIDE_NAMES[side]}",
                       z=60)

    def _actions(self, t, view, legal, g, anim):
        px = t.px
        cx, cy = g["prompt"]
        deal = {"type": "deal"}
        if view["phase"] == "deal" and not anim and deal in legal:
            r = pygame.Rect(0, 0, min(px(250), g["dock"].w), px(44))
            r.center = g["dock"].center
            t.button("deal", f"Deal round {view['round'] + 1}", r, action=deal, hotkey=pygame.K_d,
                     style="primary", size=16, tooltip="D")
        self._modal = None
        if self._confirm is not None:
            self._confirm_dialog(t, view, g)
        if self._chain is not None:
            r = pygame.Rect(0, 0, min(px(230), g["dock"].w), px(40))
            r.center = g["dock"].center
            t.button("chain:cancel", "Take the swap back", r, on_click=self._cancel, size=15, tooltip="Esc")
        names = [a for a in legal if a["type"] == "tiebreak_chooser"]
        if names and not anim:
            self._naming_buttons(t, view, g, names)

    def _naming_buttons(self, t, view, g, names):
        """4 players, the first tie of the round: who of your team plays its tiebreakers."""
        px = t.px
        me = view["seat"]
        bw, bh, gap = min(px(260), g["dock"].w), px(40), px(10)
        x = g["dock"].centerx - bw // 2
        y = g["dock"].centery - bh - gap // 2
        for a in names:
            if a["seat"] == me:
                label, key = "I play the tiebreakers", pygame.K_m
            else:
                label, key = f"{self.session.short_name(a['seat'])} plays them", pygame.K_p
            t.button(f"name:{a['seat']}", label, (x, y, bw, bh), action=a, hotkey=key, style="primary",
                     size=15, tooltip="M" if key == pygame.K_m else "P")
            y += bh + gap

    def _dialog_rect(self, t, g, h):
        r = pygame.Rect(0, 0, min(t.px(600), g["board"].w - t.px(40)), h)
        r.center = g["centre"].center
        return r

    def _confirm_dialog(self, t, view, g):
        px = t.px
        c = self._confirm
        lines = theme.wrap(c["text"], t.text_px(15), px(560) - px(32))
        r = self._dialog_rect(t, g, px(70) + len(lines) * px(21) + px(52))
        self._modal = {"rect": r, "title": "This sequence will fail", "lines": lines, "colour": FAILED}
        bw, bh = px(190), px(40)
        y = r.bottom - px(14) - bh
        t.button("confirm:play", "Play it anyway", (r.centerx - bw - px(8), y, bw, bh), action=c["action"],
                 style="primary", size=15, tooltip="Enter")
        t.button("confirm:cancel", "Cancel", (r.centerx + px(8), y, bw, bh), on_click=self._cancel, size=15,
                 tooltip="Esc")

    def _prompt(self, view, legal, shown):
        s = self.session
        if view["phase"] == "over":
            return ""
        if not s.my_turn() or not legal:
            if view["phase"] == "deal":
                last = [e for e in shown if e["kind"] == "round_scored"]
                return self._say(last[-1]) if last else ""
            return ""
        kinds = {a["type"] for a in legal}
        if "tiebreak_chooser" in kinds:
            side = SIDE_NAMES[view["side"]]
            return (f"Tie on spot {view['tiebreak']['spot']}: who plays {side}'s tiebreakers this round? "
                    "(M: you, P: your partner)")
        if "tiebreak" in kinds:
            spot = view["tiebreak"]["spot"]
            if any(_pair(e) and e["spot"] == spot for e in shown):
                return f"Spot {spot} is still tied: drag another leftover card onto the tiebreaker (face down)"
            return f"Tie on spot {spot}: drag a leftover card onto the tiebreaker (face down)"
        if "deal" in kinds:
            return "The round is scored: deal the next round (D)"
        if self._confirm is not None:
            return "Confirm or cancel the placement"
        if self._chain is not None:
            c = self._chain["chain"]
            if not c.options():
                return f"{short(c.moving)} has nowhere to go: take the swap back (Esc)"
            return (f"Place {short(c.moving)}: on an open slot to end the swap, or on a card to swap that one "
                    "out too (Esc: take it back)")
        if view["variant"] == "advanced":
            return "Your turn: drag a card onto a spot, or onto the top of one of your cards to swap it out"
        return "Your turn: drag a card onto a spot of your side"

    # --- drawing ---------------------------------------------------------------------------------------
    def draw_decor(self, surface):
        d = self._deco
        if d is None:
            return
        g = d["g"]
        m = self.metrics
        # section boundaries through both halves
        for x in (g["columns"][2].right + g["sec_gap"] // 2, g["columns"][5].right + g["sec_gap"] // 2):
            for where in ("top", "bottom"):
                band = g["side"][where]
                pygame.draw.line(surface, (214, 180, 110), (x, band.y + m.px(2)), (x, band.bottom - m.px(2)),
                                 max(1, m.px(2)))
        for where, side in (("top", 1 - d["bottom"]), ("bottom", d["bottom"])):
            self._draw_track(surface, g["track"][where], side, d["scores"][side], d["target"])

    def _draw_track(self, surface, r, side, score, target):
        m = self.metrics
        start_w = m.px(78)
        fin = m.px(64)
        cells = pygame.Rect(r.x + start_w + m.px(4), r.y, r.w - start_w - fin - m.px(8), r.h)
        sr = pygame.Rect(r.x, r.y, start_w, r.h)
        theme.panel(surface, sr, (240, 232, 210), 235, m.px(6))
        theme.blit_text(surface, "START", max(8, m.px(11)), (sr.x + m.px(6), sr.centery), (60, 40, 20), True,
                        "midleft")
        fr = pygame.Rect(r.right - fin, r.y - m.px(2), fin, r.h + m.px(4))
        fc = fr.center
        n = max(1, target - 1)

        def x_of(p):
            if p <= 0:
                return sr.right - r.h // 2 - m.px(2)
            if p >= target:
                return fr.right - r.h // 2 - m.px(2)
            return cells.x + (p - 0.5) * cells.w / n

        if n <= 60:
            cw = cells.w / n
            for i in range(1, target):
                cr = pygame.Rect(int(cells.x + (i - 1) * cw) + 1, cells.y + m.px(3), max(2, int(cw) - 2),
                                 cells.h - m.px(6))
                passed = i <= score
                colour = MARKER[side] if passed else (236, 226, 200)
                if passed and side == 1:
                    colour = (70, 70, 78)
                pygame.draw.rect(surface, colour, cr, border_radius=m.px(3))
                if i % 5 == 0 and cw >= m.px(12):
                    theme.blit_text(surface, str(i), max(8, m.px(9)), cr.center,
                                    (250, 240, 220) if passed else (110, 86, 56), True, "center")
        else:
            bar = cells.inflate(0, -m.px(10))
            pygame.draw.rect(surface, (236, 226, 200), bar, border_radius=m.px(4))
            done = bar.copy()
            done.w = int(bar.w * min(1.0, score / target))
            pygame.draw.rect(surface, MARKER[side] if side == 0 else (70, 70, 78), done, border_radius=m.px(4))
        pygame.draw.rect(surface, (246, 198, 86), fr, border_radius=fr.h // 2)
        pygame.draw.rect(surface, (90, 60, 10), fr, max(1, m.px(2)), border_radius=fr.h // 2)
        theme.blit_text(surface, "FINISH", max(8, m.px(11)), (fr.x + m.px(8), fc[1]), (60, 36, 6), True, "midleft")
        # the marker
        x = x_of(score)
        rad = r.h // 2 + m.px(1)
        pygame.draw.circle(surface, (0, 0, 0), (int(x) + m.px(2), r.centery + m.px(2)), rad)
        pygame.draw.circle(surface, MARKER[side], (int(x), r.centery), rad)
        pygame.draw.circle(surface, theme.GOLD if side == 1 else (255, 236, 220), (int(x), r.centery), rad,
                           max(1, m.px(2)))
        theme.blit_text(surface, str(score), max(9, m.px(12)), (int(x), r.centery), theme.TEXT, True, "center")

    def hint_marks(self, action):
        """A hinted swap chain, all of it: the hand card and the card it swaps out, then each displaced card
        and where it goes (a card it swaps out, or the spot it lands on). Followed drop by drop, the chain
        built is exactly the hinted move."""
        swap = action.get("swap") if action.get("type") == "play" else None
        if not swap:
            return None
        rnd = self.session.view()["round"]
        marks = [f"r{rnd}:{action['card']}", f"swap:{swap[0][0]}"]
        for i, (out, dest) in enumerate(swap):
            marks.append(f"r{rnd}:{out}")
            marks.append(f"swap:{swap[i + 1][0]}" if i + 1 < len(swap) else f"spot:{dest}")
        return marks

    def draw_over_pieces(self, surface):
        m = self.metrics
        for rect, text, colour, ink in self._tags:
            theme.panel(surface, rect, colour, 245, rect.h // 2, theme.shade(colour, -0.5), 1)
            theme.blit_text(surface, text, max(10, m.px(12)), rect.center, ink, True, "center")
        hover = self._drop_hint()
        if hover is not None:
            text, r = hover
            size = max(10, m.px(13))
            img = theme.text(text, size, (40, 26, 6), True)
            tag = pygame.Rect(0, 0, img.get_width() + m.px(16), img.get_height() + m.px(8))
            tag.midbottom = (r.centerx, r.y - m.px(4))
            tag.clamp_ip(surface.get_rect())
            theme.panel(surface, tag, theme.GOLD, 250, tag.h // 2, (90, 60, 10), 1)
            surface.blit(img, img.get_rect(center=tag.center))

    def _drop_hint(self):
        """While a card is dragged over one of your spots (advanced): what letting go there does, "lay on
        spot 4" or "swap out 2♥", and the rect it is about (None when nothing to say)."""
        d = self._deco
        drag = self.drag
        if d is None or drag.dragging is None or self._modal is not None:
            return None
        piece = drag.piece(drag.dragging)
        if piece is None or not any(x.startswith("swap:") for x in piece.drops):
            return None
        pointer = (int(piece.pos[0] + drag.grab[0]), int(piece.pos[1] + drag.grab[1]))
        tgt = drag.target_at(pointer, piece)
        if tgt is None or tgt.id not in drag.legal_targets(piece):
            return None
        if tgt.id.startswith("swap:"):
            return f"swap out {short(tgt.id[5:])}", tgt.rect
        if tgt.id.startswith("spot:"):
            return f"lay on spot {tgt.id[5:]}", tgt.rect
        return None

    def draw_popups(self, surface):
        m = self.metrics
        mouse = pygame.mouse.get_pos()
        md = self._modal
        if md is not None:
            r = md["rect"]
            theme.panel(surface, r.move(0, m.px(6)), (0, 0, 0), 120, m.px(16))
            theme.panel(surface, r, theme.PANEL, 250, m.px(16), md["colour"], m.px(3))
            theme.blit_text(surface, md["title"], m.px(19), (r.centerx, r.y + m.px(14)), md["colour"], True,
                            "midtop")
            y = r.y + m.px(46)
            size = max(11, m.px(15))
            for line in md["lines"]:
                for part in theme.wrap(line, size, r.w - m.px(32)):
                    theme.blit_text(surface, part, size, (r.centerx, y), theme.TEXT, False, "midtop")
                    y += m.px(21)
            for b in self.table.buttons:
                if b.id.startswith(("confirm:", "chain:")):
                    b.draw(surface, m, hover=b.rect.collidepoint(mouse), pressed=self.input.pressed == b.id)
        if self._banner is not None:
            title, sub, colour = self._banner
            _, area, _ = self.areas()
            w = min(area.w - m.px(60), m.px(640))
            r = pygame.Rect(0, 0, w, m.px(118))
            d = self._deco
            r.center = d["g"]["centre"].center if d else area.center
            theme.panel(surface, r.move(0, m.px(6)), (0, 0, 0), 120, m.px(20))
            theme.panel(surface, r, colour, 245, m.px(20), theme.GOLD, m.px(4))
            theme.blit_text(surface, title, m.px(54), (r.centerx, r.y + m.px(10)), theme.GOLD, True, "midtop")
            theme.blit_text(surface, sub, m.px(17), (r.centerx, r.bottom - m.px(14)), theme.TEXT, True,
                            "midbottom")

    # --- input ---------------------------------------------------------------------------------------------
    def _other_side_drop(self, event):
        """A card of yours dropped (or, after a click, sent) onto the other side's half of the board: the
        drag controller only springs it back, so say why."""
        d, drag = self._deco, self.drag
        if d is None or self.session.curtain is not None or not self.session.my_turn():
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and drag.dragging is not None:
            piece = drag.piece(drag.dragging)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and drag.selected is not None \
                and drag.dragging is None:
            p = drag.piece_at(event.pos)
            if p is not None and p in drag.movable():
                return None
            piece = drag.piece(drag.selected)
        else:
            return None
        if piece is None or not piece.drops or drag.target_at(event.pos, piece) is not None:
            return None
        g = d["g"]
        other = g["side"]["top"].union(g["track"]["top"]).union(g["header"]["top"])
        if not other.collidepoint(event.pos):
            return None
        mine = SIDE_NAMES[d["bottom"]]
        theirs = SIDE_NAMES[1 - d["bottom"]]
        return f"That is {theirs}'s side: you play on your own side, {mine}, the bottom half of the board"

    def handle(self, event):
        why = self._other_side_drop(event)
        if why is not None:
            self.show_message(why, "error")
            self.sounds.play("deny")
        if (self._confirm is not None or self._chain is not None) and self.session.curtain is None:
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE or (event.key == pygame.K_n and self._confirm is not None):
                    self._cancel()
                    return True
                if self._confirm is not None and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                    action = self._confirm["action"]
                    self._confirm = None
                    self.act(action)
                    return True
            md = self._modal
            if md is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                    and md["rect"].collidepoint(event.pos):
                on_button = any(b.rect.collidepoint(event.pos) for b in self.table.buttons
                                if b.id.startswith(("confirm:", "chain:")))
                if not on_button:
                    return True
        return super().handle(event)


SCENE = QuashBoard
