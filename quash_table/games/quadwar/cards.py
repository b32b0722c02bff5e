"""Quadruple War's cards as ints, for speed (search bots replay thousands of hands per move):
- a card is an int `suit * 16 + rank` with suits S=0, H=1, D=2, C=3 and ranks 0..12 for 2..A; the
  little joker is 13 and the big joker 14 in the spade block, so `card < 16` means "a trump" and a higher
  int in one suit is a higher card;
- a hand is a bitmask int (bit `card` set when held), so "cards of suit s" is one `&`;
- card codes ('QH', 'BJ') appear only at the dict boundary: actions, views, dump and load.
"""

from ...engine.cards import RANKS, SUITS

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")
LJ, BJ = 13, 14
TRICKS = {2: 26, 3: 18, 4: 13, 5: 10}

# --- card codes <-> ints ----------------------------------------------------------------------------
CODE = [None] * 64
for _s, _suit in enumerate(SUITS):
    for _r, _rank in enumerate(RANKS):
        CODE[_s * 16 + _r] = _rank + _suit
CODE[LJ], CODE[BJ] = "LJ", "BJ"
INT_OF = {code: c for c, code in enumerate(CODE) if code is not None}
BIT = tuple(1 << c for c in range(64))
SUIT_MASK = tuple(0x7FFF << (16 * s) for s in range(4))
SPADE_MASK = SUIT_MASK[SPADES]
NON_SPADES = SUIT_MASK[HEARTS] | SUIT_MASK[DIAMONDS] | SUIT_MASK[CLUBS]


def trick_winner_index(trick):
    """Index in play order of the card winning a trick (a tuple of ints, leader's card first)."""
    led = trick[0] >> 4
    best_i, best_key = 0, (100 + trick[0]) if trick[0] < 16 else trick[0]
    for i in range(1, len(trick)):
        c = trick[i]
        if c < 16:
            key = 100 + c
        elif c >> 4 == led:
            key = c
        else:
            continue
        if key > best_key:
            best_i, best_key = i, key
    return best_i


def removed_for(seats):
    """The cards taken out of the 54 for this many seats."""
    if seats in (2, 4):
        return ("2C", "2D")
    if seats == 5:
        return ("2S", "2H", "2D", "2C")
    return ()


DECK_INTS = {}
DECK_CODES = {}
DECK_MASK = {}
for _n in TRICKS:
    _out = {INT_OF[c] for c in removed_for(_n)}
    DECK_INTS[_n] = tuple(c for c in INT_OF.values() if c not in _out)
    DECK_CODES[_n] = tuple(CODE[c] for c in DECK_INTS[_n])
    DECK_MASK[_n] = sum(1 << c for c in DECK_INTS[_n])
    assert len(DECK_INTS[_n]) == TRICKS[_n] * _n


def cards_of(mask):
    """The cards of a bitmask, lowest int first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def byte_table(of_int):
    """For reading a 64-bit card mask a byte at a time: table[i][b] = the items (`of_int[card int]`) of the
    cards of byte value b at byte position i, lowest card first."""
    return tuple(tuple(tuple(of_int[8 * i + k] for k in range(8) if b >> k & 1) for b in range(256))
                 for i in range(8))


def read_mask(mask, table):
    """The items of a card mask's cards (a new list), lowest card int first, through a byte_table."""
    out = []
    if not mask:
        return out
    i = ((mask & -mask).bit_length() - 1) >> 3     # start at the first byte that holds a card
    mask >>= 8 * i
    while mask:
        b = mask & 255
        if b:
            out += table[i][b]
        mask >>= 8
        i += 1
    return out


_BYTE_CODES = byte_table(CODE)


def codes_of(mask):
    """The card codes of a bitmask, lowest int first (spades 2S..AS, LJ, BJ, then H, D, C)."""
    return read_mask(mask, _BYTE_CODES)


def mask_of(codes):
    m = 0
    for code in codes:
        m |= 1 << INT_OF[code]
    return m


def suit_of(card):
    """0..3; jokers are spades (0)."""
    return card >> 4
