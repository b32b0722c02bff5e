"""The basic game's words for a hint that lays a card from hand on a run an earlier hint planned and so
changes that run ("spot 4 settles for 4-5-6, not 5-6-7"). In the basic game a laid
card never moves: the advanced words ("spot 4 gives up 5-6-7", "Q-K moves from spot 5 to spot 8") read as
swaps there (new players, session 22). Pure: no pygame, no search."""

from .sequences import RV, SIZES, can_become_proper
from .why import _ranks, promised


def relaid_words(mine, action, hand):
    """The clause that starts a hint's reason when the play `action` (a card from `hand`, no swap) lays a
    card off the run your hand was to finish on that spot (why.promised) and so builds another run there:
    which run it builds instead (or that the spot can no longer make it, or no longer waits for it); ""
    else."""
    if action.get("type") != "play" or action.get("swap"):
        return ""
    k, card = action["spot"] - 1, action["card"]
    pick = promised(mine, hand).get(k)
    if not pick or card in pick:
        return ""
    old = list(mine[k]) + list(pick)
    if RV[card] in {RV[c] for c in old}:
        return ""
    after = [list(cards) for cards in mine]
    after[k] = list(mine[k]) + [card]
    if not can_become_proper(after[k], k + 1):      # the card spoils the spot (the failing words say what for)
        return f"spot {k + 1} can no longer make {_ranks(old)}; "
    rest = [c for c in hand if c != card]
    if len(after[k]) == SIZES[k]:
        new_pick = []
    else:
        new_pick = promised(after, rest).get(k)
        if new_pick is None:     # no run your hand finishes there now: the reason says what the card does
            return f"spot {k + 1} no longer waits for {_ranks(old)}; "
    new = after[k] + list(new_pick)
    # short: the hint keeps to two lines, and its reason goes on to say what the new run does
    how = "settles for" if max(RV[c] for c in new) < max(RV[c] for c in old) else "goes for"
    return f"spot {k + 1} {how} {_ranks(new)}, not {_ranks(old)}; "
