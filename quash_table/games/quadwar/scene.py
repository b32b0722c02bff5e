"""Quadruple War board: a card table for 2 to 5 seats.

You sit at the bottom with your hand fanned and sorted (spades and jokers together); the other seats sit
round the table clockwise from your left, each with a name plate, its cards face down and the tricks it
has won. The trick is played on the mat in the middle, each card on its player's side; a completed trick
stays there a moment, then slides to its winner's pile. The bidding is a row of number buttons with
everyone's bids in the order they are made; the score pad (bids, tricks won, scores, bags) is always in
view, and the last hand's result shows while the next one is bid.

Everything comes from the view of the seat at the screen; moves are made through the composer
(composer.py: a bid button pressed, a card dropped on the trick) and the rules say what they caused
(game.events: the trick won, the hand scored; see ui/README.md). The rules finish a trick (and deal the
next hand after the last one) in the same move that plays its last card, so the board first shows the
completed trick from the trick_won event while the director tells it, and only then lets its cards glide
away, its winner framed. A hand's last trick is drawn on the hand as the rules scored it (the kit's
table_view while the director waits for Next on the hand's result; the rules' scored_position), and that
result stays on the table in place of the next deal until Next. At a shared screen, a person taking the screen
back for their turn is first shown the trick another finished since their last move (they were not looking).
Every deal, the first too, flies out over a bare middle with no prompt; the bidding comes once it has landed.
Geometry is in layout.py, the plates, score pad, results and bidding in painters.py.
"""

import pygame

from .marks import QuadWarMarks
from ...ui import theme
from ...ui.board import BoardScene
from .composer import TRICK, QuadWarComposer
from .layout import PILE_H, clear_place, dealt_panel_area, hand_order, hand_rects, table_geometry
from .summary import summary_cells
from .painters import HEADLINE_H, LEGEND_H, LEGEND_LINE, bidding, hand_result, legend_lines, plate, score_pad
from .words import card_short, trick_brief

HOLD = 2.0            # seconds a completed trick stays on the mat (at normal animation speed), as the
                      # director's trick_won step does (ui/director.py EVENT_SECONDS): BGA's and Trickster's pace
COLLECT = 0.45        # the last trick of a hand gliding to its winner, before the next deal


def sheet_line(scored):
    """A hand_scored event as a score sheet line (the view's last_hand form)."""
    return {"hand": scored["hand"], "bids": scored["bids"], "won": scored["tricks"], "points": scored["points"],
            "bag_penalties": scored["bag_penalties"], "scores": scored["scores"], "bags": scored["bags"]}


# the word beside each seat's won-trick packets
PILE_WORD = "won"


FACEUP_PANEL_H = 124      # design pixels


