"""Which of your hand cards would finish each run your side has started in QUASH (the hint's promise: "your 5♠
6♠ would make it the run 4-5-6"), one card to one spot, the spots closest to done first. Read by the hint's words
(why.py, failing_words.py, changes.py) and its plan (plans.py). Pure: no pygame, no search."""

from .run_facts import finish_from_hand, named_for
from .sequences import SIZES, can_become_proper


def promised(mine, hand, skip=(), plays=None, named=None):
    """{spot index: [your cards]}: the hand cards that would finish each started run of your side `mine`
    (spot indexes in `skip` left out), no card named for two spots: the spots closest to done take theirs
    first (then by number), each the best run what is left of `hand` can finish (finish_from_hand). What
    a hint says a card would do for one spot, it does not say again for another. `plays`: how many cards
    you still lay this round (4 players, plans.plays_left; None: all your side's slots): no more promised.
    `named`: {card: spot index} an earlier hint named (finish_from_hand keeps to it between equal cards)."""
    pool, out = list(hand), {}
    started = [k for k in range(9) if k not in skip and SIZES[k] > 1 and 0 < len(mine[k]) < SIZES[k]
               and can_become_proper(mine[k], k + 1)]
    for k in sorted(started, key=lambda k: (SIZES[k] - len(mine[k]), k)):
        finish = finish_from_hand(mine[k], SIZES[k], pool, plays, **named_for(named, k))
        if finish is not None:
            out[k] = finish[0]
            pool = [c for c in pool if c not in finish[0]]
            plays = None if plays is None else plays - len(finish[0])
    return out


def unpromised(mine, k, rest, plays=None, named=None):
    """Your cards `rest` less those promised (promised) to your other started runs than spot index k."""
    taken = {c for pick in promised(mine, rest, {k}, plays, named).values() for c in pick}
    return [c for c in rest if c not in taken]
