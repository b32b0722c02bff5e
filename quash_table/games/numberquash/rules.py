"""NumberQuash (the player rules page: assets/rules/numberquash.md): roll two dice, quash the numbers 1..9
on your two octagons.

State is small plain data. Each colour's pair of octagons is one 19-character string: cells 1..9 of
octagon 0, a '|', cells 1..9 of octagon 1; '.' is an open cell and a letter (r b y g o p) the colour of the
quasher covering it (a stolen quasher keeps its colour). Strings are immutable, so copying a state copies
six references, and a save stays readable.

Rulings and readings beyond the printed sheet (each one a test checks; the page's "Rulings" says them in
words):
- The opening rolls come from the seeded RNG, never from the stacked dice (common conventions: the first
  player is drawn with the RNG); they are kept in the state and shown in the view. Option `order` skips them.
- Several colours per seat: a banked quasher comes from the seat's colour with the most quashers in supply
  (the first in the seat's order on a tie); a bonus spent is taken from the first of the seat's colours that
  has one on that bonus octagon, and returns to that colour's supply. So the actions name no colour of
  the seat's own.
- The free roll is one roll: doubles on it give no further roll and do not count toward the third double.
- A steal moves a quasher, it adds none: a stalemate round is a round in which nobody placed a quasher
  from their supply. Otherwise two seats could trade steals for ever.
- Only one die usable: it covers one cell of its own number (option `split_single_die`: any cells summing
  to it). Doubles roll again only when used in full, up to the third (option `doubles: "always"`: every
  double, without end; the third costs the next turn once).
- A 12 robs every other seat still playing that has a covered cell, taking any covered quasher of each;
  a thief with fewer open cells than there are such seats robs as many as it can cover and chooses which.
  Its steals come in seat order, and a placement's cells in sorted order, so each action has one form.
- The game ends when `places` seats have finished. Options holding the old key `first_finisher_ends`
  (true: places 1; false: every place) come from games begun before `places`, `doubles` and
  `split_single_die`: they keep their shape and the rules of then (see HouseRules).
- A roll that can be neither placed nor banked ends the turn by itself, inside the roll's apply (a
  double or a pending free roll still rolls again), and the roll's events say so (option `auto_end`, on).
  A save holds every option of its version, so options naming exactly the keys of the version before
  `auto_end` come from a game begun then: it keeps its shape and its explicit End-turn moves replay.
- Blocks and a forfeited turn (third double) each put a white counter in front of the seat; every counter
  costs it one turn, and a skipped turn still counts as its turn in the round.
- A seat retires when every one of its supplies is empty and it has nothing banked (a banked quasher comes
  back to the supply when spent, so it is not used up yet).
- When only one seat is still playing it takes the next place and the game ends (with two seats the game
  ends as soon as one finishes or retires). Retired seats get no place.
- `legal_actions` lists every form of a placement and of an 11: covering a 4 on octagon 0 or on octagon 1
  has the same outcome but is a different action, and both are listed, so a board can light whichever
  cell a person points at and `action in legal_actions(state)` holds for it. (Each colour's own sets of
  cells by sum are cached and joined: with three colours a roll can have some 44,000 forms.) A 12 is
  listed in a bounded way, because every combination would run into the millions with six seats: from
  each victim, the highest covered number of each of its colours (octagon 0 if covered there); onto the
  thief's cells, every multiset of (colour, number), octagon 0 first, given in sorted order to the
  victims in seat order. `apply` accepts every legal form of a 12; the board and the bots compose any
  of them with steal_each.py.
- result(): winners are the seats the rules placed 1st (none in a stalemate's draw with no finisher: the
  drawn seats are `drawn`, no place and no win); a seat's
  score is the number of cells covered on its best colour (0..18); `places` is each seat's place as the
  rules awarded it (None while it has none), the order the summary's list ranks the seats in.
"""

import json

