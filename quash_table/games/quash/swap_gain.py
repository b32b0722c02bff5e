"""What the card a QUASH swap sends on gains where it lands, in a few words, for the hint's second clause
("…, and your J♥ makes the run 9-10-J on spot 4"): the reason (why.why_words) says the swap's best step, and
where that is the spot played on, the moved card's landing went unsaid (session 28). Pure: no pygame."""

from .describe import short
from .model import simulate_chain
from .sequences import RANK_WORDS, RV, SIZES, is_proper
from .why import _ranks, best_step, finish_from_hand, step_gain


def moved_gain(mine, theirs, action, rest=None, final=False):
    """", and your J♥ starts spot 4"-like words for a one-card swap whose reason (why.best_step, your hand
    `rest` after the move) is about the spot played on: what the card it sends on gains where it lands, when that is worth a word (a run
    grown or made, a single spot won or raised: step_gain 1 or more); "" else (session 28: a swap's hint
    said what the old spot gains and never what the moved card gains where it lands)."""
    swaps = action.get("swap") or ()
    if len(swaps) != 1 or best_step(mine, theirs, action, rest, final)[0] != action["spot"] - 1:
        return ""
    card, dest = swaps[0]
    changed = simulate_chain(mine, action)
    j = dest - 1
    unmade = final and rest is not None and SIZES[j] > 1 and len(changed[j]) < SIZES[j] \
        and finish_from_hand(changed[j], SIZES[j], rest) is None
    if step_gain(mine[j], changed[j], j, card, theirs[j], unmade) < 1.0:
        return ""
    return f", and your {short(card)} " + brief_gain(changed[j], j, card, theirs[j])


def brief_gain(after, k, card, theirs):
    """What a card gains on spot index k (its cards now `after`), in a few words for a second clause; the
    spot is not named: the move line says where the card goes ("moving your 10 of clubs to spot 4")."""
    if SIZES[k] == 1:
        o = RV[theirs[0]] if len(theirs) == 1 else None
        if o is not None and RV[card] >= o:
            return f"{'beats' if RV[card] > o else 'ties'} their {RANK_WORDS[o]} where it goes"
        return "takes the single spot it goes to"
    if len(after) == SIZES[k] and is_proper(after):
        return f"makes the run {_ranks(after)} where it goes"
    return "starts a run where it goes" if len(after) == 1 else f"makes {_ranks(after)} where it goes"
