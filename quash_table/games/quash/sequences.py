"""QUASH's cards and spots as numbers (no state): which cards a spot holds, which ranks may still join a
spot's cards and make a proper sequence, how two full spots compare, and cards in words."""

from ...engine.cards import RANK_VALUE, STANDARD_DECK

DECK = STANDARD_DECK
RV = {c: RANK_VALUE[c[:-1]] for c in DECK}            # rank value 2..14, aces high
CARD_ORDER = {c: (RV[c], "SHDC".index(c[-1])) for c in DECK}
SIDES = ("RED", "BLACK")
SIZES = (3, 2, 1, 3, 2, 1, 3, 2, 1)                    # spot 1..9 (index 0..8): triple, double, single
KIND = {3: "triple", 2: "double", 1: "single"}
RANK_WORDS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10", 11: "J", 12: "Q",
              13: "K", 14: "A"}


# --- spots and sequences (pure functions the scene and the bots use too) -----------------------------
def spot_size(spot):
    """Cards a spot holds; spot is 1..9 as players count them."""
    return SIZES[spot - 1]


def can_become_proper(cards, spot):
    """May the cards on `spot` (1..9) still be (or already be) a proper sequence?

    Singles always can; a double or triple can while its ranks are pairwise different and span no more
    than the spot's size (aces high only: A-2-3 is not a sequence)."""
    return _potential([RV[c] for c in cards], SIZES[spot - 1])


def _potential(vals, size):
    n = len(vals)
    if n > size:
        return False
    if n <= 1:
        return True
    return len(set(vals)) == n and max(vals) - min(vals) < size


def is_proper(cards):
    """A full spot's cards: proper when the ranks are consecutive (any order on the spot)."""
    vals = sorted(RV[c] for c in cards)
    return all(b == a + 1 for a, b in zip(vals, vals[1:]))


def is_suited(cards):
    return len({c[-1] for c in cards}) == 1


def strength(cards):
    """Comparable strength of a full spot: None for a failed sequence, else (top rank, suited)."""
    if len(cards) == 1:
        return (RV[cards[0]], 0)
    if not is_proper(cards):
        return None
    return (max(RV[c] for c in cards), 1 if is_suited(cards) else 0)


def compare_spots(red, black):
    """Outcome of one spot: ('win', side, why) | ('failed', side, why) | ('both_failed',) | ('tie', why)."""
    a, b = strength(red), strength(black)
    single = len(red) == 1
    if a is None and b is None:
        return ("both_failed",)
    if a is None:
        return ("failed", 1, "RED's spot is FAILED")
    if b is None:
        return ("failed", 0, "BLACK's spot is FAILED")
    if single:
        if a[0] == b[0]:
            return ("tie", "equal ranks")
        return ("win", 0 if a[0] > b[0] else 1, "higher card")
    if a[0] != b[0]:
        return ("win", 0 if a[0] > b[0] else 1, "higher top card")
    if a[1] != b[1]:
        return ("win", 0 if a[1] > b[1] else 1, "one suit beats mixed")
    return ("tie", "equal runs")


def blocked_by(cards, size, ranks):
    """None when `cards` on a spot of `size` can still become a proper run with cards of the rank values
    `ranks` (one card of each missing rank), else the set of rank values every run it could make lacks and
    no card of which can come (maybe empty: the runs lack different ranks)."""
    vals = {RV[c] for c in cards}
    lacks, either = None, set()
    for top in range(max(vals | {size + 1}), min(14, min(vals) + size - 1) + 1) if vals else ():
        run = set(range(top - size + 1, top + 1))
        if not vals <= run:
            continue
        missing = run - vals - ranks
        if not missing:
            return None
        lacks = missing if lacks is None else lacks & missing
        either |= missing
    # no rank lacks in every run (a 5 on a double: 4-5 lacks the 4s, 5-6 the 6s): a few are named together
    return lacks or (either if len(either) <= 2 else set())


def ranks_to_come(out):
    """The rank values of which a card may still come to a spot: those of the cards not in `out` (the cards
    out of play for the round: on either side's board, spent in a tiebreaker)."""
    return {RV[c] for c in DECK if c not in out}


