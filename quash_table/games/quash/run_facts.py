"""Facts about a QUASH spot's run the hint's words state (why.py and the modules beside it read them): the
runs a lone card can grow into, the ranks still to come that finish a run, whether the other side's finished
or open run outdoes yours, and their run in words. Pure: no pygame, no search."""

from ...engine.cards import SUIT_NAMES
from ...engine.naming import a_or_an
from .sequences import RANK_WORDS, RV, SIZES, accepts, can_become_proper, is_proper, is_suited, strength


def _ranks(cards):
    return "-".join(RANK_WORDS[v] for v in sorted(RV[c] for c in cards))


def short_of_run(cards, on, left, suited=""):
    """"6-7 on spot 4 is 1 card from a run"; where the move line has just named the spot (`on` "there") the
    place comes first: "6-7 there is 1 card from a run" read as if "there is" were the verb (review 47)."""
    distance = f"{left} card{'s' if left > 1 else ''} from a{suited} run"
    return f"there, {_ranks(cards)} is {distance}" if on == "there" else f"{_ranks(cards)} {on} is {distance}"


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


def grow_runs(v, size, gone=()):
    """The runs a lone card of rank v can still grow into on a spot of `size`, in words: 'J-Q-K or Q-K-A',
    '3-4-5 up to 5-6-7'; a run one of whose other ranks has every card in `gone` (the cards on either side's board)
    is left out (session 48: "8-9-10 can grow" is said only while some 10 may still come)."""
    tops = grow_tops(v, size, gone) or grow_tops(v, size)
    runs = ["-".join(RANK_WORDS[r] for r in range(t - size + 1, t + 1)) for t in tops]
    return runs[0] if len(runs) == 1 else f"{runs[0]} or {runs[1]}" if len(runs) == 2 else \
        f"{runs[0]} up to {runs[-1]}"


def grow_tops(v, size, gone=()):
    """The top ranks of the runs a lone card of rank v can grow into on a spot of `size`, each of whose other
    ranks has a card not in `gone`."""
    def comes(r):
        return any(RANK_WORDS[r] + s not in gone for s in SUIT_NAMES)
    return [t for t in range(max(v, size + 1), min(14, v + size - 1) + 1)
            if all(comes(r) for r in range(t - size + 1, t + 1) if r != v)]


def fitting(v, size, held, gone=()):
    """Your cards (`held`) that fit one of the runs a lone card of rank v can still grow into (grow_tops), lowest
    first, one a rank."""
    ranks = {r for t in grow_tops(v, size, gone) for r in range(t - size + 1, t + 1)} - {v}
    out = {}
    for c in sorted(held or (), key=RV.get):
        if RV[c] in ranks:
            out.setdefault(RV[c], c)
    return list(out.values())


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
    return not yours or _reaches(theirs, k, yours)


def ties(theirs, k, yours):
    """Do the best runs (or cards) `theirs` and `yours` can reach on spot index k tie: equal tops, and where both
    runs are made, both of one suit or neither (a run of one suit beats a mixed one: review 61t, their 4♦ 5♦ 6♦
    "ties your 4-5-6" of three suits, which it beats)?"""
    if best_top(theirs, k) != best_top(yours, k):
        return False
    if SIZES[k] > 1 and len(theirs) == SIZES[k] == len(yours) and is_proper(theirs) and is_proper(yours):
        return strength(theirs) == strength(yours)
    return True


def _reaches(theirs, k, yours):
    """Is the best top `theirs` can reach on spot index k as high as yours, and, both runs made with equal tops, is
    theirs of one suit where yours is not, or both alike (a run of one suit beats a mixed one)?"""
    if best_top(theirs, k) != best_top(yours, k):
        return best_top(theirs, k) > best_top(yours, k)
    if SIZES[k] > 1 and len(theirs) == SIZES[k] == len(yours) and is_proper(theirs) and is_proper(yours):
        return strength(theirs) >= strength(yours)
    return True


def beats_now(theirs, k, yours):
    """Do the other side's cards `theirs` on spot index k, as they lie, beat or tie the best your cards `yours`
    there can make: their single card as high as yours, or their finished run topping yours (or as high)? A run
    of theirs not yet made only *can* beat yours (threatens): no reason to drop a plan (session 35: 16 of 37
    changes of plan were for such a card, "their 3♥ on spot 2 can beat your 2", the hint then chasing the same
    spot turn after turn)."""
    size = SIZES[k]
    if not theirs or not yours or len(theirs) < size or (size > 1 and not is_proper(theirs)):
        return False
    return _reaches(theirs, k, yours)


def finish_from_hand(cards, size, rest, plays=None, first=(), last=()):
    """(your cards that would make `cards` a run, the run's ranks, same-suit?) for the best run your hand
    `rest` can finish on a spot of `size` (the highest top, then same-suit), or None; with `plays` (4
    players: how many cards you still lay this round, plans.plays_left) only a run that needs no more.
    Between cards of one rank the choice is stable: one keeping the spot's suit, then one of `first` (the
    cards an earlier hint named for this spot: session 30, "your 6♦ finishes it", then "your 6♠" with
    nothing changed), one not in `last` (named for another spot), then the first in `rest`'s order (a
    view's hand is in the fixed card order)."""
    vals = {RV[c] for c in cards}
    suits = {c[-1] for c in cards}
    best = None
    for top in range(14, size, -1):
        ranks = range(top - size + 1, top + 1)
        if not vals <= set(ranks):
            continue
        pick = []
        for r in ranks:
            if r in vals:
                continue
            have = [c for c in rest if RV[c] == r]
            if not have:
                break
            pick.append(min(have, key=lambda c: (not (len(suits) == 1 and c[-1] in suits),
                                                 0 if c in first else 2 if c in last else 1)))
        else:
            if plays is not None and len(pick) > plays:
                continue
            suited = len({c[-1] for c in list(cards) + pick}) == 1
            if best is None or (top, suited) > (best[3], best[2]):
                best = (pick, "-".join(RANK_WORDS[r] for r in ranks), suited, top)
    return best[:3] if best else None


