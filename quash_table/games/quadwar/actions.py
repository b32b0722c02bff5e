"""Quadruple War's legal actions, made once at import and shared by every state and caller.

legal_actions hands out these very dicts (no dict is built per move): to every reader an Action is the
plain dict it stands for ({"type": "play", "card": "QH"}, {"type": "bid", "tricks": 4}), equal to one
written by hand, saved as JSON like one, copied (dict(), copy, deepcopy, pickle) into one; but since every
caller shares it, it refuses to be changed. It also carries its card as an int (`card_int`, None for a
bid), so apply reads a handed-out play without parsing it.

The legal plays of a position are a tuple of these read from BYTE_PLAYS (two lookups when following
suit, eight when leading); the rules hand each caller a list of them.
"""

from .cards import CODE, TRICKS, byte_table


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



# The play actions of the cards of each byte of a card mask: BYTE_PLAYS[i][b] is the tuple of the actions
# of the cards of byte value b at byte i (cards 8i to 8i + 7), lowest first. 2,048 small tuples made at
# import: a suit is two bytes, so the plays of any mask are a few lookups, with no cache to fill or grow.
BYTE_PLAYS = byte_table(PLAY_ACTIONS)


def plays_in_suit(mask, suit):
    """The play actions of a mask's cards, all of `suit`: a tuple of the shared actions, lowest first."""
    bits = mask >> (suit << 4)
    return BYTE_PLAYS[2 * suit][bits & 255] + BYTE_PLAYS[2 * suit + 1][bits >> 8]


_B0, _B1, _B2, _B3, _B4, _B5, _B6, _B7 = BYTE_PLAYS


def play_actions(mask):
    """The play actions of a mask's cards: a tuple of the shared actions, lowest card int first (as
    cards.codes_of). The mask's eight bytes come out in one call (to_bytes): shifting and masking the
    64-bit int eight times cost half as much again (callgrind), on every lead."""
    m0, m1, m2, m3, m4, m5, m6, m7 = mask.to_bytes(8, "little")
    return _B0[m0] + _B1[m1] + _B2[m2] + _B3[m3] + _B4[m4] + _B5[m5] + _B6[m6] + _B7[m7]
