"""The QUASH hint's second why: what a play's full words add where they would else say no more than its short words
(review 36: "Hint: play your 8♠ on spot 7 — it makes the run 6-7-8 there", and H showed the same words again). Said
from the rules and the board, true of the position: a full run can never be FAILED (what a failed spot costs), a
single spot goes to the higher card (and which of your cards take it), a single still to come is the other side's
to answer. Pure: no pygame, no search."""

from .model import simulate_chain
from .why import best_step
from .sequences import RANK_WORDS, RV, SIZES, can_become_proper, is_proper


def more_why(mine, theirs, action, hand):
    """Clauses (", …", "; …" or ": …"), fullest first, each saying why the play `action` on your side `mine`
    (theirs: the other side's spots; `hand` yours before the move) is worth making, beyond what it makes on its spot
    (the hint takes the fullest its line has room for: hints_plan); [] where nothing true is known to add."""
    if action.get("type") != "play":
        return []
    k, card = action["spot"] - 1, action["card"]
    rest = [c for c in hand if c != action["card"]]
    if action.get("swap"):
        # the spot and card the words are about (why.best_step, as the short words read it)
        k, card, unmade = best_step(mine, theirs, action, rest, False)
        if unmade:
            return []
    cards = list(simulate_chain(mine, action).get(k, mine[k]))
    if SIZES[k] == 1:
        return _single(card, theirs[k], rest)
    if len(cards) == SIZES[k] and is_proper(cards):
        # it can fail no more: a failed sequence gives the other side the spot and a bonus point (scoring: "failed",
        # then "failed_bonus"; both failed, 1 point each: "can cost")
        # (in plain words: "a finished run cannot fail" read oddly to a newcomer, session 59)
        return ["; a full run can never be FAILED (that can cost 2 points)", "; a full run can never be FAILED"]
    if can_become_proper(cards, k + 1):
        # the round ends with every slot filled (rules: one card to the board a play): a spot with no run then fails
        return ["; a spot with no run when every slot is filled fails (that can cost 2 points)",
                "; a spot that ends with no run fails"]
    return []


def _single(card, theirs, rest):
    """Why `card` on a single spot: the higher card wins a single spot; against their card laid there, the lowest
    of your cards that beats it keeps the others; with theirs still to come, their answer decides it."""
    v = RV[card]
    rule = ": the higher card wins a single spot"
    if len(theirs) == 1:
        o = RV[theirs[0]]
        if v > o and not [c for c in rest if o < RV[c] < v]:
            lowest = f"it is your lowest card that beats their {RANK_WORDS[o]}"
            return [f"{rule}, and {lowest}", ": your lowest card that beats it"]
        return [rule + (" (equal ranks go to a tiebreaker)" if v == o else ""), ": the higher card wins it"]
    if v == 14:
        return [f"{rule}, and only an A of theirs could tie it", ": only an A of theirs ties it"]
    higher = "an A" if v == 13 else f"any {RANK_WORDS[v + 1]} or higher"
    return [f"{rule}, and their card there is still to come ({higher} beats it)",
            f": their card there is still to come ({higher} beats it)", "; their card there is to come"]
