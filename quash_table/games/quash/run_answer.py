"""Whether the other side may still answer a run you have just made on a spot: their cards there one card short of
full, and a card you have not seen that would finish them into a run beating yours ("it makes the run Q-K there,
though they may still beat it with an A": review 36, the run was told as made with their K waiting beside it for
the A). Only what the seat sees is read (model.unseen_cards: never the hidden hands), and it is said only where
they plausibly hold such a card (single_odds.Odds). Pure: no pygame, no search."""

from ...engine.naming import a_or_an
from .describe import short
from .sequences import RANK_WORDS, RV, SIZES, is_proper, strength

# the least chance that they hold (or will draw) an answering card for which the words warn of it: below it the
# answer is no plausible reply (one card of 30 unseen, they holding 3, is 10%)
PLAUSIBLE = 0.15


def answers(cards, theirs, k, unseen):
    """The cards of `unseen` that, laid on their open spot index k (`theirs`, one card short of full), make a run
    that beats your finished run `cards` there (a higher top, or as high and same-suit against yours plain);
    [] where your run is not finished, their spot is not one card short, or no such card is unseen."""
    size = SIZES[k]
    if size == 1 or len(cards) != size or not is_proper(cards) or len(theirs) != size - 1:
        return []
    yours = strength(cards)
    return [c for c in unseen if is_proper(list(theirs) + [c]) and strength(list(theirs) + [c]) > yours]


def answer_words(cards, theirs, k, odds):
    """", though they may still beat it with an A"-like words for your finished run `cards` on spot index k, where
    their open cards `theirs` there wait for one card that beats it and they plausibly hold one (`odds`:
    single_odds.Odds of what the seat sees; None: not known, nothing said): the card itself where one only is
    unseen ("the A♦"), else its rank ("an A", "a J or an A"). "" else, and where a face-up card of theirs may move
    there (odds.moved: reply.py warns of that, the surer answer): the spot is warned of once, not ", though they may
    still beat it with a 5, though their face-up 5♦ may still move there" (session 52)."""
    if odds is None or odds.moved is not None:
        return ""
    got = answers(cards, theirs, k, odds.unseen)
    if not got or odds.holds_one(got) < PLAUSIBLE:
        return ""
    ranks = sorted({RV[c] for c in got})
    name = f"the {short(got[0])}" if len(got) == 1 else " or ".join(a_or_an(RANK_WORDS[r]) for r in ranks)
    return f", though they may still beat it with {name}"
