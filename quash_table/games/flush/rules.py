"""Flush (assets/rules/flush.md): a shedding game with bases, hidden cards, a Mimic value and Flushes.

Cards are codes: value + optional action letter (`7`, `7S` skip, `7L` link, `7D` deduction) and the
Flush cards `F` and `F+`. Copies with the same code are interchangeable, so a hand is a multiset
(code -> count) and every group choice is enumerated by code multiset. The composition of the deck is
data (assets/flush_deck.json, or option `deck`); it is validated and kept inside the state, so a save
replays without the file.

Turn structure (every action below is the *declaration* of a move; a void one raises IllegalAction with
the reason and the same player declares again, the state untouched):
- `play` cards of one value (Mimics joining it) equal or lower than the pile's value; Mimics alone onto
  a non-empty pile are declared as their own value or as the pile's top value;
- `pickup`: start the new pile with cards of one higher value and take the old pile;
- `flush`: one Flush card, alone, on any turn;
- `link_flush`: 4 or more Link cards (counting the Links in the pile's most recent value group);
- `hidden`: turn up a freed hidden card as the first thing of a turn. This opens a *staged* turn: the
  turned card lies on the pile (or, when higher than the pile, starts the adjacent pile: the player picks
  up); the player may then `play` same-value cards onto it once (Mimics included, `as` = its value), and
  when it joined the pile also a `link_flush`; `declare` ends the staged turn. A turned Mimic (pile not
  empty) may instead take the pile's top value: `{"type":"declare","as":6}`, or cards added with
  `"as": 6`; it then lies on the pile with the 6s (a pickup it would have started is off);
- after a Super Flush, `give_base` or `keep_bases`; at the start of a round whose Mimic card is a Flush
  card, `swap_mimic`.

Rulings this module makes where the sheet is silent (each is tested):
- Super Flush counts the pile's top value group the same way as a Flush (earlier players' cards count);
  a pickup started with 6 or more cards is a Super Flush too.
- "The seat that played the turn before" is the last *other* seat to have played a turn this round; there
  is none on the round's opening turns, and then (or with every base empty) the base choice is skipped.
- A Mimic Deduction deducts its own value's amount, whatever value it was played as.
- In the arena format the last round's points and deductions both count double (option double_last).
- The turned Mimic card is set aside: Flush Plus draws come from the stock under it. When the stock is
  empty, nobody draws.
- In a staged hidden turn the same-value cards are added with one `play`; a Link Flush may follow it.
- A hidden Flush card is played as a Flush at once (and a hidden Flush Plus makes the others draw).
- Cards in `cards` may be listed in any order; apply puts them in the canonical order that
  legal_actions uses (hand codes by value and kind, the group's own value before Mimics, then base tops
  by base number).

Bounded choices: groups are enumerated by code multiset. Should one value's choices pass GROUP_CAP
(a seat holding most of a value and most of the Mimic value), the Mimics joining it are taken by count
in a fixed order (base tops, then plain, Skip, Link, Deduction), and past the cap again the value's own
cards too; Link Flushes likewise (base tops, then the highest values). apply accepts exactly the listed
set. With the shipped deck random rounds stay far below the cap (a few hundred moves at the very most).

Views carry the round's last VIEW_LOG public events (`events` counts them all); hidden cards are in no
view, their owner's included, until turned.

What a move caused is on the state it returns, `caused` (engine/game.py events; not saved): the cards laid
(`played`, `picked_up`, `added`, `declared`), `hidden_turned`, `flush`, `skip`, `base_given`,
`round_scored` (every card each seat still held, hidden ones too: once the round is over they are shown)
and `round_started`. A card drawn after a Flush Plus is told to its drawer only (`card_drawn`, "to").
describe_event puts them in words.
"""

import json
import os
import re
from pathlib import Path

from ...engine.cards import deck_from_stacked
from ...engine.files import FileRefused, read_json
from ...engine.game import Game, IllegalAction, Option
from ...engine.rng import Rng
from ...paths import asset_path

VALUES = tuple(range(1, 11))
KINDS = ("", "S", "L", "D")
KIND_KEYS = (("", "plain"), ("S", "skip"), ("L", "link"), ("D", "deduction"))
FLUSHES = ("F", "F+")
CODES = tuple(f"{v}{k}" for v in VALUES for k in KINDS) + FLUSHES
VALUE = {c: (0 if c in FLUSHES else int(c.rstrip("SLD"))) for c in CODES}
KIND = {c: (c if c in FLUSHES else c[len(str(VALUE[c])):]) for c in CODES}
ORDER = {c: i for i, c in enumerate(CODES)}
HAND_SIZE, HIDDEN, TOPS, DEAL = 8, 3, 3, 14
ARENA_ROUNDS = 5       # the default of option `rounds`
MAX_ROUNDS = 50
# options added after saves existed; their defaults play as those saves did, and a dump leaves them out
# at their default, so an older save's stored state still equals its replay
LATER_OPTIONS = ("rounds", "double_last")
DECK_FORMAT = "quash-table-flush-deck"
MAX_COPIES, MAX_POINTS, MAX_FLUSH = 20, 50, 10
VIEW_LOG = 30      # a view carries the round's last 30 public events ("events" counts them all)
GROUP_CAP = 1024   # per value: past this many group choices the canonical form applies (see _groups)
BASE_REF = re.compile(r"^b(\d{1,2})$")
WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve")
WRONG_MOMENT = {
    "declare": "there is nothing to declare: declare is only for a turn begun with a hidden card",
    "give_base": "you can give a base only right after your Super Flush",
    "keep_bases": "keep_bases answers a Super Flush; there is none to answer",
    "swap_mimic": "the Mimic swap only happens when a Flush card is turned as the Mimic, before the first "
                  "move of the round",
}
KIND_WORDS = {"": "", "S": " Skip", "L": " Link", "D": " Deduction", "F": "Flush", "F+": "Flush Plus"}


def count_words(n, v):
    word = WORDS[n] if n < len(WORDS) else str(n)
    return f"{word} {v}" if n == 1 else f"{word} {v}s"


def card_words(code):
    """'7S' -> '7 Skip', 'F+' -> 'Flush Plus'."""
    if code in FLUSHES:
        return KIND_WORDS[code]
    return f"{VALUE[code]}{KIND_WORDS[KIND[code]]}"


# --- the deck as data ----------------------------------------------------------------------------------

def check_deck(data, where="deck"):
    """A deck composition (dict) checked and normalised, or IllegalAction saying what is wrong."""
    if not isinstance(data, dict):
        raise IllegalAction(f"{where}: a deck must be a JSON object with \"values\" and \"flush\"")
    allowed = {"format", "version", "name", "description", "values", "flush"}
    for key in data:
        if key not in allowed:
            raise IllegalAction(f"{where}: unknown key {key!r} (a deck has {', '.join(sorted(allowed))})")
    if "format" in data and data["format"] != DECK_FORMAT:
        raise IllegalAction(f"{where}: \"format\" must be {DECK_FORMAT!r}, not {data['format']!r}")
    if "version" in data and data["version"] != 1:
        raise IllegalAction(f"{where}: version {data['version']!r} is not supported (only 1)")
    name = data.get("name", "custom deck")
    if not isinstance(name, str) or len(name) > 80:
        raise IllegalAction(f"{where}: \"name\" must be text of at most 80 characters")
    if "description" in data and not isinstance(data["description"], str):
        raise IllegalAction(f"{where}: \"description\" must be text")
    for key in ("values", "flush"):
        if key not in data:
            raise IllegalAction(f"{where}: the deck has no {key!r}")

    def number(value, what, lo, hi):
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise IllegalAction(f"{where}: {what} must be a whole number from {lo} to {hi}, not {value!r}")
        return value

    values = data["values"]
    if not isinstance(values, list):
        raise IllegalAction(f"{where}: \"values\" must be a list of 10 entries, one per value 1 to 10")
    fields = ("value", "points") + tuple(k for _, k in KIND_KEYS)
    optional = ("deduct",)
    seen = {}
    for i, entry in enumerate(values):
        if not isinstance(entry, dict):
            raise IllegalAction(f"{where}: values entry {i + 1} must be an object like "
                                f"{{\"value\": 1, \"points\": 1, \"plain\": 5, \"skip\": 1, "
                                f"\"link\": 1, \"deduction\": 1}}")
        for key in entry:
            if key not in fields + optional:
                raise IllegalAction(f"{where}: values entry {i + 1} has an unknown key {key!r} "
                                    f"(keys: {', '.join(fields + optional)})")
        for key in fields:
            if key not in entry:
                raise IllegalAction(f"{where}: values entry {i + 1} has no {key!r}")
        v = number(entry["value"], f"values entry {i + 1}'s \"value\"", 1, 10)
        if v in seen:
            raise IllegalAction(f"{where}: value {v} is listed twice (entries {seen[v] + 1} and {i + 1})")
        seen[v] = i
        number(entry["points"], f"the points of value {v}", 1, MAX_POINTS)
        for _, key in KIND_KEYS:
            number(entry[key], f"the {key} count of value {v}", 0, MAX_COPIES)
        if "deduct" in entry:
            number(entry["deduct"], f"the deduct amount of value {v}", 0, MAX_POINTS)
    missing = [v for v in VALUES if v not in seen]
    if missing:
        raise IllegalAction(f"{where}: value{'s' if len(missing) > 1 else ''} "
                            f"{', '.join(map(str, missing))} missing (list each value 1 to 10 once)")
    flush = data["flush"]
    if not isinstance(flush, dict):
        raise IllegalAction(f"{where}: \"flush\" must be an object like "
                            f"{{\"plain\": 8, \"plus\": 2, \"points\": 5}}")
        # (unreachable)
    for key in flush:
        if key not in ("plain", "plus", "points"):
            raise IllegalAction(f"{where}: \"flush\" has an unknown key {key!r} (keys: plain, plus, points)")
    for key in ("plain", "plus", "points"):
        if key not in flush:
            raise IllegalAction(f"{where}: \"flush\" has no {key!r}")
    number(flush["plain"], "the number of Flush cards", 0, MAX_FLUSH)
    number(flush["plus"], "the number of Flush Plus cards", 0, MAX_FLUSH)
    number(flush["points"], "the points of a Flush card", 1, MAX_POINTS)
    if flush["plain"] + flush["plus"] > MAX_FLUSH:
        raise IllegalAction(f"{where}: at most {MAX_FLUSH} Flush cards in all (so the first player always "
                            f"holds a numbered card to swap for a Flush card turned as the Mimic), "
                            f"not {flush['plain'] + flush['plus']}")
    norm_values = [{k: values[seen[v]][k] for k in fields} for v in VALUES]
    for e in norm_values:
        # kept only where it is not the default value+1, so a deck reads the same whether the default
        # is written out or not (and compositions saved before `deduct` existed compare equal)
        amount = values[seen[e["value"]]].get("deduct", e["value"] + 1)
        if amount != e["value"] + 1:
            e["deduct"] = amount
    total = sum(e[k] for e in norm_values for _, k in KIND_KEYS) + flush["plain"] + flush["plus"]
    least = DEAL * 2 + 1
    if total < least:
        raise IllegalAction(f"{where}: {total} cards are too few: two seats need {least} "
                            f"(14 each and the Mimic card)")
    return {"name": name, "values": norm_values,
            "flush": {"plain": flush["plain"], "plus": flush["plus"], "points": flush["points"]}}


