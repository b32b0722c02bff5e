"""How Quadruple War's cards are shuffled, by the game's deal version (its options' hidden key "deal"):
the first dealer's draw by high card and each hand's deal, both from the game's seeded RNG.

- Deal 1, every game begun before session 27 (a save's options without "deal"): each draw of the first
  dealer is a whole shuffle of the deck (Rng.shuffle_head) and each deal a whole shuffle (Rng.shuffle_sums),
  one SplitMix64 output a card. Its saves replay this way for ever.
- Deal 2, every game begun since (options {"deal": 2}): the same Fisher-Yates shuffle, numbered. A deal is
  one uniform number below the deck's orders (52! at four seats; engine/rng.uniform_below: one RNG output keys a BLAKE2b digest), whose
  mixed-radix digits are the shuffle's draws (rng.radix_sums); a draw of the first dealer takes one card a
  seat (the shuffle's first steps), numbered by one RNG output, not a whole shuffle a draw. A random first
  hand's draw and deal cost about 17 us of the comparison's 105 us with deal 1 and about 9 us with deal 2
  (scripts/compare_openspiel_spades.py: OpenSpiel's chance actions are C++; issue 22).

Both are exact: every deck order, deal and draw is equally likely.
"""

from math import factorial, prod

from ...engine.rng import GAMMA, MASK64, Rng, below_from, next_outputs, radix_sums, uniform_below
from .cards import DECK_BITS, DECK_RANKS
from .cards import shuffled_hands as shuffled_hands_1

DEAL_KEY = "deal"
FIRST, CURRENT = 1, 2        # deal 1: the key absent (saves before it); deal 2: new games
VERSIONS = (FIRST, CURRENT)


def deal_version(options):
    """The deal version of a game's (checked) options: 1 where they do not name one."""
    return options.get(DEAL_KEY, FIRST)


_ORDERS = {n: factorial(len(bits)) for n, bits in DECK_BITS.items()}     # how many orders each deck has
# how many ways k seats can draw one card each from each deck, by seats and k
_DRAWS = {n: {k: prod(range(len(ranks) - k + 1, len(ranks) + 1)) for k in range(1, n + 1)}
          for n, ranks in DECK_RANKS.items()}


def shuffled_hands(rng, n, dealer, version):
    """The hands (bitmasks by seat) of a shuffled deck for n seats, dealt one card at a time from the
    dealer's left; `rng` advanced past the shuffle."""
    if version == FIRST:
        return shuffled_hands_1(rng, n, dealer)
    return radix_sums(list(DECK_BITS[n]), n, (dealer + 1) % n, uniform_below(rng, _ORDERS[n]))


def draw_first_dealer_1(rng, seats):
    """High card with the RNG: jokers highest, then A..2, suits ignored; tied seats draw again (each
    draw is a full shuffle of the deck, so the RNG advances as if the cards themselves were shuffled; only
    the top cards are read, so Rng.shuffle_head leaves the rest unordered)."""
    cands = list(range(seats))
    ranks = DECK_RANKS[seats]
    while True:
        deck = list(ranks)
        rng.shuffle_head(deck, seats)      # seats, not len(cands): one swapper per deck size
        drawn = deck[:len(cands)]
        best = max(drawn)
        if drawn.count(best) == 1:
            return cands[drawn.index(best)]
        cands = [seat for seat, rank in zip(cands, drawn) if rank == best]


def draw_first_dealer(rng, seats, version):
    """The first dealer, by high card: every seat draws a card, jokers highest, then A..2, suits ignored;
    tied seats draw again from the whole deck."""
    if version == FIRST:
        return draw_first_dealer_1(rng, seats)
    return _draw_among(rng, seats, list(range(seats)))


def _draw_among(rng, seats, cands):
    """Deal 2's draw of the first dealer among the seats `cands` (in seat order), each drawing a card."""
    ranks = DECK_RANKS[seats]
    top = len(ranks) - 1
    while True:
        # the shuffle's first len(cands) steps, numbered as radix_sums numbers a deal: step i takes a card
        # of those not yet taken to the bottom
        k = len(cands)
        number = uniform_below(rng, _DRAWS[seats][k])
        deck = list(ranks)
        drawn = []
        for i in range(top, top - k, -1):
            j = number % (i + 1)
            number //= i + 1
            drawn.append(deck[j])       # the card the swap takes to position i, which no later step reads,
            deck[j] = deck[i]           # so only position j is written (fewer steps: issue 22)
        best = max(drawn)
        if drawn.count(best) == 1:
            return cands[drawn.index(best)]
        cands = [seat for seat, rank in zip(cands, drawn) if rank == best]


# the first round of the first dealer's draw (every seat draws), by seats: each step's (size, position), the
# shuffle's first steps as draw_first_dealer takes them
_FIRST_ROUND = {n: tuple((i + 1, i) for i in range(len(ranks) - 1, len(ranks) - 1 - n, -1))
                for n, ranks in DECK_RANKS.items()}


def first_deal(seed, seats):
    """A new game's first dealer and deal (deal 2, no stacked deck, the dealer drawn), the way
    draw_first_dealer and shuffled_hands make them from Rng(seed): (dealer, hands, the RNG's state after),
    or None when either number would be drawn again (about 1 in 10**9: the caller then takes every step
    one at a time). The two RNG outputs come out in one go (rng.next_outputs) and the
    round is one loop with nothing else to keep: a new game costs about a fifth less (issue 22)."""
    state = seed & MASK64
    x, y = next_outputs(state, 2)
    number = below_from(x, _DRAWS[seats][seats])
    if number is None:
        return None
    deck = list(DECK_RANKS[seats])
    drawn = []
    for size, i in _FIRST_ROUND[seats]:
        j = number % size
        number //= size
        drawn.append(deck[j])
        deck[j] = deck[i]
    best = max(drawn)
    if drawn.count(best) == 1:
        dealer = drawn.index(best)
        number = below_from(y, _ORDERS[seats])
        if number is None:
            return None
    else:                   # tied seats draw again, one RNG output at a time, then the deal
        rng = Rng((state + GAMMA) & MASK64)
        dealer = _draw_among(rng, seats, [seat for seat, rank in enumerate(drawn) if rank == best])
        return dealer, shuffled_hands(rng, seats, dealer, CURRENT), rng.state
    hands = radix_sums(list(DECK_BITS[seats]), seats, (dealer + 1) % seats, number)
    return dealer, hands, (state + 2 * GAMMA) & MASK64
