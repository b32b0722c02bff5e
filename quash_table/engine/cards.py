"""Card codes and decks shared by the games (docs/ARCHITECTURE.md, "Conventions shared by the games")."""

from collections import Counter

from .game import IllegalAction

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")
RANK_VALUE = {r: i + 2 for i, r in enumerate(RANKS)}  # 2..14, aces high
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {"J": "jack", "Q": "queen", "K": "king", "A": "ace"}
JOKERS = ("BJ", "LJ")

STANDARD_DECK = tuple(r + s for s in SUITS for r in RANKS)


def rank_of(code):
    """'10H' -> '10'; jokers have no rank (None)."""
    return None if code in JOKERS else code[:-1]


def suit_of(code):
    return None if code in JOKERS else code[-1]


def rank_value(code):
    return RANK_VALUE[code[:-1]]


def card_name(code):
    """Plain words for a move log: 'QH' -> 'Q of hearts', 'BJ' -> 'big joker'."""
    if code == "BJ":
        return "big joker"
    if code == "LJ":
        return "little joker"
    return f"{code[:-1]} of {SUIT_NAMES[code[-1]]}"


def deck_from_stacked(all_cards, stacked, rng):
    """The deck in dealing order: the stacked cards first (top first), then the rest shuffled.

    `all_cards` may repeat codes (Flush has interchangeable copies); each stacked code takes the next
    unused copy. A code not in the deck, or asked for more often than it exists, is refused with a reason.
    """
    rest = list(all_cards)
    if stacked is None:
        rng.shuffle(rest)
        return rest
    if not isinstance(stacked, (list, tuple)):
        raise IllegalAction("a stacked deck must be a list of card codes")
    available = Counter(all_cards)
    for code in stacked:
        if not isinstance(code, str):
            raise IllegalAction(f"stacked deck: {code!r} is not a card code")
        if code not in available:
            raise IllegalAction(f"stacked deck: {code!r} is not a card of this game's deck")
        available[code] -= 1
        if available[code] < 0:
            times = Counter(all_cards)[code]
            raise IllegalAction(
                f"stacked deck: {code!r} appears more often than the deck holds it ({times})")
    for code in stacked:
        rest.remove(code)
    rng.shuffle(rest)
    return list(stacked) + rest