DECK_FILE_MAX_BYTES = 1024 * 1024


def read_deck_file(path):
    """The checked composition in a deck file, or IllegalAction naming the file and the problem. Read
    through the app's one file reader (a regular file of at most 1 MB, UTF-8 JSON): a deck file is only
    read when a person picks it, never because a save names it."""
    shown = Path(str(path)).name
    try:
        data = read_json(Path(os.path.expanduser(str(path))), f"deck file {shown!r}",
                         max_bytes=DECK_FILE_MAX_BYTES)
    except FileRefused as e:
        text = str(e)
        if not text.startswith("deck file"):
            text = f"deck file {shown!r}: {text}"
        raise IllegalAction(text) from None
    return check_deck(data, where=f"deck file {shown!r}")


_SHIPPED = {}


def default_composition():
    """The shipped composition (assets/flush_deck.json), re-read only when the file changes."""
    path = asset_path("flush_deck.json")
    try:
        stamp = os.stat(path).st_mtime_ns
    except OSError:
        stamp = None
    if _SHIPPED.get("stamp") != stamp or "comp" not in _SHIPPED:
        _SHIPPED["comp"] = read_deck_file(path)
        _SHIPPED["stamp"] = stamp
    return _SHIPPED["comp"]


class Deck:
    """A checked composition with its card list and points table (shared, never mutated)."""

    __slots__ = ("comp", "cards", "points", "counts", "key", "deduct")

    def __init__(self, comp):
        self.comp = comp
        cards, points = [], {}
        self.deduct = {e["value"]: e.get("deduct", e["value"] + 1) for e in comp["values"]}
        for e in comp["values"]:
            for kind, key in KIND_KEYS:
                code = f"{e['value']}{kind}"
                cards += [code] * e[key]
                points[code] = e["points"]
        cards += ["F"] * comp["flush"]["plain"] + ["F+"] * comp["flush"]["plus"]
        points["F"] = points["F+"] = comp["flush"]["points"]
        self.cards = tuple(cards)
        self.points = points
        self.counts = {c: self.cards.count(c) for c in CODES if c in points and self.cards.count(c)}
        self.key = json.dumps(comp, sort_keys=True)


_DECKS = {}


def deck_for(comp):
    key = json.dumps(comp, sort_keys=True)
    d = _DECKS.get(key)
    if d is None:
        d = _DECKS[key] = Deck(comp)
    return d


DEFAULT_DECK_WORDS = ("", "null", "none", "default")


class DeckOption(Option):
    """Option `deck`: null (the shipped composition) or a deck object (the composition itself). Text is
    never read as a file name here, so a save (which carries the deck itself) can make the app open no
    file: a deck *file* is read by Flush.options_from_user, when a person picks it."""

    def check(self, value):
        if value is None:
            return None
        if isinstance(value, str):
            if value.strip().lower() in DEFAULT_DECK_WORDS:
                return None
            raise IllegalAction("option 'deck' must be a deck object (a saved game carries the deck "
                                "itself); a deck file is picked on the New game screen or with "
                                "play --option deck=FILE")
        if isinstance(value, dict):
            return check_deck(value, where="option 'deck'")
        raise IllegalAction("option 'deck' must be null or a deck object")


# --- state -----------------------------------------------------------------------------------------

class State:
    """Plain data. Hands are code -> count dicts; a base is a (top, hidden) tuple (None when gone);
    the pile and the adjacent pile are lists of (code, value it counts as), top last; the stock is a
    list, top last. `staged` is (value, added) in a staged hidden turn, the target seat after a Super
    Flush, and None otherwise."""

    __slots__ = ("seats", "options", "deck", "rng", "round", "scores", "out", "rounds", "hands", "bases",
                 "pile", "adjacent", "stock", "discard", "mimic", "mimic_card", "to_move", "stage",
                 "staged", "turn_cards", "last", "other", "log", "winners", "first", "caused")

    def copy(self):
        s = State.__new__(State)
        s.seats, s.options, s.deck = self.seats, self.options, self.deck
        s.rng = Rng(self.rng.state)
        s.round = self.round
        s.scores = list(self.scores)
        s.out = list(self.out)
        s.rounds = list(self.rounds)           # entries are never mutated
        s.hands = [dict(h) for h in self.hands]
        s.bases = [list(b) for b in self.bases]
        s.pile = list(self.pile)
        s.adjacent = list(self.adjacent)
        s.stock = list(self.stock)
        s.discard = list(self.discard)
        s.mimic, s.mimic_card = self.mimic, self.mimic_card
        s.to_move, s.stage, s.staged = self.to_move, self.stage, self.staged
        s.turn_cards = list(self.turn_cards)
        s.last, s.other = self.last, self.other
        s.log = list(self.log)                 # entries are never mutated
        s.winners = self.winners
        s.first = self.first
        s.caused = []                          # what the move being applied causes (not saved)
        return s


def held(s, seat):
    """How many cards a seat still holds: hand, base tops and hidden cards."""
    n = sum(s.hands[seat].values())
    for top, hid in s.bases[seat]:
        n += (top is not None) + (hid is not None)
    return n


def pile_top(pile):
    """(value, how many cards of it lie on top, how many of those are Links); (None, 0, 0) if empty."""
    if not pile:
        return None, 0, 0
    v = pile[-1][1]
    n = links = 0
    for code, a in reversed(pile):
        if a != v:
            break
        n += 1
        if KIND[code] == "L":
            links += 1
    return v, n, links


def _hand_add(hand, code, n=1):
    hand[code] = hand.get(code, 0) + n


def _hand_remove(hand, code):
    n = hand[code] - 1
    if n:
        hand[code] = n
    else:
        del hand[code]


def _counts_product(items):
    """All choices of how many of each (token, available) item: list of token lists, empty included."""
    out = [[]]
    for tok, n in items:
        out = [prev + [tok] * k for prev in out for k in range(n + 1)]
    return out


# --- the game --------------------------------------------------------------------------------------

