"""What a placement that leaves a spot unable to make a proper sequence costs, in words for the interface:
the one line a lit amber spot says, and the question "This spot will fail" asks (the rules' Game
methods of the same names read these)."""

from .sequences import (CARD_ORDER, KIND, SIDES, SIZES, can_become_proper, card_words, mendable, why_not_proper,
                        why_not_proper_now)


def placement_failure(side_cards, card, spot, open_after=0):
    """One line for the interface when laying `card` on `spot` (1..9) whose cards are `side_cards`
    would leave a sequence that can no longer be proper ("will FAIL: 7-9 can never be a proper double
    sequence"); None when the placement is fine, or changes nothing: a spot whose sequence has failed
    already stays failed whatever is laid on it (asking "Play it anyway" there blamed the new card for
    what the cards before it did). The same judgement as placement_warning. `open_after`: advanced play,
    the side's open slots after this play (0 in the basic game): while a later swap can still take the
    spoiling card out (mendable) the words do not say the spot's failure is final."""
    cards = list(side_cards) + [card]
    if can_become_proper(cards, spot) or not can_become_proper(list(side_cards), spot):
        return None
    if mendable(cards, spot, open_after):
        # (review 46-1b: "FAILS unless a later swap mends it: 2-8-9 can never be a triple run" said both)
        return "this spot will fail unless a later swap changes its cards: " + why_not_proper_now(cards, spot)
    return "will FAIL: " + why_not_proper(cards, spot)

def failed_spot_score(their_cards, spot):
    """How the scoring rules (scoring.score) judge `spot` (1..9) once your sequence there has failed, from
    the other side's cards there (`their_cards`, None when not known): "both failed" (theirs cannot be
    proper either: 1 each, nobody wins it), "theirs proper" (complete and proper: 2 for them, the spot and
    its bonus point), "theirs open" (theirs may still end either way), or None. The one judgement the
    "This spot will fail" question and the hint's reason both word (session 25: the hint said "the
    other side gets its bonus point" over a dialog saying rightly that both had failed)."""
    if their_cards is None:
        return None
    if not can_become_proper(list(their_cards), spot):
        return "both failed"
    return "theirs proper" if len(their_cards) == SIZES[spot - 1] else "theirs open"


def placement_warning(side_cards, card, spot, their_cards=None, side=None, open_after=0):
    """A sentence for the interface when laying `card` on `spot` (1..9) whose cards are `side_cards`
    would leave a sequence that can no longer be proper; None when the placement is fine. What it
    costs is said as the scoring rules judge the other side's cards on that spot (`their_cards`, when
    known): proper against failed scores 2 for the proper side (1 + 1 bonus), both failed 1 each
    (scoring.score); it said the other side scores a bonus point, true only if theirs is proper.
    `side` (0 RED, 1 BLACK: the side laying the card): who scores what is said by the sides' names
    ("BLACK scores 2 for spot 4"); "it scores 2" read as if the failing sequence scored.
    `open_after` as in placement_failure: a spot a later swap can still mend is not called final."""
    if placement_failure(side_cards, card, spot) is None:
        return None
    kind = KIND[SIZES[spot - 1]]
    mine, other = (SIDES[side], SIDES[1 - side]) if side in (0, 1) else ("your side", "the other side")
    two = f"{other} scores 2 for spot {spot} (the spot and a bonus point), {mine} 0"
    judged = failed_spot_score(their_cards, spot)
    if judged == "both failed":
        cost = f"{other}'s spot there is FAILED too: each side scores 1 for spot {spot}, nobody wins it"
    elif judged == "theirs proper":
        cost = f"{other}'s spot there is a run as it stands: {two}"
    else:
        cost = (f"if {other}'s spot there ends up a run, {two}; if it fails too, each side scores 1 "
                f"for spot {spot}")
    # lowest first, as the spot draws them (spot_cards.placed): listed as laid, 4♣, 2♣ read out of order
    laid = ", ".join(card_words(c) for c in sorted(side_cards, key=CARD_ORDER.get))
    if mendable(list(side_cards) + [card], spot, open_after):     # said once, not "cannot" twice
        return (f"{card_words(card)} with {laid} cannot make a {kind} run on spot {spot} as "
                f"they stand; a later swap can still mend it. If it stays failed: {cost}")
    return (f"{card_words(card)} cannot make a {kind} run on spot {spot} with {laid}: "
            f"this spot will be FAILED; {cost}")

