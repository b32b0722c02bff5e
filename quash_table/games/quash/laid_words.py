"""The basic game's words for a hint that lays a card from hand on a run an earlier hint planned and so
changes that run ("spot 4 settles for 4-5-6, not 5-6-7"). In the basic game a laid
card never moves: the advanced words ("spot 4 gives up 5-6-7", "Q-K moves from spot 5 to spot 8") read as
swaps there (new players, session 22). Pure: no pygame, no search."""

from .describe import short
from .news_clause import TIEBREAKERS, Clause
from .run_facts import beats_now, their_run
from .sequences import RANK_WORDS, RV, SIZES, can_become_proper
from .why import _ranks, promised


def relaid_words(mine, action, hand, theirs=None):
    """The clause that starts a hint's reason when the play `action` (a card from `hand`, no swap) lays a
    card off the run your hand was to finish on that spot (why.promised) and so builds another run there:
    which run it builds instead, and why where it is a lower one (or that the spot can no longer make it, or no
    longer waits for it); "" else. A lower run is said with its why (session 35: "spot 1 settles for 2-3-4, not
    4-5-6" with 5♠ 5♣ 6♠ in hand said the new plan and no reason): the card of the old run kept and what for, or
    their cards there (`theirs` the other side's spots) that beat the old run already, else the cards of the old
    run it frees ("…, freeing your 6♠ for other spots"; session 36: session 35 said nothing then, and a plan
    changed unsaid read as the hint breaking its word)."""
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
        return Clause(f"spot {k + 1} can no longer make {_ranks(old)}", plan=f"spot {k + 1} can no longer make {_ranks(old)}")
    rest = [c for c in hand if c != card]
    if len(after[k]) == SIZES[k]:
        new_pick = []
    else:
        new_pick = promised(after, rest).get(k)
        if new_pick is None:     # no run your hand finishes there now: the reason says what the card does
            return Clause(f"spot {k + 1} no longer waits for {_ranks(old)}", plan=f"{_ranks(old)} on spot {k + 1} given up")
    new = after[k] + list(new_pick)
    # short: the hint keeps to two lines, and its reason goes on to say what the new run does
    lower = max(RV[c] for c in new) < max(RV[c] for c in old)
    how = "settles for" if lower else "goes for"
    why, kept = _kept(after, rest, k, pick, new) if lower else ("", None)
    if lower and not why:
        # the old run lost already to their run there: the lower one gives up nothing (else no why to say)
        beaten = theirs is not None and beats_now(list(theirs[k]), k, old)
        if not beaten:
            # else what the lower run gains: the old run's cards it leaves in your hand (session 36, review 35: a
            # change said with no words at all read as the hint breaking its word; the plan it told is changed
            # aloud, with what the change frees)
            freed = " ".join(short(c) for c in sorted((c for c in pick if c not in new), key=RV.get))
            return Clause(f"spot {k + 1} settles for {_ranks(new)}, not {_ranks(old)}, freeing your {freed} for "
                          "other spots", plan=f"spot {k + 1} settles for {_ranks(new)}, not {_ranks(old)}, freeing your "
                          f"{freed}")
        return Clause(f"{their_run(list(theirs[k]))} beats your {_ranks(old)} on spot {k + 1}, so spot {k + 1} "
                      f"settles for {_ranks(new)}", plan=f"spot {k + 1} settles for {_ranks(new)}, not {_ranks(old)}")
    # what the words say is kept goes with them (news_clause.Clause.kept): the hint bot remembers it, and a
    # later hint that spends that card says so first (session 29: "keeping a J for the tiebreakers", then
    # the J laid on spot 5 with no word)
    return Clause(f"spot {k + 1} {how} {_ranks(new)}, not {_ranks(old)}{why}", kept=kept,
                  plan=f"spot {k + 1} {how} {_ranks(new)}, not {_ranks(old)}")


def _kept(after, rest, k, pick, new):
    """(words, (card, spot, run) or None) of why a lower run: the card of the run given up that stays in
    hand, and what for (session 26: "spot 7 settles for 10-J-Q, not J-Q-K" with four Ks in hand said no
    reason): the run your hand finishes on another spot with it (why.promised), else the tiebreakers, where
    your cards left over count (spot news_clause.TIEBREAKERS)."""
    kept = sorted((c for c in pick if c not in new), key=RV.get, reverse=True)
    if not kept:
        return "", None
    card = kept[0]
    spots = promised(after, rest)
    other = next((j for j, p in sorted(spots.items()) if j != k and card in p), None)
    # another card of its rank free for the run given up: that run was not given up for the other spot
    taken = {c for j, p in spots.items() if j != k for c in p}
    spare = any(RV[c] == RV[card] and c not in taken for c in rest)
    if other is not None and not spare:
        run = _ranks(list(after[other]) + list(spots[other]))
        return f", keeping your {short(card)} for {run} on spot {other + 1}", (card, other + 1, run)
    # a high card, the leftover a tie is won with; of a low one the search's reason is not known: unsaid
    if RV[card] >= 11:
        return f", keeping a {RANK_WORDS[RV[card]]} for the tiebreakers", (card, TIEBREAKERS, None)
    return "", None