from ...engine.dice import check_stacked_dice
from ...engine.game import Game, IllegalAction, Option, require
from ...engine.rng import Rng
from . import moves, row_words, seat_picks, views, words
from .palette import RGB
from .bonus import apply_bonus, cell_of
from .placements import can_place, can_use_die
from .state import (AUTO_END, BEFORE_ROLL, COLOURS, DOUBLES, EMPTY, KEYS_BEFORE_AUTO_END, KEYS_BEFORE_PICKED,
                    LEGACY_PLACES, LETTERS, LOG_KEEP, NEW_KEYS, NO_FREE, PICKED, PLACE, PLAYING, QUASHERS, ROLL_AGAIN,
                    HouseRules, State, opening_rolls, seat_colours, seat_word, used_colours)
from .turns import after_use_told, bank_quasher, cause, cover, event, nothing_fits, roll

__all__ = ["COLOURS", "LETTERS", "QUASHERS", "GAME", "NumberQuash", "opening_rolls"]


# why Undo is greyed once your move has passed the turn on (undo_limit)

# ... and at the start of your next turn, nothing done in it yet (fresh_turn_undo): "your turn is over" read
# wrong under "Your turn: Roll the dice" (review 26)
# why Undo goes no further back than the last roll (greyed, and U's refusal): why, in a player's words
ROLL_FINAL = "a roll is final (everyone saw its dice): undo stops at the last roll"
FRESH_TURN_UNDO = "you have not moved yet this turn: nothing to take back"

