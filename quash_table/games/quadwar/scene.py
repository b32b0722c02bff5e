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
Geometry is in layout.py, the plates, score pad, results and bidding in painters.py, how a finished trick is
shown and gathered in staging.py, the last trick looked back at (L) in last_trick.py.
"""

import pygame

from .marks import QuadWarMarks
from ...ui import theme
from ...ui.board import BoardScene
from ...ui.out_choice import stand_in_heading
from . import last_trick
from .bid_keys import bid_key, follow_hint, two_digits
from .composer import TRICK, QuadWarComposer
from .layout import PLAYABLE_RISE, clear_place, dealt_panel_area, hand_order, hand_rects
from .layout import legal_cards, table_geometry
from .summary import summary_cells
from .piles import lay_piles, won_counts
from .painters import HEADLINE_H, LEGEND_H, LEGEND_LINE, bidding, hand_result, legend_lines, plate, score_pad
from .flight import CardInFlight
from .pace import CARD_REST, undo_grace_share
from .staging import COLLECT, TrickStaging
from .cards import TRICKS
from .prompt import prompt_words
from .words import card_short, curtain_turn_words, game_won_words, spades_words, trick_brief


def sheet_line(scored):
    """A hand_scored event as a score sheet line (the view's last_hand form)."""
    return {"hand": scored["hand"], "bids": scored["bids"], "won": scored["tricks"], "points": scored["points"],
            "bag_penalties": scored["bag_penalties"], "scores": scored["scores"], "bags": scored["bags"]}


FACEUP_PANEL_H = 124      # design pixels

class QuadWarBoard(CardInFlight, TrickStaging, QuadWarMarks, BoardScene):
    deck = "standard"
    back_style = "red"
    # the hinted card is raised in its place, under the next card of your hand: drawn over it, it hid that
    # card's corner index (1024x640, review 17)
    hint_on_top = False
    # the replay's hands as dealt: up to cards whose ranks read at 12 px (0.13 of a card) at 1024x640 (kit: ~7)
    faceup_card_h = FACEUP_PANEL_H
    # a game to 500 is long: at a hand's result the one person may let a bot finish it for them (the kit's F)
    bots_finish_at_results = True

    def click_again_plays(self):
        """A lifted card has one place, the trick: a click on it again plays it (review 46)."""
        return True

    def __init__(self, app, session):
        super().__init__(app, session)
        # your bid or card can be taken back until the next seat answers it: the next bot waits a moment
        # for that (alone against bots, Undo allowed; nothing is shown meanwhile)
        session.waits_for_undo = True
        session.undo_grace_share = undo_grace_share
        session.rest_after = self.rest_after
        self._seen = None       # (moves made, match state, screen seat, curtains lifted) of the last view built
        self._stage = None      # a completed trick being shown or gathered (see _trick_stage), or None
        self._hand_built = None  # the hand number the table last showed
        self._clearing = False  # an empty table built between two hands: the next frame builds the new one
        self._dealing = None    # None; "next": the build after the empty one deals (or the first build, a
                                # game's first deal); "flying": its cards are on their way, over a middle
                                # kept bare and no prompt (the last hand's result, the bidding and "Your
                                # bid" come once they have landed: the deal flew over them)
        self._last_open = False     # the last trick's panel (L, a click on the mat's "Last trick" corner)
        self._last_box = None       # where it lies this build, or None
        self._last_plan = None      # what it shows (last_trick.plan)
        self._corner = None         # the mat's "Last trick" corner, a click opens the panel
        self._piles_shown = []      # the hand's won tricks as the table shows them (the last: the panel's)
        self._widest = None         # widest_status's words: the seats' names do not change in a game
        self.bid_tab = None         # the hint moment a Tab asked for the hint at, until its bid has the focus
        self.bid_arrowed = None     # the bid the arrows reached (bid_keys: any other focus follows the hint)

    def make_composer(self, view, legal):
        return QuadWarComposer(view, legal)

    def rest_after(self):
        """The session's hook: a card that leaves its trick open rests CARD_REST longer (the rules' events of
        the last move: no trick_won); a bid, a trick's last card, none."""
        actions = self.session.match.actions
        if not actions or actions[-1]["type"] != "play":
            return 0.0
        return 0.0 if any(e["kind"] == "trick_won" for e in self._last_move_events()) else CARD_REST

    def score_text(self, result, view):
        bits = [f"Hand {view['hand_no']}", f"game to {view['options']['target']}"]
        if view["options"].get("bags"):
            bits.append("bags on")
        return "  \u00b7  ".join(bits)

    def score_text_brief(self, result, view):
        """The kit's hook, before the told trick takes two lines: the target and the bags rule in fewer words
        (the target went with the rest whenever the status was long or Next showed: review 19). The hand's
        number and the target stay ("to 500" alone said nothing of what reached 500: session 20); "bags on"
        changes how to bid, so "game to" gives way before it, in the score pad's own words ("hand 3 \u00b7 to
        500"), then the other words shrink ("hand 3 \u00b7 to 500 \u00b7 bags"; at a hand's result, whose status says the
        hand, "game to 500 \u00b7 bags on"): every form says all three facts. The form is
        chosen once for the longest status (`widest_status`): "bags on" showed until the first told trick took
        its room (session 23)."""
        hand, target = f"Hand {view['hand_no']}", view["options"]["target"]
        whole = " \u00b7 ".join(self.score_text(result, view).split("  \u00b7  "))
        if not view["options"].get("bags"):
            # the title goes last (the header's rule): at a hand's result against bots, Let the bots finish
            # and Next leave the title no room beside "game to 500" at 1024x640 (session 27)
            return [whole, f"{hand} \u00b7 to {target}"]
        # the briefest still says all three facts, "bags on" last to shrink: the result's buttons took the
        # room and the header lost "bags on" from hand 1's result on (session 25). In words, as the score pad
        # says them ("hand 3 \u00b7 to 500"): "H1 \u00b7 500 \u00b7 bags" was a riddle (session 28). At a hand's
        # result the status says the hand ("Hand 1 is over"): the score line says the game's target and rule
        if self.session.showing_result():
            briefest = f"to {target} \u00b7 bags"     # ("Hand 10 is over" took the title's room at 1024x640, s42)
            return [whole, f"{hand} \u00b7 to {target} \u00b7 bags on", f"game to {target} \u00b7 bags on", briefest]
        return [whole, f"{hand} \u00b7 to {target} \u00b7 bags on", f"hand {view['hand_no']} \u00b7 to {target} \u00b7 bags"]

    def widest_status(self):
        """The kit's hook: the longest status the header holds on one line, a trick told in its brief form
        with the longest names and the widest cards ("Bot 2 plays 10\u2665, Bot 3's joker wins trick 13"); a trick
        naming both jokers is rarer: it takes two lines rather than the bags rule going from the header."""
        if self._widest is None:        # the header asks every frame: made once
            n = len(self.session.match.seats)
            names = sorted(range(n), key=lambda seat: -len(self.session.short_name(seat, None)))
            loser, winner = names[0], names[1]
            event = {"kind": "trick_won", "trick": TRICKS[n], "seat": winner, "card": "BJ",
                     "cards": [(winner, "BJ"), (loser, "10H")]}
            self._widest = self.step_words_brief(event)
        return self._widest

    def step_words_brief(self, event):
        """The kit's hook: a trick told in fewer words for a narrow header (words.trick_brief): at 1024x640
        the whole sentence took two lines."""
        if event.get("kind") != "trick_won":
            return None
        return self.session.words(trick_brief(event, len(self.session.match.seats), self.game.seat_name), short=True)

    def summary_table(self):
        """Beside the end-of-game chart, under the scores: each seat's bids made of the hands played and,
        with Bags, its overtricks and what they cost (the summary's column was half empty); a seat a bot
        finished for its person counts only the person's hands (summary_cells)."""
        m = self.session.match
        key = (len(m.actions), m.undos, tuple(sorted(m.stand_ins.items())))
        if getattr(self, "_bot_from", (None,))[0] != key:      # asked every frame the summary shows
            # the hand each stand-in bot began in (engine/stand_ins: from which move it played the seat)
            self._bot_from = (key, {seat: self.game.view(m.state_after(start), seat)["hand_no"]
                                    for seat, start in m.stand_ins.items()})
        return summary_cells(self.session.view(), self._bot_from[1])

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
        follow_hint(self)       # a Tab that asked for the hint: the key focus goes to its bid once it comes
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
            if st.get("stays"):
                return          # a replay's trick stays for its position (_replay_stage)
            self._stage = dict(st, kind="collect", centre=[], piles=st["view"]["tricks"])
            self.rebuild()
            self.hold(COLLECT)
            return
        if self.hold_ran_out():
            self._stage = None
            self.rebuild()

    def builds_again(self):
        """The kit's hook: the empty table between two hands is built before the deal (update)."""
        return self._clearing or self._dealing == "next" or self._stage is not None

    def moves_on_table(self):
        """While a trick finished behind the curtain is shown to the person taking the screen (and gathered),
        the moves up to the one that finished it: the log does not list the lead made after it yet."""
        st = self._stage
        return st.get("moves") if st is not None else None

    # --- the table ----------------------------------------------------------------------------------------
    def build(self, t, view, legal):
        self._result_box = None     # (rect, title) of the hand's result on the table: the layout's "result"
        self._corner = self._last_box = None
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
            self._last_open = False     # a new hand: nothing to look back at yet
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
        elif self._dealing == "flying" and (d["phase"] != "bid" or any(b is not None for b in d["bids"])):
            # the table shows a later position than the deal's (a replay stepped on while the deal flew):
            # the plates say their cards again (a replay's plates had an empty line for the rest, review 22)
            self._dealing = None
        result = self._result_line() if st is None else None
        # at a hand's result too: L there said "No trick has been taken yet this hand" after 13 (session 37)
        shown = (result is not None or d["phase"] == "play") and self._dealing != "flying"
        self._piles_shown = last_trick.taken(view, st) if shown else []
        # a finished game's face-up replay spreads every seat's hand where it sits (layout.face_up_boxes)
        g = self.geometry = table_geometry(t, d, face_up=bool(self.session.hands()), replay=self.read_only)   # kept for tests
        dealing = self._dealing == "flying"
        counted = self._counts_shown(d) if st is not None and not st.get("landed", True) else d
        if st is not None:      # a trick on the mat is not gathered yet: Took counts the piles drawn (review 57)
            counted = dict(counted, won=won_counts(piles, d["seats"]))
        for seat in range(d["seats"]):
            plate(t, self.session, counted, seat, g["plates"][seat], centre, winner, dealing)
        rects = self._hands(t, d, g)
        t.why_clear = list(rects.get(d["seat"], ()))        # your cards' indices: a why over them goes to the log
        over = None
        if result is not None:
            over = self._result(t, d, g, result)
            self._result_box = (over, f"Hand {result['hand']} is over")
        else:
            self._mat(t, d, g, centre, winner, piles, rects)
        lay_piles(t, d, g, piles, over)
        self._last_box = self._last_trick(t, d, g)
        score_pad(t, self.session, counted, g["pad"], g["pad_row"])
        # a hint's arrow from your hand to the mat goes round the pad and the plates (round the cards
        # softly, session 23, it ran between your plate and your won pile, over the plate's corner)
        t.arrow_clear += [g["pad"], *g["plates"].values()]
        if d["phase"] == "bid" and st is None and not dealing:
            box = bidding(t, self.session, d, legal, g["middle"])
            if box is not None:
                self._result_box = (box, f"Hand {d['last_hand']['hand']} scored")
        t.prompt_pos = t.message_pos = g["prompt"]
        # while the deal flies the header says so ("Dealing hand 2…"), and no prompt lies under its cards
        t.prompt = "" if dealing else self._prompt(d, legal, winner, result)
        # at a hand's result the prompt is the way on ("press Next"): a message keeps off it (the greyed Hint's
        # red reason lay over it, session 30); in play a refusal or a hint takes its place, as before
        t.prompt_kept = result is not None
        # two lines, three for a hint's full reason (H): the kit tries the board's own type in narrower shapes
        # beside the arrow that crosses the band above your hand before its smaller type (session 31); off the arrow
        # in a line more where none holds it (the why lay across it at 1024x640 with the log full, session 43); a
        # hint's words stand for the prompt (its arrow crossed the prompt left on the band, review 43)
        t.message_lines, t.message_off_arrow, t.hint_for_prompt, t.hint_steady = 2, True, True, True
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
        if self._corner is not None and self.session.curtain is None:
            info["objects"].append({"id": "last_trick:open", "kind": "button", "rect": list(self._corner),
                                    "label": "Last trick (L)"})
        if self._last_box is not None and self.session.curtain is None:
            info["objects"].append({"id": "last_trick", "kind": "panel", "rect": list(self._last_box),
                                    "label": "Last trick"})
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
        strips = self._filled_strips(g)
        key = (tuple(rect), tuple(map(tuple, g["plates"].values())), tuple(g["pad"]), tuple(g["band"]), held,
               tuple(map(tuple, strips)))
        if getattr(self, "_panel_place", (None,))[0] != key:
            table = self.areas()[1]
            blocks = [*g["plates"].values(), *strips, g["pad"]]
            blocks += [box for box, _ in g["face_up"].values()]
            area = pygame.Rect(table.x, table.y, table.w, g["band"].top - table.y)
            # centred over the middle where the bidding and a hand's result lie: near the mat's middle it kept
            # clear of your empty won-tricks strip and stood against the pad, off to the right (1024x640)
            near = (g["middle"].centerx, g["mat"].centery)
            place = clear_place(rect.size, area, blocks, self.metrics.px(8), near)
            if held:
                # a trick in progress stays in view (pressed mid-trick the panel lay over its cards, review
                # 18b): clear of the mat; where the table has no room, down the move log's column, as wide
                # as it (over your hand it hid the cards and the prompt you were to play by at 1024x640)
                blocks.append(g["mat"])
                place = clear_place(rect.size, area, blocks, self.metrics.px(8), near) or \
                    self._log_place(rect) or place
            self._panel_place = (key, place if place is not None else rect)
        return self._panel_place[1]

    def _filled_strips(self, g):
        """The strips beside the plates that hold cards now: the seats' hands, and your won tricks once you
        have taken one (your strip holds nothing else)."""
        d = self.session.table_view()
        won = {trick["winner"] for trick in d["tricks"]}
        return [r for seat, r in g["strips"].items()
                if not (seat == g["bottom"] and g["pile_only"] and seat not in won)]

    def _log_place(self, rect):
        """The Scores panel down the move log's column (None where the log is folded into the table)."""
        log, px = self.areas()[2], self.metrics.px
        if self.log_folded() or log.w < px(200):
            return None
        return pygame.Rect(log.x + px(8), log.y + px(8), log.w - px(16), min(max(rect.h, px(360)), log.h - px(16)))

    def curtain_words(self, seat):
        """"Player 2: your turn \u2014 follow hearts (led by ...)": what the turn called to is, from the public view."""
        s = self.session
        return curtain_turn_words(self.game.view(s.match.state, None), s.name(seat))

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
        playable = legal_cards(c, d, mine) if me is not None else None
        for i in range(max((len(r) for r in rects.values()), default=0)):
            for seat in order:
                if i >= len(rects[seat]):
                    continue
                if seat == me:
                    code = mine[i]
                    # Cards you may not play now are shaded dark and sit a little lower than the ones you may
                    # (lower: a raised card rises by LIFT into the prompt's band's margin),
                    # where only some may be played (a light shade read as all alike, session 50); dropping
                    # a shaded one anyway says why.
                    r, dim = rects[seat][i], False
                    if playable is not None:
                        dim = theme.UNPLAYABLE_SHADE if code not in playable else False
                        r = r.move(0, t.px(PLAYABLE_RISE)) if dim else r
                    t.card(code, code, r, zone=f"hand:{seat}", origin=dealer_rect, reveal=True,
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
        mine = slots[d["seat"]] if d["seat"] is not None and d["phase"] == "play" else None    # a hint marks your place
        t.target(TRICK, mat, label="the trick", kind="stack", frame=mine)       # (its words may lie on the mat)
        if d["phase"] == "bid" and winner is None:
            return          # the bidding panel lies here
        t.panel(mat, (0, 0, 0), 46, 28, theme.PANEL_LINE)
        inside = px(14)
        if d["phase"] == "play":
            # the trick being gathered is in the piles already, the one shown or played to is not
            number = min(d["tricks_per_hand"], len(piles) + (0 if winner is not None and not centre else 1))
            t.label(f"Trick {number} of {d['tricks_per_hand']}", (mat.x + inside, mat.y + px(9)), 13, theme.MUTED)
        broken = d["spades_broken"]
        # within its corner, clear of the top seat's card on the mat (the longer "broken from next trick")
        t.label(spades_words(broken, d["trick"] if winner is None else []), (mat.right - inside, mat.y + px(9)), 13,
                theme.GOLD if broken else theme.MUTED, bold=broken, anchor="topright",
                max_width=(mat.w - slots[g["bottom"]].w) // 2 - inside - px(6))
        if centre:
            t.label(f"{s.short_name(centre[0][0], d['seat'])} led", (mat.x + inside, mat.bottom - px(8)), 13, theme.MUTED,
                    anchor="bottomleft", max_width=(mat.w - slots[g["bottom"]].w) // 2 - inside - px(6))
        if self._piles_shown and winner is None and d["phase"] == "play" and d["to_move"] is not None:
            # the trick before, for a look back (who took it, with what), as a player would ask the table;
            # not while a hand's last trick is gathered (its finished view has nobody to move); what L shows
            last = self._piles_shown[-1]
            side = (mat.w - slots[g["bottom"]].w) // 2 - inside - px(6)
            at = (mat.right - inside, mat.bottom - px(8))
            t.label(" ".join(card_short(code) for _, code in last["cards"]), at, 13, theme.MUTED,
                    anchor="bottomright", max_width=side)
            t.label(f"Last trick (L): {s.short_name(last['winner'], d['seat'])}", (at[0], at[1] - px(19)), 12,
                    theme.MUTED, anchor="bottomright", max_width=side)
            self._corner = pygame.Rect(at[0] - side, at[1] - px(38), side, px(40))     # a click opens the panel
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
        m, me = self.session.match, self.session.screen_seat
        if won["seat"] == me and stand_in_heading(m, me, [me]):
            # a bot finished the game for you: your seat won, as the header and the summary say (review 55k)
            return self.session.words(game_won_words(won, len(m.seats), lambda seat, n: (
                "Your seat" if seat == me else self.game.seat_name(seat, n))), short=True)
        return self.session.words(self.game.describe_event(won, len(m.seats)) or "", short=True)

    # --- the last trick, looked back at (last_trick.py) ------------------------------------------------------
    def _last_trick(self, t, d, g):
        """The last trick's panel while it is open and the hand has a trick taken before the one on the mat;
        its rect, or None."""
        if not self._last_open or not self._piles_shown:
            return None
        log = None if self.log_folded() else self.areas()[2]
        box = last_trick.place(t, g, t.area, log)
        column = box is not None and last_trick.in_column(box, log)
        if column:
            t.log_over = box            # down the log's column: the Moves heading and lines begin under it
        if box is not None:
            self._last_plan = last_trick.plan(t, self._piles_shown[-1], len(self._piles_shown), box,
                                              lambda seat: self.session.short_name(seat, d["seat"]), column)
        return box

    def draw_over_pieces(self, surface):
        """The last trick's panel, over the pieces and the move log's column it may lie down."""
        if self._last_box is not None and self.session.curtain is None:
            last_trick.paint(surface, self._last_plan, self.deck)

    def toggle_last_trick(self):
        """L, or a click on the mat's "Last trick" corner or on the panel: open or close the panel."""
        if not self._last_open and not self._piles_shown:
            self.show_message(last_trick.NOTHING_WORDS, "info")
            return
        self._last_open = not self._last_open
        self.rebuild()

    def _last_trick_event(self, event):
        if self.session.curtain is not None or self.summary_up():
            return False
        if event.type == pygame.KEYDOWN and event.key == last_trick.KEY and not event.mod & pygame.KMOD_CTRL:
            self.toggle_last_trick()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.selected is None \
                and any(r is not None and r.collidepoint(event.pos) for r in (self._corner, self._last_box)):
            self.toggle_last_trick()
            return True
        return False

    # --- keys the kit leaves to the board --------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.KEYDOWN and self.session.my_turn() and (two_digits(self, event) or bid_key(self, event)):
            return True
        if self._last_trick_event(event) or super().handle(event):
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
        a new hand's cards fly out, the deal (not "Bot 4 is thinking…" over cards still on their way); while
        another seat's card flies to the mat, that card (flight_words)."""
        if self._clearing or self._dealing is not None:
            return f"Dealing hand {self._hand_built}\u2026"
        flying = self.flight_words()
        if flying:
            return flying       # another seat's card on its way to the mat: no longer "is thinking…"
        st = self._stage
        if st is None or st["winner"] is None or not st.get("landed", True):
            return ""
        return self.session.sentence(st["winner"], "takes the trick")

    def _prompt(self, d, legal, winner, result):
        return prompt_words(self.session, d, legal, winner, result, self._game_end(), self.drag.selected is not None)


SCENE = QuadWarBoard
