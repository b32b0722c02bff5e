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


def suit_word(suit):
    """A suit as one card of it is called: "heart", "spade" (SUIT_WORDS names them in the plural)."""
    return SUIT_WORDS[suit][:-1]


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


def _strength(card, led):
    """How strongly `card` plays in a trick whose suit led is `led`: trumps (spades and jokers, ints
    below 16) beat the suit led, which beats the other suits (0: can never win)."""
    if card < 16:
        return 200 + card
    return 100 + card if card >> 4 == led else 0


STRENGTH = tuple(tuple(_strength(c, led) for c in range(64)) for led in range(4))


def winning_strength(trick):
    """The strength (STRENGTH) of the card winning a trick (a tuple of ints, leader's card first): the
    card itself is the strength % 100, and a trump won (so a spade or joker was played) iff it is >= 200."""
    strength = STRENGTH[trick[0] >> 4]
    best = 0
    for c in trick:             # a plain loop: faster here than max() over a map or a comprehension
        v = strength[c]
        if v > best:
            best = v
    return best


def trick_winner_index(trick):
    """Index in play order of the card winning a trick (a tuple of ints, leader's card first)."""
    return trick.index(winning_strength(trick) % 100)


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
# the same decks as each card's bit and as each card's rank for the first dealer's draw (jokers highest)
DECK_BITS = {n: tuple(BIT[c] for c in deck) for n, deck in DECK_INTS.items()}
DECK_RANKS = {n: tuple(c & 15 for c in deck) for n, deck in DECK_INTS.items()}


def hands_dealt(deck_bits, n, dealer):
    """The hands (bitmasks by seat) of a deck given as card bits (1 << card, top first), dealt one at a
    time from the dealer's left: the k-th card from the top and every n-th after it go to the same seat."""
    hands = [0] * n
    for k in range(n):
        hands[(dealer + 1 + k) % n] = sum(deck_bits[k::n])     # distinct bits: the sum is the or
    return hands


def shuffled_hands(rng, n, dealer):
    """The hands of the deck for n seats shuffled by `rng` (engine/rng.py, advanced by the shuffle):
    shuffling the cards' bits permutes them as shuffling the card ints would, and the bits sum to hands,
    summed in the shuffle's own pass (Rng.shuffle_sums: hands_dealt of the shuffled deck, without the deck)."""
    return rng.shuffle_sums(list(DECK_BITS[n]), n, (dealer + 1) % n)     # the dealer's left gets the top card


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
