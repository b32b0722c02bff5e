"""Quadruple War's legal actions, made once at import and shared by every state and caller.

legal_actions hands out these very dicts (no dict is built per move): to every reader an Action is the
plain dict it stands for ({"type": "play", "card": "QH"}, {"type": "bid", "tricks": 4}), equal to one
written by hand, saved as JSON like one, copied (dict(), copy, deepcopy, pickle) into one; but since every
caller shares it, it refuses to be changed. It also carries its card as an int (`card_int`, None for a
bid), so apply reads a handed-out play without parsing it.
"""

from .cards import CODE, TRICKS, byte_table, read_mask


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

_BYTE_ACTIONS = byte_table(PLAY_ACTIONS)


def play_actions(mask):
    """The play actions of a bitmask's cards (a new list), lowest card int first as cards.codes_of."""
    return read_mask(mask, _BYTE_ACTIONS)
