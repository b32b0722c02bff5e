"""Advanced QUASH swap chains (no state): a played card takes the place of one of your cards, which moves on
to another spot, and so on until a card lands on an open slot. chain_moves checks a chain move by move
(any length, with the reason when a move breaks a rule); swap_chains lists the short ones legal_actions
offers (at most LISTED_SWAPS board cards moved, no spot passed twice but the spot the played card went to,
where the chain's last card may land on the open slot)."""

from ...engine.game import IllegalAction, require
from .sequences import RV, SIZES, accepts, can_become_proper, card_words, why_not_proper

LISTED_SWAPS = 2         # advanced: legal_actions lists chains moving up to this many board cards


def legal_plays(side, hand, advanced):
    """Every play of `hand` (sorted) onto `side` (9 spots) that legal_actions lists: each card on each
    open slot and, advanced, the listed swap chains (swap_chains: at most LISTED_SWAPS board cards)."""
    acts = []
    if not advanced:
        open_spots = [k + 1 for k in range(9) if len(side[k]) < SIZES[k]]
        for c in hand:
            for spot in open_spots:
                acts.append({"type": "play", "card": c, "spot": spot})
        return acts
    # Plain placements first (card by card, spot 1..9), then swaps: by spot, the displaced card in
    # the order the spot's cards were laid, the chain (swap_chains order), then the hand card.
    for c in hand:
        for k in range(9):
            if len(side[k]) < SIZES[k]:
                acts.append({"type": "play", "card": c, "spot": k + 1})
    chains = swap_chains(side)
    vals = [[RV[x] for x in sp] for sp in side]
    for k in range(9):
        for i, out in enumerate(side[k]):
            tails = chains[(k, out)]
            if not tails:
                continue
            ok = accepts(vals[k][:i] + vals[k][i + 1:], SIZES[k])
            cards = [c for c in hand if RV[c] in ok]
            if not cards:
                continue
            spot = k + 1
            add = acts.append
            for tail in tails:
                if tail[-1][1] == spot:
                    # the chain's last card comes back to the open slot of the spot the played card took:
                    # whether it fits there depends on that card (review 15: K♥ swaps out the 8♥ on spot
                    # 2, the 8♥ the A♠ on spot 3, the A♠ fills spot 2: K-A)
                    rest = tuple(side[k][:i]) + tuple(side[k][i + 1:])
                    for c in cards:
                        if can_become_proper(rest + (c, tail[-1][0]), spot):
                            add({"type": "play", "card": c, "spot": spot, "swap": [list(t) for t in tail]})
                elif len(tail) == 1:
                    (x, xs), = tail
                    for c in cards:
                        add({"type": "play", "card": c, "spot": spot, "swap": [[x, xs]]})
                elif len(tail) == 2:
                    (x, xs), (y, ys) = tail
                    for c in cards:
                        add({"type": "play", "card": c, "spot": spot, "swap": [[x, xs], [y, ys]]})
                else:
                    for c in cards:
                        add({"type": "play", "card": c, "spot": spot, "swap": [list(t) for t in tail]})
    return acts


def swap_chains(side):
    """Every way a card displaced from a spot can travel on, for one side's board.

    Returns {(spot_index, displaced_card): [chain, ...]} where a chain is a list of (card, spot 1..9)
    steps in the canonical action form: the displaced card goes to the first step's spot, displacing the
    next step's card there, ... and the last card lands on an open slot. Destination spots are tried in
    order 1..9; at each, landing on an open slot comes before swapping out its cards (in the order they
    were laid). A listed chain moves at most LISTED_SWAPS board cards, no card goes back to a spot it left,
    and every spot it touches keeps the potential of a proper sequence. It passes through each spot once,
    but for the spot it starts from: its last card may land on that spot's open slot (the rules allow a
    card where an earlier card of the chain went). Such a chain ends on the displaced card's own spot;
    whether the card landing there fits depends on the hand card played there (legal_plays checks it). The answer is shared through a small
    cache keyed by the board: treat it as read-only."""
    key = tuple(side)
    got = _CHAINS.get(key)
    if got is None:
        if len(_CHAINS) > 2048:
            _CHAINS.clear()
        got = _CHAINS[key] = _swap_chains(side)
    return got


_CHAINS = {}


