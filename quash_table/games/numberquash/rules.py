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
- result(): winners are the seats in 1st place (several after a stalemate draw with no finisher); a seat's
  score is the number of cells covered on its best colour (0..18).
"""

import json
from functools import lru_cache

from ...engine.dice import check_stacked_dice, roll_die
from ...engine.game import Game, IllegalAction, Option, require
from ...engine.rng import Rng

COLOURS = ("red", "blue", "yellow", "green", "orange", "pink")
LETTERS = "rbygop"
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
LETTER_COLOUR = {LETTERS[i]: i for i in range(6)}
EMPTY = "." * 9 + "|" + "." * 9
QUASHERS = 25
BONUS_VALUES = (10, 11, 12)
LOG_KEEP = 40

PLAYING, FINISHED, RETIRED = "playing", "finished", "retired"
BEFORE_ROLL, ROLL_AGAIN, PLACE, OVER = "before_roll", "roll_again", "place", "over"
NO_FREE, FREE_PENDING, FREE_NOW = 0, 1, 2
DOUBLES = ("used", "always")
LEGACY_PLACES = "first_finisher_ends"   # the option `places` replaced (true: places 1; false: every place)
AUTO_END = "auto_end"
NEW_KEYS = ("places", "doubles", "split_single_die", AUTO_END)
# Every option of the version before `auto_end`: options naming exactly these come from a game begun then.
KEYS_BEFORE_AUTO_END = ("colours_per_seat", "stalemate_rounds", "places", "doubles", "split_single_die", "order")


class HouseRules:
    """The rules a state plays by, read once from its options. Options carrying the old key
    `first_finisher_ends` come from a game begun before `places`, `doubles` and `split_single_die`
    existed: that game goes on as it was played (places 1 or every place, doubles "used", a single die
    split at will), and its options keep their old shape so its save still compares equal."""

    __slots__ = ("places", "doubles_always", "split_single_die", "auto_end")

    def __init__(self, options):
        if LEGACY_PLACES in options:
            self.places = 1 if options[LEGACY_PLACES] else 6
            self.doubles_always = False
            self.split_single_die = True
            self.auto_end = False
        else:
            self.places = options["places"]
            self.doubles_always = options["doubles"] == "always"
            self.split_single_die = options["split_single_die"]
            self.auto_end = options.get(AUTO_END, False)   # absent: a game begun before it (see check_options)


def cell_index(octagon, number):
    return octagon * 10 + number - 1


def ordinal(n):
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def seat_word(seat):
    return f"Seat {seat + 1}"


_ENCODE = json.JSONEncoder(separators=(",", ":")).encode
_CELL_NAME = dict({".": None}, **{LETTERS[i]: COLOURS[i] for i in range(6)})
_MASK = str.maketrans(LETTERS, "x" * len(LETTERS))


# --- subset sums -----------------------------------------------------------------------------------
@lru_cache(maxsize=16384)
def _placements(cols, masks, caps, total):
    """Every canonical placement summing to `total`, for a seat's colours `cols` with open cells `masks`
    (octagon strings, '.' open, 'x' covered) and supplies `caps` (capped at 6, the most cells a roll can
    take). A number open on both octagons is taken once (octagon 0) or twice; each placement is a sorted
    tuple of (colour, octagon, number)."""
    items = []
    for slot, row in enumerate(masks):
        name = COLOURS[cols[slot]]
        for n in range(1, 10):
            o0, o1 = row[n - 1] == ".", row[9 + n] == "."
            if o0 or o1:
                items.append((n, slot, (name, 0 if o0 else 1, n),
                              ((name, 0, n), (name, 1, n)) if o0 and o1 else None))
    items.sort(key=lambda x: x[0])
    size = len(items)
    limited = any(c < 6 for c in caps)
    used = [0] * len(cols)
    out, acc = [], []

    def rec(start, rest):
        for j in range(start, size):
            n, slot, one, two = items[j]
            if n > rest:
                break
            if not limited or used[slot] < caps[slot]:
                acc.append(one)
                used[slot] += 1
                if n == rest:
                    out.append(tuple(sorted(acc)))
                else:
                    rec(j + 1, rest - n)
                acc.pop()
                used[slot] -= 1
            if two is not None and 2 * n <= rest and (not limited or used[slot] + 2 <= caps[slot]):
                acc.extend(two)
                used[slot] += 2
                if 2 * n == rest:
                    out.append(tuple(sorted(acc)))
                else:
                    rec(j + 1, rest - 2 * n)
                del acc[-2:]
                used[slot] -= 2

    if total > 0:
        rec(0, total)
    return tuple(out)


@lru_cache(maxsize=4096)
def _open_cells(name, mask):
    """The open cells of one colour, as (colour, octagon, number)."""
    return tuple((name, o, n) for o in (0, 1) for n in range(1, 10) if mask[o * 10 + n - 1] == ".")


@lru_cache(maxsize=16384)
def _colour_sets(name, mask, cap, total):
    """Every set of at most `cap` open cells of one colour (mask: its octagon string, '.' open) whose
    numbers sum to `total`: sorted tuples of (colour, octagon, number). A colour's octagons change only
    when it is covered, so this is asked again and again with the same mask."""
    if total == 0:
        return ((),)
    cells = _open_cells(name, mask)
    size = len(cells)
    # numbers rise along each octagon: past one too big, skip to the other octagon
    first1 = next((k for k in range(size) if cells[k][1] == 1), size)
    skip = [first1 if j < first1 else size for j in range(size)]
    out, acc = [], []

    def rec(j, rest):
        while j < size:
            n = cells[j][2]
            if n > rest:
                j = skip[j]
                continue
            acc.append(cells[j])
            if n == rest:
                out.append(tuple(acc))
            elif len(acc) < cap:
                rec(j + 1, rest - n)
            acc.pop()
            j += 1

    if cap > 0:
        rec(0, total)
    return tuple(out)


@lru_cache(maxsize=4096)
def _colour_table(name, mask, cap):
    """`_colour_sets` for every sum 0..12 at once (one search): what a seat of several colours joins."""
    cells = _open_cells(name, mask)
    size = len(cells)
    by_sum = [[] for _ in range(13)]
    by_sum[0].append(())
    acc = []

    def rec(start, total):
        for j in range(start, size):
            n = cells[j][2]
            if total + n > 12:
                continue
            acc.append(cells[j])
            by_sum[total + n].append(tuple(acc))
            if len(acc) < cap:
                rec(j + 1, total + n)
            acc.pop()

    if cap > 0:
        rec(0, 0)
    return tuple(tuple(v) for v in by_sum)


@lru_cache(maxsize=8)
def _every_form(cols, masks, caps, total):
    """Every legal form of the placements summing to `total` (the same number on octagon 0 or octagon 1
    is a different form): sorted tuples of (colour, octagon, number). Each colour's own sets (cached)
    are joined in alphabetical order of colour, which keeps every tuple sorted."""
    parts = sorted((COLOURS[c], masks[slot], caps[slot]) for slot, c in enumerate(cols))
    if total <= 0:
        return ()
    if len(parts) == 1:
        return _colour_sets(*parts[0], total)
    tables = [_colour_table(name, mask, cap) for name, mask, cap in parts]
    last = len(tables) - 1
    out = []

    def join(i, rest, head):
        if i == last:
            tails = tables[i][rest]
            if head:
                out.extend([head + tail for tail in tails])
            else:
                out.extend(tail for tail in tails if tail)
            return
        table = tables[i]
        for k in range(rest + 1):
            for mid in table[k]:
                join(i + 1, rest - k, head + mid)

    join(0, total, ())
    return tuple(out)


@lru_cache(maxsize=64)
def _used(colours):
    """(colour index, name) of every colour in play, in seat order."""
    return tuple((c, COLOURS[c]) for cols in colours for c in cols)


def _colour_names(colours):
    return [[COLOURS[c] for c in cols] for cols in colours]


def _opening_lists(opening):
    return [[list(r) for r in rnd] for rnd in opening] if opening else []


class State:
    __slots__ = ("seats", "colours", "cells", "supply", "bonus", "status", "places", "blocked", "forfeit",
                 "order", "opening", "pos", "phase", "dice", "last_roll", "doubles", "bonus_used",
                 "free_roll", "stalemate", "round_no", "covered", "next_place", "log", "events", "queue",
                 "rng", "options", "house", "to_move", "ended", "caused")

    def copy(self):
        s = State.__new__(State)
        s.seats, s.colours = self.seats, self.colours
        s.cells = list(self.cells)
        s.supply = list(self.supply)
        s.bonus = list(self.bonus)
        s.status = list(self.status)
        s.places = list(self.places)
        s.blocked = list(self.blocked)
        s.forfeit = list(self.forfeit)
        s.order, s.opening, s.pos, s.phase = self.order, self.opening, self.pos, self.phase
        s.dice, s.last_roll, s.doubles = self.dice, self.last_roll, self.doubles
        s.bonus_used, s.free_roll = self.bonus_used, self.free_roll
        s.stalemate, s.round_no, s.covered, s.next_place = (self.stalemate, self.round_no, self.covered,
                                                             self.next_place)
        s.log = list(self.log)          # events are JSON strings, immutable
        s.events = self.events
        s.queue = list(self.queue)
        s.rng = self.rng.copy()
        s.options = self.options        # never changed after new_state
        s.house = self.house
        s.to_move, s.ended = self.to_move, self.ended
        s.caused = []                   # what the move being applied causes (never saved)
        return s

    # small helpers used by the rules, the bots' tests and the property tests
    def open_count(self, seat):
        return sum(self.cells[c].count(".") for c in self.colours[seat])

    def quashers_of(self, colour):
        """Quashers of colour index `colour` on any octagon (its own or, stolen, another's)."""
        letter = LETTERS[colour]
        return sum(cells.count(letter) for cells in self.cells)


def opening_rolls(rng, seats):
    """The opening rolls: every seat rolls two dice, highest first, ties re-roll among themselves.

    Returns (order, rounds) where rounds lists every roll made, [[seat, a, b], ...] per round of rolling.
    """
    rounds = []

    def settle(group):
        rolls = []
        for seat in group:
            a, b = rng.randint(1, 6), rng.randint(1, 6)
            rolls.append([seat, a, b])
        rounds.append(rolls)
        by_total = {}
        for seat, a, b in rolls:
            by_total.setdefault(a + b, []).append(seat)
        order = []
        for total in sorted(by_total, reverse=True):
            tied = by_total[total]
            order.extend(tied if len(tied) == 1 else settle(tied))
        return order

    return settle(list(range(seats))), rounds


class NumberQuash(Game):
    id = "numberquash"
    title = "NumberQuash"
    min_seats = 2
    max_seats = 6
    has_dice = True
    open_table = True     # every octagon, supply and bonus is on view to all: nothing to hide
    records_events = True  # apply() puts what a move caused on state.caused (all of it public)
    options = (
        Option("colours_per_seat", 1, "int", lo=1, hi=3, label="Colours per seat",
               help="each seat plays this many colours (seats x colours at most 6)"),
        Option("stalemate_rounds", 5, "int", lo=1, hi=20, label="Stalemate rounds",
               help="consecutive rounds in which nobody placed a quasher from their supply (steals do not "
                    "count) that end the game in a draw"),
        Option("places", 3, "int", lo=1, hi=6, label="Places played for",
               help="the game ends when this many seats have finished (1: the first 'Quashed!' ends it)"),
        Option("doubles", "used", "choice", choices=DOUBLES, label="Doubles roll again",
               help="used: only a double used in full (placed in full or banked) rolls again; "
                    "always: every double rolls again"),
        Option("split_single_die", False, "bool", label="Split a single die",
               help="when only one die can be used, its number may be split over several cells"),
        Option(AUTO_END, True, "bool", label="End a turn by itself",
               help="a roll that can be neither placed nor banked ends the turn by itself (off: press "
                    "End turn)"),
        Option("order", None, "list", nullable=True, label="Turn order",
               help="the seats in turn order (skips the opening rolls), e.g. 2,0,1"),
    )

    def check_options(self, options, seats):
        """As every game, and also the options of a game begun before `places` replaced
        `first_finisher_ends`, or before `auto_end`: those keep their old shape (see HouseRules). A save
        holds every option its version had, so options naming exactly the keys of the version before
        `auto_end` come from such a game: its turns end by hand, as they did then."""
        if isinstance(options, dict) and LEGACY_PLACES not in options \
                and sorted(options) == sorted(KEYS_BEFORE_AUTO_END):
            full = super().check_options(dict(options, **{AUTO_END: False}), seats)
            del full[AUTO_END]
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
        order = options["order"]
        if order is not None:
            if any(isinstance(x, bool) or not isinstance(x, int) for x in order) \
                    or sorted(order) != list(range(seats)):
                raise IllegalAction(f"option 'order' must list each seat 0 to {seats - 1} exactly once, "
                                    f"not {order!r}")

    # --- setup ------------------------------------------------------------------------------------
    def _new_state(self, seats, seed, options, stacked):
        queue = check_stacked_dice(stacked) or []
        rng = Rng(seed)
        k = options["colours_per_seat"]
        s = State()
        s.seats = seats
        s.colours = tuple(tuple(range(seat * k, seat * k + k)) for seat in range(seats))
        used = seats * k
        s.cells = [EMPTY] * 6
        s.supply = [QUASHERS if c < used else 0 for c in range(6)]
        s.bonus = [0] * 18
        s.status = [PLAYING] * seats
        s.places = [None] * seats
        s.blocked = [0] * seats
        s.forfeit = [0] * seats
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
        if s.opening:
            self._event(s, None, "order", "Opening rolls: " + "; ".join(
                " ".join(f"{seat_word(seat)} {a}+{b}" for seat, a, b in rnd) for rnd in s.opening)
                + f". {seat_word(s.order[0])} goes first.", order=list(s.order))
        return s

    # --- helpers ----------------------------------------------------------------------------------
    def _event(self, s, seat, kind, text, **extra):
        s.events += 1
        e = {"n": s.events, "seat": seat, "kind": kind, "text": text}
        e.update(extra)
        s.log.append(_ENCODE(e))   # a string: dumps and copies cost nothing
        if len(s.log) > LOG_KEEP:
            del s.log[0]

    @staticmethod
    def _cause(s, kind, seat, **data):
        """Record a public event of the move being applied (state.caused; see Game.events)."""
        data["kind"], data["seat"] = kind, seat
        s.caused.append(data)

    def placements(self, s, seat, total, every=False):
        """Placements covering `total` with the seat's open cells, as fresh sorted cell lists: one per
        distinct outcome (octagon 0 for a number open on both), or with `every` each legal form. Within
        one answer, equal cells are one [colour, octagon, number] list (tens of thousands of forms with
        three colours: this keeps them cheap)."""
        if total <= 0:
            return []
        cols = s.colours[seat]
        masks = tuple(s.cells[c].translate(_MASK) for c in cols)
        found = (_every_form if every else _placements)(cols, masks, tuple(min(s.supply[c], 6) for c in cols),
                                                        total)
        if not found:
            return []
        shared = {}
        for c, mask in zip(cols, masks):
            for cell in _open_cells(COLOURS[c], mask):
                shared[cell] = list(cell)
        get = shared.__getitem__
        return [list(map(get, cells)) for cells in found]

    def one_die_forms(self, s, seat, die):
        """Every legal form of using one die alone: by default one open cell numbered `die` (of a colour
        with a quasher in supply); under the house rule `split_single_die` any cells summing to it."""
        if s.house.split_single_die:
            return self.placements(s, seat, die, every=True)
        return sorted([[COLOURS[c], o, die]] for c in s.colours[seat] if s.supply[c]
                      for o in (0, 1) if s.cells[c][cell_index(o, die)] == ".")

    def can_use_die(self, s, seat, die):
        return bool(self.one_die_forms(s, seat, die))

    def can_place(self, s, seat, total):
        if total <= 0:
            return False
        cols = s.colours[seat]
        return bool(_placements(cols, tuple(s.cells[c].translate(_MASK) for c in cols),
                                tuple(min(s.supply[c], 6) for c in cols), total))

    def banked(self, s, seat, value):
        return sum(s.bonus[c * 3 + value - 10] for c in s.colours[seat])

    def has_banked(self, s, seat):
        return any(s.bonus[c * 3 + v] for c in s.colours[seat] for v in range(3))

    def others_playing(self, s, seat):
        return [o for o in range(s.seats) if o != seat and s.status[o] == PLAYING]

    def victims(self, s, seat):
        """Seats a steal can rob: still playing, not the thief, with a covered cell."""
        return [o for o in self.others_playing(s, seat)
                if any(s.cells[c].count(".") < 18 for c in s.colours[o])]

    # --- legal actions ---------------------------------------------------------------------------
    def _legal_actions(self, s):
        seat = s.to_move
        if s.phase == BEFORE_ROLL:
            acts = []
            if not s.bonus_used:
                acts.extend(self.bonus_actions(s, seat))
            acts.append({"type": "roll"})
            return acts
        if s.phase == ROLL_AGAIN:
            return [{"type": "roll"}]
        a, b = s.dice
        t = a + b
        acts = []
        if t >= 10 and any(s.supply[c] for c in s.colours[seat]):
            acts.append({"type": "bank"})
        full = self.placements(s, seat, t, every=True)
        if full:
            acts.extend({"type": "place", "cells": cells} for cells in full)
            return acts
        part = self.one_die_forms(s, seat, a)
        if b != a:
            part += self.one_die_forms(s, seat, b)
        if part:
            acts.extend({"type": "place", "cells": cells} for cells in part)
        else:
            acts.append({"type": "end"})
        return acts

    def bonus_actions(self, s, seat):
        acts = []
        if self.banked(s, seat, 10):
            acts.append({"type": "bonus", "value": 10, "effect": "free_roll"})
            for o in self.others_playing(s, seat):
                acts.append({"type": "bonus", "value": 10, "effect": "block", "seat": o})
        has11, has12 = self.banked(s, seat, 11), self.banked(s, seat, 12)
        if not (has11 or has12):
            return acts
        victims = self.victims(s, seat)
        if not victims:
            return acts
        mine = self.open_types(s, seat)
        if not mine:
            return acts
        if has11:
            every_open = self.open_cells(s, seat)
            for v in victims:
                for frm in self.covered_cells(s, v):
                    for to in every_open:
                        acts.append({"type": "bonus", "value": 11,
                                     "steals": [{"seat": v, "from": list(frm), "to": list(to)}]})
        if has12:
            acts.extend(self.steal_each_actions(s, seat, victims, mine))
        return acts

    def open_types(self, s, seat):
        """One representative open cell per (colour, number) of the seat, as (colour, octagon, number)."""
        out = []
        for c in s.colours[seat]:
            cells = s.cells[c]
            for n in range(1, 10):
                if cells[n - 1] == ".":
                    out.append((COLOURS[c], 0, n))
                elif cells[9 + n] == ".":
                    out.append((COLOURS[c], 1, n))
        return out

    def covered_cells(self, s, seat):
        """Every covered cell of the seat's colours, as (colour, octagon, number)."""
        out = []
        for c in s.colours[seat]:
            cells = s.cells[c]
            for o in (0, 1):
                for n in range(1, 10):
                    if cells[o * 10 + n - 1] != ".":
                        out.append((COLOURS[c], o, n))
        return out

    def top_covered(self, s, seat):
        """The highest covered number of each of the seat's colours (what a 12 is listed as taking)."""
        out = []
        for c in s.colours[seat]:
            cells = s.cells[c]
            for n in range(9, 0, -1):
                if cells[n - 1] != ".":
                    out.append((COLOURS[c], 0, n))
                    break
                if cells[9 + n] != ".":
                    out.append((COLOURS[c], 1, n))
                    break
        return out

    def steal_each_actions(self, s, seat, victims, mine):
        open_cells = self.open_cells(s, seat)
        m = min(len(victims), len(open_cells))
        groups = [victims] if m == len(victims) else list(_combinations(victims, m))
        # the thief's cells: every multiset of (colour, number) of size m, octagon 0 first
        avail = []
        for c in s.colours[seat]:
            cells = s.cells[c]
            for n in range(1, 10):
                k = (cells[n - 1] == ".") + (cells[9 + n] == ".")
                if k:
                    first = 0 if cells[n - 1] == "." else 1
                    avail.append([(COLOURS[c], first, n)] + ([(COLOURS[c], 1, n)] if k == 2 else []))
        targets = []

        def pick(i, left, acc):
            if left == 0:
                targets.append(sorted(acc))
                return
            for j in range(i, len(avail)):
                cells = avail[j]
                for take in range(1, min(len(cells), left) + 1):
                    pick(j + 1, left - take, acc + cells[:take])

        pick(0, m, [])
        acts = []
        for group in groups:
            froms = [self.top_covered(s, v) for v in group]
            for combo in _product(froms):
                for to in targets:
                    acts.append({"type": "bonus", "value": 12, "steals": [
                        {"seat": v, "from": list(f), "to": list(t)} for v, f, t in zip(group, combo, to)]})
        return acts

    def open_cells(self, s, seat):
        out = []
        for c in s.colours[seat]:
            cells = s.cells[c]
            for o in (0, 1):
                for n in range(1, 10):
                    if cells[o * 10 + n - 1] == ".":
                        out.append((COLOURS[c], o, n))
        return out

    # --- applying actions ---------------------------------------------------------------------
    def _apply(self, state, action):
        kind = action.get("type")
        seat = state.to_move
        if kind == "roll":
            require(set(action) == {"type"}, "a roll is just {\"type\":\"roll\"}")
            require(state.phase in (BEFORE_ROLL, ROLL_AGAIN),
                    "the dice are already on the table: use them first (place, bank or end)")
            s = state.copy()
            self._roll(s, seat)
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
            c = max(cols, key=lambda c: (s.supply[c], -cols.index(c)))
            s.supply[c] -= 1
            s.bonus[c * 3 + t - 10] += 1
            self._event(s, seat, "bank", f"{seat_word(seat)} banks a {COLOURS[c]} quasher on bonus "
                                         f"octagon {t}", value=t, colour=COLOURS[c])
            self._cause(s, "banked", seat, value=t, colour=COLOURS[c])
            self._after_use(s, seat, full=True)
            return s
        if kind == "end":
            require(set(action) == {"type"}, "ending is just {\"type\":\"end\"}")
            require(state.phase == PLACE, "you may end only when the dice on the table can't be used")
            a, b = state.dice
            require(not (self.can_place(state, seat, a + b) or self.can_use_die(state, seat, a)
                         or self.can_use_die(state, seat, b)),
                    "you can still place quashers with this roll, so you may not end")
            s = state.copy()
            self._event(s, seat, "end", f"{seat_word(seat)} can't use {a} and {b}")
            self._nothing_fits(s, seat, (a, b))
            return s
        if kind == "bonus":
            return self._bonus(state, seat, action)
        raise IllegalAction(f"{kind!r} is not a move in NumberQuash (bonus, roll, bank, place or end)")

    def _roll(self, s, seat):
        a, b = roll_die(s.rng, s.queue), roll_die(s.rng, s.queue)
        s.dice = s.last_roll = (a, b)
        s.phase = PLACE
        extra = ""
        if a == b and s.free_roll != FREE_NOW:
            s.doubles += 1
            if s.doubles == 3:
                s.forfeit[seat] += 1
                extra = (" (third double: the next turn is forfeit)" if s.house.doubles_always
                         else " (third double: no further roll, and the next turn is forfeit)")
            else:
                extra = " (doubles)"
        free = " (free roll)" if s.free_roll == FREE_NOW else ""
        self._event(s, seat, "roll", f"{seat_word(seat)} rolls {a} and {b}{free}{extra}", dice=[a, b])
        self._cause(s, "dice_rolled", seat, dice=[a, b], double=a == b, free=bool(free),
                    third_double=bool(extra) and s.doubles == 3)
        if s.house.auto_end and not self._usable(s, seat, a, b):     # after the roll's own events
            self._event(s, seat, "end", f"{seat_word(seat)} can't use {a} and {b}")
            self._nothing_fits(s, seat, (a, b), auto=True)

    def _usable(self, s, seat, a, b):
        """Can the dice on the table be placed (in full or one die) or banked? If not, the only move
        left would be to end."""
        t = a + b
        if t >= 10 and any(s.supply[c] for c in s.colours[seat]):
            return True
        return self.can_place(s, seat, t) or self.can_use_die(s, seat, a) or self.can_use_die(s, seat, b)

    def _check_cells(self, s, seat, cells):
        """The named cells as (colour index, octagon, number), or IllegalAction saying what is wrong."""
        if not isinstance(cells, (list, tuple)) or not cells:
            raise IllegalAction("name at least one cell to cover")
        cols = s.colours[seat]
        out = []
        for cell in cells:
            c, o, n = self._cell_of(s, cell, cols, "your")
            if (c, o, n) in out:
                raise IllegalAction(f"{COLOURS[c]} {n} (octagon {o}) is named twice")
            if s.cells[c][o * 10 + n - 1] != ".":
                raise IllegalAction(f"{COLOURS[c]} {n} on octagon {o} is already covered")
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
            if self.can_place(state, seat, t):
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
        for c, o, n in cells:
            i = cell_index(o, n)
            row = s.cells[c]
            s.cells[c] = row[:i] + LETTERS[c] + row[i + 1:]
            s.supply[c] -= 1
        s.covered = True
        canonical = sorted([COLOURS[c], o, n] for c, o, n in cells)
        self._event(s, seat, "place", self.describe({"type": "place", "cells": canonical}, seat)
                    + ("" if full else f" (one die: {t} could not be placed)"), cells=canonical)
        self._cause(s, "placed", seat, cells=canonical, total=total, one_die=not full, dice=[a, b])
        self._after_use(s, seat, full=full)
        return s

    def _bonus(self, state, seat, action):
        value = action.get("value")
        require(type(value) is int and value in BONUS_VALUES,
                f"the bonus octagons are 10, 11 and 12, not {value!r}")
        require(not state.bonus_used, "only one banked bonus can be used in a turn")
        require(state.phase == BEFORE_ROLL, "a banked bonus can be used only before your first roll")
        require(self.banked(state, seat, value), f"you have no quasher banked on bonus octagon {value}")
        if value == 10:
            effect = action.get("effect")
            if effect == "free_roll":
                require(set(action) == {"type", "value", "effect"}, "a free roll takes nothing else")
                s = state.copy()
                self._spend(s, seat, 10)
                s.free_roll = FREE_PENDING
                self._event(s, seat, "bonus", f"{seat_word(seat)} spends a 10 on a free roll",
                            value=10, effect="free_roll")
                self._cause(s, "bonus_spent", seat, value=10, effect="free_roll")
                s.phase = ROLL_AGAIN
                return s
            require(effect == "block", "a 10 is spent on a free roll or to block a seat "
                                       "(effect free_roll or block)")
            require(set(action) == {"type", "value", "effect", "seat"}, "a block names exactly one seat")
            victim = action["seat"]
            require(isinstance(victim, int) and not isinstance(victim, bool) and 0 <= victim < state.seats,
                    f"there is no seat {victim!r}")
            require(victim != seat, "you can't block yourself")
            require(state.status[victim] == PLAYING, f"{seat_word(victim)} is no longer playing")
            s = state.copy()
            self._spend(s, seat, 10)
            s.blocked[victim] += 1
            self._event(s, seat, "bonus", f"{seat_word(seat)} spends a 10 to block {seat_word(victim)}",
                        value=10, effect="block", target=victim)
            self._cause(s, "bonus_spent", seat, value=10, effect="block", target=victim)
            s.phase = ROLL_AGAIN
            return s
        require(set(action) == {"type", "value", "steals"},
                f"a {value} names its steals: {{\"type\":\"bonus\",\"value\":{value},\"steals\":[...]}}")
        steals = action["steals"]
        require(isinstance(steals, (list, tuple)) and steals, "name the quashers you steal")
        victims = self.victims(state, seat)
        require(victims, "no other seat still playing has a covered cell to steal from")
        if value == 11:
            require(len(steals) == 1, "an 11 steals exactly one quasher")
        else:
            n_open = state.open_count(seat)
            need = min(len(victims), n_open)
            require(len(steals) == need,
                    f"a 12 steals one quasher from each of {len(victims)} seats"
                    + ("" if need == len(victims) else f", as many as your {n_open} open cells allow")
                    + f": name {need}, not {len(steals)}")
        moves = []
        robbed = set()
        taken_to = set()
        for st in steals:
            require(isinstance(st, dict) and set(st) == {"seat", "from", "to"},
                    "each steal is {\"seat\":1,\"from\":[colour,octagon,number],\"to\":[colour,octagon,number]}")
            v = st["seat"]
            require(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < state.seats,
                    f"there is no seat {v!r}")
            require(v != seat, "you can't steal from yourself")
            require(state.status[v] == PLAYING, f"{seat_word(v)} is no longer playing")
            require(v in victims, f"{seat_word(v)} has no covered cell to steal from")
            require(v not in robbed, f"{seat_word(v)} is robbed only once")
            if moves and v < moves[-1][0]:    # one order only, so each 12 is written one way in a log
                raise IllegalAction(f"list a 12's steals in seat order ({seat_word(v)} before "
                                    f"{seat_word(moves[-1][0])})")
            robbed.add(v)
            fc, fo, fn = self._cell_of(state, st["from"], state.colours[v], f"{seat_word(v)}'s")
            require(state.cells[fc][cell_index(fo, fn)] != ".",
                    f"{COLOURS[fc]} {fn} on octagon {fo} is not covered")
            tc, to, tn = self._cell_of(state, st["to"], state.colours[seat], "your")
            require(state.cells[tc][cell_index(to, tn)] == ".",
                    f"your {COLOURS[tc]} {tn} on octagon {to} is already covered")
            require((tc, to, tn) not in taken_to, f"{COLOURS[tc]} {tn} (octagon {to}) gets only one quasher")
            taken_to.add((tc, to, tn))
            moves.append((v, fc, fo, fn, tc, to, tn))
        s = state.copy()
        self._spend(s, seat, value)
        words = []
        for v, fc, fo, fn, tc, to, tn in moves:
            fi, ti = cell_index(fo, fn), cell_index(to, tn)
            q = s.cells[fc][fi]
            s.cells[fc] = s.cells[fc][:fi] + "." + s.cells[fc][fi + 1:]
            s.cells[tc] = s.cells[tc][:ti] + q + s.cells[tc][ti + 1:]
            words.append(f"{COLOURS[fc]} {fn} from {seat_word(v)} onto {COLOURS[tc]} {tn}")
        steals = [{"seat": v, "from": [COLOURS[fc], fo, fn], "to": [COLOURS[tc], to, tn]}
                  for v, fc, fo, fn, tc, to, tn in moves]
        self._event(s, seat, "bonus", f"{seat_word(seat)} spends a {value} and steals "
                    + "; ".join(words), value=value, steals=steals)
        self._cause(s, "bonus_spent", seat, value=value, effect="steal", steals=steals)
        if self._check_finished(s, seat):
            return s
        s.phase = ROLL_AGAIN
        return s

    def _cell_of(self, s, cell, cols, whose):
        if not isinstance(cell, (list, tuple)) or len(cell) != 3:
            raise IllegalAction(f"{cell!r} is not a cell: write [colour, octagon 0 or 1, number 1..9]")
        name, o, n = cell
        c = COLOUR_INDEX.get(name) if isinstance(name, str) else None
        if c is None:
            raise IllegalAction(f"{name!r} is not a colour ({', '.join(COLOURS)})")
        if c not in cols:
            if whose == "your":
                raise IllegalAction(f"{name} is not your colour: you play "
                                    + " and ".join(COLOURS[x] for x in cols))
            raise IllegalAction(f"{name} is not {whose} colour")
        if type(o) is not int or o not in (0, 1):
            raise IllegalAction(f"octagon must be 0 or 1, not {o!r}")
        if type(n) is not int or not 1 <= n <= 9:
            raise IllegalAction(f"the cells are numbered 1 to 9, not {n!r}")
        return c, o, n

    def _spend(self, s, seat, value):
        s.bonus_used = True
        for c in s.colours[seat]:
            if s.bonus[c * 3 + value - 10]:
                s.bonus[c * 3 + value - 10] -= 1
                s.supply[c] += 1
                return
        raise AssertionError("no banked quasher to spend")

    # --- turn flow --------------------------------------------------------------------------------
    def _after_use(self, s, seat, full):
        """The dice on the table were used (or could not be): roll again, or end the turn."""
        a, b = s.dice
        s.dice = None
        if self._check_finished(s, seat):
            return
        if a == b and s.free_roll != FREE_NOW and (
                s.house.doubles_always or (full and s.doubles < 3)):
            s.phase = ROLL_AGAIN      # "used": a double used in full, up to the third; "always": every one
            return
        if s.free_roll == FREE_PENDING:
            s.free_roll = FREE_NOW
            s.phase = ROLL_AGAIN
            return
        self._end_turn(s)

    def _nothing_fits(self, s, seat, dice, auto=False):
        """The dice on the table cannot be used (the seat ended, or under `auto_end` the roll itself
        found nothing): say so, and what follows (another roll, the free roll, or the next turn)."""
        event = {"kind": "nothing_fits", "seat": seat, "dice": list(dice), "auto": auto}
        s.caused.append(event)
        pending = s.free_roll == FREE_PENDING
        self._after_use(s, seat, full=False)
        if s.to_move == seat and s.phase == ROLL_AGAIN:
            event["then"] = "free_roll" if pending and s.free_roll == FREE_NOW else "roll_again"
        else:
            event["then"] = "turn_over"

    def _check_finished(self, s, seat):
        """Finish or retire the seat if it has; True when its turn is over because of it."""
        if any("." not in s.cells[c] for c in s.colours[seat]):
            s.status[seat] = FINISHED
            s.places[seat] = s.next_place
            s.next_place += 1
            done = next(COLOURS[c] for c in s.colours[seat] if "." not in s.cells[c])
            self._event(s, seat, "finish", f"{seat_word(seat)} has quashed all 18 {done} cells: Quashed! "
                                           f"({ordinal(s.places[seat])} place)", place=s.places[seat])
            self._cause(s, "quash", seat, colour=done, place=s.places[seat])
            if s.next_place - 1 >= s.house.places:     # the places played for are all taken
                self._game_over(s, "first_finisher" if s.house.places == 1 else "places")
                return True
        elif not any(s.supply[c] for c in s.colours[seat]) and not self.has_banked(s, seat):
            s.status[seat] = RETIRED
            self._event(s, seat, "retire", f"{seat_word(seat)} has used up every quasher and retires")
            self._cause(s, "retired", seat)
        else:
            return False
        playing = [o for o in range(s.seats) if s.status[o] == PLAYING]
        if len(playing) <= 1:
            for o in playing:
                s.places[o] = s.next_place
                s.next_place += 1
                self._event(s, o, "last", f"{seat_word(o)} is the last seat playing: "
                                          f"{ordinal(s.places[o])} place", place=s.places[o])
                self._cause(s, "last_seat", o, place=s.places[o])
            self._game_over(s, "all_placed")
            return True
        self._end_turn(s)
        return True

    def _game_over(self, s, why):
        s.ended = why
        s.to_move = None
        s.phase = OVER
        s.dice = None

    def _end_turn(self, s):
        s.dice = None
        s.doubles, s.bonus_used, s.free_roll = 0, False, NO_FREE
        n = len(s.order)
        pos = s.pos
        while True:
            pos += 1
            if pos >= n:
                pos = 0
                if s.covered:
                    s.stalemate = 0
                else:
                    s.stalemate += 1
                    self._event(s, None, "stalemate", f"Round {s.round_no} was a stalemate round "
                                f"({s.stalemate} of {s.options['stalemate_rounds']})", count=s.stalemate)
                    self._cause(s, "stalemate_round", None, round=s.round_no, count=s.stalemate,
                                of=s.options["stalemate_rounds"])
                s.covered = False
                s.round_no += 1
                if s.stalemate >= s.options["stalemate_rounds"]:
                    playing = [o for o in range(s.seats) if s.status[o] == PLAYING]
                    for o in playing:
                        s.places[o] = s.next_place
                    s.next_place += len(playing)
                    self._event(s, None, "draw", "Stalemate: the game ends in a draw between "
                                + ", ".join(seat_word(o) for o in playing), seats=playing)
                    self._cause(s, "draw", None, seats=list(playing))
                    self._game_over(s, "stalemate")
                    return
            seat = s.order[pos]
            if s.status[seat] != PLAYING:
                continue
            if s.forfeit[seat]:
                s.forfeit[seat] -= 1
                self._event(s, seat, "skip", f"{seat_word(seat)} forfeits this turn (third double)",
                            why="forfeit")
                self._cause(s, "skip", seat, why="forfeit")
                continue
            if s.blocked[seat]:
                s.blocked[seat] -= 1
                self._event(s, seat, "skip", f"{seat_word(seat)} is blocked and misses this turn",
                            why="blocked")
                self._cause(s, "skip", seat, why="blocked")
                continue
            s.pos = pos
            s.to_move = seat
            s.phase = BEFORE_ROLL
            return

    # --- what people see --------------------------------------------------------------------------
    def _view(self, s, seat):
        used = _used(s.colours)
        octagons = {}
        for c, name in used:
            row = s.cells[c]
            octagons[name] = [[_CELL_NAME[ch] for ch in row[:9]], [_CELL_NAME[ch] for ch in row[10:]]]
        free = {NO_FREE: None, FREE_PENDING: "pending", FREE_NOW: "now"}[s.free_roll]
        fallback = False
        if s.phase == PLACE:
            fallback = not self.can_place(s, s.to_move, s.dice[0] + s.dice[1])
        return {
            "game": self.id, "seat": seat, "seats": s.seats, "to_move": s.to_move, "phase": s.phase,
            "colours": [[COLOURS[c] for c in cols] for cols in s.colours],
            "octagons": octagons,
            "supply": {name: s.supply[c] for c, name in used},
            "bonus": {name: {"10": s.bonus[c * 3], "11": s.bonus[c * 3 + 1], "12": s.bonus[c * 3 + 2]}
                      for c, name in used},
            "status": list(s.status), "places": list(s.places),
            "blocked": list(s.blocked), "forfeit": list(s.forfeit),
            "stalemate": s.stalemate, "stalemate_rounds": s.options["stalemate_rounds"],
            "round": s.round_no, "covered_this_round": s.covered,
            "dice": list(s.dice) if s.dice else None,
            "last_roll": list(s.last_roll) if s.last_roll else None,
            "fallback": fallback, "split_single_die": s.house.split_single_die,
            "doubles": s.doubles, "bonus_used": s.bonus_used, "free_roll": free,
            "order": list(s.order), "opening": [[list(r) for r in rnd] for rnd in s.opening],
            "log": json.loads("[" + ",".join(s.log) + "]"), "events": s.events,
            "ended": s.ended, "options": dict(s.options),
        }

    def result(self, s):
        scores = [max(18 - s.cells[c].count(".") for c in cols) for cols in s.colours]
        winners = [o for o in range(s.seats) if s.places[o] == 1]
        over = s.to_move is None
        if not over:
            summary = f"In play: round {s.round_no}."
        elif s.ended == "stalemate" and len(winners) > 1:
            summary = ("Stalemate: a draw between " + ", ".join(seat_word(o) for o in winners) + ".")
        else:
            summary = " ".join(f"{ordinal(p)}: {seat_word(o)}." for p, o in
                               sorted((s.places[o], o) for o in range(s.seats) if s.places[o]))
            retired = [o for o in range(s.seats) if s.status[o] == RETIRED]
            if retired:
                summary += " Retired: " + ", ".join(seat_word(o) for o in retired) + "."
            if s.ended == "stalemate":
                summary += " The game ended in a stalemate."
        return {"over": over, "winners": winners, "scores": scores, "summary": summary}

    def dump(self, s):
        used = _used(s.colours)
        cells, supply, bonus = s.cells, s.supply, s.bonus
        opts = s.options
        if opts["order"] is not None:
            opts = dict(opts, order=list(opts["order"]))
        else:
            opts = dict(opts)
        return {
            "seats": s.seats, "colours": _colour_names(s.colours),
            "octagons": {name: cells[c] for c, name in used},
            "supply": {name: supply[c] for c, name in used},
            "bonus": {name: bonus[c * 3:c * 3 + 3] for c, name in used},
            "status": s.status[:], "places": s.places[:], "blocked": s.blocked[:], "forfeit": s.forfeit[:],
            "order": list(s.order), "opening": _opening_lists(s.opening),
            "pos": s.pos, "phase": s.phase, "dice": list(s.dice) if s.dice else None,
            "last_roll": list(s.last_roll) if s.last_roll else None,
            "doubles": s.doubles, "bonus_used": s.bonus_used, "free_roll": s.free_roll,
            "stalemate": s.stalemate, "round": s.round_no, "covered": s.covered,
            "next_place": s.next_place, "log": s.log[:], "events": s.events,
            "queue": s.queue[:], "rng": s.rng.state, "options": opts,
            "to_move": s.to_move, "ended": s.ended,
        }

    def load(self, d):
        try:
            s = State()
            s.seats = d["seats"]
            s.colours = tuple(tuple(COLOUR_INDEX[c] for c in cols) for cols in d["colours"])
            s.cells = [EMPTY] * 6
            s.supply = [0] * 6
            s.bonus = [0] * 18
            for name, row in d["octagons"].items():
                c = COLOUR_INDEX[name]
                require(isinstance(row, str) and len(row) == 19 and row[9] == "|"
                        and all(ch == "." or ch in LETTERS for ch in row[:9] + row[10:]),
                        f"bad octagons for {name}")
                s.cells[c] = row
                s.supply[c] = int(d["supply"][name])
                s.bonus[c * 3:c * 3 + 3] = [int(x) for x in d["bonus"][name]]
            s.status = list(d["status"])
            s.places = list(d["places"])
            s.blocked = list(d["blocked"])
            s.forfeit = list(d["forfeit"])
            s.order = tuple(d["order"])
            s.opening = tuple(tuple(tuple(r) for r in rnd) for rnd in d["opening"])
            s.pos, s.phase = d["pos"], d["phase"]
            s.dice = tuple(d["dice"]) if d["dice"] else None
            s.last_roll = tuple(d["last_roll"]) if d["last_roll"] else None
            s.doubles, s.bonus_used, s.free_roll = d["doubles"], d["bonus_used"], d["free_roll"]
            s.stalemate, s.round_no, s.covered = d["stalemate"], d["round"], d["covered"]
            s.next_place = d["next_place"]
            s.log = list(d["log"])
            require(all(isinstance(e, str) for e in s.log), "the log holds one JSON text per event")
            s.events = d["events"]
            s.queue = check_stacked_dice(d["queue"]) or []
            s.rng = Rng(d["rng"])
            s.options = dict(d["options"])
            s.house = HouseRules(s.options)
            s.to_move, s.ended = d["to_move"], d["ended"]
            s.caused = []
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            if isinstance(e, IllegalAction):
                raise
            raise IllegalAction(f"not a NumberQuash state: {e}") from None
        return s

    def listed_in_part(self, action, legal):
        """True for a 12 while one may be spent: `legal` lists only some 12s, and the rules judge the
        rest when it is played (the bots compose theirs from any quashers; see steal_each.py)."""
        return (isinstance(action, dict) and action.get("type") == "bonus" and action.get("value") == 12
                and any(a["type"] == "bonus" and a["value"] == 12 for a in legal))

    # --- words -----------------------------------------------------------------------------------
    def describe_event(self, event, seats):
        """Words for what a move caused (the move log, captions). A placement or a bonus spent says no
        more than the move's own words, so only a placement with one die has words of its own."""
        kind = event.get("kind")
        who = seat_word(event["seat"]) if event.get("seat") is not None else ""
        if kind == "dice_rolled":
            a, b = event["dice"]
            if event.get("third_double"):
                note = " (a third double: the next turn is forfeit)"
            elif event.get("double"):
                note = " (a double)"
            else:
                note = ""
            free = "a free roll: " if event.get("free") else ""
            return f"{who} rolls {free}{a} and {b} = {a + b}{note}"
        if kind == "banked":
            return f"{who} banks a {event['colour']} quasher on bonus octagon {event['value']}"
        if kind == "placed":
            if not event.get("one_die"):
                return None
            a, b = event["dice"]
            return f"{a + b} did not fit, so only one die was used"
        if kind == "nothing_fits":
            a, b = event["dice"]
            then = {"roll_again": f"{who} rolls again", "free_roll": f"{who} takes the free roll"}.get(
                event.get("then"), f"{who}'s turn ends" + (" by itself" if event.get("auto") else ""))
            return f"Nothing fits {a} and {b}: {then}"
        if kind == "skip":
            if event.get("why") == "forfeit":
                return f"{who} forfeits this turn (third double)"
            return f"{who} is blocked and misses this turn"
        if kind == "quash":
            return f"{who} has covered all 18 {event['colour']} cells: Quashed! ({ordinal(event['place'])} place)"
        if kind == "retired":
            return f"{who} has used up every quasher and retires"
        if kind == "last_seat":
            return f"{who} is the last seat playing: {ordinal(event['place'])} place"
        if kind == "stalemate_round":
            return (f"Nobody placed a quasher in round {event['round']}: stalemate round "
                    f"{event['count']} of {event['of']}")
        if kind == "draw":
            return "Stalemate: the game ends in a draw between " + ", ".join(map(seat_word, event["seats"]))
        return None

    def describe(self, action, seat=None, seats=2):
        who = seat_word(seat) if seat is not None else "Someone"
        t = action.get("type")
        if t == "roll":
            return f"{who} rolls the dice"
        if t == "bank":
            return f"{who} banks the roll on the bonus octagon"
        if t == "end":
            return f"{who} can't use the roll and ends the turn"
        if t == "place":
            names = [f"{c} {n}" for c, _, n in action["cells"]]
            words = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            return f"{who} covers {words}"
        if t == "bonus":
            v = action.get("value")
            if v == 10 and action.get("effect") == "free_roll":
                return f"{who} spends a banked 10 on a free roll"
            if v == 10:
                return f"{who} spends a banked 10 to block {seat_word(action['seat'])}"
            parts = [f"{st['from'][0]} {st['from'][2]} from {seat_word(st['seat'])} onto "
                     f"{st['to'][0]} {st['to'][2]}" for st in action.get("steals", [])]
            return f"{who} spends a banked {v} and steals " + "; ".join(parts)
        return super().describe(action, seat, seats)


def _combinations(items, k):
    if k == 0:
        yield []
        return
    for i in range(len(items) - k + 1):
        for rest in _combinations(items[i + 1:], k - 1):
            yield [items[i]] + rest


def _product(lists):
    if not lists:
        yield []
        return
    for first in lists[0]:
        for rest in _product(lists[1:]):
            yield [first] + rest


GAME = NumberQuash()
