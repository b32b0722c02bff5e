"""A spot the cards still to come can no longer make a run: the QUASH hint's words where it lays a card
there (review 21: "2♣ on spot 4 — it starts a run there" with all four 3s already out, then the 4♣ on it
and a forced FAILED sequence). What may still come is read from the public record and your own hand only
(coming.coming_cards: at 2 players with nothing to draw, the cards you have not seen never come to your side):
the same knowledge the hint's search weighs. No pygame."""

from .coming import coming_cards
from .model import unseen_cards
from .sequences import DECK, RANK_WORDS, RV, SIZES, blocked_by, can_become_proper, run_still_possible


def dead_spot_words(view, action):
    """(gist, reason) for a plain play on your side's sequence spot that, with the card laid, can no longer
    make a proper run from the cards that may still come (your hand and the cards you have not seen):
    "spot 4 can no longer make a run (every 3 is out): a safe place for the 4" where it could not before
    either, "spot 4 can make no run once the 2 is on it: with every 3 out, no run can grow from it there" where the card ends
    its chance. None otherwise (a spot the rules already see failing has its own words: why.failing_words)."""
    if action.get("type") != "play" or action.get("swap"):
        return None
    k, card = action["spot"], action["card"]
    size = SIZES[k - 1]
    before = list(view["board"][view["side"]][k - 1])
    after = before + [card]
    if size == 1 or not can_become_proper(after, k):
        return None
    # what may still come to this spot (coming.py: your hand, your side's other laid cards in the advanced
    # game, the unseen cards where some may still reach you); the table's FAILS tag asks the same judge
    # (sequences.run_still_possible)
    laid = [after if j == k - 1 else cards for j, cards in enumerate(view["board"][view["side"]])]
    may_come = {c for c in coming_cards(view, k - 1, laid) if c != card}
    out = [c for c in DECK if c not in may_come]
    if run_still_possible(after, k, out):
        return None
    come = {RV[c] for c in may_come}
    lacks = blocked_by(after, size, come)
    rank = RANK_WORDS[RV[card]]
    # a rank of which a card is still unseen is not out: it lies in their hand or aside (coming.py)
    held = {RV[c] for c in unseen_cards(view)} & lacks
    # two ranks either of which would do (7-8: a 6 or a 9) are "or"; ranks every run lacks, "and"
    joiner = " or " if len(lacks) > 1 and any(blocked_by(after, size, come | {r}) is None for r in lacks) \
        else " and "
    named = joiner.join(RANK_WORDS[r] for r in sorted(lacks))
    gone = " and ".join(f"every {RANK_WORDS[r]}" for r in sorted(lacks))
    why = f"{_none_held(view, named)}" if held else \
        f"{gone} {'is' if len(lacks) == 1 else 'are'} out" if lacks else "the cards it needs are out"
    if before and blocked_by(before, size, come | {RV[card]}) is not None:
        gist = f"spot {k} can no longer make a run ({why})"
        return gist, f"{gist}: a safe place for the {rank}"
    with_ = f"as {why}" if held else f"with {gone} out" if lacks else "with the cards it needs out"
    # said plainly (review 40: "spot 4 is given up for the 5" read as a trade a new player could not follow)
    return f"spot {k} can make no run once the {rank} is on it ({why})", \
        f"spot {k} can make no run once the {rank} is on it: {with_}, no run can grow from it there"


def _none_held(view, named):
    """Why no card of the ranks `named` can come, plainly (session 26: "no 6 and 9 can still come to your
    side" said with the pile empty and no 6 or 9 in your hand): at 2 players with nothing to draw the cards
    you have not seen are the other side's; what could still come is yours alone."""
    if view.get("seats", 2) != 2 or view.get("pile_count", 0) > 0:
        return f"no {named} can still come to your side"
    if view.get("variant") == "advanced":       # no pile: a card may still be swapped in from your side
        return f"you have no {named} in hand or on your side"
    return f"you hold no {named} and the pile is empty"
