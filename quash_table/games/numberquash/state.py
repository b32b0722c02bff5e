"""NumberQuash's state: the colours, the constants, the house rules a game plays by and the State record
(plain data; see rules.py for what each field means), and the opening rolls. No rules here."""

import json
from functools import lru_cache

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
PICKED = "colours"       # the option: colours picked for the seats (None: handed out in order)
NEW_KEYS = ("places", "doubles", "split_single_die", AUTO_END, PICKED)
# Every option of the version before `auto_end`: options naming exactly these come from a game begun then.
KEYS_BEFORE_AUTO_END = ("colours_per_seat", "stalemate_rounds", "places", "doubles", "split_single_die", "order")
# ... and of the version before `colours`
KEYS_BEFORE_PICKED = KEYS_BEFORE_AUTO_END + (AUTO_END,)


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


ENCODE = json.JSONEncoder(separators=(",", ":")).encode
CELL_NAME = dict({".": None}, **{LETTERS[i]: COLOURS[i] for i in range(6)})
MASK = str.maketrans(LETTERS, "x" * len(LETTERS))


@lru_cache(maxsize=64)
def used_colours(colours):
    """(colour index, name) of every colour in play, in seat order."""
    return tuple((c, COLOURS[c]) for cols in colours for c in cols)


def seat_colours(seats, per_seat, picked):
    """Each seat's colour indices: the colours `picked` (names, comma-separated, in seat order, `per_seat`
    a seat; it may stop early), then the colours nobody picked, in the usual order, to the seats after.
    ValueError with the reason for a name that is not a colour, a colour named twice or too many."""
    names = [x.strip().lower() for x in (picked or "").split(",") if x.strip()]
    for name in names:
        if name not in COLOUR_INDEX:
            raise ValueError(f"{name!r} is not a colour ({', '.join(COLOURS)})")
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise ValueError(f"{', '.join(twice)} is picked twice: each colour belongs to one seat")
    if len(names) > seats * per_seat:
        raise ValueError(f"{seats} seats with {per_seat} colour{'s' if per_seat > 1 else ''} each play "
                         f"{seats * per_seat} colours, not {len(names)}")
    order = [COLOUR_INDEX[n] for n in names] + [c for c in range(6) if COLOURS[c] not in names]
    return tuple(tuple(order[seat * per_seat:(seat + 1) * per_seat]) for seat in range(seats))


def colour_names(colours):
    return [[COLOURS[c] for c in cols] for cols in colours]


def opening_lists(opening):
    return [[list(r) for r in rnd] for rnd in opening] if opening else []


class State:
    __slots__ = ("seats", "colours", "cells", "supply", "bonus", "status", "places", "blocked", "forfeit",
                 "blockers", "order", "opening", "pos", "phase", "dice", "last_roll", "doubles", "bonus_used",
                 "free_roll", "stalemate", "round_no", "covered", "next_place", "log", "events", "queue",
                 "rng", "options", "house", "to_move", "ended", "caused", "since_roll")

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
        s.blockers = self.blockers      # a tuple of tuples, never changed in place
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
        s.since_roll = self.since_roll  # moves since the last roll (rules.py undo_limit; see views.load)
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
