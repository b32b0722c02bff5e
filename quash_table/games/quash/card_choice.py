"""Why this card (a QUASH hint's words): where another card of yours, of another rank, could take the hinted run
spot too, a few words on why the hint lays this one ("keeping your K♠ for Q-K on spot 8", "higher than with
your 6♠"), from the plan the reason states (why.promised) and the runs each card can reach, never from
the words. New players (session 30): with two cards that fit, the words did not say why this one. Said only
where a fact says it; else nothing. Pure: no pygame, no search."""

from .describe import short
from .news_clause import Clause
from .run_facts import _ranks, beats_now, best_top, finish_from_hand
from .sequences import RV, SIZES, can_become_proper
from .why import promised


def choice_words(mine, action, hand, plays=None, ties=(), theirs=None):
    """", keeping your K♠ for Q-K on spot 8"-like words for the plain play `action` (a card of `hand`, your hand
    before it) on a started run spot of your side `mine`, when another card of yours of another rank could go there
    too: that card is kept for a run your hand finishes on another spot (why.promised, as the reason's plan),
    or the card played reaches a higher run there than it would; "" else (a single spot's words say already
    why the lowest or a high card goes; a card that can join the run the card played makes is no other choice).
    `plays`: 4 players, how many cards you still lay this round (plans.plays_left). `ties`: the cards an earlier
    hint said are kept for the tiebreakers (plans.told_ties): the last card of such a rank is not named for a run
    (session 32, seed 39: "keeping a J for the tiebreakers", then "keeping your J♠ for J-Q on spot 5", and the J♠
    spent there without a word); the hint keeps its word, and a later hint that spends it says so. `theirs`: the
    other side's spots: where their cards there beat the higher run too, "higher" gains nothing and is not said
    (session 36: "it cannot win the spot (their K-A beats it) …, higher than with your J♥")."""
    k, card = action["spot"] - 1, action["card"]
    # a started run only: an empty spot any card starts, and which card starts it is the reason's own words
    if action.get("swap") or SIZES[k] == 1 or not mine[k] or not can_become_proper(list(mine[k]) + [card], k + 1):
        return ""
    rest = [c for c in hand if c != card]
    after = [list(cards) for cards in mine]
    after[k] = list(mine[k]) + [card]
    plan = promised(after, rest, plays=plays)
    # a card that could go there instead: it fits the spot as it was, not the run the card played makes (a card
    # that finishes that run goes with it: the reason names it)
    alts = [c for c in rest if RV[c] != RV[card] and can_become_proper(list(mine[k]) + [c], k + 1)
            and not can_become_proper(after[k] + [c], k + 1)]
    if not alts:
        return ""
    elsewhere = {c: j for j, pick in plan.items() if j != k for c in pick}
    tied = {RV[c] for c in ties}
    kept = sorted((c for c in alts if c in elsewhere and (RV[c] not in tied or sum(RV[x] == RV[c] for x in rest) > 1)),
                  key=RV.get, reverse=True)
    if kept:
        c = kept[0]
        j = elsewhere[c]
        run = finish_from_hand(after[j], SIZES[j], plan[j])
        ranks = run[1] if run else _ranks(after[j])
        # the card kept is told, as data (news_clause.Clause.kept): plans.told_kept may remember it, so a later hint
        # that spends it elsewhere says so (session 32: the 8♦ kept for 7-8-9 went to spot 8 without a word)
        return Clause(f", keeping your {short(c)} for {ranks} on spot {j + 1}", c, kept=(c, j + 1, ranks), end="")
    mine_top = best_top(after[k], k)
    lower = [c for c in alts if best_top(list(mine[k]) + [c], k) < mine_top]
    if len(lower) == len(alts) and not (theirs is not None and beats_now(list(theirs[k]), k, after[k])):
        c = max(lower, key=RV.get)
        return f", higher than with your {short(c)}"
    return ""