def lost_run(cards, size, theirs, rest=None, plays=None):
    """Is a run on your spot holding `cards` (able to become proper, not yet full) beaten already by the
    other side's finished run `theirs` there? (the top rank of theirs in words, and "any" where no run
    `cards` can grow into beats theirs (lost_to), "yours" where the best run your hand `rest` finishes
    there (finish_from_hand) does not), else None. The one fact every hint path reads before it calls a
    run there a gain (session 30: "it starts spot 8: your J♠ would make it the run J-Q" over their Q-K,
    unwarned, since a Q-K of yours could still tie it)."""
    if len(cards) >= size or size == 1:
        return None
    doomed = lost_to(cards, size, theirs)
    if doomed:
        return doomed, "any"
    finish = finish_from_hand(cards, size, rest, plays) if rest else None
    if finish is not None and run_against(list(cards) + finish[0], theirs) == "lost":
        return RANK_WORDS[max(RV[c] for c in theirs)], "yours"
    return None


def named_for(named, k):
    """finish_from_hand's `first` and `last` for spot index k from `named` ({card: spot index} an earlier
    hint named each card for, or None): the cards named for this spot, and those named for another."""
    named = named or {}
    return {"first": {c for c, j in named.items() if j == k}, "last": {c for c, j in named.items() if j != k}}


def outdo_words(theirs, k, yours, run=None, brief=False):
    """What the other side's cards `theirs` on spot index k now do against your cards `yours` there, the fact
    `threatens` checks before a plan is changed for them, in a few words: "makes their 7-8-9 beat your 6-7-8",
    "can make 9-10-J, beating your 6-7-8", "ties your K". `run`: the ranks of the run your cards were to make
    there ("6-7-8"), else what `yours` are; `brief`: their run not named, "beats your 6-7-8", "can beat your
    6-7-8" (a long move line)."""
    size = SIZES[k]
    top = best_top(theirs, k)
    level = bool(yours) and ties(theirs, k, yours)
    # whose cards, named in the brief words too (review 33: "change of plan: their 8♠ on spot 2 beats yours" left
    # "yours" to guess)
    ours = f"your {run}" if run else f"your {_ranks(yours)}" if yours else "yours"
    if size == 1 or (brief and len(theirs) == size):
        return f"{'ties' if level else 'beats'} {ours}"
    if len(theirs) == size and is_proper(theirs):
        return f"makes their {_ranks(theirs)} {'tie' if level else 'beat'} {ours}"
    if brief:
        return f"can {'tie' if level else 'beat'} {ours}"
    ranks = "-".join(RANK_WORDS[r] for r in range(top - size + 1, top + 1))
    return f"can make {ranks}, {'tying' if level else 'beating'} {ours}"


def catch_words(cards, theirs, k):
    """Your run `cards` on spot index k (made, or still to be made of them) that every run the other side's open cards `theirs` there can
    still make beats, in a few words that say what it still wins, following the words about the run: "which wins
    unless they add a 9" where one rank finishes theirs (their 8-10), "which wins only if their 8 makes no run"
    else (session 34: "but a 9 of theirs beats it" said only the loss); None where theirs cannot outdo it, or is finished (run_against says
    that). Said in the hint's short and full words alike (session 30: "it makes the run 6-7-8 there" over their
    8♦ 10♦, unwarned)."""
    need = _outdone(cards, theirs, k)
    if need is False:
        return None
    # what it still wins, said with the catch: why it is still worth making (review 33: "…, but any run their J
    # makes beats it" said only the loss)
    if need is not None:
        return f"which wins unless they add {a_or_an(RANK_WORDS[need])}"
    return f"which wins only if their {_ranks(theirs)} makes no run"


def behind_words(cards, theirs, k):
    """The point of starting a run on spot index k with `cards` that every run the other side's open cards `theirs`
    there can still make beats (catch_words' fact), in the hint's short words: "your lower cards go where their 7 is
    ahead: a run wins only if theirs fails" (review s60: "it starts a run there, which wins only if their 7 makes no
    run" left a new player asking why lay a 2 there at all); None where theirs cannot outdo it."""
    need = _outdone(cards, theirs, k)
    if need is False:
        return None
    tail = f"unless they add {a_or_an(RANK_WORDS[need])}" if need is not None else "only if theirs fails"
    return f"your lower cards go where their {_ranks(theirs)} is ahead: a run wins {tail}"


def _outdone(cards, theirs, k):
    """Does every run the other side's open cards `theirs` can still make on spot index k beat the best your `cards`
    there can make? False where not (or theirs is finished, or can make no run); else the one rank that finishes
    theirs (one card short of it), or None."""
    size = SIZES[k]
    if not theirs or len(theirs) >= size or not can_become_proper(theirs, k + 1):
        return False
    if max(max(RV[c] for c in theirs), size + 1) <= min(14, min(RV[c] for c in cards) + size - 1):
        return False
    need = sorted(accepts([RV[c] for c in theirs], size)) if len(theirs) == size - 1 else []
    return need[0] if len(need) == 1 else None
