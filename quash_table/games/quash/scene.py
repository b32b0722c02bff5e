"""QUASH gameboard: the RED side and the BLACK side facing each other, spot k against spot k.

The board is drawn as the real one: two halves (your side at the bottom, the other side at the top), each
with 9 spots in 3 sections (triple, double, single), spot numbers down the middle where the halves meet,
a scoring track per side from START to the FINISH circle with its marker, each side's seats with their
cards face down and counted, the draw pile (2 players, basic), your hand sorted along the bottom.

Playing goes through the composer (composer.QuashComposer): drag a card onto a spot of your side (or click
it, then the spot; or Tab / 1-9 / Enter). A placement that can never make a proper sequence asks first:
Play it anyway or Cancel. In the advanced game each card on your side is a target too: dropping on it
swaps it out (its face as at rest: the open slot is drawn under the cards, showing above and beside them); a
tag says which while a card is dragged, and a covered card aimed at rises whole and takes the drop wherever
it is drawn (swap_aim.py). The displaced card then waits beside your seats (air_card.py: which card took
its place) and is placed the same way, one drop at a time, until a card lands on an open slot (put back on
the spot it left, it takes that swap back; Esc takes the whole chain back). A card dropped on the other side's half springs back
with the reason. 4 players: a team's first seat names its tiebreaker player with two buttons.

Scoring is shown step by step (scoring_show.py), captioned in the rules' own words (describe_event): the
losing spot says "lost" (face up), the markers step along the track point by point, QUASH! gets a banner and the
section's strip a badge between its spot numbers, each tiebreaker pair lies face down a moment, then both
cards turn face up with the outcome (tiebreak_mat.py). The geometry is layout.py, the painting art.py, what
lies over the cards (result tags, the drawn card's frame, the drop tag) over_pieces.py.
"""

import pygame

from ...ui import theme
from ...ui.board import BoardScene
from . import art, card_rise, half_move, held_room, over_pieces, spot_cards, tiebreak_mat
from .again_table import LastMoveSeen
from .air_card import air_card
from .glance_card import glance_card
from .header_words import QuashHeader
from .marks import QuashMarks
from .message_room import hand_idle, place_messages, say_in_room, tie_hint_place
from .faceup_rows import lay_face_up_hands
from .pool_art import backs_caption, draw_backs_caption, pool_as_yours, where_your_leftovers_are
from .side_drop import other_side_drop
from .swap_aim import SwapAim
from .captions import SIDE_NAMES, banner, prompt, scoring_prompt, short
from .composer import QuashComposer
from .layout import DOCK_MAX_H, geometry, hand_rects, pile_rect, spot_for_digit
from .scoring_show import ScoringShow


DRAWN_GLANCE = True   # in pass-and-play the card you drew shows after your play until you press Done


