"""The hard bot's playout policy: a plain placement chosen at a quick look (fast_choice), about a
tenth of a millisecond a move, so rounds can be played out by the hundred (the normal bot's model costs
far more). No pygame, no view: it reads the board and a hand directly."""

from .sequences import RV, SIZES


def draw_chance(pile, unseen, share, to_move_is_me=True):
    """The chance a given unseen rank-suit card reaches this seat's hand in time: its `share` (the normal
    bot's DRAW_SHARE: drawn cards come late and are wanted in several places) of the draws left."""
    mine = (pile + 1) // 2 if to_move_is_me else pile // 2
    return share * mine / max(1, unseen)


# A fast placement policy for playouts (the normal bot's model costs some 30 ms a move, far too slow to
# play rounds out by the hundred). It scores laying card c on spot k by how much
# the spot's outlook gains: a sequence spot is worth its best reachable run, weighted by the chance of
# completing it (ranks in hand are sure, others come with chance `get`); a finished spot is compared with
# the other side's; a single is worth its rank against the other side's single.
def _spot_value(vals, suits, size, held, theirs, get):
    """Outlook of one spot of `size` holding ranks `vals` (suits `suits`), with ranks `held` in hand;
    `theirs` is the other side's spot (codes)."""
    n = len(vals)
    if size == 1:
        if not n:
            return max((r for r in held), default=0) / 28.0
        v = vals[0]
        if len(theirs) == 1:
            o = RV[theirs[0]]
            return 1.0 if v > o else (0.3 if v == o else -0.4)
        return (v - 8) / 8.0
    if n > 1 and (len(set(vals)) < n or max(vals) - min(vals) >= size):
        return -2.0
    if n == size:
        top = max(vals)
        suited = len(set(suits)) == 1
        if len(theirs) == size:
            o_vals = [RV[c] for c in theirs]
            o_ok = len(set(o_vals)) == size and max(o_vals) - min(o_vals) == size - 1
            if not o_ok:
                return 2.0
            o_key = (max(o_vals), len({c[-1] for c in theirs}) == 1)
            me = (top, suited)
            return 1.6 if me > o_key else (0.6 if me == o_key else -0.2)
        return 0.7 + 0.5 * top / 14 + (0.15 if suited else 0.0)
    lo = max(vals) if n else size + 1
    hi = min(vals) + size - 1 if n else 14
    best = 0.0
    for t in range(min(hi, 14), max(lo, size + 1) - 1, -1):
        p = 1.0
        for r in range(t - size + 1, t + 1):
            if r not in vals and r not in held:
                p *= get
        v = p * (0.7 + 0.5 * t / 14)
        if v > best:
            best = v
        if p == 1.0:    # a sure run: every lower top is worth less
            break
    return best



def fast_choice(mine, theirs, hand, get):
    """(card, spot 1..9) for a plain placement: the card and open spot whose outlook gains the most;
    `get` is the chance of getting a card not in hand. A spot's outlook after a card depends on the
    card's rank only (and on its suit when it fills the spot: a same-suit run), so a spot is tried with
    the first card of each rank in the hand only (every card where it fills the spot); the choice is
    the same as trying every card, the first card of the hand among equals."""
    ranks = [RV[c] for c in hand]
    all_held = set(ranks)
    counts, firsts = {}, []
    for c, r in zip(hand, ranks):
        if r not in counts:
            firsts.append((c, r))
        counts[r] = counts.get(r, 0) + 1
    held_without = {r: (all_held - {r} if n == 1 else all_held) for r, n in counts.items()}
    every = list(zip(hand, ranks))
    best, best_gain = None, None
    for k in range(9):
        size = SIZES[k]
        spot = mine[k]
        if len(spot) >= size:
            continue
        vals = [RV[c] for c in spot]
        suits = [c[-1] for c in spot]
        their = theirs[k]
        before = _spot_value(vals, suits, size, all_held, their, get)
        for c, r in (every if len(spot) + 1 == size and size > 1 else firsts):
            gain = _spot_value(vals + [r], suits + [c[-1]], size, held_without[r], their, get) - before \
                - r / 200.0      # between equals, keep the high card
            if best_gain is None or gain > best_gain:
                best, best_gain = (c, k + 1), gain
    return best