class Flush(Game):
    id = "flush"
    title = "Flush"
    records_events = True   # apply() puts what each move caused on state.caused (see describe_event)
    low_score_wins = True   # points are what you still hold: statistics keep the lowest as best
    min_seats = 2
    max_seats = 6
    options = (
        Option("format", "elimination", "choice", choices=("elimination", "arena"), label="Format",
               help="elimination: out at elimination_at points, last seat in wins; "
                    "arena (a limit of rounds): play a set number of rounds, lowest total wins"),
        Option("elimination_at", 30, "int", lo=1, hi=1000, label="Elimination at",
               help="points that put a seat out (elimination format)"),
        Option("rounds", ARENA_ROUNDS, "int", lo=1, hi=MAX_ROUNDS, label="Rounds",
               help="arena format: how many rounds are played"),
        Option("double_last", True, "bool", label="Last round double",
               help="arena format: the last round's points and deductions count double"),
        Option("first", None, "int", lo=0, hi=5, nullable=True, label="First player",
               help="the seat that plays first in round 1 (empty: drawn at random)"),
        DeckOption("deck", None, "str", nullable=True, label="Deck file",
                   help="a deck composition file (empty: the shipped assets/flush_deck.json)"),
    )

    def _check_options_for_seats(self, options, seats):
        self.check_seat_option(options, "first", seats)

    def options_from_user(self, options):
        """A deck file a person named (New game screen, command line) is read here, once, through the
        one reader: the options then carry the checked composition."""
        deck = options.get("deck") if isinstance(options, dict) else None
        if isinstance(deck, str) and deck.strip().lower() not in DEFAULT_DECK_WORDS:
            options = dict(options, deck=read_deck_file(deck.strip()))
        return options

    # --- setup ------------------------------------------------------------------------------------
    def _new_state(self, seats, seed, options, stacked):
        comp = options["deck"] if options["deck"] is not None else default_composition()
        deck = deck_for(comp)
        need = DEAL * seats + 1
        if len(deck.cards) < need:
            raise IllegalAction(f"the deck has {len(deck.cards)} cards; {seats} seats need {need} "
                                f"(14 each and the Mimic card)")
        s = State()
        s.seats, s.options, s.deck = seats, dict(options), deck
        s.rng = Rng(seed)
        s.round = 1
        s.scores = [0] * seats
        s.out = [False] * seats
        s.rounds = []
        s.winners = None
        cards = deck_from_stacked(deck.cards, stacked, s.rng)
        first = options["first"]
        if first is None:
            first = s.rng.below(seats)
        s.caused = []
        self._deal(s, cards, first)
        s.caused = []          # a new game has had no move yet: its deal is no event
        return s

    def _deal(self, s, cards, first):
        """Deal the round from `cards` (top first) to the seats still in, from the lowest one round."""
        active = [i for i in range(s.seats) if not s.out[i]]
        got = {seat: [] for seat in active}
        pos = 0
        for _ in range(DEAL):
            for seat in active:
                got[seat].append(cards[pos])
                pos += 1
        s.hands = [{} for _ in range(s.seats)]
        s.bases = [[] for _ in range(s.seats)]
        for seat in active:
            c = got[seat]
            s.bases[seat] = [(c[HIDDEN + i], c[i]) for i in range(TOPS)]
            for code in c[HIDDEN + TOPS:]:
                _hand_add(s.hands[seat], code)
        s.mimic_card = cards[pos]
        s.mimic = VALUE[s.mimic_card] or None
        s.stock = list(reversed(cards[pos + 1:]))
        s.pile, s.adjacent, s.discard, s.turn_cards = [], [], [], []
        s.last = s.other = None
        s.first = first
        s.to_move = first
        s.staged = None
        s.log = [e for e in s.log if e["event"] == "round"][-1:] if s.round > 1 else []
        who = self.seat_name(first, s.seats)
        if s.mimic is None:
            s.stage = "swap"
            self._log(s, None, "deal", [s.mimic_card],
                      f"Round {s.round}: a {card_words(s.mimic_card)} card is turned for the Mimic; "
                      f"{who} plays first and swaps a card for it")
        else:
            s.stage = None
            self._log(s, None, "deal", [s.mimic_card],
                      f"Round {s.round}: the Mimic is {s.mimic} ({card_words(s.mimic_card)} turned); "
                      f"{who} plays first")
        self._cause(s, "round_started", round=s.round, mimic=s.mimic, mimic_card=s.mimic_card, first=first)

    def _log(self, s, seat, event, cards, text, **extra):
        entry = {"round": s.round, "seat": seat, "event": event, "cards": list(cards), "text": text}
        entry.update(extra)
        s.log.append(entry)

    def _cause(self, s, kind, **data):
        """Record an event of the move being applied (engine/game.py events): public unless it has "to"."""
        data["kind"] = kind
        s.caused.append(data)
        return data

    # --- helpers ----------------------------------------------------------------------------------
    def _active(self, s):
        return [i for i in range(s.seats) if not s.out[i]]

    def _advance(self, s, seat, steps):
        seat_ = seat
        while steps:
            seat_ = (seat_ + 1) % s.seats
            if not s.out[seat_]:
                steps -= 1
        return seat_

    def _record_turn(self, s, seat):
        if s.last != seat:
            s.other = s.last
            s.last = seat

    def _super_target(self, s, seat):
        return s.last if s.last is not None and s.last != seat else (
            s.other if s.other is not None and s.other != seat else None)

    def _value_of_group(self, s, codes):
        """The value a group counts as (a Mimic alone: its own value), or IllegalAction."""
        m = s.mimic
        others = {VALUE[c] for c in codes if VALUE[c] != m}
        if len(others) > 1:
            raise IllegalAction("a group is cards of one value (Mimics may join it): "
                                + ", ".join(sorted({str(VALUE[c]) for c in codes}, key=int))
                                + " are different values")
        return others.pop() if others else m

    def _resolve(self, s, seat, cards):
        """Names in an action -> (codes, hand codes, base indexes); IllegalAction when not held."""
        if not (isinstance(cards, list) and cards):
            raise IllegalAction("name at least one card, like [\"6\", \"b1\"]")
        hand = s.hands[seat]
        row = s.bases[seat]
        need, bases, hand_codes = {}, [], []
        for c in cards:
            if not isinstance(c, str):
                raise IllegalAction(f"{c!r} is not a card name (a code like \"6S\" or a base top "
                                    f"like \"b1\")")
            if c[:1] == "b":
                if not BASE_REF.match(c):
                    raise IllegalAction(f"{c!r} is not a card name (base tops are b0, b1, b2, ...)")
                i = int(c[1:])
                if i >= len(row):
                    raise IllegalAction(f"you have no base {i + 1} ({c!r})")
                if row[i][0] is None:
                    raise IllegalAction(f"base {i + 1} has no visible top card ({c!r}); its hidden card "
                                        f"is played with {{\"type\":\"hidden\",\"base\":{i}}}")
                if i in bases:
                    raise IllegalAction(f"base {i + 1}'s top card is named twice")
                bases.append(i)
            else:
                if c not in VALUE:
                    raise IllegalAction(f"{c!r} is not a Flush card code (codes: 1..10 with S, L or D, "
                                        f"F, F+)")
                need[c] = need.get(c, 0) + 1
                hand_codes.append(c)
        for c, n in need.items():
            have = hand.get(c, 0)
            if have < n:
                raise IllegalAction(f"you hold {WORDS[have] if have < 13 else have} {card_words(c)} "
                                    f"card{'s' if have != 1 else ''} in hand, not {n}")
        bases.sort()
        return hand_codes + [row[i][0] for i in bases], hand_codes, bases

    def _canonical(self, s, hand_codes, bases, value):
        """The canonical card list: hand codes (own value before Mimics, by value and kind), then bases."""
        m = s.mimic
        hs = sorted(hand_codes, key=lambda c: (value is not None and VALUE[c] == m and value != m,
                                               ORDER[c]))
        return hs + [f"b{i}" for i in bases]

    def _codes_of(self, s, seat, canon):
        """Card names (codes or base tops 'bN') -> the codes, in the same order."""
        row = s.bases[seat]
        return [row[int(c[1:])][0] if c[0] == "b" else c for c in canon]

    def _take(self, s, seat, hand_codes, bases):
        hand = s.hands[seat]
        for c in hand_codes:
            _hand_remove(hand, c)
        row = s.bases[seat]
        for i in bases:
            row[i] = (None, row[i][1])

    def _check_canonical(self, s, seat, v, need_own, canon):
        """Past GROUP_CAP choices for this value, only the canonical form is a move (see _groups)."""
        m = s.mimic
        space = 1
        for c, n in s.hands[seat].items():
            if VALUE[c] == v or VALUE[c] == m:
                space *= n + 1
        for top, _ in s.bases[seat]:
            if top is not None and (VALUE[top] == v or VALUE[top] == m):
                space *= 2
        if space <= GROUP_CAP:
            return
        hand_v, tops_v = self._buckets(s, seat)
        if canon not in self._groups(s, hand_v, tops_v, v, need_own):
            raise IllegalAction(f"with this many {v}s and Mimics to choose from, a group takes its Mimics "
                                f"(and, past that, its own {v}s) in the table's order: base tops first, "
                                f"then plain, Skip, Link, Deduction; pick one of the listed moves")

    # --- legal actions ----------------------------------------------------------------------------
    def _legal_actions(self, s):
        seat, stage = s.to_move, s.stage
        if stage == "swap":
            acts = [{"type": "swap_mimic", "card": c} for c in sorted(s.hands[seat], key=ORDER.get)
                    if c not in FLUSHES]
            acts += [{"type": "swap_mimic", "card": f"b{i}"} for i, (top, _) in enumerate(s.bases[seat])
                     if top is not None and top not in FLUSHES]
            return acts
        if stage == "super":
            acts = [{"type": "give_base", "base": i} for i, b in enumerate(s.bases[seat])
                    if b != (None, None)]
            return acts + [{"type": "keep_bases"}]
        hand, row = s.hands[seat], s.bases[seat]
        hand_v, tops_v = self._buckets(s, seat)
        m = s.mimic
        if stage in ("hidden", "hidden_pickup"):
            v, added = s.staged
            alt = self._turned_mimic_alt(s)
            acts = []
            if not added:
                acts += [{"type": "play", "cards": cards, "as": v}
                         for cards in self._groups(s, hand_v, tops_v, v, False)]
            if alt is not None:
                acts += [{"type": "play", "cards": cards, "as": alt}
                         for cards in self._groups(s, hand_v, tops_v, alt, False)]
            if stage == "hidden":
                acts += self._link_flushes(s, hand_v, tops_v)
            acts.append({"type": "declare"})
            if alt is not None:
                acts.append({"type": "declare", "as": alt})
            return acts
        acts = []
        for c in FLUSHES:
            if c in hand:
                acts.append({"type": "flush", "card": c})
        for i in tops_v.get(0, ()):
            acts.append({"type": "flush", "card": f"b{i}"})
        top_v = s.pile[-1][1] if s.pile else None
        for v in VALUES:
            if v not in hand_v and v not in tops_v:
                continue
            groups = self._groups(s, hand_v, tops_v, v, v != m)
            if top_v is None or v <= top_v:
                acts += [{"type": "play", "cards": cards, "as": v} for cards in groups]
            else:
                acts += [{"type": "pickup", "cards": cards} for cards in groups]
            if v == m and top_v is not None and top_v != m:
                # Mimics alone onto the pile may take its top value instead of their own
                acts += [{"type": "play", "cards": cards, "as": top_v} for cards in groups]
        acts += self._link_flushes(s, hand_v, tops_v)
        for i, (top, hid) in enumerate(row):
            if top is None and hid is not None:
                acts.append({"type": "hidden", "base": i})
        return acts

    def _buckets(self, s, seat):
        """The seat's visible cards by value: {value: [(code, count), ...]} (hand, in code order) and
        {value: [base index, ...]} (base tops); value 0 holds the Flush cards."""
        hand = s.hands[seat]
        hand_v, tops_v = {}, {}
        for c in sorted(hand, key=ORDER.__getitem__):
            v = VALUE[c]
            if v in hand_v:
                hand_v[v].append((c, hand[c]))
            else:
                hand_v[v] = [(c, hand[c])]
        for i, (top, _) in enumerate(s.bases[seat]):
            if top is not None:
                v = VALUE[top]
                if v in tops_v:
                    tops_v[v].append(i)
                else:
                    tops_v[v] = [i]
        return hand_v, tops_v

    def _groups(self, s, hand_v, tops_v, v, need_own):
        """Every canonical card list of value v from hand and base tops (Mimics join unless v is the
        Mimic). need_own: at least one card of value v itself (a Mimic alone is its own value).

        Copies of a code are interchangeable, so choices are code multisets. When a value's choices
        would pass GROUP_CAP (a seat holding most of a value and of the Mimic), the canonical form takes
        the Mimics by count, in the order base tops (by base), then plain, Skip, Link, Deduction; past
        the cap again, the value's own cards the same way. apply accepts exactly this set.
        The lists depend only on the cards involved, so they are memoised (fresh lists are returned)."""
        m = s.mimic
        own_h = hand_v.get(v, ())
        own_t = tops_v.get(v, ())
        if need_own and not own_h and not own_t:
            return []
        if v != m:
            mim_h, mim_t = hand_v.get(m, ()), tops_v.get(m, ())
        else:
            mim_h, mim_t = (), ()
        key = (tuple(own_h), tuple(own_t), tuple(mim_h), tuple(mim_t), need_own)
        got = _GROUPS.get(key)
        if got is None:
            if len(_GROUPS) > 100000:
                _GROUPS.clear()
            got = _GROUPS[key] = tuple(tuple(x) for x in _enumerate_groups(own_h, own_t, mim_h, mim_t,
                                                                          need_own))
        return [list(x) for x in got]

    def _link_flushes(self, s, hand_v, tops_v):
        """Every Link Flush: code multisets of Link cards (hand and base tops) reaching 4 with the Links
        of the pile's top group. Past GROUP_CAP the canonical form takes Links by count: base tops
        first, then the hand's from the highest value down."""
        hand = s.hands[s.to_move]
        row = s.bases[s.to_move]
        link_h = sorted(((c, n) for c, n in hand.items() if KIND[c] == "L"), key=lambda x: ORDER[x[0]])
        link_t = [i for i, (top, _) in enumerate(row) if top is not None and KIND[top] == "L"]
        have = sum(n for _, n in link_h) + len(link_t)
        if have == 0:
            return []
        _, _, pile_links = pile_top(s.pile)
        need = max(1, 4 - pile_links)
        if have < need:
            return []
        if _space(link_h, link_t) <= GROUP_CAP:
            picks = _choices(link_h, link_t)
        else:
            picks = _prefixes(link_h[::-1], link_t)
        return [{"type": "link_flush", "cards": h + [f"b{i}" for i in b]}
                for h, b in picks if len(h) + len(b) >= need]

    # --- applying a move --------------------------------------------------------------------------
    def _apply(self, state, action):
        kind = action.get("type")
        stage = state.stage
        if stage == "swap":
            if kind != "swap_mimic":
                raise IllegalAction("the Mimic card is a Flush card: first swap one of your numbered "
                                    "visible cards for it with {\"type\":\"swap_mimic\",\"card\":\"8\"}")
            return self._swap(state, action)
        if stage == "super":
            if kind not in ("give_base", "keep_bases"):
                raise IllegalAction("after a Super Flush, give one of your bases to the seat that played "
                                    "the turn before ({\"type\":\"give_base\",\"base\":0}) or keep them "
                                    "({\"type\":\"keep_bases\"})")
            return self._give(state, action) if kind == "give_base" else self._keep(state, action)
        if stage in ("hidden", "hidden_pickup"):
            if kind == "play":
                return self._staged_add(state, action)
            if kind == "link_flush":
                if stage != "hidden":
                    raise IllegalAction("a Link Flush cannot start the new pile: declare the pickup, "
                                        "or add cards of the turned card's value first")
                return self._link_flush(state, action)
            if kind == "declare":
                return self._declare(state, action)
            raise IllegalAction("you turned up a hidden card this turn: add cards of its value "
                                "({\"type\":\"play\",...}), a Link Flush, or {\"type\":\"declare\"}"
                                if stage == "hidden" else
                                "your turned card starts the new pile: add cards of its value "
                                "({\"type\":\"play\",...}) or {\"type\":\"declare\"} to pick up")
        if kind == "play":
            return self._play(state, action)
        if kind == "pickup":
            return self._pickup(state, action)
        if kind == "flush":
            return self._flush_card(state, action)
        if kind == "link_flush":
            return self._link_flush(state, action)
        if kind == "hidden":
            return self._hidden(state, action)
        if kind in ("declare", "give_base", "keep_bases", "swap_mimic"):
            raise IllegalAction(WRONG_MOMENT[kind])
        raise IllegalAction(f"{kind!r} is not a move in Flush (play, pickup, flush, link_flush, hidden, "
                            f"declare, give_base, keep_bases, swap_mimic)")

    def _check_group(self, s, action, with_as):
        keys = {"type", "cards", "as"} if with_as else {"type", "cards"}
        example = ('{"type":"play","cards":["6","b1"],"as":6}' if with_as
                   else '{"type":"pickup","cards":["9","9L"]}')
        if set(action) != keys:
            raise IllegalAction(f"{action.get('type')} names exactly {', '.join(sorted(keys - {'type'}))}: "
                                f"{example}")
        seat = s.to_move
        codes, hand_codes, bases = self._resolve(s, seat, action["cards"])
        flushes = [c for c in codes if c in FLUSHES]
        if flushes:
            # a person reads this on the table: words, not the action's JSON (the flush action is in
            # the rules page and in legal_actions for programs)
            raise IllegalAction("a Flush card has no value: play it on its own, not in a group"
                                if action.get("type") == "play" else "Flush cards cannot start a new pile")
        return seat, codes, hand_codes, bases

    def _check_as(self, action, v, codes, s):
        """The value the group is declared as: its own, or for Mimics alone onto a non-empty pile also
        the pile's top value (they are played with the cards on top)."""
        a = action["as"]
        if isinstance(a, bool) or not isinstance(a, int):
            raise IllegalAction(f"\"as\" must be the group's value "
                                f"(a number), not {a!r}")
        if a != v:
            if all(VALUE[c] == s.mimic for c in codes):
                top_v = s.pile[-1][1] if s.pile else None
                if a == top_v:
                    return a
                if top_v is None:
                    raise IllegalAction(f"on an empty pile, Mimic cards played alone count as their own "
                                        f"value ({s.mimic}), not {a}")
                raise IllegalAction(f"Mimic cards played alone count as their own value ({s.mimic}) or as "
                                    f"the pile's top value ({top_v}), not {a}")
            raise IllegalAction(f"these cards are a group of {v}s, not {a}s")
        return v

    def _play(self, state, action):
        s0 = state
        seat, codes, hand_codes, bases = self._check_group(s0, action, True)
        own = self._value_of_group(s0, codes)
        v = self._check_as(action, own, codes, s0)
        top_v, top_n, _ = pile_top(s0.pile)
        if top_v is not None and v > top_v:
            raise IllegalAction(f"{count_words(len(codes), v)} cannot go on the pile's {top_v}: play "
                                f"{top_v} or lower, or pick up by starting a new pile with higher cards")
        canon = self._canonical(s0, hand_codes, bases, v)
        self._check_canonical(s0, seat, own, own != s0.mimic, canon)
        codes = self._codes_of(s0, seat, canon)
        s = s0.copy()
        self._take(s, seat, hand_codes, bases)
        s.pile.extend((c, v) for c in codes)
        s.turn_cards.extend(codes)
        run = len(codes) + (top_n if top_v == v else 0)
        self._log(s, seat, "play", codes, f"{self.seat_name(seat, s.seats)} declares "
                                          f"{self._group_words(codes, v)}", value=v)
        self._cause(s, "played", seat=seat, cards=codes, value=v, mimic=s.mimic)
        self._after_group(s, seat, run, codes)
        return s

    def _after_group(self, s, seat, run, codes):
        """Cards are on the pile: Flush (run of 4+, Super at 6+), the round's end, or the next seat."""
        if run >= 4:
            self._flush(s, seat, super_=run >= 6, why=f"{WORDS[min(run, 12)]} {s.pile[-1][1]}s on top",
                        how={"how": "run", "count": run, "value": s.pile[-1][1]})
            return
        if held(s, seat) == 0:
            self._end_round(s, seat)
            return
        self._end_turn(s, seat, sum(1 for c in codes if KIND[c] == "S"))

    def _pickup(self, state, action):
        s0 = state
        seat, codes, hand_codes, bases = self._check_group(s0, action, False)
        if not s0.pile:
            raise IllegalAction("the pile is empty: there is nothing to pick up (play any value)")
        v = self._value_of_group(s0, codes)
        top_v = s0.pile[-1][1]
        if v <= top_v:
            raise IllegalAction(f"a new pile starts with a value higher than the pile's {top_v}, not {v}")
        canon = self._canonical(s0, hand_codes, bases, v)
        self._check_canonical(s0, seat, v, v != s0.mimic, canon)
        codes = self._codes_of(s0, seat, canon)
        s = s0.copy()
        self._take(s, seat, hand_codes, bases)
        s.turn_cards.extend(codes)
        n = len(s0.pile)
        taken = [c for c, _ in s0.pile]        # shared by the log entry and the event: neither is changed
        self._log(s, seat, "pickup", codes, f"{self.seat_name(seat, s.seats)} starts a new pile with "
                                            f"{self._group_words(codes, v)} and picks up the old pile "
                                            f"({WORDS[n] if n < 13 else n} card{'s' * (n != 1)})",
                  value=v, taken=taken)
        self._cause(s, "picked_up", seat=seat, cards=codes, value=v, mimic=s.mimic, taken=taken)
        self._finish_pickup(s, seat, [(c, v) for c in codes], codes)
        return s

    def _finish_pickup(self, s, seat, new_pile, codes):
        hand = s.hands[seat]
        for c, _ in s.pile:
            _hand_add(hand, c)
        s.pile = new_pile
        s.adjacent = []
        self._after_group(s, seat, len(new_pile), codes)

    def _one_card(self, state, action, form):
        """The seat to move and the one card an action names (in hand or a base top), or a refusal that
        shows the action's `form`."""
        if set(action) != {"type", "card"}:
            raise IllegalAction(form)
        seat = state.to_move
        codes, hand_codes, bases = self._resolve(state, seat, [action["card"]])
        return seat, codes[0], hand_codes, bases

    def _flush_card(self, state, action):
        s0 = state
        seat, code, hand_codes, bases = self._one_card(
            s0, action, "a Flush is {\"type\":\"flush\",\"card\":\"F\"} (or \"F+\", or a base top like \"b1\")")
        if code not in FLUSHES:
            raise IllegalAction(f"{card_words(code)} is not a Flush card")
        s = s0.copy()
        self._take(s, seat, hand_codes, bases)
        s.turn_cards.append(code)
        self._log(s, seat, "flush", [code], f"{self.seat_name(seat, s.seats)} plays a {card_words(code)} "
                                            f"card: Flush")
        self._flush_with_card(s, seat, code)
        return s

    def _flush_with_card(self, s, seat, code):
        s.discard.append(code)
        how = {"how": "card", "card": code}
        if code == "F+":
            drew = []
            seat_ = seat
            for _ in range(s.seats - 1):
                seat_ = self._advance(s, seat_, 1)
                if seat_ == seat:
                    break
                if s.stock:
                    card = s.stock.pop()
                    _hand_add(s.hands[seat_], card)
                    drew.append(seat_)
                    self._cause(s, "card_drawn", seat=seat_, card=card, to=seat_)   # for the drawer only
            how["drew"] = drew
            if drew:
                names = ", ".join(self.seat_name(x, s.seats) for x in drew)
                self._log(s, None, "draw", [], f"Flush Plus: {names} draw{'s' if len(drew) == 1 else ''} "
                                               f"a card from the stock", seats_drawn=drew)
            else:
                self._log(s, None, "draw", [], "Flush Plus: the stock is empty, nobody draws",
                          seats_drawn=[])
        self._flush(s, seat, super_=False, why=None, how=how)

    def _link_flush(self, state, action):
        s0 = state
        if set(action) != {"type", "cards"}:
            raise IllegalAction("a Link Flush is {\"type\":\"link_flush\",\"cards\":[...]} "
                                "with 4 or more Link cards")
        seat = s0.to_move
        codes, hand_codes, bases = self._resolve(s0, seat, action["cards"])
        bad = [c for c in codes if KIND[c] != "L"]
        if bad:
            raise IllegalAction(f"only Link cards make a Link Flush ({card_words(bad[0])} "
                                f"is not a Link)")
        _, _, pile_links = pile_top(s0.pile)
        total = len(codes) + pile_links
        if total < 4:
            raise IllegalAction(f"a Link Flush needs 4 Links: these {len(codes)}"
                                + (f" and the {pile_links} on the pile's top group" if pile_links else "")
                                + f" make {total}")
        canon = sorted(hand_codes, key=ORDER.get) + [f"b{i}" for i in bases]
        hand_v, tops_v = self._buckets(s0, seat)
        link_h = [(c, n) for c, n in s0.hands[seat].items() if KIND[c] == "L"]
        link_t = [i for i, (top, _) in enumerate(s0.bases[seat]) if top is not None and KIND[top] == "L"]
        if _space(link_h, link_t) > GROUP_CAP and \
                {"type": "link_flush", "cards": canon} not in self._link_flushes(s0, hand_v, tops_v):
            raise IllegalAction("with this many Links to choose from, a Link Flush takes base tops first, "
                                "then the hand's Links from the highest value down")
        codes = self._codes_of(s0, seat, canon)
        s = s0.copy()
        self._take(s, seat, hand_codes, bases)
        s.turn_cards.extend(codes)
        for c in codes:
            s.pile.append((c, VALUE[c]))
        self._log(s, seat, "link_flush", codes,
                  self.describe({"type": "link_flush", "cards": canon}, seat, s.seats), links=total)
        self._flush(s, seat, super_=total >= 6, why=f"{WORDS[min(total, 12)]} Links",
                    how={"how": "links", "count": total, "cards": codes})
        return s

    def _hidden(self, state, action):
        s0 = state
        if set(action) != {"type", "base"}:
            raise IllegalAction("turning a hidden card is {\"type\":\"hidden\",\"base\":1}")
        seat = s0.to_move
        i = action["base"]
        row = s0.bases[seat]
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(row):
            raise IllegalAction(f"you have no base {i!r} (bases 0 to {len(row) - 1})")
        top, hid = row[i]
        if hid is None:
            raise IllegalAction(f"base {i + 1} has no hidden card left")
        if top is not None:
            raise IllegalAction(f"the hidden card of base {i + 1} is still covered by its top card "
                                f"({card_words(top)}): play that card first")
        s = s0.copy()
        s.bases[seat][i] = (None, None)
        s.turn_cards.append(hid)
        who = self.seat_name(seat, s.seats)
        if hid in FLUSHES:
            self._log(s, seat, "hidden", [hid], f"{who} turns up base {i + 1}'s hidden card: "
                                                f"a {card_words(hid)} card, Flush", base=i)
            self._cause(s, "hidden_turned", seat=seat, base=i, card=hid, onto="flush", pile_value=None)
            self._flush_with_card(s, seat, hid)
            return s
        v = VALUE[hid]
        top_v = s0.pile[-1][1] if s0.pile else None
        if top_v is None or v <= top_v:
            s.pile.append((hid, v))
            s.stage, s.staged = "hidden", (v, False)
            self._log(s, seat, "hidden", [hid], f"{who} turns up base {i + 1}'s hidden card: "
                                                f"{card_words(hid)}, onto the pile", base=i, value=v)
            self._cause(s, "hidden_turned", seat=seat, base=i, card=hid, onto="pile", pile_value=top_v)
        else:
            s.adjacent = [(hid, v)]
            s.stage, s.staged = "hidden_pickup", (v, False)
            self._log(s, seat, "hidden", [hid], f"{who} turns up base {i + 1}'s hidden card: "
                                                f"{card_words(hid)}, higher than the pile's {top_v}: "
                                                f"it starts a new pile and {who} picks up", base=i, value=v)
            self._cause(s, "hidden_turned", seat=seat, base=i, card=hid, onto="new_pile", pile_value=top_v)
        return s

    def _turned_mimic_alt(self, s):
        """In a turn begun with a hidden card that is a Mimic, nothing added yet: the pile's top value it
        may take instead of its own (it is then played with the cards on top), else None."""
        if s.stage not in ("hidden", "hidden_pickup") or s.staged[1] or len(s.turn_cards) != 1:
            return None
        if VALUE[s.turn_cards[0]] != s.mimic:
            return None
        under = s.pile[:-1] if s.stage == "hidden" else s.pile
        top_v = under[-1][1] if under else None
        return top_v if top_v is not None and top_v != s.mimic else None

    def _turned_as(self, s, alt):
        """The turned Mimic takes the pile's top value `alt`: it lies on the pile with the cards on top
        (off the new pile it would have started), and the staged turn goes on there."""
        code = s.turn_cards[0]
        if s.stage == "hidden":
            s.pile[-1] = (code, alt)
        else:
            s.adjacent = []
            s.pile.append((code, alt))
        s.stage, s.staged = "hidden", (alt, False)

    def _check_turned_as(self, s0, a, what):
        """The value cards are declared as in a staged hidden turn: the turned card's, or for a turned
        Mimic the pile's top value; IllegalAction otherwise."""
        v = s0.staged[0]
        alt = self._turned_mimic_alt(s0)
        if a == v and not isinstance(a, bool):
            return v
        if alt is not None and a == alt and not isinstance(a, bool):
            return alt
        raise IllegalAction(f"{what} your turned {v} count as {v}s (\"as\": {v})"
                            + (f" or, the turned card being a Mimic, as the pile's {alt}s (\"as\": {alt})"
                               if alt is not None else "")
                            + f", not {a!r}")

    def _staged_add(self, state, action):
        s0 = state
        v, added = s0.staged
        if added:
            raise IllegalAction("you have already added cards to your turned card: declare, "
                                "or finish with a Link Flush" if s0.stage == "hidden" else
                                "you have already added cards to your turned card: declare")
        seat, codes, hand_codes, bases = self._check_group(s0, action, True)
        m = s0.mimic
        alt = self._turned_mimic_alt(s0)
        joins = alt if alt is not None and action["as"] == alt else v
        wrong = [c for c in codes if VALUE[c] != joins and VALUE[c] != m]
        if wrong:
            raise IllegalAction(f"only {joins}s" + (f" and Mimics ({m}s)" if m != joins else "")
                                + f" may join your turned {'Mimic as a ' if joins != v else ''}{joins}, "
                                  f"not {card_words(wrong[0])}")
        a = self._check_turned_as(s0, action["as"], "cards added to")
        canon = self._canonical(s0, hand_codes, bases, a)
        self._check_canonical(s0, seat, a, False, canon)
        codes = self._codes_of(s0, seat, canon)
        s = s0.copy()
        self._take(s, seat, hand_codes, bases)
        if a != v:
            self._turned_as(s, a)
        s.turn_cards.extend(codes)
        target = s.pile if s.stage == "hidden" else s.adjacent
        target.extend((c, a) for c in codes)
        s.staged = (a, True)
        text = f"{self.seat_name(seat, s.seats)} adds {self._group_words(codes, a)}"
        if a != v:
            text += f" (the turned Mimic counts as a {a})"
        self._log(s, seat, "add", codes, text, value=a)
        self._cause(s, "added", seat=seat, cards=codes, value=a, mimic=m, turned_as=a != v)
        return s

    def _declare(self, state, action):
        if set(action) - {"type", "as"}:
            raise IllegalAction("declare takes nothing else but, for a turned Mimic, the value it takes: "
                                "{\"type\":\"declare\"}")
        s = state.copy()
        seat = s.to_move
        v, _ = s.staged
        if "as" in action:
            alt = self._turned_mimic_alt(state)
            if alt is None or action["as"] != alt or isinstance(action["as"], bool):
                raise IllegalAction(
                    f"your turned {v} counts as itself: declare it with {{\"type\":\"declare\"}}"
                    if alt is None else
                    f"your turned Mimic counts as its own {v} ({{\"type\":\"declare\"}}) or as the "
                    f"pile's {alt} ({{\"type\":\"declare\",\"as\":{alt}}}), not {action['as']!r}")
            self._turned_as(s, alt)
            v = alt
        stage = s.stage
        s.stage, s.staged = None, None
        codes = list(s.turn_cards)
        if stage == "hidden":
            _, n, _ = pile_top(s.pile)
            said = self._group_words(codes, v) if "as" in action else count_words(len(codes), v)
            self._log(s, seat, "declare", [], f"{self.seat_name(seat, s.seats)} declares {said}")
            self._cause(s, "declared", seat=seat, cards=codes, value=v, mimic=s.mimic, new_pile=False)
            self._after_group(s, seat, n, codes)
        else:
            new_pile = s.adjacent
            taken = [c for c, _ in s.pile]
            self._log(s, seat, "declare", [], f"{self.seat_name(seat, s.seats)} declares "
                                              f"{count_words(len(new_pile), v)} on a new pile and picks up "
                                              f"the old one", taken=taken)
            self._cause(s, "declared", seat=seat, cards=codes, value=v, mimic=s.mimic, new_pile=True,
                        taken=taken)
            self._finish_pickup(s, seat, new_pile, codes)
        return s

    def _flush(self, s, seat, super_, why, how):
        """Discard the pile (and an adjacent one); the player plays again, unless out or a Super Flush
        leaves a base to give."""
        s.discard.extend(c for c, _ in s.pile)
        s.discard.extend(c for c, _ in s.adjacent)
        s.pile, s.adjacent = [], []
        s.stage, s.staged = None, None
        who = self.seat_name(seat, s.seats)
        if why:
            self._log(s, seat, "flushed", [], f"{'Super Flush' if super_ else 'Flush'} ({why}): the pile is "
                                              f"discarded")
        self._cause(s, "flush", seat=seat, super=super_, **how)
        if held(s, seat) == 0:
            self._end_round(s, seat)
            return
        if super_:
            target = self._super_target(s, seat)
            if target is not None and any(b != (None, None) for b in s.bases[seat]):
                s.stage, s.staged = "super", target
                s.to_move = seat
                return
            if target is None:
                self._log(s, seat, "info", [], f"{who} has no previous player to give a base to")
                self._cause(s, "no_base_target", seat=seat)
        self._new_turn(s, seat)

    def _new_turn(self, s, seat):
        self._record_turn(s, seat)
        s.turn_cards = []
        s.stage, s.staged = None, None
        s.to_move = seat

    def _end_turn(self, s, seat, skips):
        self._record_turn(s, seat)
        nxt = self._advance(s, seat, 1 + skips)
        if skips:
            skipped = []
            x = seat
            for _ in range(skips):
                x = self._advance(s, x, 1)
                skipped.append(x)
            names = [self.seat_name(x, s.seats) for x in skipped]
            self._log(s, seat, "skip", [], f"Skip: {', '.join(names)} "
                                           f"{'is' if len(names) == 1 else 'are'} skipped")
            self._cause(s, "skip", seat=seat, skipped=skipped)
        s.turn_cards = []
        s.stage, s.staged = None, None
        s.to_move = nxt

    def _swap(self, state, action):
        s0 = state
        seat, code, hand_codes, bases = self._one_card(
            s0, action, "the swap is {\"type\":\"swap_mimic\",\"card\":\"8\"} "
                        "(a card in hand, or a base top like \"b1\")")
        if code in FLUSHES:
            raise IllegalAction("swap a numbered card for the Flush card: a Flush card cannot be "
                                "the Mimic")
        s = s0.copy()
        flush_card = s.mimic_card
        if bases:
            i = bases[0]
            s.bases[seat][i] = (flush_card, s.bases[seat][i][1])
        else:
            _hand_remove(s.hands[seat], code)
            _hand_add(s.hands[seat], flush_card)
        s.mimic_card, s.mimic = code, VALUE[code]
        s.stage = None
        self._log(s, seat, "swap", [code], f"{self.seat_name(seat, s.seats)} swaps {card_words(code)} for "
                                           f"the {card_words(flush_card)} card: the Mimic is {s.mimic}")
        self._cause(s, "mimic_swapped", seat=seat, card=code, flush_card=flush_card, mimic=s.mimic)
        return s

    def _give(self, state, action):
        s0 = state
        if set(action) != {"type", "base"}:
            raise IllegalAction("give a base with {\"type\":\"give_base\",\"base\":0}")
        seat, target = s0.to_move, s0.staged
        i = action["base"]
        row = s0.bases[seat]
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(row):
            raise IllegalAction(f"you have no base {i!r} (bases 0 to {len(row) - 1})")
        if row[i] == (None, None):
            raise IllegalAction(f"base {i + 1} is empty: there is nothing to give")
        s = s0.copy()
        s.bases[target].append(row[i])
        s.bases[seat][i] = (None, None)
        self._log(s, seat, "give", [c for c in (row[i][0],) if c is not None],
                  f"{self.seat_name(seat, s.seats)} gives base {i + 1} to {self.seat_name(target, s.seats)} "
                  f"(now their base {len(s.bases[target])})", base=i, to=target)
        # the hidden card under it stays hidden: only whether there is one is told
        self._cause(s, "base_given", seat=seat, base=i, target=target, top=row[i][0],
                    hidden=row[i][1] is not None, now_base=len(s.bases[target]) - 1)
        s.stage, s.staged = None, None
        if held(s, seat) == 0:
            self._end_round(s, seat)
        else:
            self._new_turn(s, seat)
        return s

    def _keep(self, state, action):
        if set(action) != {"type"}:
            raise IllegalAction("keep_bases takes nothing else: {\"type\":\"keep_bases\"}")
        s = state.copy()
        seat = s.to_move
        self._log(s, seat, "keep", [], f"{self.seat_name(seat, s.seats)} keeps every base")
        self._cause(s, "bases_kept", seat=seat)
        self._new_turn(s, seat)
        return s

    # --- end of a round ---------------------------------------------------------------------------
    def held_points(self, s, seat):
        """Printed points of everything the seat holds (hidden cards included; a Mimic counts triple)."""
        pts, m = s.deck.points, s.mimic
        total = 0
        for c, n in s.hands[seat].items():
            total += pts[c] * n * (3 if VALUE[c] == m else 1)
        for top, hid in s.bases[seat]:
            for c in (top, hid):
                if c is not None:
                    total += pts[c] * (3 if VALUE[c] == m else 1)
        return total

    def held_cards(self, s, seat):
        """What the seat holds, counted card by card: [{"card", "points" (a Mimic's tripled), "hidden"}],
        the hand by code order, then each base's top and hidden card."""
        pts, m = s.deck.points, s.mimic
        cards = [(c, False) for c in sorted(s.hands[seat], key=ORDER.get) for _ in range(s.hands[seat][c])]
        for top, hid in s.bases[seat]:
            cards += [(c, hidden) for c, hidden in ((top, False), (hid, True)) if c is not None]
        return [{"card": c, "points": pts[c] * (3 if VALUE[c] == m else 1), "hidden": h} for c, h in cards]

    def _end_round(self, s, winner):
        arena = s.options["format"] == "arena"
        last = s.options["rounds"]
        mult = 2 if arena and s.options["double_last"] and s.round == last else 1
        points = [None] * s.seats
        holdings = [None] * s.seats       # once the round is over every card left is shown, hidden ones too
        for seat in self._active(s):
            if seat != winner:
                holdings[seat] = self.held_cards(s, seat)
                points[seat] = sum(x["points"] for x in holdings[seat]) * mult
                s.scores[seat] += points[seat]
        deduction = sum(s.deck.deduct[VALUE[c]] for c in s.turn_cards if KIND.get(c) == "D") * mult
        before = s.scores[winner]
        s.scores[winner] = max(0, before - deduction)
        points[winner] = s.scores[winner] - before
        who = self.seat_name(winner, s.seats)
        text = f"{who} goes out and wins round {s.round}"
        if deduction:
            text += f" (Deduction: {deduction} off, total {s.scores[winner]})"
        record = {"round": s.round, "winner": winner, "points": points, "deduction": deduction,
                  "double": mult == 2, "mimic": s.mimic, "out": []}
        if not arena:
            limit = s.options["elimination_at"]
            newly = [x for x in self._active(s) if x != winner and s.scores[x] >= limit]
            for x in newly:
                s.out[x] = True
            record["out"] = newly
        s.rounds.append(record)
        self._log(s, winner, "round", [], text, points=list(points))
        scored = self._cause(s, "round_scored", round=s.round, winner=winner, points=list(points), held=holdings,
                    mimic=s.mimic, double=mult == 2, deduction=deduction, scores=list(s.scores),
                    out=list(record["out"]), over=False)
        s.turn_cards = []
        s.stage, s.staged = None, None
        active = self._active(s)
        if arena and s.round >= last:
            best = min(s.scores)
            s.winners = [x for x in range(s.seats) if s.scores[x] == best]
        elif not arena and len(active) <= 1:
            s.winners = active
        if s.winners is not None:
            scored["over"] = True            # this round's end is the game's
            s.to_move = None
            return
        s.round += 1
        cards = list(s.deck.cards)
        s.rng.shuffle(cards)
        self._deal(s, cards, winner)

    # --- what people see --------------------------------------------------------------------------
    def _view(self, s, seat):
        top_v, top_n, top_links = pile_top(s.pile)
        staged = None
        if s.stage in ("hidden", "hidden_pickup"):
            staged = {"value": s.staged[0], "added": s.staged[1], "pickup": s.stage == "hidden_pickup",
                      "mimic_as": self._turned_mimic_alt(s)}
        return {
            "game": self.id, "seat": seat, "seats": s.seats, "to_move": s.to_move, "stage": s.stage,
            "round": s.round, "format": s.options["format"], "elimination_at": s.options["elimination_at"],
            "arena_rounds": s.options["rounds"], "double_last": s.options["double_last"],
            "first": s.first,
            "hand": (sorted((c for c, n in s.hands[seat].items() for _ in range(n)), key=ORDER.get)
                     if seat is not None else None),
            "bases": [[{"top": top, "hidden": hid is not None} for top, hid in row] for row in s.bases],
            "hand_counts": [sum(h.values()) for h in s.hands],
            "held_counts": [held(s, x) for x in range(s.seats)],
            "pile": [[c, a] for c, a in s.pile],
            "pile_value": top_v, "pile_run": top_n, "pile_run_links": top_links,
            "adjacent": [[c, a] for c, a in s.adjacent],
            "mimic": s.mimic, "mimic_card": s.mimic_card,
            "stock_count": len(s.stock), "discard": list(s.discard),
            "turn_cards": list(s.turn_cards),
            "staged": staged,
            "give_to": s.staged if s.stage == "super" else None,
            "previous_seat": self._super_target(s, s.to_move) if s.to_move is not None else None,
            "scores": list(s.scores), "out": list(s.out),
            "rounds": list(s.rounds),
            "log": s.log[-VIEW_LOG:], "events": len(s.log),
            "deck_counts": dict(s.deck.counts), "points": dict(s.deck.points),
            "deduct": [s.deck.deduct[v] for v in VALUES],
            "winners": list(s.winners) if s.winners is not None else None,
        }

    def result(self, s):
        over = s.winners is not None
        scores = list(s.scores)
        if over:
            names = " and ".join(self.seat_name(w, s.seats) for w in s.winners)
            if s.options["format"] == "arena":
                n = s.options["rounds"]
                summary = (f"{names} win{'s' if len(s.winners) == 1 else ''} the arena with the lowest "
                           f"total ({scores[s.winners[0]]} points after {n} round{'s' * (n != 1)})")
            else:
                summary = f"{names} wins: the last seat in after {len(s.rounds)} rounds"
        else:
            summary = (f"Round {s.round}" + (f" of {s.options['rounds']}" if s.options["format"] == "arena" else "")
                       + ": points so far (low is good) "
                       + ", ".join(f"{self.seat_name(i, s.seats)} {x}" for i, x in enumerate(scores)))
        return {"over": over, "winners": list(s.winners) if over else [], "scores": scores,
                "summary": summary}

    def match_stats(self, s):
        won = [0] * s.seats
        for r in s.rounds:
            won[r["winner"]] += 1
        return {"rounds_won": won}

    def dump(self, s):
        return {
            "seats": s.seats, "deck": s.deck.comp, "rng": s.rng.state,
            "options": {k: v for k, v in s.options.items()
                        if not (k in LATER_OPTIONS and v == self.default_options[k])},
            "round": s.round, "scores": list(s.scores), "out": list(s.out),
            "rounds": list(s.rounds),
            "hands": [dict(h) for h in s.hands],
            "bases": [[[top, hid] for top, hid in row] for row in s.bases],
            "pile": [[c, a] for c, a in s.pile], "adjacent": [[c, a] for c, a in s.adjacent],
            "stock": list(s.stock), "discard": list(s.discard),
            "mimic": s.mimic, "mimic_card": s.mimic_card, "to_move": s.to_move, "stage": s.stage,
            "staged": list(s.staged) if isinstance(s.staged, tuple) else s.staged,
            "turn_cards": list(s.turn_cards), "last": s.last, "other": s.other,
            "log": list(s.log),
            "winners": list(s.winners) if s.winners is not None else None, "first": s.first,
        }

    def load(self, d):
        s = State()
        s.seats = d["seats"]
        s.options = dict(self.default_options, **d["options"])    # a later option absent: its default
        s.deck = _DECKS.get(json.dumps(d["deck"], sort_keys=True)) or deck_for(
            check_deck(d["deck"], where="saved deck"))
        s.rng = Rng(d["rng"])
        s.round = d["round"]
        s.scores, s.out = list(d["scores"]), list(d["out"])
        s.rounds = [dict(r, points=list(r["points"]), out=list(r["out"])) for r in d["rounds"]]
        s.hands = [{c: n for c, n in h.items() if n} for h in d["hands"]]
        s.bases = [[(top, hid) for top, hid in row] for row in d["bases"]]
        s.pile = [(c, a) for c, a in d["pile"]]
        s.adjacent = [(c, a) for c, a in d["adjacent"]]
        s.stock, s.discard = list(d["stock"]), list(d["discard"])
        s.mimic, s.mimic_card = d["mimic"], d["mimic_card"]
        s.to_move, s.stage = d["to_move"], d["stage"]
        st = d["staged"]
        s.staged = tuple(st) if isinstance(st, list) else st
        s.turn_cards = list(d["turn_cards"])
        s.last, s.other = d["last"], d["other"]
        s.log = [dict(e, cards=list(e["cards"])) for e in d["log"]]
        s.winners = list(d["winners"]) if d["winners"] is not None else None
        s.first = d["first"]
        s.caused = []
        return s

    # --- words ------------------------------------------------------------------------------------
    def _group_words(self, cards, v):
        mimics = [c for c in cards if c in VALUE and VALUE[c] != v]
        text = count_words(len(cards), v)
        if mimics:
            text += f" (with {count_words(len(mimics), 'Mimic')})"
        return text

    def describe(self, action, seat=None, seats=2):
        who = self.seat_name(seat, seats) if seat is not None else "Someone"
        t = action.get("type")
        try:
            if t == "play":
                # how many, not which: a base top ("b1") may be a Mimic, and the move's events name the
                # cards themselves
                return f"{who} declares {count_words(len(action['cards']), action['as'])}"
            if t == "pickup":
                cards = action["cards"]
                vals = {VALUE[c] for c in cards if c in VALUE}
                n = len(cards)
                what = (count_words(n, max(vals)) if len(vals) == 1 else
                        f"{WORDS[n] if n < 13 else n} card{'s' if n != 1 else ''}")
                return f"{who} starts a new pile with {what} and picks up the old pile"
            if t == "flush":
                c = action["card"]
                if c in FLUSHES:
                    return f"{who} plays a {card_words(c)} card"
                return f"{who} plays the Flush card on base {int(c[1:]) + 1}"
            if t == "link_flush":
                n = len(action["cards"])
                return f"{who} declares a Link Flush with {WORDS[n] if n < 13 else n} Link{'s' * (n != 1)}"
            if t == "hidden":
                return f"{who} turns up the hidden card of base {action['base'] + 1}"
            if t == "declare":
                return f"{who} declares"       # what it laid is in the rules' log (a turned Mimic's value too)
            if t == "give_base":
                return f"{who} gives base {action['base'] + 1} to the previous player"
            if t == "keep_bases":
                return f"{who} keeps every base"
            if t == "swap_mimic":
                c = action["card"]
                name = card_words(c) if c in VALUE else f"base {int(c[1:]) + 1}'s top card"
                return f"{who} swaps {name} for the Flush card turned as the Mimic"
        except (KeyError, TypeError, ValueError):
            pass
        return super().describe(action, seat, seats)

    def describe_event(self, event, seats):
        """Words for one event of state.caused (the move log, captions); None for bases kept (the move
        says it)."""
        k = event.get("kind")
        who = self.seat_name(event["seat"], seats) if event.get("seat") is not None else ""
        if k == "round_started":
            first = self.seat_name(event["first"], seats)
            if event["mimic"] is None:
                return (f"Round {event['round']}: a {card_words(event['mimic_card'])} card is turned for the "
                        f"Mimic; {first} plays first and swaps a card for it")
            return (f"Round {event['round']}: the Mimic is {event['mimic']} ({card_words(event['mimic_card'])} "
                    f"turned); {first} plays first")
        if k == "mimic_swapped":
            return f"the Mimic is now {event['mimic']} ({card_words(event['card'])})"
        if k == "played":
            return "laid " + cards_words(event["cards"], event["value"], event["mimic"])
        if k == "picked_up":
            n = len(event["taken"])
            return (f"laid {cards_words(event['cards'], event['value'], event['mimic'])} on a new pile and "
                    f"took the old pile's {count_words(n, 'card')} into hand")
        if k == "added":
            text = "added " + cards_words(event["cards"], event["value"], event["mimic"])
            return text + (f" (the turned Mimic counts as a {event['value']})" if event["turned_as"] else "")
        if k == "declared":
            cards, v = event["cards"], event["value"]
            text = count_words(len(cards), v)
            n_mimics = len(mimics_in(cards, v, event["mimic"]))
            if n_mimics:
                text += f" (with {count_words(n_mimics, 'Mimic')})"
            if event["new_pile"]:
                n = len(event["taken"])
                return f"{text} on a new pile; took the old pile's {count_words(n, 'card')} into hand"
            return f"{text} on the pile"
        if k == "hidden_turned":
            card = card_words(event["card"])
            if event["onto"] == "flush":
                return f"it is a {card} card"     # the move's words say whose hidden card, of which base
            if event["onto"] == "new_pile":
                return (f"it is {a_card(event['card'])}, higher than the pile's {event['pile_value']}: it starts "
                        f"a new pile")
            return f"it is {a_card(event['card'])}, onto the pile"
        if k == "flush":
            name = "Super Flush" if event["super"] else "Flush"
            how = event["how"]
            if how == "run":
                why = f"{count_words(event['count'], event['value'])} on top"
            elif how == "links":
                why = f"{count_words(event['count'], 'Link')}"
            else:
                why = f"{a_card(event['card'])} card"
            text = f"{name} by {who} ({why}): the pile is discarded"
            if "drew" in event:
                drew = [self.seat_name(x, seats) for x in event["drew"]]
                text += (f"; {and_words(drew)} draw{'s' if len(drew) == 1 else ' a card each'}"
                         f"{' a card' if len(drew) == 1 else ''} from the stock" if drew
                         else "; the stock is empty, nobody draws")
            return text
        if k == "card_drawn":
            return f"{who} draws {a_card(event['card'])} from the stock"
        if k == "skip":
            names = [self.seat_name(x, seats) for x in event["skipped"]]
            return f"Skip: {and_words(names)} {'is' if len(names) == 1 else 'are'} skipped"
        if k == "base_given":
            top = card_words(event["top"]) if event["top"] is not None else "no top card"
            under = " over a hidden card" if event["hidden"] else ""
            return (f"{who} gives base {event['base'] + 1} ({top}{under}) to "
                    f"{self.seat_name(event['target'], seats)}, now their base {event['now_base'] + 1}")
        if k == "no_base_target":
            return f"{who} has no previous player to give a base to"
        if k == "round_scored":
            text = f"Round {event['round']} is over: {self.seat_name(event['winner'], seats)} goes out"
            if event["deduction"]:
                text += f" (Deduction: {event['deduction']} off)"
            pts = [f"{self.seat_name(x, seats)} +{p}" for x, p in enumerate(event["points"])
                   if p is not None and x != event["winner"]]
            if pts:
                text += "; " + ", ".join(pts) + (" (doubled)" if event["double"] else "")
            if event["out"]:
                names = [self.seat_name(x, seats) for x in event["out"]]
                text += f"; {and_words(names)} {'is' if len(names) == 1 else 'are'} out"
            return text
        return None


