"""Quadruple War's legal actions, made once at import and shared by every state and caller.

legal_actions hands out these very dicts (no dict is built per move): to every reader an Action is the
plain dict it stands for ({"type": "play", "card": "QH"}, {"type": "bid", "tricks": 4}), equal to one
written by hand, saved as JSON like one, copied (dict(), copy, deepcopy, pickle) into one; but since every
caller shares it, it refuses to be changed. It also carries its card as an int (`card_int`, None for a
bid), so apply reads a handed-out play without parsing it.

The legal plays of a position are a tuple of these, kept by suit (SUIT_PLAYS): following suit is one
lookup, leading joins at most four kept tuples; the rules hand each caller a list of them.
"""

from .cards import CODE, TRICKS


class Action(dict):
    """A shared, read-only legal action (see the module's docstring)."""

    __slots__ = ("card_int",)

    def __init__(self, fields, card_int=None):
        dict.__init__(self, fields)
        self.card_int = card_int

    def _refuse(self, *args, **kwargs):
        raise TypeError("a legal action is shared by every caller and cannot be changed: "
                        "change a copy, dict(action)")

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self):       # pickle and copy give the plain dict
        return dict, (dict(self),)

    def __copy__(self):
        return dict(self)

    def __deepcopy__(self, memo):
        return dict(self)       # its values are a str and an int or two strs


PLAY_ACTIONS = tuple(None if code is None else Action({"type": "play", "card": code}, c)
                     for c, code in enumerate(CODE))
BID_ACTIONS = {n: tuple(Action({"type": "bid", "tricks": k}) for k in range(1, most + 1))
               for n, most in TRICKS.items()}



# One suit's play actions by the bits of its 16-bit block of a card mask (bits = mask >> 16 * suit): the
# tuple of the actions of those cards, lowest first, made the first time those bits are asked for
# (at most 2**15 keys a suit). Plain dicts, so a lookup that finds its tuple is as quick as Python's.
SUIT_PLAYS = ({}, {}, {}, {})


def suit_plays(suit, bits):
    """SUIT_PLAYS[suit][bits], made and kept if it is not there yet."""
    table = SUIT_PLAYS[suit]
    plays = table.get(bits)
    if plays is None:
        plays = table[bits] = tuple(PLAY_ACTIONS[16 * suit + k] for k in range(16) if bits >> k & 1)
    return plays


def plays_in_suit(mask, suit):
    """The play actions of a mask's cards, all of `suit`: one shared tuple, lowest card int first."""
    try:
        return SUIT_PLAYS[suit][mask >> (16 * suit)]
    except KeyError:
        return suit_plays(suit, mask >> (16 * suit))


def play_actions(mask):
    """The play actions of a mask's cards: one shared tuple, lowest card int first (as cards.codes_of)."""
    try:
        s, h, d, c = SUIT_PLAYS
        return s[mask & 0xFFFF] + h[mask >> 16 & 0xFFFF] + d[mask >> 32 & 0xFFFF] + c[mask >> 48]
    except KeyError:
        return (suit_plays(0, mask & 0xFFFF) + suit_plays(1, mask >> 16 & 0xFFFF) +
                suit_plays(2, mask >> 32 & 0xFFFF) + suit_plays(3, mask >> 48))