def run_still_possible(cards, spot, out=()):
    """Can `cards` on `spot` (1..9) still end a proper sequence, by their ranks (can_become_proper) and by
    the cards that may still come to it (none of a rank every run it could make lacks is left outside
    `out`: all four 6s on the board, a 5-7 is dead)? One judge for the table's FAILS tag and the hint's
    words (session 25: the tag read the ranks alone while the hint counted the cards seen)."""
    size = SIZES[spot - 1]
    if not can_become_proper(cards, spot):
        return False
    if size == 1 or not cards or len(cards) == size:
        return True
    return blocked_by(cards, size, ranks_to_come(out)) is None


SUIT_GLYPH = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def card_words(code):
    """A card's name wherever QUASH says one (the move log, the hint, captions, refusals): "Q\u2660", as the card
    shows it (review 36: the log said "4 of clubs" beside a hint's "4\u2663" on one board)."""
    return code[:-1] + SUIT_GLYPH[code[-1]]


def chooser_seats(dealer, seats):
    """Each side's first seat clockwise from the dealer's left: it holds the side's leftovers when scoring
    starts and (4 players) names who plays the side's tiebreakers."""
    out = [None, None]
    for i in range(1, seats + 1):
        seat = (dealer + i) % seats
        if out[seat % 2] is None:
            out[seat % 2] = seat
    return out


_ACCEPT = {}
_ALL_RANKS = frozenset(range(2, 15))


def accepts(vals, size):
    """Rank values v for which a spot of `size` holding ranks `vals` (plus v) can still become proper."""
    key = (tuple(sorted(vals)), size)
    got = _ACCEPT.get(key)
    if got is None:
        got = frozenset(v for v in _ALL_RANKS if _potential(list(vals) + [v], size))
        _ACCEPT[key] = got
    return got


def fails(cards, card, k):
    """Does laying `card` on spot index k, whose `cards` could still become proper, take that chance away?
    (Asked on every play, so the ranks each spot's cards accept are kept by the cards themselves.)"""
    ok = _OPEN_OK.get((cards, k))
    if ok is None:
        if len(_OPEN_OK) > 4096:
            _OPEN_OK.clear()
        ok = _OPEN_OK[(cards, k)] = accepts([RV[c] for c in cards], SIZES[k])
    return bool(ok) and RV[card] not in ok


_OPEN_OK = {}


def open_slots(side):
    """How many open slots one side's board (9 spots) has."""
    return sum(SIZES[k] - len(side[k]) for k in range(9))


def mendable(cards, spot, open_after):
    """Advanced play: may a later swap still make the spoilt `cards` on `spot` (1..9) proper? One of them
    swapped out must leave cards that can still become proper (a swap may not leave a spot spoilt), and
    the side must have an open slot left after this play (a swap chain ends on one: with none, no more
    plays come to that side). `open_after`: the side's open slots after the play."""
    return open_after > 0 and any(can_become_proper(cards[:i] + cards[i + 1:], spot) for i in range(len(cards)))


def why_not_proper(cards, spot):
    """Why `cards` on `spot` (1..9) can never be a proper sequence, in words."""
    vals = sorted(RV[c] for c in cards)
    words = "-".join(RANK_WORDS[v] for v in vals)
    if len(set(vals)) < len(vals):
        return f"{words} has two cards of one rank and can never be a run"
    return f"{words} can never be a {KIND[SIZES[spot - 1]]} run"


def why_not_proper_now(cards, spot):
    """Why `cards` on `spot` (1..9) are no proper sequence as they stand, in words that hold while a later
    swap may still change them (mendable): "can never" beside "unless a later swap mends it" read as a
    contradiction (review 46-1b), and a swap refused for spoiling a spot says "can never" of its cards."""
    vals = sorted(RV[c] for c in cards)
    words = "-".join(RANK_WORDS[v] for v in vals)
    if len(set(vals)) < len(vals):
        return f"{words} has two cards of one rank, no run as they stand"
    return f"{words} is not a {KIND[SIZES[spot - 1]]} run as they stand"
