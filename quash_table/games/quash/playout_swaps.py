"""The hard bot's playout policy in the advanced game: fast_choice's plain placement, or a one-step swap (a
hand card takes the place of a board card, which moves on to an open slot of another spot) when the swap
gains clearly more at the same quick look. Without it the playouts never swapped, so the search never saw
what a swap is worth later in the round, for either side. No pygame, no view: it reads a board and a hand."""

from ...engine.game import IllegalAction
from .chains import check_chain
from .playout import _spot_value, fast_choice
from .sequences import RV, SIZES

# a swap must gain this much more than the best plain placement (fast_choice's outlook units, a finished
# run about 1): below it, two near-equal outlooks would have the playouts shuffle cards to and fro
SWAP_MARGIN = 0.1


def playout_play(mine, theirs, hand, get, advanced):
    """The play (an action) the playout policy makes: fast_choice's placement, or, `advanced`, the best
    one-step swap (swap_choice) where it beats that placement by SWAP_MARGIN."""
    card, spot = fast_choice(mine, theirs, hand, get)
    play = {"type": "play", "card": card, "spot": spot}
    if not advanced:
        return play
    swap = swap_choice(mine, theirs, hand, get, plain_gain(mine, theirs, hand, get, card, spot) + SWAP_MARGIN)
    if swap is None:
        return play
    try:        # the rules' word on the chain (a spot that stays spoilt may not take a card, and so on)
        check_chain(mine, swap["card"], swap["spot"] - 1, [tuple(s) for s in swap["swap"]])
    except IllegalAction:
        return play
    return swap


def _outlook(spot, size, held, their, get, replace=None, add=None):
    """_spot_value of `spot` with card `replace` = (old, new) swapped and card `add` laid."""
    cards = list(spot)
    if replace is not None:
        cards = [replace[1] if c == replace[0] else c for c in cards]
    if add is not None:
        cards.append(add)
    return _spot_value([RV[c] for c in cards], [c[-1] for c in cards], size, held, their, get)


def plain_gain(mine, theirs, hand, get, card, spot):
    """The outlook gained by laying `card` on spot `spot` (1..9), as fast_choice scores it."""
    held = {RV[c] for c in hand}
    rest = {RV[c] for c in hand if c != card}
    k = spot - 1
    return _outlook(mine[k], SIZES[k], rest, theirs[k], get, add=card) \
        - _outlook(mine[k], SIZES[k], held, theirs[k], get) - RV[card] / 200.0


def swap_choice(mine, theirs, hand, get, beat):
    """The one-step swap whose outlook gain is highest and above `beat`, as an action, or None. The hand
    card c takes the place of board card x on spot k; x goes to an open slot of another spot j; the gain is
    what spots k and j gain together. Only a card that keeps spot k able to become a run is tried there,
    one card a rank (each card where the suit counts: the spot is full), so a playout move stays cheap."""
    held = {RV[c] for c in hand}
    by_rank = {}
    for c in hand:
        by_rank.setdefault(RV[c], []).append(c)
    open_spots = [j for j in range(9) if len(mine[j]) < SIZES[j]]
    before = {}

    def outlook_before(j):
        if j not in before:
            before[j] = _outlook(mine[j], SIZES[j], held, theirs[j], get)
        return before[j]

    lands = {}

    def land(x, k):
        """(gain, spot index) of the best open spot for board card x, off spot index k."""
        if x not in lands:
            best = (None, None)
            for j in open_spots:
                if j != k:
                    gain = _outlook(mine[j], SIZES[j], held, theirs[j], get, add=x) - outlook_before(j)
                    if best[0] is None or gain > best[0]:
                        best = (gain, j)
            lands[x] = best
        return lands[x]

    found = None
    for k in range(9):
        size = SIZES[k]
        if not mine[k] or not open_spots:
            continue
        # the most spot k's outlook can become (_spot_value): a full run 2.0, a single 1.0, a run still open 1.2
        top = 1.0 if size == 1 else (2.0 if len(mine[k]) == size else 1.2)
        for x in mine[k]:
            landing, j = land(x, k)
            # a cheap bound first: no swap of x gains more than spot k's outlook can rise plus x's landing
            if j is None or top - outlook_before(k) + landing <= beat:
                continue
            others = [RV[y] for y in mine[k] if y != x]
            # the ranks that keep spot k able to become a run with x gone
            low, high = (max(others) - size + 1, min(others) + size - 1) if others else (2, 14)
            for r in range(max(2, low), min(14, high) + 1):
                cards = by_rank.get(r)
                if not cards or r in others:
                    continue
                rest = held if len(cards) > 1 else held - {r}
                for c in (cards if len(mine[k]) == size else cards[:1]):
                    if c == x:
                        continue
                    gain = _outlook(mine[k], size, rest, theirs[k], get, replace=(x, c)) - outlook_before(k) \
                        - r / 200.0
                    if gain + 2.0 <= beat:      # no landing gains more than a spot's outlook can rise
                        continue
                    if gain + landing > beat and (found is None or gain + landing > found[0]):
                        found = (gain + landing, c, k, x, j)
    if found is None:
        return None
    _, c, k, x, j = found
    return {"type": "play", "card": c, "spot": k + 1, "swap": [[x, j + 1]]}
