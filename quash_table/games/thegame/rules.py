"""The Game: Quick & Easy (assets/rules/thegame.md): a cooperative climb up one stack and down the other.

State is small plain data: hands are lists of card codes ('R7'), the stacks are just their top cards,
the history of laid cards is public. Rulings beyond the sheet:
- signals are offered as fixed public phrases, truthful by construction (a seat can only say it holds a
  colour it holds), at most one per turn and only by the seat to move, so every game ends;
- the professional variant forbids any mention of height: only colours and stacks may be signalled;
- "I can turn this stack back" (ask "reverse", both versions) is offered only to a seat holding a card of
  that stack's top colour that goes the wrong way (lower on the ascending stack, higher on the
  descending one): the reverse trick is then really in its hand.
"""

from ...engine.cards import deck_from_stacked
from ...engine.game import Game, IllegalAction, Option, require
from ...engine.rng import Rng

from . import event_words
from .signals import ASK_PHRASES, ask_words, signal_describes, signal_words, standing_signal  # noqa: F401 (re-exported)
from .cards import (  # noqa: F401  (re-exported: the rules' names, read by the bots and the board)
    COLOURS, COLOUR_NAMES, DECK, STACKS, STACK_ARROWS, HEIGHTS, ASKS, HAND_SIZE, number, colour,
    height_of, fits, card_words, turns_back, turned_back_before, can_turn_back, live_after, closes, fit_in_any_order)

# what the team's one score is, said under it in the end summary ("Team 50")
STANDING_WORDS = "cards laid of 50"


def why_not_end(placed):
    """Why the turn may not end yet (after `placed` cards this turn), or "" when it may: the rules' one
    reason, given by the rules when asked and by a greyed End turn (its button and its key E)."""
    return "" if placed >= 1 else "lay at least one card before ending your turn"


def why_not(card, stack, top):
    t = number(top)
    mine, theirs = card_words(card), card_words(top)
    if number(card) == t:
        return f"{mine} has the same number as the top card, {theirs} (equal numbers never go on each other)"
    if stack == "up":
        return (f"{mine} is not higher than {theirs} on the ascending stack "
                f"(only a {COLOUR_NAMES[top[0]]} card may go lower)")
    return (f"{mine} is not lower than {theirs} on the descending stack "
            f"(only a {COLOUR_NAMES[top[0]]} card may go higher)")


def fits_words(card, stack, top):
    """Why `card` fits `stack` (top card `top`, None: empty), in a few words for the tag over a held card:
    "green 4 on ▲: higher than red 2, skips 1 number", "green 4 on ▲: same colour as green 9, it goes back
    down", "green 4 starts ▲". The rules' one wording of a fit, as why_not is of a misfit."""
    mine, arrow = card_words(card), STACK_ARROWS[stack]
    if top is None:
        return f"{mine} starts {arrow}"
    n, t = number(card), number(top)
    if card[0] == top[0] and (n < t if stack == "up" else n > t):
        back = "down" if stack == "up" else "up"
        return f"{mine} on {arrow}: same colour as {card_words(top)}, it goes back {back}"
    skipped = abs(n - t) - 1
    way = "higher" if stack == "up" else "lower"
    skips = f", skips {skipped} number{'s' if skipped != 1 else ''}" if skipped > 0 else ""
    return f"{mine} on {arrow}: {way} than {card_words(top)}{skips}"


def fits_neither_words(card, up, down):
    """Why `card` fits neither stack (tops `up`, `down`), in one short line: "green 9 fits neither stack: ▲
    needs higher than 9 or yellow, ▼ lower than 1 or red" (what each stack takes, as its mat says it: a
    higher number, or its top's colour). A click on the card said both stacks' refusals joined, two long rules
    sentences (review 35)."""
    return (f"{card_words(card)} fits neither stack: {STACK_ARROWS['up']} needs higher than {number(up)} or "
            f"{COLOUR_NAMES[up[0]]}, {STACK_ARROWS['down']} lower than {number(down)} or {COLOUR_NAMES[down[0]]}")


