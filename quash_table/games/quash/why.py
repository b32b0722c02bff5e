"""Why a QUASH move is good, in the words a player uses: what it builds on your spots (a run started, one
card from done, a run made, a same-suit run kept) and what it beats or blocks on the other side, never
how the bot found it. Pure: the bots and the hint share it."""

from .model import simulate_chain
from .sequences import KIND, RANK_WORDS, RV, SIZES, can_become_proper, is_proper, is_suited


def _a(rank):
    return f"an {rank}" if rank in ("8", "A") else f"a {rank}"


def _ranks(cards):
    return "-".join(RANK_WORDS[v] for v in sorted(RV[c] for c in cards))


def spot_words(cards, k, theirs):
    """What `cards` on spot index k now make, against the other side's `theirs` on that spot."""
    size, spot = SIZES[k], k + 1
    if size == 1:
        top = RANK_WORDS[RV[cards[0]]]
        if len(theirs) == 1 and RV[cards[0]] > RV[theirs[0]]:
            return f"{_a(top)} on single spot {spot} beats their {RANK_WORDS[RV[theirs[0]]]}"
        return f"{_a(top)} on single spot {spot}: the higher card takes it"
    if not can_become_proper(cards, spot):
        return f"{_ranks(cards)} on spot {spot} can no longer be a run"
    suited = " same-suit" if len(cards) > 1 and is_suited(cards) else ""
    if len(cards) == size and is_proper(cards):
        made = f"it makes the{suited} run {_ranks(cards)} on spot {spot}"
        if len(theirs) == size and is_proper(theirs) and max(RV[c] for c in theirs) < max(RV[c] for c in cards):
            made += f", above their {_ranks(theirs)}"
        return made
    if len(theirs) == size and not is_proper(theirs):
        blocked = f" (their spot {spot} has failed: any run wins it)"
    else:
        blocked = ""
    if len(cards) == 1:
        v = RV[cards[0]]
        tops = range(max(v, size + 1), min(14, v + size - 1) + 1)
        if len(tops) == 1:   # an ace or a 2 starts one run only: say which, so nobody expects more of it
            only = "-".join(RANK_WORDS[r] for r in range(tops[0] - size + 1, tops[0] + 1))
            return f"it starts spot {spot} ({KIND[size]}): only {only} can grow from it" + blocked
        return f"it starts spot {spot} ({KIND[size]}): a run can still grow from it" + blocked
    left = size - len(cards)
    return f"{_ranks(cards)} on spot {spot} is {left} card{'s' if left > 1 else ''} from a{suited} run" + blocked


def why_words(mine, theirs, action):
    """Why `action` (a play, maybe with swaps) helps, from your side's spots `mine` and theirs."""
    changed = simulate_chain(mine, action)
    k = action["spot"] - 1
    parts = [spot_words(changed[k], k, theirs[k])]
    for card, dest in action.get("swap") or ():     # each moved card by its rank ("the card moved on" repeated)
        j = dest - 1
        parts.append(f"the {RANK_WORDS[RV[card]]} moved on: " + spot_words(changed[j], j, theirs[j]))
    return "; ".join(parts)
