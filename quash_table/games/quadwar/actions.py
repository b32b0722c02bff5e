"""Quadruple War's legal actions, made once at import and shared by every state and caller.

legal_actions hands out these very dicts (no dict is built per move): to every reader an Action is the
plain dict it stands for ({"type": "play", "card": "QH"}, {"type": "bid", "tricks": 4}), equal to one
written by hand, saved as JSON like one, copied (dict(), copy, deepcopy, pickle) into one; but since every
caller shares it, it refuses to be changed. It also carries its card as an int (`card_int`, None for a
bid), so apply reads a handed-out play without parsing it.

The legal plays of a position are a tuple of these read from SUIT_PLAYS (one lookup when following
suit, four when leading); the rules hand each caller a list of them.
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
# import: a suit is two bytes, so the plays of any suit's pattern are two lookups (suit_plays).
BYTE_PLAYS = byte_table(PLAY_ACTIONS)


# The play actions of the cards of one suit: SUIT_PLAYS[suit][bits] is the tuple of the actions of the cards of
# `suit` whose bits (a card mask >> 16 * suit: bit r for rank r, jokers 13 and 14 in spades) are `bits`, lowest
# first, or None until a hand first shows that pattern (suit_plays makes and keeps it then). Following suit is
# one read, a lead four (one a suit), where BYTE_PLAYS took two and eight reads and their concatenations (issue
# 22). Filled as patterns come, not all at import: the whole tables would be 57,344 tuples (about 6 MB, 0.1-0.2 s
# to make), most never seen; the lists are 448 KB of empty slots, and 10,000 random hands fill about 18,000.
_WIDTH = tuple(max(c & 15 for c, code in enumerate(CODE) if code is not None and c >> 4 == suit) + 1
               for suit in range(4))
SUIT_PLAYS = tuple([()] + [None] * ((1 << width) - 1) for width in _WIDTH)


def suit_plays(suit, bits):
    """SUIT_PLAYS[suit][bits], made from the byte tables and kept the first time (two threads making it at once
    make equal tuples)."""
    plays = BYTE_PLAYS[2 * suit][bits & 255] + BYTE_PLAYS[2 * suit + 1][bits >> 8]
    SUIT_PLAYS[suit][bits] = plays
    return plays


def plays_in_suit(mask, suit):
    """The play actions of a mask's cards, all of `suit`: a tuple of the shared actions, lowest first."""
    bits = mask >> (suit << 4)
    plays = SUIT_PLAYS[suit][bits]
    return suit_plays(suit, bits) if plays is None else plays


_S0, _S1, _S2, _S3 = SUIT_PLAYS


def play_actions(mask):
    """The play actions of a mask's cards: a tuple of the shared actions, lowest card int first (as
    cards.codes_of). Each suit's plays are one read of SUIT_PLAYS, its bits cut from the mask's two 32-bit
    halves: eight byte reads and seven concatenations cost about 1k more a lead, the bytes through
    to_bytes and a Struct about 0.45k more (callgrind, issue 22)."""
    low = mask & 0xFFFFFFFF
    high = mask >> 32
    s = low & 0xFFFF
    ps = _S0[s]
    if ps is None:
        ps = suit_plays(0, s)
    h = low >> 16
    ph = _S1[h]
    if ph is None:
        ph = suit_plays(1, h)
    d = high & 0xFFFF
    pd = _S2[d]
    if pd is None:
        pd = suit_plays(2, d)
    c = high >> 16
    pc = _S3[c]
    if pc is None:
        pc = suit_plays(3, c)
    return ps + ph + pd + pc