class State:
    __slots__ = ("seats", "hands", "up", "down", "pile", "placed", "signalled", "signals", "history",
                 "to_move", "turn", "outcome", "rng", "options", "caused")

    def copy(self):
        s = State.__new__(State)
        s.seats = self.seats
        s.hands = [list(h) for h in self.hands]
        s.up, s.down = self.up, self.down
        s.pile = list(self.pile)
        s.placed, s.signalled = self.placed, self.signalled
        s.signals = list(self.signals)        # entries are never mutated, so a shallow copy is enough
        s.history = list(self.history)
        s.to_move, s.turn, s.outcome = self.to_move, self.turn, self.outcome
        s.rng = self.rng.copy()
        s.options = self.options
        s.caused = []      # what the move being applied causes (never saved: see Game.records_events)
        return s

    @property
    def laid(self):
        return len(self.history)


class TheGame(Game):
    id = "thegame"
    title = "The Game: Quick & Easy"
    min_seats = 2
    max_seats = 5
    cooperative = True
    score_unit = ("card laid", "cards laid")    # the team's score: the cards laid out of 50
    records_events = True
    chart_level_words = ()      # the chart's two lines (team_chart) are no rivals: where they meet (0 and 0 at a
                                # win) nothing is tied, so no ring and no "all tied" (session 24)
    hint_level = "hint"     # a person asking for a hint wants a good move now: hard's search, on a smaller
                            # budget (bots.HintBot)
    # the cards laid before End turn are seen by nobody else (End turn passes the screen): a person may
    # take them back in pass-and-play too, within the turn (undo_limit: never past End turn's drawn cards)
    undo_in_own_turn_shared = True
    undo_shared_words = "The Game, before End turn"
    undo_alone_words = "before End turn, also in pass-and-play"     # New game's undo note alone against bots
    options = (
        Option("professional", False, "bool", label="Professional",
               # what the team may be told, in words: "signals" was said nowhere on the screen (session 31)
               help="exactly one card a turn, and laying it ends the turn, so tell the team first; you may say "
                    "which colours you hold, never how high",
               short_help="one card a turn; tell the team colours, never how high",
               tip="Laying a card ends your turn"),
        Option("first", 0, "int", lo=0, hi=4, nullable=True, label="First player",     # empty: at random
               short_help="who lays the first cards"),
    )

    def _check_options_for_seats(self, options, seats):
        self.check_seat_option(options, "first", seats)

    # --- setup ------------------------------------------------------------------------------------
    def _new_state(self, seats, seed, options, stacked):
        rng = Rng(seed)
        deck = deck_from_stacked(DECK, stacked, rng)
        s = State()
        s.seats = seats
        s.hands = [[] for _ in range(seats)]
        first = options["first"]
        # Dealt one at a time, starting with seat 0 (no dealer in this game), top of the deck first.
        for i in range(HAND_SIZE * seats):
            s.hands[i % seats].append(deck[i])
        s.pile = deck[HAND_SIZE * seats:][::-1]   # stored top-last so drawing is a cheap pop()
        s.up = s.down = None
        s.placed, s.signalled = 0, False
        s.signals, s.history = [], []
        s.turn, s.outcome = 0, None
        s.rng, s.options = rng, dict(options)
        if first is None:          # drawn after the deal: a seed deals the same cards whoever starts
            first = rng.below(seats)
        s.caused = []
        s.to_move = first
        self._start_turn(s, first)
        return s

    # --- moves -----------------------------------------------------------------------------------
    def max_cards_per_turn(self, state):
        return self.max_cards_per_turn_of(state.options)

    @staticmethod
    def max_cards_per_turn_of(options):
        return 1 if options["professional"] else 2

    def _legal_actions(self, s):
        hand = s.hands[s.to_move]
        acts = []
        if s.placed < self.max_cards_per_turn(s):
            for card in hand:
                if fits(card, "up", s.up):
                    acts.append({"type": "play", "card": card, "stack": "up"})
                if fits(card, "down", s.down):
                    acts.append({"type": "play", "card": card, "stack": "down"})
        if s.placed == 1:
            acts.append({"type": "end_turn"})
        if not s.signalled:
            acts.extend({"type": "signal", "text": t} for t in self.truthful_signals(s, s.to_move)
                        if not self.still_stands(s, s.to_move, t))
        return acts

    @staticmethod
    def still_stands(s, seat, text):
        """Has `seat` said `text` already, and does it still stand (standing_signal: a statement of what
        the seat holds stands till it lays a card it speaks of)? Then it is said once, not again: it is not
        offered, and the rules refuse it. Read from what a dump keeps (signals dated by their turn, not by
        their "laid"), so a saved position offers what it did (a card laid in the turn before the statement
        counts as after it: it is offered again then, never refused wrongly)."""
        if not s.signals:
            return False
        view = {"outcome": s.outcome, "history": s.history, "to_move": s.to_move, "turn": s.turn, "seats": s.seats,
                "signals": [{k: v for k, v in x.items() if k != "laid"} for x in s.signals if x["seat"] == seat]}
        sig = standing_signal(view, seat)
        return sig is not None and sig["text"] == text

    def truthful_signals(self, s, seat):
        texts = [{"stack": st, "ask": ask} for st in STACKS for ask in ASKS
                 if ask != "reverse" or can_turn_back(s.hands[seat], st, s.up if st == "up" else s.down)]
        if s.options["professional"]:
            for c in sorted({colour(card) for card in s.hands[seat]}, key=COLOURS.index):
                texts.append({"colour": c})
        else:
            said = set()
            for card in sorted(s.hands[seat], key=lambda c: (COLOURS.index(c[0]), number(c))):
                key = (card[0], height_of(number(card)))
                if key not in said:
                    said.add(key)
                    texts.append({"colour": key[0], "height": key[1]})
        return texts

    def _apply(self, state, action):
        kind = action.get("type")
        seat = state.to_move
        if kind == "play":
            require(set(action) == {"type", "card", "stack"},
                    "a play names exactly a card and a stack: {\"type\":\"play\",\"card\":\"R7\",\"stack\":\"up\"}")
            card, stack = action["card"], action["stack"]
            require(stack in STACKS, f"there is no stack {stack!r} (use up or down)")
            require(isinstance(card, str) and card in state.hands[seat],
                    f"{card!r} is not in the hand of the seat to move")
            limit = self.max_cards_per_turn(state)
            require(state.placed < limit,
                    "you have already laid your card this turn" if limit == 1
                    else "you have already laid two cards this turn")
            top = state.up if stack == "up" else state.down
            if not fits(card, stack, top):
                raise IllegalAction(why_not(card, stack, top))
            s = state.copy()
            s.hands[seat].remove(card)
            # the card laid is the move itself; what it caused beyond that is recorded
            if turns_back(card, stack, top):
                # it tells the move in one sentence: "... lays blue 7 on blue 5, turning the descending stack
                # back by 2 (the reverse trick)", so the cards drawn after it are the line's one dash (two chained before)
                # "by": how many numbers the stack goes back, the room the trick makes (a card laid far up
                # and straight back down read as a waste when the line did not say what it gained)
                # "again": the game's reverse tricks after its first, the one the log explains (session 33)
                trick = {"kind": "stack_turned_back", "seat": seat, "card": card, "stack": stack,
                         "on": top, "by": abs(number(card) - number(top)), "tells_move": True}
                s.caused.append(dict(trick, again=True) if turned_back_before(state.history) else trick)
            if any(x["text"] == {"stack": stack, "ask": "leave"} and x["seat"] != seat for x in state.signals):
                # a teammate's standing "Please leave this stack alone": a card laid there anyway is said
                # once here, with what else the mover could have done (the bots play there only when every
                # other move goes against a teammate's words too), so the request is not seen ignored
                # (one event naming every seat that asked: two made the log line two clauses of one fact)
                view = self._view(state, None)
                asked = [k for k in range(state.seats) if k != seat and (standing_signal(view, k) or {}).get(
                    "text") == {"stack": stack, "ask": "leave"}]
                if asked:
                    # a sentence of its own in the log ("own_line"): the move's line keeps its one dash for
                    # the draw, and a reverse trick's own sentence stays whole
                    s.caused.append({"kind": "left_alone_played", "seat": seat, "of": asked, "stack": stack,
                                     "else": self._other_moves(state, view, stack), "own_line": True})
            if top is not None and card[0] != top[0] and any(
                    x["text"] == {"stack": stack, "ask": "reverse"} for x in state.signals):
                # a teammate's standing "I can turn this stack back" spoke of the top this card covers: said
                # once here, so the log tells why that caption goes (and a bot that had to cover it is seen
                # to break no promise silently)
                view = self._view(state, None)
                for other in range(state.seats):
                    sig = standing_signal(view, other) if other != seat else None
                    if sig and sig["text"] == {"stack": stack, "ask": "reverse"}:
                        s.caused.append({"kind": "turn_back_covered", "seat": seat, "of": other, "stack": stack,
                                         "on": top})
            if turns_back(card, stack, top) and any(
                    x["text"] == {"stack": stack, "ask": "reverse"} and x["seat"] != seat for x in state.signals):
                # the mover turned back a stack a teammate had just said it could turn back: that teammate's
                # trick is spent (it goes back less, or no more), said once here with what else the mover
                # could have done, as for a stack asked to be left alone (review 15: the bot's yellow 9 on
                # the yellow 3 left your announced yellow 10 worth 1, and nothing said why)
                view = self._view(state, None)
                for other in range(state.seats):
                    sig = standing_signal(view, other) if other != seat else None
                    if sig and sig["text"] == {"stack": stack, "ask": "reverse"}:
                        s.caused.append({"kind": "turn_back_taken", "seat": seat, "of": other, "stack": stack,
                                         "else": self._other_moves(state, view, stack), "own_line": True})
            if not s.hands[seat] and not s.pile:
                s.caused.append({"kind": "hand_emptied", "seat": seat, "names_mover": True})
            left = live_after(state.history, card)
            if left and closes(card, stack, left):
                # no card still to come fits the stack any more: it is closed for good, and the team plays on
                # one stack. Said once here, with whether the mover had to ("forced": its turn's first card,
                # and every card in its hand closes whatever stack it fits), so a block is not silent; a line
                # of its own, after the move's clauses (the hand emptied, the draw), before the game's end
                forced = not state.placed and all(
                    closes(c, st, live_after(state.history, c)) for c in state.hands[seat] for st in STACKS
                    if fits(c, st, state.up if st == "up" else state.down))
                # "spared": every card still to come fits the other stack, whatever order it comes in (a
                # public fact: the laid cards are seen): the close costs nothing, no alarm ("had no other
                # move than to close ▲ for good" was said of the 49th card, just before the win: session 24)
                other = "down" if stack == "up" else "up"
                spared = fit_in_any_order(left, other, state.up if other == "up" else state.down)
                closed = {"kind": "stack_closed", "seat": seat, "card": card, "stack": stack, "forced": forced,
                          "spared": spared, "left": len(left), "own_line": True}
            else:
                closed = None
            if stack == "up":
                s.up = card
            else:
                s.down = card
            s.history.append([seat, card, stack, s.turn])   # the turn lets a reader date signals
            s.placed += 1
            if s.placed == limit or not s.hands[seat]:
                self._end_turn(s)
            if closed:
                ends = [i for i, e in enumerate(s.caused) if e["kind"] in ("game_won", "game_lost")]
                s.caused.insert(ends[0] if ends else len(s.caused), closed)
            return s
        if kind == "end_turn":
            require(set(action) == {"type"}, "end_turn takes nothing else")
            require(not why_not_end(state.placed), why_not_end(state.placed))
            s = state.copy()
            self._end_turn(s)
            return s
        if kind == "signal":
            require(set(action) == {"type", "text"} and isinstance(action["text"], dict),
                    "a signal is {\"type\":\"signal\",\"text\":{...}}")
            require(not state.signalled, "you have already given a signal this turn")
            text = action["text"]
            if self.still_stands(state, seat, text):
                raise IllegalAction(f"you said \u201c{signal_words(text)}\u201d already and it still stands: "
                                    "it is said once, not again every turn")
            if text not in self.truthful_signals(state, seat):
                if text.get("ask") == "reverse" and text.get("stack") in STACKS:
                    raise IllegalAction("you can only say you can turn a stack back when you hold a card "
                                        "of its top card's colour that goes the other way (lower on the "
                                        "ascending stack, higher on the descending one)")
                if "colour" in text:
                    raise IllegalAction("you can only signal colours and heights you really hold"
                                        + (" (and no heights in the professional game)"
                                           if state.options["professional"] else ""))
                raise IllegalAction(f"{text!r} is not a signal the table understands")
            before = standing_signal(self._view(state, None), seat)
            s = state.copy()
            if before is not None:      # one statement stands at a time: the table says which one went
                s.caused.append({"kind": "signal_replaced", "seat": seat, "old": dict(before["text"])})
            # "laid": how many cards were down when it was said, so a reader knows which cards came after
            s.signals.append({"seat": seat, "turn": s.turn, "laid": len(s.history), "text": dict(text)})
            s.signalled = True
            return s
        raise IllegalAction(f"{kind!r} is not a move in The Game (play, end_turn or signal)")

    def _other_moves(self, state, view, stack):
        """What the seat to move could have done instead of laying a card on `stack`: "none" (its turn's
        first card, and none of its hand fits the other stack: after a first card the turn could end),
        "asked" (every card that fits the other stack goes against another seat's standing words there:
        that stack asked to be left alone, or its top covered that the other seat can turn back), or
        "free" (a move that heeds every request)."""
        if state.placed:
            return "free"
        seat = state.to_move
        other = "down" if stack == "up" else "up"
        top = state.up if other == "up" else state.down
        moves = [c for c in state.hands[seat] if fits(c, other, top)]
        if not moves:
            return "none"
        said = [standing_signal(view, k)["text"] for k in range(state.seats)
                if k != seat and standing_signal(view, k)]
        if {"stack": other, "ask": "leave"} in said:
            return "asked"
        if {"stack": other, "ask": "reverse"} in said and top is not None and all(c[0] != top[0] for c in moves):
            return "asked"
        return "free"

    def _end_turn(self, s):
        seat = s.to_move
        # what the turn's end makes news of: a teammate's "play on ▼" it passed by, a request said again
        s.caused.extend(event_words.turn_end_news(s, seat, self._view(s, None)))
        drawn = [s.pile.pop() for _ in range(min(s.placed, len(s.pile)))]
        s.hands[seat].extend(drawn)
        if drawn:
            # the cards are the drawer's secret: event_for_seat strips them for everyone else
            s.caused.append({"kind": "cards_drawn", "seat": seat, "count": len(drawn), "cards": drawn,
                             "left": len(s.pile)})
            if not s.pile:       # the draw's words say it ("the last: ..."): the log does not say it twice
                s.caused.append({"kind": "pile_emptied", "told": True})
        s.placed, s.signalled = 0, False
        s.turn += 1
        self._start_turn(s, (seat + 1) % s.seats)

    def _start_turn(self, s, seat):
        """Give the turn to the next seat holding cards; decide a win or a loss."""
        for k in range(s.seats):
            cand = (seat + k) % s.seats
            if s.hands[cand]:
                break
        else:
            s.outcome, s.to_move = "won", None
            s.caused.append({"kind": "game_won", "laid": len(s.history)})
            return
        s.to_move = cand
        if not any(fits(c, "up", s.up) or fits(c, "down", s.down) for c in s.hands[cand]):
            s.outcome, s.to_move = "lost", None
            s.caused.append({"kind": "game_lost", "seat": cand, "laid": len(s.history)})

    def team_score_words(self, score):
        """A save's line says the team's score, "1 of 50 laid", not "score 1": short, so a row keeps it beside
        who played and whose turn it is (two saves of one turn read alike without it, review 18b)."""
        return f"{score} of {len(DECK)} laid"

    def undo_limit(self, state):
        """An ended turn is final: End turn draws the new cards (and the next seats play), so undo past it
        would show the person their next cards and the others' next moves. Undo takes back only this turn's
        lays and signal."""
        this_turn = (sum(1 for h in state.history if h[3] == state.turn)
                     + sum(1 for x in state.signals if x["turn"] == state.turn))
        return this_turn, "an ended turn is final (its new cards were drawn): undo takes back lays within a turn only"

    # --- what people see --------------------------------------------------------------------------
    def _view(self, s, seat):
        return {
            "game": self.id, "seat": seat, "seats": s.seats, "to_move": s.to_move, "turn": s.turn,
            "hand": list(s.hands[seat]) if seat is not None else None,
            "hand_counts": [len(h) for h in s.hands],
            "up": s.up, "down": s.down, "pile_count": len(s.pile), "laid": s.laid,
            "placed": s.placed, "signalled": s.signalled,
            "signals": [dict(x) for x in s.signals],
            "history": [list(h) for h in s.history],
            "outcome": s.outcome, "options": dict(s.options),
        }

    def _stuck_words(self, s):
        """Who could not lay a card, and with what (the game is over: its hands are no secret now): "Seat 2
        could not lay red 6 or blue 7: ▲ shows purple 8, ▼ green 1." The seat that ended the last turn
        laid the last card; the stuck seat is the next one holding cards. "" where none is."""
        if not s.history:
            return ""
        last = s.history[-1][0]
        for k in range(1, s.seats + 1):
            seat = (last + k) % s.seats
            if s.hands[seat]:
                held = [card_words(c) for c in sorted(s.hands[seat], key=number)]
                cards = held[0] if len(held) == 1 else f"{', '.join(held[:-1])} or {held[-1]}"
                # the tops that refused them, said as what each stack shows: the summary covers the table,
                # and "could lay none of: purple 4, on ▲ green 7 or ▼ yellow 1" read as if green 7 and yellow
                # 1 were held too (review 21; a stuck seat never faces an empty stack)
                # "shows" once: the line fits the summary at 1024x640 with the longest names (review 35)
                shown = [(st, top) for st, top in (("up", s.up), ("down", s.down)) if top is not None]
                tops = ", ".join(f"{STACK_ARROWS[st]}{' shows' if k == 0 else ''} {card_words(top)}"
                                 for k, (st, top) in enumerate(shown))
                return f"{self.seat_name(seat, s.seats)} could not lay {cards}: {tops}."
        return ""

    def result(self, s):
        n = s.laid
        if s.outcome == "won":
            # the rules' words name no person: a table of bots has no "you" (naming.put_name writes "you"
            # where a seat is the screen's person)
            summary = "The team laid all 50 cards and beat the game!"
        elif s.outcome == "lost":
            # a short lead, and who was stuck with what on a line of its own: run on as one sentence of two
            # clauses it wrapped at 1024x640 mid-clause, a long lead a new player read twice (review 35)
            stuck = self._stuck_words(s)
            summary = f"The game is lost: {n} of 50 cards laid." + (f"\n{stuck}" if stuck else "")
        else:
            summary = f"In play: {n} of 50 cards laid."
        return {"over": s.outcome is not None,
                "winners": list(range(s.seats)) if s.outcome == "won" else [],
                "scores": [n] * s.seats, "summary": summary,
                # what the team's one score counts, under "Team 50" in the summary ("★ Team 50" said nothing of
                # what 50 was: review 60)
                "standing_words": [STANDING_WORDS] * s.seats}

    def dump(self, s):
        # A signal's "laid" is left out: the saved form stays as it was, so saves written before it load
        # (their state is checked against this dump); a loaded match replays its moves, which set it again.
        return {"seats": s.seats, "hands": [list(h) for h in s.hands], "up": s.up, "down": s.down,
                "pile": list(s.pile), "placed": s.placed, "signalled": s.signalled,
                "signals": [{k: v for k, v in x.items() if k != "laid"} for x in s.signals],
                "history": [list(h) for h in s.history],
                "to_move": s.to_move, "turn": s.turn, "outcome": s.outcome, "rng": s.rng.state,
                "options": dict(s.options)}

    def load(self, d):
        s = State()
        s.seats = d["seats"]
        s.hands = [list(h) for h in d["hands"]]
        s.up, s.down = d["up"], d["down"]
        s.pile = list(d["pile"])
        s.placed, s.signalled = d["placed"], d["signalled"]
        s.signals = [dict(x) for x in d["signals"]]
        s.history = [list(h) for h in d["history"]]
        s.to_move, s.turn, s.outcome = d["to_move"], d["turn"], d["outcome"]
        s.rng = Rng(d["rng"])
        s.options = dict(d["options"])
        s.caused = []
        return s

    # --- words -----------------------------------------------------------------------------------
    def describe(self, action, seat=None, seats=2):
        who = self.seat_name(seat, seats) if seat is not None else "Someone"
        t = action.get("type")
        if t == "play":
            c = action["card"]
            return f"{who} lays {card_words(c)} on {STACK_ARROWS[action['stack']]}"
        if t == "end_turn":
            return f"{who} ends the turn"
        if t == "signal":
            return f"{who} says: \u201c{signal_words(action['text'])}\u201d"
        return super().describe(action, seat, seats)

    def describe_hint(self, action, seat, seats, view=None):
        """The hinted move as an instruction to the person it is for ("Lay blue 10 on \u25b2"), not the log's
        account of it ("You lay blue 10 on \u25b2"); the stack by the mark it has on the table, as the log names
        it ("on the \u25b2 stack" took a brief hint to three lines, or the smaller type, beside a straight arrow
        across the band over your hand: session 36). With the
        seat's `view`, a statement hinted while one of theirs stands says it replaces it ("Say “Leave ▲ alone”
        in place of your “I have a high red card”"): one stands at a time, and the hinted request wiped theirs
        unwarned (review 33)."""
        t = action.get("type")
        if t == "play":
            return f"Lay {card_words(action['card'])} on {STACK_ARROWS[action['stack']]}"
        if t == "end_turn":
            return "End your turn"
        if t == "signal":
            mine = standing_signal(view, seat) if view is not None else None
            instead = f" in place of your \u201c{signal_words(mine['text'])}\u201d" if mine else ""
            return f"Say \u201c{signal_words(action['text'])}\u201d{instead}"
        return None


    # --- what a move caused (engine/game.py events) -------------------------------------------------------
    def events(self, state, seat=None):
        """The move's own clauses (its draw: "— draws 2 cards") before the news said on a line of its own
        ("own_line": a card on a stack asked to be left alone, a stack closed): after such a line the draw
        read as that line's ("… which Player 1 asked to be left alone — draws 2 cards", review 27). Only the
        order told; the state's record of them is unchanged."""
        out = super().events(state, seat)
        if not any(e.get("own_line") for e in out):
            return out
        draw = [e for e in out if e["kind"] in ("cards_drawn", "pile_emptied")]
        return draw + [e for e in out if e not in draw]

    def event_for_seat(self, event, seat):
        """Drawn cards are the drawer's secret, as in view(): everyone else hears only how many."""
        if event["kind"] == "cards_drawn" and seat != event["seat"]:
            return {k: v for k, v in event.items() if k != "cards"}
        return event

    def describe_event(self, event, seats):
        """What a move caused, in the log's words (event_words: the words of every fact the rules record)."""
        return event_words.describe_event(event, lambda k: self.seat_name(k, seats), signal_words)

    def event_clause(self, event, seats):
        """The log's clause after the move's dash (event_words.event_clause: "covering green 4, ...")."""
        return event_words.event_clause(event, lambda k: self.seat_name(k, seats), signal_words)

    def caption_event(self, event, seats):
        """The header's words for a stack closed for good: short, the log's line says why."""
        if event["kind"] == "stack_closed":
            who = self.seat_name(event["seat"], seats)
            arrow = STACK_ARROWS[event["stack"]]
            if event.get("spared"):
                rest = "the last card fits" if event.get("left") == 1 else "the rest fit"
                return f"{who} closes {arrow}: {rest} {STACK_ARROWS['down' if event['stack'] == 'up' else 'up']}"
            return f"{who} had to close {arrow} for good" if event["forced"] else f"{who} closes {arrow} for good"
        if event["kind"] == "play_ask_passed":
            return event_words.play_ask_caption(event, self.seat_name(event["seat"], seats))
        return self.describe_event(event, seats)


SHOWN_EVENTS = ("signal_replaced", "stack_turned_back", "stack_closed", "turn_back_covered", "turn_back_taken", "left_alone_played",
                "play_ask_passed", "request_renewed", "cards_drawn", "pile_emptied", "hand_emptied", "game_won",
                "game_lost")


GAME = TheGame()