class QuashBoard(QuashHeader, QuashMarks, LastMoveSeen, BoardScene):
    deck = "standard"
    back_style = "red"
    # the hinted hand card is raised in its place, under the next card: drawn over it, it hid that card's
    # corner index at 1024x640 (session 20, as Quadruple War's review 17)
    hint_on_top = False

    def __init__(self, app, session):
        super().__init__(app, session)
        # in pass-and-play the card you drew shows (alone: your hand is covered with your play) until you
        # press Done, before the curtain (it came down as the card landed, unseen)
        session.glance = DRAWN_GLANCE
        # a play Undo can take back (none that drew a card): the next bot waits a moment for it (review 16:
        # against a bot Undo was almost never in time; another seat's move is final)
        session.waits_for_undo = True
        self.scoring_show = ScoringShow(self)
        self.swap_aim = SwapAim(self)    # a card a swap raised whole takes a drop where it shows
        self._modal = None      # the dialog's rect while one shows
        self._banner = None     # (title, subtitle, side) over the board while QUASH! or the finish shows
        self._deco = None       # what draw_decor draws (tracks, board lines)
        self._homes = (None, None)  # the prompt's and a message's places as built (card_rise.follow)
        self._tags = []         # (rect, text, colour, ink): results on scored spots, drawn over the cards
        self._fail_tags = []    # ... and on a spot that can no longer be proper, over the marked cards' frames
        self._gaps = []         # the open slot between a gap's two cards, drawn in its badge row
        self._gap_spots = []    # ... the target id of each when it is your spot's, else None
        self._gap_words = []    # ... and the rank that goes there, written in it on yours (missing_rank), else None
        self._gap_missing = []  # ... the rank missing there on the other side's spot, said muted, else None
        self._shown_scores = None
        self._bottom = 0        # the side drawn at the bottom: the last seen seat's (see build)
        self._rnd = None        # the round on the table (sprite ids carry it)
        self._air = None        # where the card in the air of a swap chain lies
        self._air_words_bottom = 0  # where its words beside it end
        self._scoring_spot = None  # the spot whose scoring step is on show
        self._drawn = None      # the id of the card you just drew (basic, 2 players), framed in gold
        self._pool_caption = None   # the words over your bot partner's pooled leftovers in your hand
        self._playing = False   # the round is being played (not scored): the other seats' plays are marked
        self._sides = []        # the layout file's account of the two sides and their seats' plates
        self._mat = None        # the tiebreaker mat's rect while a tie is on the table
        self._mat_slots = {}    # its slots' rects by side (side_drop: a card let go on the other's)
        self._landing = []      # ids of the last play's cards (turn_on_screen waits for them to land)
        self._dealt = []        # ids of your hand as dealt, before the round's first play (the deal flying in)
        self._built_prompt = None  # the prompt the table was built with (prompt_now words a lift anew)
        self._refused_under = None  # the prompt a refusal came over: it goes once a new one asks you to act
        self._wait_prompt = None   # the prompt while your turn has not reached the screen (turn_on_screen)
        self._room = frozenset()    # the spots drawing an open slot for the card held as the table was built (held_room)

    def seat_colour(self, seat):
        """The colour of the seat's side (its badge; colour-blind mode's when that is on): the score charts
        draw RED's line red and BLACK's dark (lightened by the chart to read on its panel), not in the
        chart palette's blue and orange."""
        return art.side_colour(seat % 2)

    def layout_info(self):
        """The kit's layout, plus each side's seats as their plates show them (who plays with whom)."""
        info = super().layout_info()
        info["sides"] = self._sides
        return info

    def target_over(self, pos, piece):
        return self.swap_aim.target(pos, piece)

    def numbered_target(self, n, lit):
        """Digit n picks spot n of your side (the kit's hook), in a swap too; again, a card on it to swap out
        (spot_for_digit). A place the lift chose itself (drag.key_preset: the hint's lay on spot 7) is no press (59t)."""
        return spot_for_digit(self.table, self._rnd, n, lit, None if (d := self.drag).key_target == d.key_preset else d.key_target)

    def prompt_now(self):
        """A card of your hand lifted with the keyboard (Tab, arrows): the prompt says the keys that place
        it, not only "drag a card" (review 16, 96.png); put down, the prompt built with the table again."""
        chain, confirm = self._composing()
        sel = self.drag.selected
        built = self._built_prompt if self._wait_prompt is None or self.turn_on_screen() else self._wait_prompt
        if chain is not None or confirm is not None or sel is None or not self.session.my_turn():
            return built
        p = self.table.piece_by_id.get(sel)
        if p is None or not p.zone.startswith("hand:") or self.session.view()["phase"] != "play":
            return built
        if self.composer is not None and self.composer.advanced:
            return f"{short(p.code)}: pick a spot with 1-9 (again: a card there to swap out), then Enter"
        return f"{short(p.code)}: pick a spot with 1-9, then Enter (or drag it)"

    def make_composer(self, view, legal):
        return QuashComposer(view, legal, hinted=lambda: half_move.hinted_action(self))

    def _composing(self):
        """(swap chain, failing placement asked) of the move being built, each None when not."""
        c = self.composer if self.session.my_turn() else None
        return (c.chain, c.confirm) if c is not None else (None, None)

    def _laid(self):
        """The tiebreaker card on the mat, not laid yet (yours to take back), or None."""
        return self.composer.laid if self.session.my_turn() and self.composer is not None else None

    # --- the scoring animation ------------------------------------------------------------------------
    def update(self, dt):
        super().update(dt)
        held_room.follow(self)      # a card picked up or put down: its spots show their open slots, or hide them
        self.again_tick()           # See the last move (L): its next step
        if self.hold_ran_out() and self.scoring_show.advance():
            self.rebuild()
        self.scoring_show.tick(self.now)
        words = self.prompt_now()
        if self.table is not None and words is not None and words != self.table.prompt:
            self.table.prompt = words       # your turn reached the screen (the header's turn_on_screen)
            self.redraw_still()
        if self.table is not None and self._deco is not None and \
                card_rise.follow(self, self._homes, self._deco["g"]["header"]["bottom"].bottom):
            self.redraw_still()             # the prompt moved over the hinted card of the row behind, or back
        if self.message is not None and self.message[1] == "error" and self._built_prompt != self._refused_under \
                and self.session.my_turn() and not self.animating:
            self.message = None     # U refused while a round was scored stood over "Tie on spot 3: ..." (78.png)

    def hint_lift(self, piece):
        # a card of the row behind in the two-row hand rises clear of the front row (card_rise)
        return card_rise.hint_lift(self, piece)

    def show_message(self, text, kind="info", seconds=None, aside=False, about=None):
        self._refused_under = self._built_prompt
        super().show_message(text, kind, *(() if seconds is None else (seconds,)), aside=aside, about=about)
        if self.table is not None:      # a hint's words in the form its place holds (message_room.say_in_room)
            tie_hint_place(self, self.table)
            say_in_room(self, self.table)

    @property
    def animating(self):
        return self.scoring_show.animating

    def turn_on_screen(self):
        """Your turn shows once the move before it has landed: its card and the cards its chain moved, or
        the deal, every card of your hand (the header said "Your turn" over a hand still flying in; while
        it flies the header says the deal: staged_caption)."""
        return self.session.my_turn() and not any(self.tweens.has(pid) for pid in self._landing) \
            and not self._dealing()

    def _dealing(self):
        """Is the round's deal still flying into your hand?"""
        return any(self.tweens.has(pid) for pid in self._dealt)

    def events_shown(self):
        return self.scoring_show.events_shown()

    def _next_pair(self):
        """Next past a tiebreaker pair face up (the mat's button, Enter, Space or N)."""
        if self.scoring_show.next():
            self.rebuild()

    def _say(self, event):
        """The rules' words for an event (the captions; the move log reads the same)."""
        text = self.game.describe_event(event, len(self.session.match.seats))
        return self.session.words(text) if text else ""

    # --- the table -------------------------------------------------------------------------------------
    def build(self, t, view, legal):
        self.scoring_show.follow(view)
        scores, shown, current, upcoming = self.scoring_show.shown(view)
        self._shown_scores = scores
        anim = self.animating
        chain, confirm = self._composing()
        again = self.again_stage(view)      # See the last move (L): the board at its step, else None
        g = geometry(t, view, prompt=not self.read_only)
        self._rnd = rnd = view["round"]
        if view["side"] is not None:
            self._bottom = view["side"]
        # your side at the bottom; a covered (spectator) view keeps the last person's side there: the board
        # flipped under the card Bob had just drawn (review 14)
        bottom = self._bottom

        # what each scored spot showed, from the events shown so far. Every spot stays face up with its
        # outcome's badge (session 48: the rules turn losing spots face down, yours too, and a new player
        # could not see what lost); a spot lost says "lost" (or "lost on tiebreak"), a FAILED one "FAILED"
        result = {}
        quashed = {}
        for e in shown:
            if e["kind"] in ("spot_scored", "tiebreak", "failed_bonus"):
                result.setdefault(e["spot"], []).append(e)
            if e["kind"] == "quash":
                quashed[e["section"]] = e
        scoring_spot = current["spot"] if current is not None and "spot" in current and anim else None
        if scoring_spot is None and view["phase"] == "tiebreak" and not anim:
            scoring_spot = view["tiebreak"]["spot"]
        self._scoring_spot = (current or upcoming or {}).get("spot") if anim else None
        self._tags = art.board_art(t, g, bottom, result, quashed, scoring_spot, lost_words=True)
        t.keep_clear += [r for r, *_ in self._tags]     # words drawn over the cards: a message lay on them (s29)
        self._fail_tags = []    # a spot that can no longer be proper, while cards are played (art.failing_tag)
        mine = pool_as_yours(self.session, view)    # a team of you and a bot: its pool shows as yours
        plates = art.seats(t, self, mine, g, bottom, scores)
        self._own_plate = plates.get(mine["seat"])     # the arrow may read through it (marks.arrow_read_through)
        self._sides = art.sides_layout(self.session, view, plates, scores, art.lit_seat(t, self, view))
        right = max([g["header"]["bottom"].x + t.px(92)] + [plates[q].right for q in plates if q % 2 == bottom])
        hb = g["header"]["bottom"]
        # the dock is no taller than its things need: the room a window has to spare leaves a band under it,
        # over the prompt, where a message (a hint in the middle of a swap) lies clear of the card in the air
        g["dock"] = pygame.Rect(right + t.px(14), hb.y, hb.right - right - t.px(14),
                                min(t.px(DOCK_MAX_H), g["dock_foot"] - hb.y))

        # the cards on the board: ids stay with a card through the round (a swap glides it)
        last_play = view["history"][-1] if view["history"] else None
        self._landing = [f"r{rnd}:{c}" for c in ([last_play["card"]] + [c for c, _ in last_play.get("swap") or ()]
                                                 if last_play is not None else [])]
        self._dealt = [f"r{rnd}:{c}" for c in view["hand"] or ()] if last_play is None else []
        came = (again or {}).get("arrives") or ((last_play["card"], last_play["seat"]) if last_play else (None, None))
        self._playing = view["phase"] == "play"     # the other seats' plays are marked then (recent_marks)
        asked = (confirm["action"]["card"], confirm["action"]["spot"]) if confirm is not None else (None, None)
        made = self._room = held_room.room(self)     # the spots that draw an open slot for the card you hold
        self._gaps, self._gap_spots, self._gap_words = [], [], []   # a gap's open slot (spot_cards.gap_strip)
        self._gap_missing, self._gap_cards = [], []    # (and the middle slot of each, whose words lie on its cards)
        # the cards out of play, public (both boards, the spent tiebreaker cards): what FAILS counts
        out = {c for sd in view["board"] for sp in sd for c in sp} | set(view.get("spent") or ())
        for side in (0, 1):
            where = "bottom" if side == bottom else "top"
            for k in range(9):
                side_cards = chain.board if chain is not None and side == view["side"] else \
                    (again or view)["board"][side]
                cards = side_cards[k]
                failing = art.failing_tag(t, g["spots"][where][k], side_cards, k + 1, view["variant"] == "advanced",
                                          out) if view["phase"] == "play" else None
                if failing is not None:
                    self._fail_tags.append(failing)
                if side == view["side"] and asked[1] == k + 1:   # a failing placement waits on its spot
                    cards = list(cards) + [asked[0]]
                    t.panel(g["spots"][where][k].inflate(t.px(8), t.px(8)), art.FAILED, 70, 12, art.FAILED, t.px(3))
                # by rank, so a sequence reads Q K A (where they lie whatever card you hold: held_room)
                laid = spot_cards.placed(cards, k)
                rects = g["slots"][where][k]
                gap = spot_cards.gap_strip(rects, [slot for _, slot in laid], t.px, g["badge_rows"][where])
                if gap is not None and view["phase"] == "play":    # (a round scored: its badges there)
                    self._gaps.append(gap)
                    self._gap_cards.append(rects[1])
                    self._gap_spots.append(f"spot:{k + 1}" if side == view["side"] else None)
                    # "needs 3" on both sides (55l), yours bright only on your turn, else muted (session 46, 56p)
                    rank = spot_cards.missing_rank([code for code, _ in laid])
                    yours = side == view["side"] and view["seat"] is not None and self.session.my_turn()
                    self._gap_words.append(rank if yours else None)
                    self._gap_missing.append(None if yours else rank)
                for i, (code, slot) in enumerate(laid):
                    origin = plates.get(came[1]) if came[0] == code else None   # (from its player's plate)
                    t.card(f"r{rnd}:{code}", code, rects[slot], zone=f"spot:{SIDE_NAMES[side]}:{k + 1}",
                           origin=origin, reveal=origin is not None, z=10 + i)

        if view["seat"] is not None and not anim:
            held_room.spot_targets(self, t, view, g, chain, made)
        self.again_air(t, g, bottom, again, rnd)
        self._air, self._air_words_bottom = air_card(t, g, chain, self._rnd) if chain is not None else (None, 0)
        self._hand(t, mine, g, plates, chain, confirm, anim, shown)
        art.pile(t, view, pile_rect(t, g))
        glance_card(self.session, t, view, g)
        # a message (a hint, a refusal) lies clear of the play: every spot, both tracks, your hand
        # (in a swap not your hand: no card of it may be played until the card in the air lands)
        t.play_rects += g["spots"]["top"] + g["spots"]["bottom"] + list(g["track"].values()) + \
            [p.rect for p in t.pieces if p.zone.startswith(("hand:", "pool:"))
             and (not hand_idle(chain, confirm) or not p.zone.startswith(f"hand:{view['seat']}"))]
        self._mat, self._mat_slots = None, {}
        if not any(a["type"] == "tiebreak_chooser" for a in legal):   # the dock holds the naming buttons
            # a replay keeps the pair its position's move laid face up, as the live table held it till Next
            pair = self.scoring_show.laid_pair() if self.session.read_only else None
            self._mat = tiebreak_mat.mat(t, view, g, shown, current, upcoming, anim, bottom,
                                         self._next_pair if self.scoring_show.waiting else None, self._laid(), pair,
                                         self._mat_slots)
            if self._mat is not None:       # the tie's play: a message lay over its slots (session 29)
                t.play_rects.append(self._mat)
        self._actions(t, view, legal, g, anim, chain, confirm)
        self._banner = banner(current) if anim else None
        self._deco = {"g": g, "scores": scores, "target": view["target"], "bottom": bottom}
        t.arrow_clear += art.track_words(self.metrics, g, scores, view["target"], bottom)
        t.prompt_pos = g["prompt"]
        place_messages(t, g, view, chain, confirm, self._air)
        # a card held: the words keep off the colours' legend (they lay over it, session 37)
        t.held_keep = [over_pieces.legend_rect(self, g, over_pieces.legend_items(True, True))]
        say_in_room(self, t)
        # where the prompt and a message at rest stand as built (card_rise moves them over a hinted card behind)
        self._homes = (t.prompt_pos, t.message_pos if chain is None and confirm is None else None)
        # news aside (your unfinished game kept in Load) just under your seats, apart from the prompt: right
        # over the prompt it stood on your turn's line like a second banner
        t.aside_pos = (g["board"].centerx, g["header"]["bottom"].bottom + t.px(20))
        self._wait_prompt = None
        if anim:
            t.prompt = scoring_prompt(self._say, current, upcoming, self.scoring_show.waiting)
        else:
            # your turn's words once the header says it (turn_on_screen), not under "Bot 2 is thinking" (17.png)
            t.prompt = self._prompt_words(view, legal, shown, self.session.my_turn())
            self._wait_prompt = self._prompt_words(view, legal, shown, False) if self.session.my_turn() else None
        if again is not None:
            t.prompt, self._wait_prompt = again["words"], None
        self._built_prompt = t.prompt
        t.prompt = self.prompt_now()

    def _prompt_words(self, view, legal, shown, my_turn):
        words = prompt(view, legal, shown, my_turn, self.composer, self._say)
        if view["phase"] == "deal" and self.session.showing_result() and view["to_move"] is not None:
            # the header's Next is the one way on, whoever deals: the prompt says who does
            dealer, nxt = view["to_move"], view["round"] + 1
            deals = f"you deal round {nxt}" if self.session.is_you(dealer) else \
                f"{self.session.short_name(dealer)} deals round {nxt}"
            words = f"{words} \u2014 Next: {deals}" if words else f"Next: {deals}"
        return words

    def compose(self, outcome):
        ok = super().compose(outcome)
        said = self.composer.take_said() if self.composer is not None else None
        if said:
            self.show_message(said)
        self._lift_moving()
        return ok

    def put_back_words(self):
        """Esc in the middle of a swap (or a failing placement asked) puts it back: the table says so."""
        return self.composer.put_back_words("Esc again opens the menu") if self.composer is not None else None

    def open_pause(self, note=""):
        """The menu opened in the middle of a swap: a save keeps whole moves only, so the swap is put back
        first and the table says so (Save & quit, then Continue, showed the position without it, silently),
        in the menu too: on the table alone the words lay behind it."""
        said = half_move.put_back(self, "a save keeps whole moves", at_once=True)
        super().open_pause(said or note)

    def half_move_built(self):
        c = self.composer
        return c is not None and self.session.my_turn() and bool(c.put_back_words("")) and not self.undo_waits()

    def undo_waits(self):
        return half_move.undo_waits(self)

    def undo(self, again="Undo again"):
        """U (or Undo) in the middle of a swap takes the swap back, as its button does; else the last play."""
        if self.undo_waits():
            super().undo(again)        # says why Undo is greyed while a placement is asked about
        elif not half_move.put_back(self, half_move.UNDO_PUTS_BACK):
            super().undo(again)

    def _lift_moving(self):
        """While a chain is built, the card in the air is the one picked up: a click on a target (or Enter)
        places it, and Enter follows a hinted chain."""
        chain, _ = self._composing()
        if chain is None:
            return
        pid = f"r{self._rnd}:{chain.moving}"
        if pid not in self.table.piece_by_id:
            return
        self.drag.selected = pid
        lit = self.drag.legal_targets(self.table.piece_by_id[pid])
        hint = self.hints.current["action"] if self.hints.current is not None else None
        step = self.composer.next_step(hint) if hint is not None else None
        want = step[2] if step is not None and step[0] == "drop" else None
        # as ui/key_place: Enter plays the hinted place or the only one; else the person picks (1-9, a click)
        self.drag.key_target = want if want in lit else (lit[0] if len(lit) == 1 else None)

    def _hand(self, t, view, g, plates, chain, confirm, anim, shown):
        area = t.area
        hand = view["hand"]
        self._pool_caption = None
        if hand is None and self.faceup_at_seats(self.session.hands()):
            return lay_face_up_hands(self, t, g, self.session.hands())
        if hand is None:
            if not self.session.glancing():      # (while the card you drew shows, its words stand there)
                t.label(self.nobody_here_text(), (area.centerx, g["hand_cy"]), 20, theme.MUTED, anchor="center")
            return
        rnd = view["round"]
        left = g["hand_left"]
        width = area.right - g["margin"] - left
        pile = pile_rect(t, g)
        dealer = plates.get(view["dealer"])
        # already on its spot: a chain's first card, or a failing placement asked about; its slot stays empty
        # (closed up, the hand went from 2 rows to 1 at 1024x640 and the next drag took another card: s23)
        placed = chain.card if chain is not None else confirm["action"]["card"] if confirm is not None else self._laid()
        backs = view.get("pool_backs", 0)      # your bot partner's part of the pool that is yours (pool_art)
        rects = hand_rects(t, g, len(hand) + backs, left, width)     # two rows for a long hand on a small window
        rects = [r for c, r in zip(hand, rects) if c != placed] + rects[len(hand):]
        hand = [c for c in hand if c != placed]
        # the card you drew, while it matters: once play ends your hand is your leftover cards
        drawn = self.scoring_show.drawn_card(view["seat"], rnd) if view["phase"] == "play" else None
        self._drawn = None
        # at four players the pool comes to you from the plate of the seat that held it
        giver = plates.get((view["seat"] + 2) % 4) if view["seats"] == 4 and view["phase"] != "play" else None
        for i, code in enumerate(hand):
            origin = giver or (pile if view["pile_count"] or view["history"] else dealer)
            r = rects[i]
            if code == drawn:                    # the card just drawn from the pile: framed over the pieces
                self._drawn = f"r{rnd}:{code}"
            # while scoring is shown nothing in the hand may be picked up: the key names no piece
            t.card(f"r{rnd}:{code}", code, r, zone=f"hand:{view['seat']}", origin=origin, reveal=True,
                   z=40 + i, key=None if anim else code)
        for i in range(backs):
            t.card(f"pool{rnd}:{i}", None, rects[len(hand) + i], zone=f"hand:{view['seat']}", origin=giver,
                   z=40 + len(hand) + i, key=None)
        self._pool_caption = backs_caption(self, view, rects[len(hand):len(hand) + backs])
        if not hand and view["phase"] in ("scoring", "tiebreak", "deal") and view["seats"] == 4:
            where_your_leftovers_are(self, t, view, g, left, width, shown, anim)

    def _actions(self, t, view, legal, g, anim, chain, confirm):
        px = t.px
        if view["phase"] == "deal" and not anim and {"type": "deal"} in legal:
            # your deal, no result waiting ("Wait for me" off, or passed): while the round's result waits,
            # the header's Next is the one way on, whoever deals (it deals for you: after_gate), so "go on"
            # is one button in one place (it was this big button when the deal was yours, review 16)
            r = pygame.Rect(0, 0, min(px(250), g["dock"].w), px(44))
            r.center = g["dock"].center
            t.button("deal", f"Deal round {view['round'] + 1}", r, hotkey=pygame.K_d, style="primary", size=16,
                     tooltip="D", press="deal")
        self._modal = None
        if confirm is not None:
            self._modal = half_move.confirm_dialog(t, g, confirm)
        if chain is not None:                      # under the words beside the card in the air
            air = self._air
            w = min(px(230), g["dock"].right - air.right - px(24))
            top = max(air.bottom - px(40), self._air_words_bottom + px(4))
            r = pygame.Rect(air.right + px(16), top, w, max(px(28), min(px(40), g["dock"].bottom - top)))
            t.button("chain:cancel", "Take the swap back", r, press="cancel", size=15, tooltip="Esc")
        names = [a for a in legal if a["type"] == "tiebreak_chooser"]
        if names and not anim:
            self._naming_buttons(t, view, g, names)

    def after_gate(self):
        """Next past a round's result deals the next round when the deal is yours (the kit checks it is
        legal for you): dealing is no decision, so it is not a second press."""
        return {"type": "deal"}

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
            t.button(f"name:{a['seat']}", label, (x, y, bw, bh), press=f"name:{a['seat']}", hotkey=key,
                     style="primary", size=15, tooltip="M" if key == pygame.K_m else "P")
            y += bh + gap

    # --- drawing ---------------------------------------------------------------------------------------
    def draw_decor(self, surface):
        art.draw_decor(surface, self.metrics, self._deco)

    def decor_look(self):
        return art.decor_look(self.metrics, self._deco)

    def draw_over_pieces(self, surface):
        aimed = over_pieces.aimed(self)
        slots = held_room.open_slots(self)
        spot_cards.draw_open_slots(surface, self.metrics.px, slots, aimed and aimed[1].id, self._static)
        held_room.draw_cards(surface, held_room.cards_over_slots(self, slots))
        spot_cards.draw_gaps(surface, self.metrics.px, self._gaps, self._static, self._gaps_lit(), self._gap_words,
                              self._gap_missing, self._gap_cards)
        over_pieces.draw(self, surface, self._tags, self._fail_tags)
        draw_backs_caption(surface, self._pool_caption)

    def faceup_at_seats(self, hands):
        # laid in your hand's place, a row a seat (faceup_rows), where no seat's hand is shown there
        return bool(hands) and self.session.table_view()["hand"] is None

    def draw_over_held(self, surface):
        over_pieces.draw_over_held(self, surface)

    def _gaps_lit(self):
        """{index in _gaps: colour} of the open slots of your spots the held card may go to, in the kit's
        light (green; amber where the composer warns the sequence will fail), in either game: in the basic
        game the whole spot is lit, its open slot too."""
        p = self.drag.active()
        if p is None or not self._gaps:
            return {}
        legal = set(self.drag.legal_targets(p))
        warned = self.drag.warned(p, legal)
        return {i: theme.WARN if tid in warned else theme.LEGAL for i, tid in enumerate(self._gap_spots)
                if tid in legal}

    def drop_tag(self):
        return over_pieces.drop_tag(self)

    def drawn_frame(self):
        return over_pieces.drawn_frame(self, self._drawn)

    def _drop_hint(self):
        return over_pieces.drop_hint(self) if self._modal is None else None

    def dialog_rects(self):
        return [self._modal["rect"]] if self._modal is not None else []

    def draw_popups(self, surface):
        m = self.metrics
        mouse = pygame.mouse.get_pos()
        md = self._modal
        if md is not None:
            r = md["rect"]
            theme.panel(surface, r.move(0, m.px(6)), (0, 0, 0), 120, m.px(16))
            theme.panel(surface, r, theme.PANEL, 250, m.px(16), md["colour"], m.px(3))
            title_at = md.get("title_at") or ((r.centerx, r.y + md["title_y"]), "midtop")   # (half_move)
            theme.blit_text(surface, md["title"], m.px(19), title_at[0], md["colour"], True, title_at[1])
            y = r.y + md["text_y"]
            size = max(11, m.px(15))
            for line in md["lines"]:
                for part in theme.wrap(line, size, r.w - m.px(32)):
                    theme.blit_text(surface, part, size, (r.centerx, y), theme.TEXT, False, "midtop")
                    y += md["line_h"]
            ids = [b.id for b in self.table.buttons if b.id.startswith(("confirm:", "chain:"))]
            for b in self.table.buttons:
                if b.id in ids:
                    b.draw(surface, m, hover=b.rect.collidepoint(mouse), pressed=self.input.pressed == b.id)
            self.hints.outline(surface, ids)   # a hinted button of the dialog shows its mark over it
        if self._banner is not None and self._deco is not None:
            art.draw_banner(surface, m, self.banner_rect(), self._banner)

    def banner_rect(self):
        """Where QUASH! or FINISH! shows while it does (beside the board: art.banner_rect), else None."""
        if self._banner is None or self._deco is None:
            return None
        return art.banner_rect(self.metrics, self._deco["g"]["dock"])

    # --- input ---------------------------------------------------------------------------------------------
    def handle(self, event):
        if self.again_key(event):
            return True
        if self.session.curtain is None and self.scoring_show.key(event):
            self.rebuild()          # a step on, or past a tiebreaker pair (Next keys while scoring shows)
            return True
        why = other_side_drop(self, event)
        if why is not None:
            self.refuse(why)
        chain, confirm = self._composing()
        if (confirm is not None or chain is not None or self._laid()) and self.session.curtain is None:
            if event.type == pygame.KEYDOWN and self._laid() and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.compose(self.composer.press("lay"))
                return True
            if event.type == pygame.KEYDOWN:
                # the failing placement's question: Enter keeps the card (the safe answer; it played a move
                # that fails, review 49d), Y plays it anyway
                keep = confirm is not None and event.key in (pygame.K_n, pygame.K_RETURN, pygame.K_KP_ENTER)
                if event.key == pygame.K_ESCAPE or keep:
                    said = self.put_back_words() if event.key == pygame.K_ESCAPE else None
                    self.compose(self.composer.press("cancel"))
                    if said:
                        self.show_message(said)
                    return True
                if confirm is not None and event.key == pygame.K_y:
                    self.compose(self.composer.press("play_anyway"))
                    return True
            md = self._modal
            if md is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                    and md["rect"].collidepoint(event.pos):
                on_button = any(b.rect.collidepoint(event.pos) for b in self.table.buttons
                                if b.id.startswith(("confirm:", "chain:")))
                if not on_button:
                    return True
        done = super().handle(event)
        half_move.keep_lifted(self)         # the card in the air stays picked up (a drag let go off target)
        return done


SCENE = QuashBoard

