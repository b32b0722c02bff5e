"""What a QUASH move costs in points, in a player's words: a swap chain that takes a card off a single spot
and leaves a lower one there ("spot 3 falls from your A to a 4") gives up what that spot was winning. The
hint says it after what the move gains (hints_plan.play_words), so a person sees the price of the plan, not
only its gain (review 19). Pure: no pygame, no search."""

from ...engine.naming import a_or_an
from .describe import short
from .model import simulate_chain
from .sequences import RANK_WORDS, RV, SIZES, strength


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
    out += broken_runs(mine, theirs, action)
    return " and ".join(out)


def broken_runs(mine, theirs, action):
    """["moves your A♥ off spot 7, where Q-K-A beat their J-Q-K"] for each full run spot of yours that beat
    the other side's full spot there before `action`'s swap chain and no longer does after it (session 23:
    the hint named what a chain gained and never the winning card it took away)."""
    if not action.get("swap"):
        return []
    out = []
    for k, cards in sorted(simulate_chain(mine, action).items()):
        was, their = mine[k], theirs[k]
        if SIZES[k] == 1 or len(was) != SIZES[k] or len(their) != SIZES[k] or strength(was) is None:
            continue
        now, against = strength(cards) if len(cards) == SIZES[k] else None, strength(their)
        if against is not None and strength(was) <= against or now is not None and (against is None or now > against):
            continue        # it did not win there, or it still does
        gone = [c for c in was if c not in cards]
        ranks = "-".join(RANK_WORDS[v] for v in sorted(RV[c] for c in was))
        beat = "their failed spot" if against is None else \
            "their " + "-".join(RANK_WORDS[v] for v in sorted(RV[c] for c in their))
        out.append(f"moves your {' '.join(short(c) for c in gone)} off spot {k + 1}, where {ranks} beat {beat}")
    return out
