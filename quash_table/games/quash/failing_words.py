"""Why a QUASH hint lays a card that spoils its spot, said first so nobody is led into it unwarned (failing_words),
what the failure costs as the scoring rules judge the other side's cards there (FAILED_COST), and how many cards
of your hand will be left for the tiebreakers (leftover_count). Moved out of why.py (session 32). Pure."""

from .describe import short
from .placement_words import failed_spot_score
from .promised import promised
from .run_facts import finish_from_hand
from .sequences import RV, SIZES, mendable, open_slots


def failing_words(mine, action, hand, leftovers=None, every_move_fails=None, advanced=False, theirs=None):
    """Why a hint lays a card that spoils its spot (`action` a plain play on your side `mine`, `hand` your
    hand before it): said first, so nobody is led into it unwarned. When your hand still finishes a run
    there (the run an earlier hint promised, promised()), the words name the cards it keeps and what for,
    not only that the spot is given up. `leftovers`: how many of your cards will be left when every slot
    is filled (your tiebreaker cards), None when not known (cards still to draw, a partner's share).
    `every_move_fails`: None, or (every move you have spoils a spot) the chance this spot had of winning.
    `advanced`: while a later swap can still mend the spot (sequences.mendable), the words do not say it
    fails for good (review 14: "spot 8 will fail", then the next hint's swap mended it). `theirs`: the
    other side's cards on that spot, when known: what the failure costs is then said as the scoring rules
    judge it (placement_words.failed_spot_score, the judgement the "This spot will fail" question words).
    On your last open slot every card spoils it: the words say the choice is only which card."""
    k = action["spot"]
    head = fail_head(mine, action, advanced)
    if head.endswith(" now"):
        head += " (a later swap can still mend it)"
    else:
        head += FAILED_COST.get(failed_spot_score(theirs, k), FAILED_COST[None])
    if every_move_fails is not None and open_slots(mine) == 1:
        # nothing else to lay it on: no spot is chosen, only the card (session 25: "every move spoils a
        # spot" read as if another spot could have been spoilt instead). Short: with what the failure costs
        # it ran to three lines at 1280x800 (session 31); the "This spot will fail" question says the cost
        # every card left after it is a leftover card, known or not (at four players a partner fills other slots,
        # leftovers None): the lowest laid keeps the higher for the tiebreakers (review 38: "the choice is only
        # which card" gave no reason for the card before the "This spot will fail" question)
        lowest = lowest_laid(action["card"], hand)
        card = short(action["card"])
        return f"spot {k} will fail whatever you lay (your last open slot): " + \
            (f"the {card}, your lowest, keeps the higher cards for the tiebreakers" if lowest else
             f"the choice is only which card, the {card}")
    if every_move_fails is not None:
        # every move spoils a spot: what this one costs, the spot's chance of winning (a number, 0 to 1)
        pct = round(100 * every_move_fails)
        a = "an" if str(pct).startswith("8") or pct in (11, 18) else "a"
        if pct == 0:
            return head + ": every move spoils a spot; this one could not win anyway"
        only = "only " if pct < 50 else ""
        return head + f": every move spoils a spot; this one had {only}{a} {pct}% chance of winning"
    kept = promised(mine, hand).get(k - 1)
    finish = finish_from_hand(mine[k - 1], SIZES[k - 1], kept) if kept else None
    if not kept or finish is None:
        return head + f": keeping spot {k} able to make a run costs more on your other spots"
    yours = " and ".join(short(c) for c in kept)
    they = "it is" if len(kept) == 1 else "they are"
    rest = sorted((c for c in hand if c != action["card"]), key=lambda c: -RV[c])
    if leftovers is not None and leftovers > 0 and set(kept) <= set(rest[:leftovers]):
        # the search keeps the high cards the spot waited for as tiebreakers: say so (review 14, seed 7:
        # "your K♠ would make Q-K" one turn, then spot 5 spoilt "costs more on your other spots")
        ties = "a tiebreaker" if len(kept) == 1 else "tiebreakers"
        return head + f": your {yours} would make {finish[1]} there, but {they} worth more kept as {ties}"
    return head + f": your {yours} would make {finish[1]} there, but {they} worth more kept for your other " \
        "spots or the tiebreakers"


def fail_head(mine, action, advanced=False):
    """What a plain play `action` that spoils its spot does to it, in the fewest words: "spot 5 will fail", or
    (`advanced`, while a later swap can still mend it: sequences.mendable) "spot 5 cannot make a run now". The
    full words (failing_words) and the short ones (gist.py) start alike."""
    k = action["spot"]
    if advanced and mendable(list(mine[k - 1]) + [action["card"]], k, open_slots(mine) - 1):
        return f"spot {k} cannot make a run now"
    return f"spot {k} will fail"


def lowest_laid(card, hand):
    """Is `card` your lowest (of its rank at most) with another card of your `hand` kept?"""
    rest = [c for c in hand if c != card]
    return bool(rest) and all(RV[card] <= RV[c] for c in rest)


# what a failed spot costs, by how the scoring rules judge the other side's cards there (failed_spot_score)
FAILED_COST = {"both failed": ", as the other side's has already (each side scores 1 for it, nobody wins it)",
               "theirs proper": " (their run there scores 2, the spot and its bonus point)",
               "theirs open": " (if their spot there ends up a run, they score the spot and its bonus point)",
               None: " (the other side gets its bonus point)"}


def leftover_count(mine, hand, more_cards):
    """How many cards of your `hand` (before a play) will be left when every slot of your side `mine` is
    filled: your tiebreaker cards; None when cards are still to come (`more_cards`: a draw pile) or
    another seat fills those slots too (a partner)."""
    if more_cards:
        return None
    return len(hand) - sum(SIZES[j] - len(mine[j]) for j in range(9))