def a_card(code):
    """'an 8 Skip', 'a 7', 'a Flush Plus'."""
    words = card_words(code)
    return ("an " if words[:1] == "8" else "a ") + words


def and_words(items):
    """['a', 'b', 'c'] -> 'a, b and c'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def mimics_in(cards, value, mimic):
    """The cards of a group of `value` that are Mimics joining it (none when the group is the Mimic's own
    value)."""
    return [c for c in cards if c in VALUE and VALUE[c] == mimic and value != mimic]


def cards_words(cards, value, mimic):
    """Laid cards in words, Mimics joining the group marked: '6, 6 Skip and 7 (Mimic)'."""
    joining = value != mimic
    return and_words([card_words(c) + (" (Mimic)" if joining and VALUE.get(c) == mimic else "")
                      for c in cards])


def counted_words(entry):
    """One card a seat still held at the end of a round, with the points it counted: 'hidden 7 Skip (6)'."""
    return f"{'hidden ' if entry['hidden'] else ''}{card_words(entry['card'])} ({entry['points']})"


def round_end_rows(event):
    """A round_scored event as rows for a person: (seat, points, how they were counted), the seat that
    went out first, then the others in seat order; seats already out have no row."""
    winner = event["winner"]
    d = event["deduction"]
    rows = [(winner, str(-d) if d else "0",
             f"went out (Deduction: {d} off)" if d else "went out")]
    double = " × 2 (last round double)" if event["double"] else ""
    for seat, held_ in enumerate(event["held"]):
        if held_ is None:
            continue
        words = ", ".join(counted_words(x) for x in held_) or "nothing"
        if any(VALUE.get(x["card"]) == event["mimic"] for x in held_):
            words += f" (Mimic {event['mimic']}s count triple)"
        rows.append((seat, f"+{event['points'][seat]}", words + double))
    return rows


_GROUPS = {}


def _enumerate_groups(own_h, own_t, mim_h, mim_t, need_own):
    """The card lists of Flush._groups (see there), computed."""
    n_own = _space(own_h, own_t)
    n_mim = _space(mim_h, mim_t)
    if n_own * n_mim <= GROUP_CAP:
        own, mim = _choices(own_h, own_t), _choices(mim_h, mim_t)
    else:
        mim = _prefixes(mim_h, mim_t)
        own = (_choices(own_h, own_t) if n_own * len(mim) <= GROUP_CAP else _prefixes(own_h, own_t))
    out = []
    for oh, ob in own:
        if need_own and not (oh or ob):
            continue
        for mh, mb in mim:
            if not (oh or ob or mh or mb):
                continue
            if ob or mb:
                bs = sorted(ob + mb) if mb and ob else (ob or mb)
                out.append(oh + mh + [f"b{i}" for i in bs])
            else:
                out.append(oh + mh)
    return out


def _space(hand_items, tops):
    """How many code multisets hand items [(code, count)] and base tops give (the empty one included)."""
    n = 1 << len(tops)
    for _, k in hand_items:
        n *= k + 1
    return n


def _choices(hand_items, tops):
    """Every (hand codes, base indexes) choice: all code multisets times all subsets of the tops."""
    hands = _counts_product(hand_items)
    subs = _subsets(tops)
    return [(h, b) for h in hands for b in subs]


def _prefixes(hand_items, tops):
    """The canonical form past the cap: the first k cards of (tops by base, then hand in item order)."""
    seq = [("b", i) for i in tops] + [(c, None) for c, k in hand_items for _ in range(k)]
    out = []
    for k in range(len(seq) + 1):
        hs = sorted((c for c, i in seq[:k] if i is None), key=ORDER.get)
        bs = sorted(i for c, i in seq[:k] if c == "b")
        out.append((hs, bs))
    return out


def _subsets(items):
    out = [[]]
    for x in items:
        out += [prev + [x] for prev in out]
    return out


GAME = Flush()
