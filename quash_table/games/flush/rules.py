"""Flush (assets/rules/flush.md): a shedding game with bases, hidden cards, a Mimic value and Flushes.

Cards are codes: value + optional action letter (`7`, `7S` skip, `7L` link, `7D` deduction) and the
Flush cards `F` and `F+`. Copies with the same code are interchangeable, so a hand is a multiset
(code -> count) and every group choice is enumerated by code multiset. The composition of the deck is
data (assets/flush_deck.json, or option `deck`); it is validated and kept inside the state, so a save
replays without the file.

Turn structure (every action below is the *declaration* of a move; a void one raises IllegalAction with
the reason and the same player declares again, the state untouched):
- `play` cards of one value (Mimics joining it) equal or lower than the pile's value;
- `pickup`: start the new pile with cards of one higher value and take the old pile;
- `flush`: one Flush card, alone, on any turn;
- `link_flush`: 4 or more Link cards (counting the Links in the pile's most recent value group);
- `hidden`: turn up a freed hidden card as the first thing of a turn. This opens a *staged* turn: the
  turned card lies on the pile (or, when higher than the pile, starts the adjacent pile: the player picks
  up); the player may then `play` same-value cards onto it once (Mimics included, `as` = its value), and
  when it joined the pile also a `link_flush`; `declare` ends the staged turn;
- after a Super Flush, `give_base` or `keep_bases`; at the start of a round whose Mimic card is a Flush
  card, `swap_mimic`.

Rulings this module makes where the sheet is silent (assets/rules/flush.md, Rulings) (each is tested):
- Super Flush counts the pile's top value group the same way as a Flush (earlier players' cards count);
  a pickup started with 6 or more cards is a Super Flush too.
- "The seat that played the turn before" is the last *other* seat to have played a turn this round; there
  is none on the round's opening turns, and then (or with every base empty) the base choice is skipped.
- A Mimic played with no other value counts as its own value; a Mimic Deduction deducts its own value+1.
- In the arena format the fifth round's points and deductions both count double.
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
"""

import json
import os
import re

from ...engine.cards import deck_from_stacked
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
ARENA_ROUNDS = 5
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
    seen = {}
    for i, entry in enumerate(values):
        if not isinstance(entry, dict):
            raise IllegalAction(f"{where}: values entry {i + 1} must be an object like "
                                f"{{\"value\": 1, \"points\": 1, \"plain\": 5, \"skip\": 1, "
                                f"\"link\": 1, \"deduction\": 1}}")
        for key in entry:
            if key not in fields:
                raise IllegalAction(f"{where}: values entry {i + 1} has an unknown key {key!r} "
                                    f"(keys: {', '.join(fields)})")
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
    total = sum(e[k] for e in norm_values for _, k in KIND_KEYS) + flush["plain"] + flush["plus"]
    least = DEAL * 2 + 1
    if total < least:
        raise IllegalAction(f"{where}: {total} cards are too few: two seats need {least} "
                            f"(14 each and the Mimic card)")
    return {"name": name, "values": norm_values,
            "flush": {"plain": flush["plain"], "plus": flush["plus"], "points": flush["points"]}}