class QuadWarBoard(QuadWarMarks, BoardScene):
    deck = "standard"
    back_style = "red"
    # the hinted card is raised in its place, under the next card of your hand: drawn over it, it hid that
    # card's corner index (1024x640, review 17)
    hint_on_top = False
    # the replay's hands as dealt: up to cards whose ranks read at 12 px (0.13 of a card) at 1024x640 (kit: ~7)
    faceup_card_h = FACEUP_PANEL_H

    def __init__(self, app, session):
        super().__init__(app, session)
        # your bid or card can be taken back until the next seat answers it: the next bot waits a moment
        # for that (alone against bots, Undo allowed; nothing is shown meanwhile)
        session.waits_for_undo = True
        self._seen = None       # (moves made, match state, screen seat, curtains lifted) of the last view built
        self._stage = None      # a completed trick being shown or gathered (see _trick_stage), or None
        self._hand_built = None  # the hand number the table last showed
        self._clearing = False  # an empty table built between two hands: the next frame builds the new one
        self._dealing = None    # None; "next": the build after the empty one deals (or the first build, a
                                # game's first deal); "flying": its cards are on their way, over a middle
                                # kept bare and no prompt (the last hand's result, the bidding and "Your
                                # bid" come once they have landed: the deal flew over them)

    def make_composer(self, view, legal):
        return QuadWarComposer(view, legal)

    def score_text(self, result, view):
        bits = [f"Hand {view['hand_no']}", f"game to {view['options']['target']}"]
        if view["options"].get("bags"):
            bits.append("bags on")
        return "  \u00b7  ".join(bits)

    def score_text_brief(self, result, view):
        """The kit's hook, before the told trick takes two lines: the target and the bags rule in fewer words
        (the target went with the rest whenever the status was long or Next showed: review 19; "bags on" went
        with the hand's number at 1024x640, session 20: it changes how to bid). The hand's number is the
        score pad's ("hand 3 \u00b7 to 300"), but the header kept "to 500" alone, which said nothing of what
        reached 500 (session 20): the brief form keeps every fact, "Hand 3" and "game to 500" first, and gives
        way by its spaces first, then by "bags on" (the pad's Bags column and footer say it), so that a told
        trick keeps one line at 1024x640 (review 19)."""
        whole = " \u00b7 ".join(self.score_text(result, view).split("  \u00b7  "))
        return [whole, f"Hand {view['hand_no']} \u00b7 game to {view['options']['target']}"]

    def step_words_brief(self, event):
        """The kit's hook: a trick told in fewer words for a narrow header (words.trick_brief): at 1024x640
        the whole sentence took two lines."""
        if event.get("kind") != "trick_won":
            return None
        return self.session.words(trick_brief(event, len(self.session.match.seats), self.game.seat_name), short=True)

    def summary_table(self):
        """Beside the end-of-game chart, under the scores: each seat's bids made of the hands played and,
        with Bags, its overtricks and what they cost (the summary's column was half empty)."""
        return summary_cells(self.session.view())

    # --- how a trick ends ---------------------------------------------------------------------------------
    def _track(self, view):
        m = self.session.match
        lifted = getattr(self.session, "handovers", 0)      # curtains lifted (a replay has none)
        seen, self._seen = self._seen, (len(m.actions), m.state, view["seat"], lifted)
        if seen is not None and seen[1] is m.state and seen[2] == view["seat"]:
            return                  # the same position redrawn (a step told, a curtain): the stage stays
        if self.read_only and seen is not None and seen[1] is m.state and self._stage is not None:
            self._restage(view)     # a replay's view changed at the same position: the same trick, other eyes
            return
        self.cancel_hold()
        # only a move just made forward is shown (not an undo, a replay's jump or another seat's screen);
        # at a shared screen a person's own move turns the table to everyone's view (privacy.py): the trick
        # they completed is public and is shown then, before the curtain comes down
        forward = seen is not None and seen[0] + 1 == len(m.actions) and view["seat"] in (seen[2], None)
        # a person taking a shared screen (the curtain lifted) was not looking when the trick they played
        # in was finished by another: it is shown to them too before their turn (not to one who kept the
        # screen while only bots moved: they watched it)
        taking = (seen is not None and not forward and not self.read_only and view["seat"] is not None
                  and view["seat"] != seen[2] and lifted != seen[3])
        self._stage = None
        if self.tweens.speed > 0:
            self._stage = self._trick_stage(view) if forward else self._missed_trick(view) if taking else None
        if self._stage is not None and not self._told():
            self._stage["landed"] = True
            self.hold(HOLD)     # no director telling the trick: the board holds it itself

    def _restage(self, view):
        """The trick on the mat through the eyes of `view`'s seat, as far as it had got (landed, gathering):
        a replay's view changed while the trick its last move finished was shown kept it in one view only
        ("Bob takes the trick" face up, an empty trick 3 as Ann saw it: review 19). Only the view under it
        is the new seat's (its hidden cards); the trick itself is the rules' public event."""
        old, new = self._stage, self._trick_stage(view)
        if new is not None:
            new["landed"] = old.get("landed", True)
            if old["kind"] == "collect":
                new = dict(new, kind="collect", centre=[], piles=new["view"]["tricks"])
        self._stage = new

    def _last_move_events(self):
        return self.game.events(self.session.match.state, self.session.screen_seat)

    def _director_step(self):
        """The director's current step if it belongs to the last move, else None."""
        d = self.session.director
        step = d.steps[0] if d is not None and d.steps else None
        return step if step is not None and step.move == len(self.session.match.actions) - 1 else None

    def _told(self):
        """Is the director still on a step (not a gate) of the last move, the trick it completed?"""
        step = self._director_step()
        return step is not None and not step.gate

    def _gated(self):
        """Is the director waiting for Next on the result of the hand the last move ended?"""
        step = self._director_step()
        return step is not None and step.gate

    def _trick_stage(self, view):
        """The trick the last move completed (the rules' trick_won event), to show before it is gathered:
        a dict with the view to draw, the cards on the mat, the winner and the won tricks; None when the
        last move completed no trick. A hand's last trick is drawn on the hand as it was scored (the table
        view while the result waits for Next; else the rules' scored_position of that move)."""
        won = next((e for e in self._last_move_events() if e["kind"] == "trick_won"), None)
        if won is None:
            return None
        if view["hand_no"] != won["hand"] or len(view["tricks"]) != won["trick"]:
            view = self._scored_view()
            if view is None:
                return None
        centre = [list(pair) for pair in won["cards"]]
        # "landed": the trick's last card has arrived (the director's step began once the table settled);
        # till then neither the winner's frame nor "takes the trick" is shown, nor anyone to move
        return {"kind": "trick", "view": view, "centre": centre, "winner": won["seat"],
                "piles": view["tricks"][:-1], "landed": False}

    def _missed_trick(self, view):
        """The trick finished since the screen's seat last moved (the rules' trick_won event of that move),
        as a stage like _trick_stage's, drawn as the table stood when it was finished; None when none was,
        or when it ended the hand (its result was the whole table's, waiting for Next)."""
        m, seat = self.session.match, view["seat"]
        if seat not in m.actors:
            return None
        last = len(m.actors) - 1 - m.actors[::-1].index(seat)
        for n in range(len(m.actions), last + 1, -1):      # the states after the moves made since, newest first
            state = m.state_after(n)
            won = next((e for e in self.game.events(state, seat) if e["kind"] == "trick_won"), None)
            if won is not None:
                break
        else:
            return None
        then = self.game.view(state, seat)
        if then["hand_no"] != won["hand"] or len(then["tricks"]) != won["trick"]:
            return None
        # "moves": the moves the table stands at (the move log lists no more while it is shown)
        return {"kind": "trick", "view": then, "centre": [list(pair) for pair in won["cards"]],
                "winner": won["seat"], "piles": then["tricks"][:-1], "landed": True, "moves": n}

    def _counts_shown(self, d):
        """`d` with the tricks won, scores and bags of the moves the table has shown (director.shown()):
        while a trick's last card is still on its way the plates and the score pad count the trick not yet
        (review 18: Bot 3's "Won 1" stood there under "Bot 3 is thinking…", its card still flying)."""
        director, m = self.session.director, self.session.match
        n = director.shown() if director is not None else len(m.actions)
        if n >= len(m.actions):
            return d
        then = self.game.view(m.state_after(n), self.session.screen_seat)
        return dict(d, **{k: then[k] for k in ("won", "scores", "bags") if k in then})

    def _scored_view(self):
        """The screen seat's view of the hand the last move ended, as it was scored (before the deal)."""
        m = self.session.match
        n = len(m.actions) - 1
        scored = self.game.scored_position(m.state_after(n), m.actions[n])
        return None if scored is None else dict(self.game.view(scored, self.session.screen_seat), to_move=None)

    def _result_line(self):
        """The hand's result while the director waits for Next on it, or a replay is on its result step
        (session.showing_result: the step's own table, stepped to forward or back), from the rules'
        hand_scored; else None."""
        if not (self._gated() or self.session.showing_result()):
            return None
        scored = next((e for e in self._last_move_events() if e["kind"] == "hand_scored"), None)
        return sheet_line(scored) if scored is not None else None

    def update(self, dt):
        super().update(dt)
        if self._clearing:
            self._clearing = False
            self.rebuild()              # the new hand, its cards flying in from the dealer
        elif self._dealing == "flying" and not self.tweens.busy:
            self._dealing = None
            self.rebuild()              # the deal has landed: the last hand's result and the bidding
        st = self._stage
        if st is None:
            return
        if st["kind"] == "trick" and not st["landed"]:
            d = self.session.director
            if self._told() and not d.started:
                return          # the last card is still on its way to the mat
            self._stage = dict(st, landed=True)     # it has landed: the winner framed, the header tells it
            self.rebuild()
            return
        if st["kind"] == "trick":
            # The completed trick stays while the director tells it (its pace, Skip), else for the hold;
            # then it is gathered: its cards glide to the winner's pile while the winner stays framed and
            # the mat still names it (the next trick's "Your lead" came while its cards were still there).
            if self._told() or self.holding():
                return
            self.hold_ran_out()
            self._stage = dict(st, kind="collect", centre=[], piles=st["view"]["tricks"])
            self.rebuild()
            self.hold(COLLECT)
            return
        if self.hold_ran_out():
            self._stage = None
            self.rebuild()

    def moves_on_table(self):
        """While a trick finished behind the curtain is shown to the person taking the screen (and gathered),
        the moves up to the one that finished it: the log does not list the lead made after it yet."""
        st = self._stage
        return st.get("moves") if st is not None else None

    # --- the table ----------------------------------------------------------------------------------------
    def build(self, t, view, legal):
        self._result_box = None     # (rect, title) of the hand's result on the table: the layout's "result"
        self._track(view)
        st = self._stage
        if st is None:
            d, centre, winner, piles = view, view["trick"], None, view["tricks"]
        else:
            d, centre, winner, piles = st["view"], st["centre"], st["winner"], st["piles"]
            if not st.get("landed", True):
                d, winner = dict(d, to_move=None), None     # the last card still flying: nobody framed yet
        self._mat_held = bool(centre)       # cards on the mat: the Scores panel lies clear of them
        if self._hand_built != d["hand_no"] and self._hand_built is not None and not self.read_only:
            # One empty build between the hands, so the new deal's cards fly in from the dealer rather
            # than gliding out of the old hand's piles (a card keeps its code as id from hand to hand).
            self._hand_built, self._clearing = d["hand_no"], True
            self._dealing = "next" if self.tweens.speed > 0 else None
            return
        # the first deal flies out from the dealer too, the bidding after it; in a replay too where it opens
        # on the deal, before any bid (its bid panel said "Bot 2 is bidding…" under the flying deal, session 20)
        if (self._hand_built is None and d["phase"] == "bid" and self.tweens.speed > 0
                and (not self.read_only or not any(b is not None for b in d["bids"]))):
            self._dealing = "next"
        self._hand_built = d["hand_no"]
        if self._dealing == "next":
            self._dealing = "flying"
        result = self._result_line() if st is None else None
        # a finished game's face-up replay spreads every seat's hand where it sits (layout.face_up_boxes)
        g = self.geometry = table_geometry(t, d, face_up=bool(self.session.hands()))   # kept for tests
        dealing = self._dealing == "flying"
        counted = self._counts_shown(d) if st is not None and not st.get("landed", True) else d
        for seat in range(d["seats"]):
            plate(t, self.session, counted, seat, g["plates"][seat], centre, winner, dealing)
        rects = self._hands(t, d, g)
        over = None
        if result is not None:
            over = self._result(t, d, g, result)
            self._result_box = (over, f"Hand {result['hand']} is over")
        else:
            self._mat(t, d, g, centre, winner, piles, rects)
        self._piles(t, d, g, piles, over)
        score_pad(t, self.session, counted, g["pad"], g["pad_row"])
        t.arrow_clear.append(g["pad"])      # a hint's arrow from your hand to the mat goes round it
        if d["phase"] == "bid" and st is None and not dealing:
            box = bidding(t, self.session, d, legal, g["middle"])
            if box is not None:
                self._result_box = (box, f"Hand {d['last_hand']['hand']} scored")
        t.prompt_pos = t.message_pos = g["prompt"]
        # while the deal flies the header says so ("Dealing hand 2…"), and no prompt lies under its cards
        t.prompt = "" if dealing else self._prompt(d, legal, winner, result)
        self._prompt_args = None if dealing else (d, legal, winner, result)

    def faceup_at_seats(self, hands):
        """The face-up replay's hands lie at the seats (_hands) wherever each is the seat's cards in hand: the
        log column's panel of them said every hand a second time (crowded at 1024x640); a round's hands as
        dealt, played out at the seats, keep the panel."""
        d = self.session.table_view()
        return d["seat"] is None and all(len(cards) == d["hand_counts"][seat] for seat, cards in hands.items())

    def faceup_panel_area(self, log):
        """The kit's hook: two seats' hands as dealt get the table's free room beside the column (layout)."""
        box = getattr(self, "_result_box", None)
        g = getattr(self, "geometry", None)
        return log if g is None or box is None else dealt_panel_area(self.metrics.px, log, g, box[0])

    def layout_info(self):
        """The kit's layout, plus the hand's result where the table shows it (while Next waits on it, a
        replay's result step, beside the next hand's bidding): {"id": "result", "kind": "panel", ...}."""
        info = super().layout_info()
        shown = getattr(self, "_result_box", None)
        if shown is not None and self.session.curtain is None:
            info["objects"].append({"id": "result", "kind": "panel", "rect": list(shown[0]), "label": shown[1]})
        return info

    def still_over_pieces(self):
        """While a deal flies, its cards pass under the score pad and the plates (they lay over "Score pad"
        and a seat's name on their way to the hands): what a person reads stays in view."""
        g = getattr(self, "geometry", None)
        if self._dealing != "flying" or g is None:
            return ()
        return [g["pad"], *g["plates"].values()]

    def score_panel_rect(self, rect):
        """The Scores panel (C) over the middle of the table, clear of every plate, the seats' cards and
        tricks and the score pad: over the log column it covered Bot 4's plate and the top of the pad, the
        very figures a person reads the chart against (review 17, 58.png). Where the middle has no room
        for most of it, the kit's place (`rect`)."""
        g = getattr(self, "geometry", None)
        if g is None or self.session.curtain is not None:
            return rect
        held = getattr(self, "_mat_held", False)
        key = (tuple(rect), tuple(map(tuple, g["plates"].values())), tuple(g["pad"]), tuple(g["band"]), held)
        if getattr(self, "_panel_place", (None,))[0] != key:
            table = self.areas()[1]
            blocks = [*g["plates"].values(), *g["strips"].values(), g["pad"]]
            blocks += [box for box, _ in g["face_up"].values()]
            area = pygame.Rect(table.x, table.y, table.w, g["band"].top - table.y)
            place = clear_place(rect.size, area, blocks, self.metrics.px(8), g["mat"].center)
            if held:
                # a trick in progress stays in view (pressed mid-trick the panel lay over its cards, review
                # 18b): clear of the mat; where the table has no room, down the move log's column, as wide
                # as it (over your hand it hid the cards and the prompt you were to play by at 1024x640)
                blocks.append(g["mat"])
                place = clear_place(rect.size, area, blocks, self.metrics.px(8), g["mat"].center) or \
                    self._log_place(rect) or place
            self._panel_place = (key, place if place is not None else rect)
        return self._panel_place[1]

    def _log_place(self, rect):
        """The Scores panel down the move log's column (None where the log is folded into the table)."""
        log, px = self.areas()[2], self.metrics.px
        if self.log_folded() or log.w < px(200):
            return None
        return pygame.Rect(log.x + px(8), log.y + px(8), log.w - px(16), min(max(rect.h, px(360)), log.h - px(16)))

    def prompt_now(self):
        """The prompt as it reads now, for the kit to word again when a card is lifted or put down."""
        args = getattr(self, "_prompt_args", None)
        return self._prompt(*args) if args is not None else self.table.prompt

    def _hands(self, t, d, g):
        """Every seat's cards in hand: yours face up in the order held, the others face down (face up in a
        finished game's face-up replay), laid one at a time from the dealer's left so a new deal flies out like one. Returns {seat: rects}."""
        n, me = d["seats"], d["seat"]
        rects = {seat: hand_rects(t, d, seat, g) for seat in range(n)}
        mine = hand_order(d["hand"]) if me is not None else []
        # the replay's "All cards face up" of a finished game: every seat's hand face up where it lies, in
        # the order held (the kit's face-up hands, as the rules' private parts say them)
        shown = {seat: hand_order(cards) for seat, cards in self.session.hands().items()
                 if seat != me and len(cards) == len(rects[seat])}
        c = self.composer
        # the deal leaves from the dealer's cards, beside its plate: a card flying from the plate itself
        # covered the dealer's name
        dealer_rect = g["strips"][d["dealer"]]
        order = [(d["dealer"] + 1 + i) % n for i in range(n)]
        for i in range(max((len(r) for r in rects.values()), default=0)):
            for seat in order:
                if i >= len(rects[seat]):
                    continue
                if seat == me:
                    code = mine[i]
                    # Cards you may not play now are dimmed; dropping one anyway says why.
                    dim = c is not None and d["phase"] == "play" and not c.targets(code)
                    t.card(code, code, rects[seat][i], zone=f"hand:{seat}", origin=dealer_rect, reveal=True,
                           z=40 + i, dim=dim)
                elif seat in shown:
                    code = shown[seat][i]
                    t.card(code, code, rects[seat][i], zone=f"hand:{seat}", origin=dealer_rect, reveal=True,
                           z=1 + i)
                else:
                    t.card(f"hand{seat}:{i}", None, rects[seat][i], zone=f"hand:{seat}", origin=dealer_rect,
                           z=1 + i)
        return rects

    def _mat(self, t, d, g, centre, winner, piles, hand_rects):
        s, px = self.session, t.px
        mat, slots = g["mat"], g["slots"]
        t.target(TRICK, mat, label="the trick", kind="stack")
        if d["phase"] == "bid" and winner is None:
            return          # the bidding panel lies here
        t.panel(mat, (0, 0, 0), 46, 28, theme.PANEL_LINE)
        inside = px(14)
        if d["phase"] == "play":
            # the trick being gathered is in the piles already, the one shown or played to is not
            number = min(d["tricks_per_hand"], len(piles) + (0 if winner is not None and not centre else 1))
            t.label(f"Trick {number} of {d['tricks_per_hand']}", (mat.x + inside, mat.y + px(9)), 13, theme.MUTED)
        broken = d["spades_broken"]
        t.label("\u2660 broken" if broken else "\u2660 not broken", (mat.right - inside, mat.y + px(9)), 13,
                theme.GOLD if broken else theme.MUTED, bold=broken, anchor="topright")
        if centre:
            t.label(f"{s.short_name(centre[0][0], d['seat'])} led", (mat.x + inside, mat.bottom - px(8)), 13, theme.MUTED,
                    anchor="bottomleft", max_width=(mat.w - slots[g["bottom"]].w) // 2 - inside - px(6))
        if piles and winner is None and d["phase"] == "play" and d["to_move"] is not None:
            # the trick before, for a look back (who took it, with what), as a player would ask the table;
            # not while a hand's last trick is gathered (its finished view has nobody to move)
            last = piles[-1]
            side = (mat.w - slots[g["bottom"]].w) // 2 - inside - px(6)
            at = (mat.right - inside, mat.bottom - px(8))
            t.label(" ".join(card_short(code) for _, code in last["cards"]), at, 13, theme.MUTED,
                    anchor="bottomright", max_width=side)
            t.label(f"Last trick: {s.short_name(last['winner'], d['seat'])}", (at[0], at[1] - px(19)), 12,
                    theme.MUTED, anchor="bottomright", max_width=side)
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

    def _result(self, t, d, g, line):
        """The finished hand's result where the trick was, while the director waits for Next."""
        px = t.px
        middle = g["middle"]
        width = min(px(540), middle.w)
        end = self._game_end()
        h = px(62 + LEGEND_H) + d["seats"] * px(21) + (len(legend_lines(t, d, width)) - 1) * px(LEGEND_LINE) \
            + (px(HEADLINE_H) if end else 0)
        box = pygame.Rect(0, 0, width, h)
        box.center = middle.center
        hand_result(t, self.session, d, line, box, title=f"Hand {line['hand']} is over", legend=True,
                    headline=end)
        return box

    def _game_end(self):
        """The game's end the last move caused (the rules' game_won, in the log's words: "Bot 4 wins the
        game, 123 to 72"), or "" when the game goes on."""
        won = next((e for e in self._last_move_events() if e["kind"] == "game_won"), None)
        if won is None:
            return ""
        return self.session.words(self.game.describe_event(won, len(self.session.match.seats)) or "", short=True)

    def _piles(self, t, d, g, piles, over=None):
        """Each seat's won tricks, face down beside its cards, one small packet per trick (yours along
        the strip beside your plate). A packet that would lie on the hand's result panel (`over`) is left
        out while the panel shows (its Took column counts them): at 1024x640 your packet covered the
        panel's "bid made..." line (review 16, 65.png)."""
        px = t.px
        w, h = t.card_size(PILE_H)
        per_seat = {}
        for trick in piles:
            per_seat.setdefault(trick["winner"], []).append(trick)
        for seat, tricks in per_seat.items():
            strip = g["strips"][seat]
            yours = seat == g["bottom"] and d["seat"] is not None
            room = strip.w if yours else min(px(72), strip.w)
            x0 = strip.right - room
            step = min(px(9), (room - w) / max(1, len(tricks) - 1))
            y = strip.y + (strip.h - h) // 2
            laid = []
            for k, trick in enumerate(tricks):
                r = pygame.Rect(int(x0 + k * step), y, w, h)
                if over is not None and r.colliderect(over.inflate(px(4), px(4))):
                    continue
                laid.append(r)
                for _, code in trick["cards"]:
                    t.card(code, None, r, zone=f"won:{seat}", z=2 + k)
            if laid:
                # the packets say what they are: face down beside a hand's backs they read as more of its
                # cards (review 16, 61.png). Yours under the first packet (your plate lies before it, the
                # trick's mat after it), another seat's before the first (its hand's backs lie further along)
                if yours:
                    t.label(PILE_WORD, (laid[0].centerx, laid[0].bottom + px(1)), 11, theme.MUTED,
                            anchor="midtop")
                else:
                    t.label(PILE_WORD, (laid[0].x - px(3), laid[0].centery), 11, theme.MUTED, anchor="midright",
                            max_width=px(40))

    # --- keys the kit leaves to the board --------------------------------------------------------------
    def handle(self, event):
        if super().handle(event):
            return True
        if event.type != pygame.KEYDOWN or self.read_only or self.session.curtain is not None or self.session.over:
            return False
        s, k = self.session, event.key
        if k in (pygame.K_SPACE, pygame.K_PERIOD) and self._stage is not None and self.holding():
            self.cancel_hold()          # a trick the board holds itself (no director's step): Space hurries it
            return True
        phase = s.table_view()["phase"]
        digit = pygame.K_0 <= k <= pygame.K_9 or pygame.K_KP0 <= k <= pygame.K_KP9
        if digit and phase == "bid" and not s.my_turn() and s.match.to_move is not None:
            # a bid key pressed before your turn was silently dropped
            self.show_message(f"Wait for your turn: {s.sentence(s.match.to_move, 'is bidding')}.", "info")
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and phase == "play" and s.my_turn() \
                and self.drag.selected is None:
            # Enter with no card lifted (and no hint shown) did nothing: with one card you may play, it
            # plays it; else it says what Enter needs
            plays = [a for a in s.screen_legal() if a.get("type") == "play"]
            piece = self.table.piece_by_id.get(plays[0]["card"]) if len(plays) == 1 else None
            target = self.table.target_by_id.get(TRICK)
            if piece is not None and target is not None:
                self.drag._drop(piece, target, spring=False)
            else:
                self.show_message("Pick a card first: Tab or \u2190 / \u2192 lifts one, then Enter plays it.",
                                  "info")
            return True
        return False

    def staged_caption(self):
        """The header while a completed trick is shown and gathered: who takes it (not "Your turn" yet); while
        a new hand's cards fly out, the deal (not "Bot 4 is thinking…" over cards still on their way)."""
        if self._clearing or self._dealing is not None:
            return f"Dealing hand {self._hand_built}\u2026"
        st = self._stage
        if st is None or st["winner"] is None or not st.get("landed", True):
            return ""
        return self.session.sentence(st["winner"], "takes the trick")

    def _prompt(self, d, legal, winner, result):
        s = self.session
        if result is not None:
            end = self._game_end()
            if end:
                return f"Hand {result['hand']} is over: {end} \u2014 Next (Enter): the summary"
            return f"Hand {result['hand']} is over \u2014 press Next (or Enter) for the next deal"
        if winner is not None:
            mine = s.is_you(winner)
            who = "You take" if mine else f"{s.short_name(winner)} takes"
            lead = mine and s.my_turn() and any(a.get("type") == "play" for a in legal)
            return f"{who} the trick" + (": your lead" if lead else "")
        if not s.my_turn() or not legal:
            return ""
        if d["phase"] == "bid":
            top = max((a["tricks"] for a in legal if a.get("type") == "bid"), default=0)
            keys = "1\u20139, 0 for 10" + (", Tab to the higher bids then Enter" if top > 10 else "")
            return f"Your bid: click a number (or press {keys})"
        if self.drag.selected is not None:      # a card lifted by a click: the next click plays it
            return "Now click the middle (or press Enter) to play it"
        if len(d["hand"]) == 1:     # a click on it plays it (composer.click), as Enter does (handle)
            return "Your last card: click it (or press Enter) to play it"
        if not d["trick"]:
            return "Your lead: drag a card into the middle (or click it, then the middle)"
        return "Your turn: drag a card into the middle (or click it, then the middle)"


SCENE = QuadWarBoard
