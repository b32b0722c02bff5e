"""The Flush deck as data: a composition checked and normalised, the shipped one, a deck file, the
`deck` option."""

import json
import os
from pathlib import Path

from ...engine.files import FileRefused, read_json
from ...engine.game import IllegalAction, Option
from ...paths import asset_path
from .cards import CODES, DEAL, DECK_FORMAT, KIND_KEYS, MAX_COPIES, MAX_FLUSH, MAX_POINTS, VALUES

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
                                "itself); a deck file is given with play --option deck=FILE")
        if isinstance(value, dict):
            return check_deck(value, where="option 'deck'")
        raise IllegalAction("option 'deck' must be null or a deck object")