def read_deck_file(path):
    """The checked composition in a deck file, or IllegalAction naming the file and the problem."""
    shown = str(path)
    try:
        with open(os.path.expanduser(str(path)), encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise IllegalAction(f"deck file {shown!r} cannot be read: {e.strerror or e}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise IllegalAction(f"deck file {shown!r} is not valid JSON (line {e.lineno}, column {e.colno}: "
                            f"{e.msg})") from None
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

    __slots__ = ("comp", "cards", "points", "counts", "key")

    def __init__(self, comp):
        self.comp = comp
        cards, points = [], {}
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


class DeckOption(Option):
    """Option `deck`: null (the shipped composition), a path to a deck file, or an inline deck object.
    A path is read once, here: the checked composition replaces it, so saves carry the deck itself."""

    def check(self, value):
        if value is None:
            return None
        if isinstance(value, str):
            if value.strip().lower() in ("", "null", "none", "default"):
                return None
            return read_deck_file(value)
        if isinstance(value, dict):
            return check_deck(value, where="option 'deck'")
        raise IllegalAction(f"option 'deck' must be null, a deck file path or a deck object, not {value!r}")


# --- state -----------------------------------------------------------------------------------------

class State:
    """Plain data. Hands are code -> count dicts; a base is a (top, hidden) tuple (None when gone);
    the pile and the adjacent pile are lists of (code, value it counts as), top last; the stock is a
    list, top last. `staged` is (value, added) in a staged hidden turn, the target seat after a Super
    Flush, and None otherwise."""

    __slots__ = ("seats", "options", "deck", "rng", "round", "scores", "out", "rounds", "hands", "bases",
                 "pile", "adjacent", "stock", "discard", "mimic", "mimic_card", "to_move", "stage",
                 "staged", "turn_cards", "last", "other", "log", "winners", "first")

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
    low_score_wins = True   # points are what you still hold: statistics keep the lowest as best
    min_seats = 2
    max_seats = 6
    options = (
        Option("format", "elimination", "choice", choices=("elimination", "arena"), label="Format",
               help="elimination: out at elimination_at points, last seat in wins; "
                    "arena: 5 rounds, the 5th counts double, lowest total wins"),
        Option("elimination_at", 30, "int", lo=1, hi=1000, label="Elimination at",
               help="points that put a seat out (elimination format)"),
        Option("first", None, "int", lo=0, hi=5, nullable=True, label="First player",
               help="the seat that plays first in round 1 (empty: drawn at random)"),
        DeckOption("deck", None, "str", nullable=True, label="Deck file",
                   help="a deck composition file (empty: the shipped assets/flush_deck.json)"),
    )

    def _check_options_for_seats(self, options, seats):
        self.check_seat_option(options, "first", seats)

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
        self._deal(s, cards, first)
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

    def _log(self, s, seat, event, cards, text, **extra):
        entry = {"round": s.round, "seat": seat, "event": event, "cards": list(cards), "text": text}
        entry.update(extra)
        s.log.append(entry)

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
            acts = []
            if not added:
                acts += [{"type": "play", "cards": cards, "as": v}
                         for cards in self._groups(s, hand_v, tops_v, v, False)]
            if stage == "hidden":
                acts += self._link_flushes(s, hand_v, tops_v)
            acts.append({"type": "declare"})
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
                if set(action) != {"type"}:
                    raise IllegalAction("declare takes nothing else: {\"type\":\"declare\"}")
                return self._declare(state)
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
            # the action format and in legal_actions for programs)
            raise IllegalAction("a Flush card has no value: play it on its own, not in a group"
                                if action.get("type") == "play" else "Flush cards cannot start a new pile")
        return seat, codes, hand_codes, bases

    def _check_as(self, action, v, codes, s):
        a = action["as"]
        if isinstance(a, bool) or not isinstance(a, int):
            raise IllegalAction(f"\"as\" must be the group's value "
                                f"(a number), not {a!r}")
        if a != v:
            if all(VALUE[c] == s.mimic for c in codes):
                raise IllegalAction(f"Mimic cards played alone count as their own value ({s.mimic}), "
                                    f"not {a}")
            raise IllegalAction(f"these cards are a group of {v}s, not {a}s")

    def _play(self, state, action):
        s0 = state
        seat, codes, hand_codes, bases = self._check_group(s0, action, True)
        v = self._value_of_group(s0, codes)
        self._check_as(action, v, codes, s0)
        top_v, top_n, _ = pile_top(s0.pile)
        if top_v is not None and v > top_v:
            raise IllegalAction(f"{count_words(len(codes), v)} cannot go on the pile's {top_v}: play "
                                f"{top_v} or lower, or pick up by starting a new pile with higher cards")
        canon = self._canonical(s0, hand_codes, bases, v)
        self._check_canonical(s0, seat, v, v != s0.mimic, canon)
        codes = self._codes_of(s0, seat, canon)
        s = s0.copy()
        self._take(s, seat, hand_codes, bases)
        s.pile.extend((c, v) for c in codes)
        s.turn_cards.extend(codes)
        run = len(codes) + (top_n if top_v == v else 0)
        self._log(s, seat, "play", codes, f"{self.seat_name(seat, s.seats)} declares "
                                          f"{self._group_words(codes, v)}", value=v)
        self._after_group(s, seat, run, codes)
        return s

    def _after_group(self, s, seat, run, codes):
        """Cards are on the pile: Flush (run of 4+, Super at 6+), the round's end, or the next seat."""
        if run >= 4:
            self._flush(s, seat, super_=run >= 6, why=f"{WORDS[min(run, 12)]} {s.pile[-1][1]}s on top")
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
        self._log(s, seat, "pickup", codes, f"{self.seat_name(seat, s.seats)} starts a new pile with "
                                            f"{self._group_words(codes, v)} and picks up the old pile "
                                            f"({WORDS[n] if n < 13 else n} card{'s' * (n != 1)})",
                  value=v, taken=[c for c, _ in s0.pile])
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
        if code == "F+":
            drew = []
            seat_ = seat
            for _ in range(s.seats - 1):
                seat_ = self._advance(s, seat_, 1)
                if seat_ == seat:
                    break
                if s.stock:
                    _hand_add(s.hands[seat_], s.stock.pop())
                    drew.append(seat_)
            if drew:
                names = ", ".join(self.seat_name(x, s.seats) for x in drew)
                self._log(s, None, "draw", [], f"Flush Plus: {names} draw{'s' if len(drew) == 1 else ''} "
                                               f"a card from the stock", seats_drawn=drew)
            else:
                self._log(s, None, "draw", [], "Flush Plus: the stock is empty, nobody draws",
                          seats_drawn=[])
        self._flush(s, seat, super_=False, why=None)

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
        self._flush(s, seat, super_=total >= 6, why=f"{WORDS[min(total, 12)]} Links")
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
            self._flush_with_card(s, seat, hid)
            return s
        v = VALUE[hid]
        top_v = s0.pile[-1][1] if s0.pile else None
        if top_v is None or v <= top_v:
            s.pile.append((hid, v))
            s.stage, s.staged = "hidden", (v, False)
            self._log(s, seat, "hidden", [hid], f"{who} turns up base {i + 1}'s hidden card: "
                                                f"{card_words(hid)}, onto the pile", base=i, value=v)
        else:
            s.adjacent = [(hid, v)]
            s.stage, s.staged = "hidden_pickup", (v, False)
            self._log(s, seat, "hidden", [hid], f"{who} turns up base {i + 1}'s hidden card: "
                                                f"{card_words(hid)}, higher than the pile's {top_v}: "
                                                f"it starts a new pile and {who} picks up", base=i, value=v)
        return s

    def _staged_add(self, state, action):
        s0 = state
        v, added = s0.staged
        if added:
            raise IllegalAction("you have already added cards to your turned card: declare, "
                                "or finish with a Link Flush" if s0.stage == "hidden" else
                                "you have already added cards to your turned card: declare")
        seat, codes, hand_codes, bases = self._check_group(s0, action, True)
        m = s0.mimic
        wrong = [c for c in codes if VALUE[c] != v and VALUE[c] != m]
        if wrong:
            raise IllegalAction(f"only {v}s" + (f" and Mimics ({m}s)" if m != v else "")
                                + f" may join your turned {v}, not {card_words(wrong[0])}")
        a = action["as"]
        if a != v or isinstance(a, bool):
            raise IllegalAction(f"cards added to your turned {v} count as {v}s "
                                f"(\"as\": {v}), not {a!r}")
        canon = self._canonical(s0, hand_codes, bases, v)
        self._check_canonical(s0, seat, v, False, canon)
        codes = self._codes_of(s0, seat, canon)
        s = s0.copy()
        self._take(s, seat, hand_codes, bases)
        s.turn_cards.extend(codes)
        target = s.pile if s0.stage == "hidden" else s.adjacent
        target.extend((c, v) for c in codes)
        s.staged = (v, True)
        self._log(s, seat, "add", codes, f"{self.seat_name(seat, s.seats)} adds "
                                         f"{self._group_words(codes, v)}", value=v)
        return s

    def _declare(self, state):
        s = state.copy()
        seat = s.to_move
        v, _ = s.staged
        s.stage, s.staged = None, None
        codes = list(s.turn_cards)
        if state.stage == "hidden":
            _, n, _ = pile_top(s.pile)
            self._log(s, seat, "declare", [], f"{self.seat_name(seat, s.seats)} declares "
                                              f"{count_words(len(codes), v)}")
            self._after_group(s, seat, n, codes)
        else:
            new_pile = s.adjacent
            self._log(s, seat, "declare", [], f"{self.seat_name(seat, s.seats)} declares "
                                              f"{count_words(len(new_pile), v)} on a new pile and picks up "
                                              f"the old one", taken=[c for c, _ in s.pile])
            self._finish_pickup(s, seat, new_pile, codes)
        return s

    def _flush(self, s, seat, super_, why):
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
                skipped.append(self.seat_name(x, s.seats))
            self._log(s, seat, "skip", [], f"Skip: {', '.join(skipped)} "
                                           f"{'is' if len(skipped) == 1 else 'are'} skipped")
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

    def _end_round(self, s, winner):
        arena = s.options["format"] == "arena"
        mult = 2 if arena and s.round == ARENA_ROUNDS else 1
        points = [None] * s.seats
        for seat in self._active(s):
            if seat != winner:
                points[seat] = self.held_points(s, seat) * mult
                s.scores[seat] += points[seat]
        deduction = sum(VALUE[c] + 1 for c in s.turn_cards if KIND.get(c) == "D") * mult
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
        s.turn_cards = []
        s.stage, s.staged = None, None
        active = self._active(s)
        if arena and s.round >= ARENA_ROUNDS:
            best = min(s.scores)
            s.winners = [x for x in range(s.seats) if s.scores[x] == best]
        elif not arena and len(active) <= 1:
            s.winners = active
        if s.winners is not None:
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
            staged = {"value": s.staged[0], "added": s.staged[1], "pickup": s.stage == "hidden_pickup"}
        return {
            "game": self.id, "seat": seat, "seats": s.seats, "to_move": s.to_move, "stage": s.stage,
            "round": s.round, "format": s.options["format"], "elimination_at": s.options["elimination_at"],
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
            "winners": list(s.winners) if s.winners is not None else None,
        }

    def result(self, s):
        over = s.winners is not None
        scores = list(s.scores)
        if over:
            names = " and ".join(self.seat_name(w, s.seats) for w in s.winners)
            if s.options["format"] == "arena":
                summary = (f"{names} win{'s' if len(s.winners) == 1 else ''} the arena with the lowest "
                           f"total ({scores[s.winners[0]]} points after {ARENA_ROUNDS} rounds)")
            else:
                summary = f"{names} wins: the last seat in after {len(s.rounds)} rounds"
        else:
            summary = (f"Round {s.round}" + (f" of {ARENA_ROUNDS}" if s.options["format"] == "arena" else "")
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
            "seats": s.seats, "options": dict(s.options), "deck": s.deck.comp, "rng": s.rng.state,
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
        s.options = dict(d["options"])
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
                return f"{who} declares {self._group_words(action['cards'], action['as'])}"
            if t == "pickup":
                cards = action["cards"]
                vals = {VALUE[c] for c in cards if c in VALUE}
                n = len(cards)
                what = (count_words(n, max(vals)) if len(vals) == 1 else
                        f"{WORDS[n] if n < 13 else n} card{'s' if n != 1 else ''}")
                return f"{who} starts a new pile with {what} and picks up the old pile"
            if t == "flush":
                c = action["card"]
                name = card_words(c) if c in FLUSHES else f"base {int(c[1:]) + 1}'s Flush"
                return f"{who} plays a {name} card: Flush"
            if t == "link_flush":
                n = len(action["cards"])
                return f"{who} declares a Link Flush with {WORDS[n] if n < 13 else n} Link{'s' * (n != 1)}"
            if t == "hidden":
                return f"{who} turns up the hidden card of base {action['base'] + 1}"
            if t == "declare":
                return f"{who} declares"
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
