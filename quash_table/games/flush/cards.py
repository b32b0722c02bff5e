"""Flush's cards: codes, values, kinds and the words for them (no state)."""

import re

from ...engine.naming import a_or_an

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
GROUP_CAP = 1024   # per value: past this many group choices the canonical form applies (see groups.value_groups)
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
# what takes cards out of play (the move log's "circling" line and a hint while the round circles say it)
FLUSH_WAYS = "four or more of one value on top, a Flush card or four Links"
KIND_WORDS = {"": "", "S": " Skip", "L": " Link", "D": " Deduction", "F": "Flush", "F+": "Flush Plus"}


def is_mimic(code, mimic):
    """Is `code` a card of the round's Mimic value `mimic` (None while a Flush card is turned as the Mimic)?"""
    return mimic is not None and code not in FLUSHES and VALUE.get(code) == mimic


def count_words(n, v):
    word = WORDS[n] if n < len(WORDS) else str(n)
    return f"{word} {v}" if n == 1 else f"{word} {v}s"


def counted(n, v):
    """'a 9', 'an 8', 'two 9s': a number of cards of one value as a person says it (the log's own text,
    kept in saves, still says 'one 9')."""
    if n == 1:
        return a_or_an(str(v))
    return f"{WORDS[n] if n < len(WORDS) else n} {v}s"


def card_words(code):
    """'7S' -> '7 Skip', 'F+' -> 'Flush Plus'."""
    if code in FLUSHES:
        return KIND_WORDS[code]
    return f"{VALUE[code]}{KIND_WORDS[KIND[code]]}"


def mimic_dealt_words(round_no, mimic, mimic_card, first):
    """The deal's line when the stock's turned card is numbered: what the Mimic is, why, and what it does
    ("the Mimic is 1 (1 turned)" left a new player asking what "1 turned" meant: review 25)."""
    return (f"Round {round_no}: the Mimic is {mimic} (the stock's turned-up card is {a_or_an(card_words(mimic_card))}; "
            f"{mimic}s join any group); {first} plays first")
