"""Facts about a QUASH spot's run the hint's words state (why.py and the modules beside it read them): the
runs a lone card can grow into, the ranks still to come that finish a run, whether the other side's finished
or open run outdoes yours, and their run in words. Pure: no pygame, no search."""

from .sequences import RANK_WORDS, RV, SIZES, SUIT_NAMES, accepts, can_become_proper, is_proper, is_suited, strength


def _ranks(cards):
    return "-".join(RANK_WORDS[v] for v in sorted(RV[c] for c in cards))


def still_to_come(cards, size, gone):
    """The rank values, low to high, of which a card not in `gone` (the cards on either side's board) would
    finish `cards` on a spot of `size` one card short into a run."""
    return [r for r in sorted(accepts([RV[c] for c in cards], size))
            if any(RANK_WORDS[r] + s not in gone for s in SUIT_NAMES)]


def lost_to(cards, size, theirs):
    """The top rank of the other side's finished run on a spot of `size` that `cards` (able to become
    proper) can never beat, the best run they can grow into ending lower, in words ("J"); else None."""
    if len(theirs) != size or not is_proper(theirs):
        return None
    their_top = max(RV[c] for c in theirs)
    best = min(14, min(RV[c] for c in cards) + size - 1)
    return RANK_WORDS[their_top] if best < their_top else None


def run_against(cards, theirs):
    """Your finished run `cards` against the other side's cards `theirs` on the same spot: "won", "lost" or
    "tie" when theirs is a finished run too (who wins the spot as the board stands), else None."""
    if len(theirs) != len(cards) or len(cards) < 2 or not is_proper(theirs) or not is_proper(cards):
        return None
    a, b = strength(cards), strength(theirs)
    return "won" if a > b else "lost" if a < b else "tie"


def their_run(theirs):
    """The other side's finished run in words: "their 9-10 of spades" (same-suit), "their 9-10"."""
    of = f" of {SUIT_NAMES[theirs[0][-1]]}" if is_suited(theirs) else ""
    return f"their {_ranks(theirs)}{of}"


def grow_runs(v, size):
    """The runs a lone card of rank v can still grow into on a spot of `size`, in words: 'J-Q-K or Q-K-A',
    '3-4-5 up to 5-6-7'."""
    tops = range(max(v, size + 1), min(14, v + size - 1) + 1)
    runs = ["-".join(RANK_WORDS[r] for r in range(t - size + 1, t + 1)) for t in tops]
    return runs[0] if len(runs) == 1 else f"{runs[0]} or {runs[1]}" if len(runs) == 2 else \
        f"{runs[0]} up to {runs[-1]}"


def only_run(v, size):
    """The one run a lone card of rank v can grow into on a spot of `size` (an ace or a 2), or None."""
    tops = range(max(v, size + 1), min(14, v + size - 1) + 1)
    if len(tops) != 1:
        return None
    return "-".join(RANK_WORDS[r] for r in range(tops[0] - size + 1, tops[0] + 1))


def best_top(cards, k):
    """The highest top rank `cards` (able to become proper) can still reach on spot index k."""
    size = SIZES[k]
    return max(RV[c] for c in cards) if len(cards) == size or size == 1 else min(14, min(RV[c] for c in cards) + size - 1)


def threatens(theirs, k, yours):
    """Do the other side's cards `theirs` on spot index k still reach (or tie) the best your cards `yours`
    there can make? Only then is their card coming there a reason to change your plan for it."""
    if not theirs or (SIZES[k] > 1 and not can_become_proper(theirs, k + 1)):
        return False
    return not yours or best_top(theirs, k) >= best_top(yours, k)


def outdo_words(theirs, k, yours, run=None, brief=False):
    """What the other side's cards `theirs` on spot index k now do against your cards `yours` there, the fact
    `threatens` checks before a plan is changed for them, in a few words: "makes their 7-8-9 beat your 6-7-8",
    "can make 9-10-J, beating your 6-7-8", "ties your K". `run`: the ranks of the run your cards were to make
    there ("6-7-8"), else what `yours` are; `brief`: no run named, "beats yours", "can beat yours" (a long
    move line)."""
    size = SIZES[k]
    top = best_top(theirs, k)
    level = bool(yours) and top == best_top(yours, k)
    ours = "yours" if brief or not yours else f"your {run}" if run else f"your {_ranks(yours)}"
    if size == 1 or (brief and len(theirs) == size):
        return f"{'ties' if level else 'beats'} {ours}"
    if len(theirs) == size and is_proper(theirs):
        return f"makes their {_ranks(theirs)} {'tie' if level else 'beat'} {ours}"
    if brief:
        return f"can {'tie' if level else 'beat'} {ours}"
    ranks = "-".join(RANK_WORDS[r] for r in range(top - size + 1, top + 1))
    return f"can make {ranks}, {'tying' if level else 'beating'} {ours}"
