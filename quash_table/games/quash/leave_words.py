"""Why a card a QUASH swap moves on leaves its spot, in a hint's news clause ("your J♠ leaves spot 4 for the
5-6-7 your 6♦ 7♣ would make; "): what its old spot gains from the card that takes its place there. The
reason after the news says the swap's best step (why.best_step); this says the other half, so each part of a
two-line hint says a different fact (session 26 said "for a better place", naming none; its fix said the
reason's step twice). Built from the move's own facts, never from words. Pure: no pygame, no search."""

from .describe import short
from .news_clause import Clause
from .model import simulate_chain
from .sequences import RANK_WORDS, RV, SIZES, can_become_proper, is_proper
from .why import _ranks, best_step, finish_from_hand, unpromised


class Leaves(dict):
    """{card: clause} (leave_words) with the step the hint's reason is about as data: `step` (spot index, card),
    why.best_step's for a swap, the card played and its spot for a plain play. The news before the reason reads
    it: "…, so " only where the reason goes on about the card or the spot the news changed (session 31)."""

    def __init__(self, clauses, step):
        super().__init__(clauses)
        self.step = step


def leave_words(mine, theirs, action, hand, final=False, plays=None):
    """{card: clause} for each card of your side the swap `action` moves on, the news clause that starts the
    hint when that card was laid by this seat: "your J♠ leaves spot 4" and what spot 4 gains by it (a run the
    card coming there makes, or one your hand would finish with it, a single spot it beats or ties), without
    naming the card coming there with its spot (the move line says that). Where the reason's own step is that
    spot (it says the gain there), or the spot gains nothing, the clause says only that the card leaves. A
    Leaves: the reason's step goes with the clauses."""
    swaps = action.get("swap") or ()
    if not swaps:
        return Leaves({}, (action["spot"] - 1, action["card"]))
    changed = simulate_chain(mine, action)
    after = [changed.get(j, cards) for j, cards in enumerate(mine)]
    rest = [c for c in hand if c != action["card"]]
    step = best_step(mine, theirs, action, rest, final)
    told = step[0]
    # where each card left from: the played card's spot for the first, then each card's own destination
    came_to = [action["spot"]] + [dest for _, dest in swaps]
    coming = [action["card"]] + [card for card, _ in swaps]
    out = {}
    for i, (card, _) in enumerate(swaps):
        was = came_to[i]
        gain = None if was - 1 == told else \
            _spot_gain(changed[was - 1], was - 1, coming[i], card, theirs[was - 1], after, rest, plays)
        # the clause's facts go with it (news_clause.Clause): whose leaving, and whether it says a gain
        out[card] = Clause(f"your {short(card)} leaves spot {was}" + (f" {gain}" if gain else ""), card,
                           leaves=not gain, end="")
    return Leaves(out, step[:2])


def _spot_gain(cards, k, came, left, theirs, after, rest, plays):
    """What spot index k gains now that `came` took the place of `left` there (`cards`: the spot after the
    move), in words that name neither `came` nor the spot again; None when it gains nothing to tell."""
    size = SIZES[k]
    if size == 1:
        v, was = RV[came], RV[left]
        if len(theirs) == 1:
            o = RV[theirs[0]]
            if v > o >= was:
                return f"to a card that beats their {RANK_WORDS[o]}"
            if v == o > was:
                return f"to a card that ties their {RANK_WORDS[o]}"
            return None         # lost (or won) as before: nothing to tell
        return "to a higher card" if v > was else None
    if not can_become_proper(cards, k + 1):
        return None
    if len(cards) == size and is_proper(cards):
        return f"to make the run {_ranks(cards)}"
    finish = finish_from_hand(cards, size, unpromised(after, k, rest, plays), plays) if rest else None
    if finish is not None:
        pick, ranks, _ = finish
        return f"for the {ranks} your {' '.join(short(c) for c in pick)} would make"
    return None