class NumberQuash(Game):
    id = "numberquash"
    title = "NumberQuash"
    min_seats = 2
    max_seats = 6
    has_dice = True
    open_table = True     # every octagon, supply and bonus is on view to all: nothing to hide
    # a score is the cells covered of a seat's best colour (views.result): Statistics said "16 points"
    score_unit = ("cell covered", "cells covered")
    named_bot_scores = 3  # a 4-seat Load line says who has which ("3 bots: 18, 18, 16" did not)
    standing_version = 2  # a stalemate's draw has no winners, a seat beyond the places none (engine/game.py)
    records_events = True  # apply() puts what a move caused on state.caused (all of it public)
    first_round_by_turns = False   # a round is one turn each: the score chart counts rounds from the start,
    #                                as the summary and the middle band's "Round 3" do (engine/game.py)
    options = (
        Option("colours_per_seat", 1, "int", lo=1, hi=3, label="Colours per seat",
               help="each seat plays this many colours (seats x colours at most 6)",
               # which tables take which values, as _check_options_for_seats rules (6 colours in all)
               short_help="1 to 3 at 2 players, 1 or 2 at 3, 1 at 4 to 6"),
        Option("stalemate_rounds", 5, "int", lo=1, hi=20, label="Stalemate rounds",
               help="consecutive rounds in which nobody placed a quasher from their supply (steals do not "
                    "count) that end the game in a draw",
               # what New game writes under the value shown (a choice's line; see engine/game.Option)
               choice_help={n: ("a draw if a round passes with no quasher placed" if n == 1 else
                                f"a draw after {n} rounds in a row with no quasher placed") for n in range(1, 21)}),
        Option("places", 3, "int", lo=1, hi=6, label="Places played for", seats_less=1,
               help="the game ends when this many seats have finished (1: the first 'Quashed!' ends it)",
               choice_help={n: ("the first 'Quashed!' ends the game" if n == 1 else
                                f"play on until {n} players have finished") for n in range(1, 7)}),
        Option("doubles", "used", "choice", choices=DOUBLES, label="Doubles roll again",
               choice_words={"used": "when used in full", "always": "always"},
               help="used: only a double used in full (placed in full or banked) rolls again; "
                    "always: every double rolls again",
               # what the choice changes, not its name again (review 20)
               choice_help={"used": "a double rolls again only if placed or banked in full",
                            "always": "every double rolls again, used in full or not"}),
        Option("split_single_die", False, "bool", label="Split a single die",
               help="when only one die can be used, its number may be split over several cells",
               short_help="a lone usable die may be split over cells"),
        Option(AUTO_END, True, "bool", label="End a turn by itself",
               help="a roll that can be neither placed nor banked ends the turn by itself (off: press "
                    "End turn)",
               short_help="a roll you cannot use ends the turn"),
        Option("order", None, "list", nullable=True, label="Turn order",
               help="the seats in turn order (skips the opening rolls), e.g. 2,0,1"),
        # picked on the New game screen beside each seat (seat_picks), typed on the command line alone
        Option(PICKED, None, "str", nullable=True, label="Colours", in_menu=False,
               help="each seat's colours in seat order, e.g. blue,red (blank: red, blue, yellow, green, "
                    "orange, pink in turn)"),
    )

    seat_pick_label = "Colour"

    @staticmethod
    def seat_pick_rgb(name):
        """A colour's square beside its name on New game, as the board draws it (palette.RGB)."""
        return RGB.get(name.lower())
    seat_pick_option = PICKED

    def seat_picks(self, options, seats):
        """Each seat's colours as New game offers them (seat_picks.py)."""
        return seat_picks.seat_picks(seats, options.get("colours_per_seat") or 1, options.get(PICKED))

    def seat_picked(self, options, seats, seat, slot, name):
        k = options.get("colours_per_seat") or 1
        return dict(options, **{PICKED: seat_picks.seat_picked(seats, k, options.get(PICKED), seat, slot, name)})

    def check_options(self, options, seats):
        """As every game, and also the options of a game begun before `places` replaced
        `first_finisher_ends`, or before `auto_end`: those keep their old shape (see HouseRules). A save
        holds every option its version had, so options naming exactly the keys of the version before
        `auto_end` come from such a game: its turns end by hand, as they did then."""
        if isinstance(options, dict) and LEGACY_PLACES not in options \
                and sorted(options) == sorted(KEYS_BEFORE_AUTO_END):
            full = super().check_options(dict(options, **{AUTO_END: False}), seats)
            del full[AUTO_END], full[PICKED]
            return full
        if isinstance(options, dict) and LEGACY_PLACES not in options \
                and sorted(options) == sorted(KEYS_BEFORE_PICKED):
            full = super().check_options(options, seats)     # colours handed out in order, as then
            del full[PICKED]
            return full
        if not (isinstance(options, dict) and LEGACY_PLACES in options):
            return super().check_options(options, seats)
        clash = [k for k in NEW_KEYS if k in options]
        if clash:
            raise IllegalAction(f"option {LEGACY_PLACES!r} is the old form of 'places' (true is places 1): "
                                f"give it without {', '.join(map(repr, clash))}")
        old = Option(LEGACY_PLACES, False, "bool").check(options[LEGACY_PLACES])
        full = super().check_options({k: v for k, v in options.items() if k != LEGACY_PLACES}, seats)
        legacy = {k: v for k, v in full.items() if k not in NEW_KEYS}
        legacy[LEGACY_PLACES] = old
        return legacy

    def _check_options_for_seats(self, options, seats):
        k = options["colours_per_seat"]
        if seats * k > 6:
            raise IllegalAction(f"{seats} seats with {k} colours each need {seats * k} colours, "
                                f"but there are only 6 (at most {6 // seats} each for {seats} seats)")
        if options.get(PICKED) is not None:
            try:
                cols = seat_colours(seats, k, options[PICKED])
            except ValueError as e:
                raise IllegalAction(f"option 'colours': {e}") from None
            options[PICKED] = ",".join(name for _, name in used_colours(cols))     # one way to write it
        order = options["order"]
        if order is not None:
            if any(isinstance(x, bool) or not isinstance(x, int) for x in order) \
                    or sorted(order) != list(range(seats)):
                # said as people number seats (Seat 1 on the screen, `order=2,1` on the command line)
                said = [x + 1 if isinstance(x, int) and not isinstance(x, bool) else x for x in order]
                raise IllegalAction(f"option 'order' must list each seat 1 to {seats} exactly once, "
                                    f"not {','.join(map(str, said))}")

    # --- setup ------------------------------------------------------------------------------------
    def _new_state(self, seats, seed, options, stacked):
        queue = check_stacked_dice(stacked) or []
        rng = Rng(seed)
        k = options["colours_per_seat"]
        s = State()
        s.seats = seats
        s.colours = seat_colours(seats, k, options.get(PICKED))
        playing = {c for cols in s.colours for c in cols}
        s.cells = [EMPTY] * 6
        s.supply = [QUASHERS if c in playing else 0 for c in range(6)]
        s.bonus = [0] * 18
        s.status = [PLAYING] * seats
        s.places = [None] * seats
        s.blocked = [0] * seats
        s.forfeit = [0] * seats
        s.blockers = ((),) * seats     # who blocked each seat, a turn it will miss each (turns.py)
        if options["order"] is not None:
            s.order, s.opening = tuple(options["order"]), ()
        else:
            order, rounds = opening_rolls(rng, seats)
            s.order = tuple(order)
            s.opening = tuple(tuple(tuple(r) for r in rnd) for rnd in rounds)
        s.pos = 0
        s.dice = s.last_roll = None
        s.doubles, s.bonus_used, s.free_roll = 0, False, NO_FREE
        s.stalemate, s.round_no, s.covered, s.next_place = 0, 1, False, 1
        s.log, s.events = [], 0
        s.queue = queue
        s.rng = rng
        s.options = dict(options)
        s.house = HouseRules(s.options)
        s.ended = None
        s.to_move = s.order[0]
        s.phase = BEFORE_ROLL
        s.caused = []
        s.since_roll = 0
        if s.opening:
            event(s, None, "order", "Opening rolls: " + "; ".join(
                " ".join(f"{seat_word(seat)} {a}+{b}" for seat, a, b in rnd) for rnd in s.opening)
                + f". {seat_word(s.order[0])} goes first.", order=list(s.order))
        return s

    # --- legal actions ---------------------------------------------------------------------------
    def _legal_actions(self, s):
        return moves.legal_actions(s)


    def undo_scope_words(self, options, seats):
        """A roll is final, and so is another seat's move (undo_limit, others_moves_final): alone against bots,
        Undo takes back what you did since your last roll, until the next player acts (the next bot waits a
        moment for it: the board's waits_for_undo). New game promised "your own move" and Undo was greyed
        almost all game (session 24); "until your turn ends" was as good as never, a cover mostly ending it
        (review 45)."""
        # (against bots: a new player read it as a promise for pass-and-play too, review 55n)
        return "Against bots: take back your moves since your roll till a bot acts"

    def undo_limit(self, state):
        """A roll is final (its dice were seen): undo takes back only the moves since the last roll, your
        placement, bank or end after it (or a bonus spent before your first roll), back to that roll, also once
        they ended your turn while the next player has done nothing yet (the next bot waits a moment for it,
        the board's waits_for_undo: a cover mostly ends the turn, and Undo was as good as never lit, review 45).
        Another seat's move is final (others_moves_final)."""
        # (not "the dice you rolled": said too when the next player had rolled, review 49b)
        return state.since_roll, ROLL_FINAL

    def undo_reach_words(self, state, seat):
        """The lit Undo's tip, after what it takes back next: how far undo can still go and why not past
        your roll (a new player read "undo stops at the last roll" only once greyed, and
        did not know how far the lit button went)."""
        if state.to_move == seat and state.phase == BEFORE_ROLL:     # a bonus spent before your first roll
            return "Undo goes back to the start of your turn, not past it: the other players' moves are final"
        return ("Undo goes back as far as your last roll, not the roll itself: everyone saw its dice, so a "
                "roll is final")

    def fresh_turn_undo(self, state, seat):
        """Your turn come round, before your first roll or bonus: nothing of this turn to take back."""
        if state.to_move == seat and state.phase == BEFORE_ROLL and not state.bonus_used and not state.ended:
            return FRESH_TURN_UNDO
        return None

    def _apply(self, state, action):
        s = self._move(state, action)
        s.since_roll = 0 if action.get("type") == "roll" else state.since_roll + 1
        return s

    def _move(self, state, action):
        kind = action.get("type")
        seat = state.to_move
        if kind == "roll":
            require(set(action) == {"type"}, "a roll is just {\"type\":\"roll\"}")
            require(state.phase in (BEFORE_ROLL, ROLL_AGAIN),
                    "the dice are already on the table: use them first (place, bank or end)")
            s = state.copy()
            roll(s, seat)
            return s
        if kind == "place":
            require(set(action) == {"type", "cells"},
                    "a placement names exactly its cells: {\"type\":\"place\",\"cells\":[[\"red\",0,3]]}")
            require(state.phase == PLACE, "roll the dice before placing quashers")
            cells = self._check_cells(state, seat, action["cells"])
            return self._place(state, seat, cells)
        if kind == "bank":
            require(set(action) == {"type"}, "banking is just {\"type\":\"bank\"}")
            require(state.phase == PLACE, "roll the dice first: only a roll of 10, 11 or 12 can be banked")
            t = state.dice[0] + state.dice[1]
            require(t >= 10, f"only a roll of 10, 11 or 12 can be banked, not {t}")
            cols = state.colours[seat]
            require(any(state.supply[c] for c in cols), "you have no quasher left in supply to bank")
            s = state.copy()
            c = bank_quasher(s, seat, t)
            event(s, seat, "bank", f"{seat_word(seat)} banks a {COLOURS[c]} quasher on bonus "
                                   f"octagon {t}", value=t, colour=COLOURS[c])
            # the whole move in one sentence ("Seat 2 banks the roll and puts ..."): "You bank the roll and put ..."
            cause(s, "banked", seat, value=t, colour=COLOURS[c], tells_move=True)
            after_use_told(s, seat, full=True)
            return s
        if kind == "end":
            require(set(action) == {"type"}, "ending is just {\"type\":\"end\"}")
            require(state.phase == PLACE, "you may end only when the dice on the table can't be used")
            a, b = state.dice
            require(not (can_place(state, seat, a + b) or can_use_die(state, seat, a)
                         or can_use_die(state, seat, b)),
                    "you can still place quashers with this roll, so you may not end")
            s = state.copy()
            event(s, seat, "end", f"{seat_word(seat)} can't use {a} and {b}")
            nothing_fits(s, seat, (a, b))
            return s
        if kind == "bonus":
            return apply_bonus(state, seat, action)
        raise IllegalAction(f"{kind!r} is not a move in NumberQuash (bonus, roll, bank, place or end)")

    def _usable(self, s, seat, a, b):
        return moves.usable(s, seat, a, b)

    def _check_cells(self, s, seat, cells):
        """The named cells as (colour index, octagon, number), or IllegalAction saying what is wrong."""
        if not isinstance(cells, (list, tuple)) or not cells:
            raise IllegalAction("name at least one cell to cover")
        cols = s.colours[seat]
        out = []
        for cell in cells:
            c, o, n = cell_of(s, cell, cols, "your")
            if (c, o, n) in out:
                raise IllegalAction(f"{words.cell_words((COLOURS[c], o, n))} is named twice")
            if s.cells[c][o * 10 + n - 1] != ".":
                raise IllegalAction(f"{words.cell_words((COLOURS[c], o, n))} is already covered")
            out.append((c, o, n))
        named = [(COLOURS[c], o, n) for c, o, n in out]
        require(named == sorted(named), "name the cells in order (by colour, octagon, then number), e.g. "
                + json.dumps(sorted([list(x) for x in named])))
        for c in cols:
            need = sum(1 for x in out if x[0] == c)
            if need > s.supply[c]:
                raise IllegalAction(f"you have only {s.supply[c]} {COLOURS[c]} quashers left, not {need}")
        return out

    def _place(self, state, seat, cells):
        a, b = state.dice
        t = a + b
        total = sum(n for _, _, n in cells)
        if total == t:
            full = True
        else:
            if can_place(state, seat, t):
                raise IllegalAction(f"those cells add up to {total}, but you rolled {a} and {b}: cover "
                                    f"cells adding up to {t}")
            if not state.house.split_single_die:
                if len(cells) != 1 or total not in (a, b):
                    raise IllegalAction(f"{t} can't be placed, so only one die can be used: it covers one "
                                        f"cell numbered {a}" + ("" if a == b else f" or {b}")
                                        + " (splitting it is the house rule split_single_die)")
            elif total not in (a, b):
                raise IllegalAction(f"{t} can't be placed, so cover cells adding up to one die "
                                    f"({a} or {b}), not {total}")
            full = False
        s = state.copy()
        cover(s, cells)
        canonical = sorted([COLOURS[c], o, n] for c, o, n in cells)
        event(s, seat, "place", words.logged_placement(canonical, seat)
              + ("" if full else f" (one die: {t} could not be placed)"), cells=canonical)
        # with one die it says the whole move ("... with one die (the total 10 did not fit)"), else the move's words
        cause(s, "placed", seat, cells=canonical, total=total, one_die=not full, dice=[a, b], tells_move=not full)
        after_use_told(s, seat, full=full)
        return s

    # --- what people see, saves, words (views.py, words.py) -----------------------------------------------
    def _view(self, s, seat):
        return views.view(s, seat)

    def everyone_out(self, view, human_seats):
        """Every person out of the race (finished, or with no place left to win: not "playing") while the
        bots play on: in a 4-6 seat game you finished first and watched rounds 12 to 22 with no way past."""
        status = view.get("status") or ()
        return bool(human_seats) and all(status[h] != "playing" for h in human_seats)

    def result(self, s):
        return views.result(s)

    def unfinished_row_forms(self, standing, names, you_seat, bots, where):
        return row_words.unfinished_row_forms(standing, names, you_seat, bots, where, self.score_unit)

    def race_places(self, s):
        """Each seat's place in the race, for the Load list's row ("you 2nd of 4"): views.race_places."""
        return views.race_places(s)

    def dump(self, s):
        return views.dump(s)

    def saved_state_matches(self, replayed, stored):
        """Equal, or a save of a race that ended on its places before its last seat playing was placed
        too (views.before_last_placed)."""
        if replayed == stored:
            return True
        older = views.before_last_placed(replayed)
        if older is None or stored.get("log") is None:
            return False
        # a log kept at its length (LOG_KEEP) lost its first entry to the last seat's: compare what both hold
        log, was = older["log"], stored["log"]
        return (dict(older, log=None) == dict(stored, log=None)
                and (log == was or len(was) == LOG_KEEP and log == was[1:]))

    def load(self, d):
        return views.load(d)

    def listed_in_part(self, action, legal):
        """True for a 12 while one may be spent: `legal` lists only some 12s, and the rules judge the
        rest when it is played (the bots compose theirs from any quashers; see steal_each.py)."""
        return (isinstance(action, dict) and action.get("type") == "bonus" and action.get("value") == 12
                and any(a["type"] == "bonus" and a["value"] == 12 for a in legal))

    # --- words -----------------------------------------------------------------------------------
    def describe_event(self, event, seats):
        """Words for what a move caused (the move log, captions): see words.py."""
        return words.describe_event(event, seats)

    def event_clause(self, event, seats):
        """The log's clause for an event of the mover's own, after the move's dash (words.mover_clause)."""
        return words.mover_clause(event)

    def passed_over(self, event):
        """A blocked or forfeited turn passes its seat over (an open table: no curtain comes for it)."""
        return (event["seat"],) if event.get("kind") == "skip" else ()

    def caption_event(self, event, seats):
        """The header's words for an event while it is told: a steal is said short there ("Seat 2 steals
        Seat 1's red 9 (11)"), its whole sentence in the log (words.caption_event)."""
        return words.caption_event(event, seats)

    def describe_setup(self, state):
        """The opening rolls and who starts ("Opening rolls: Seat 1 3+5, Seat 2 6+6: Seat 2 starts: the
        highest opening roll (12)"; a tie's re-roll says which tie it breaks: words.opening_verdict)."""
        if not state.opening:
            return None
        return f"Opening rolls: {words.opening_rounds(state.opening, state.order)}. {words.opening_verdict(state.opening, state.order)}"

    def describe_hint(self, action, seat, seats, view=None):
        """A hint's move as advice to the seat it is for (see words.describe_hint; with the table's `view`,
        each quasher to steal by its own colour), or None."""
        return words.describe_hint(action, view["octagons"] if view else None)

    def describe(self, action, seat=None, seats=2):
        said = words.describe(action, seat, seats)
        return said if said is not None else super().describe(action, seat, seats)


GAME = NumberQuash()