def _swap_chains(side):
    vals = [[RV[c] for c in sp] for sp in side]
    # which incoming ranks each open slot, and each card's place, would accept
    open_ok = [accepts(vals[d], SIZES[d]) if len(side[d]) < SIZES[d] else frozenset() for d in range(9)]
    swap_ok = [[accepts(vals[d][:i] + vals[d][i + 1:], SIZES[d]) for i in range(len(side[d]))]
               for d in range(9)]
    out = {}

    def walk(card, v, visited, prefix, acc, start):
        deeper = len(prefix) + 1 < LISTED_SWAPS
        for d in range(9):
            if visited >> d & 1:
                if d == start and prefix and len(side[d]) < SIZES[d]:
                    acc.append(prefix + [(card, d + 1)])    # back to the start's open slot (legal_plays checks)
                continue
            step = prefix + [(card, d + 1)]
            if v in open_ok[d]:
                acc.append(step)
            if deeper:
                for i, nxt in enumerate(side[d]):
                    if v in swap_ok[d][i]:
                        walk(nxt, vals[d][i], visited | (1 << d), step, acc, start)

    for k in range(9):
        for i, c in enumerate(side[k]):
            acc = []
            walk(c, vals[k][i], 1 << k, [], acc, k)
            out[(k, c)] = acc
    return out


def check_chain(side, card, k, steps):
    """Validate a swap chain (hand `card` onto spot index k, then `steps` of [card, spot]); returns the
    side's 9 spots after it. Raises IllegalAction with the reason. Accepts every chain swap_chains() lists
    and the longer ones too (chain_moves says what makes a chain legal)."""
    moves = [(k + 1, steps[0][0])]
    moves += [(dest, nxt[0]) for (_, dest), nxt in zip(steps, steps[1:])]
    moves.append((steps[-1][1], None))
    new, moving, _ = chain_moves(side, card, moves)
    assert moving is None
    return new


def chain_moves(side, card, moves, left=None):
    """Move `card` (from the hand) along a chain, one move at a time, on one side's 9 spots.

    `moves` lists (spot 1..9, displaced card or None): the moving card goes to that spot, taking the place
    of the displaced card, which moves next; None lays it on an open slot and ends the chain. A chain may
    stop short of that (a board composing one drop at a time). Each move must leave the spot able to become
    a proper sequence, and no card may go to a spot it left this turn. Returns (the 9 spots after the
    moves, the card still to place or None, {card: spots it left}); IllegalAction with the reason if a move
    breaks a rule. `left` continues a chain already partly made."""
    spots = [tuple(sp) for sp in side]
    left = {c: set(v) for c, v in (left or {}).items()}
    moving = card
    for n, (spot, out) in enumerate(moves):
        if moving is not None and chain_step_ok(spots, moving, spot, out, left):    # the reasons are slow
            k = spot - 1
            if out is None:
                spots[k] = spots[k] + (moving,)
                moving = None
            else:
                spots[k] = tuple(moving if x == out else x for x in spots[k])
                left.setdefault(out, set()).add(spot)
                moving = out
            continue
        require(moving is not None, "the chain already ended on an open slot: nothing is left to move")
        require(isinstance(spot, int) and not isinstance(spot, bool) and 1 <= spot <= 9,
                f"there is no spot {spot!r}: spots are numbered 1 to 9")
        k = spot - 1
        cards = spots[k]
        if spot in left.get(moving, ()):
            raise IllegalAction(f"{card_words(moving)} may not return to spot {spot}: it left that spot "
                                "this turn")
        if out is None:
            require(len(cards) < SIZES[k],
                    f"spot {spot} has no open slot for {card_words(moving)}: name the card it swaps out")
            after = cards + (moving,)
            require(can_become_proper(after, spot),
                    f"{card_words(moving)} cannot go to spot {spot}: " + why_not_proper(after, spot))
            spots[k] = after
            moving = None
            continue
        require(out in cards, f"{out!r} is not on spot {spot} of your side"
                + (" (the first swap names the card the played card displaces)" if n == 0 else ""))
        after = tuple(moving if x == out else x for x in cards)
        require(can_become_proper(after, spot),
                f"{card_words(moving)} cannot replace {card_words(out)} on spot {spot}: "
                + why_not_proper(after, spot))
        spots[k] = after
        left.setdefault(out, set()).add(spot)
        moving = out
    return spots, moving, left


def chain_step_ok(spots, moving, spot, out, left):
    """May `moving` go to `spot` (1..9) of `spots` (9 tuples), displacing `out` (None: an open slot), when
    `left` ({card: spots it left}) is the chain so far? chain_moves's rules, without their reasons."""
    if not (isinstance(spot, int) and not isinstance(spot, bool) and 1 <= spot <= 9):
        return False
    if spot in left.get(moving, ()):
        return False
    k = spot - 1
    cards = spots[k]
    if out is None:
        return len(cards) < SIZES[k] and can_become_proper(cards + (moving,), spot)
    return out in cards and can_become_proper(tuple(moving if x == out else x for x in cards), spot)
