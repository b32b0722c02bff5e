"""What a QUASH move costs in points, in a player's words: a swap chain that takes a card off a single spot
and leaves a lower one there ("spot 3 falls from your A to a 4") gives up what that spot was winning. The
hint says it after what the move gains (hints_plan.play_words), so a person sees the price of the plan, not
only its gain (review 19). Pure: no pygame, no search."""

from ...engine.naming import a_or_an
from .model import simulate_chain
from .sequences import RANK_WORDS, RV, SIZES


def fallen_singles(mine, action):
    """[(spot index, rank before, rank after)] of the single spots of your side `mine` on which `action`'s
    swap chain left a lower card than the one it took off."""
    if not action.get("swap"):
        return []
    changed = simulate_chain(mine, action)
    return [(k, RV[mine[k][0]], RV[cards[0]]) for k, cards in sorted(changed.items())
            if SIZES[k] == 1 and mine[k] and cards and RV[cards[0]] < RV[mine[k][0]]]


def cost_words(mine, theirs, action):
    """The clause that says what `action` costs on each single spot it lowers, in points ("spot 3 falls from
    your A to a 4: 1 point to their Q"): the point your card there won going to them or to a tiebreaker,
    the tie it held lost; "" when it costs nothing sure (the lower card still wins, the spot was lost
    already, nothing of theirs is there yet)."""
    out = []
    for k, was, now in fallen_singles(mine, action):
        fall = f"spot {k + 1} falls from your {RANK_WORDS[was]} to {a_or_an(RANK_WORDS[now])}"
        if not theirs[k]:       # nothing of theirs there yet: no sure cost (and the banner keeps to two lines)
            continue
        o, their = RV[theirs[k][0]], RANK_WORDS[RV[theirs[k][0]]]
        if was > o > now:
            out.append(f"{fall}: 1 point to their {their}")
        elif was > o == now:
            out.append(f"{fall}: a tie with their {their}")
        elif was == o > now:
            out.append(f"{fall}: their {their} wins it, no tie")
    return " and ".join(out)
