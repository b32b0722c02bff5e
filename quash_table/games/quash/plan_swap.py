"""A told plan kept in its ranks but not in its cards: a hint named your 7♠ for the same-suit run 6-7-8 on spot 7,
and a later hint lays your 7♦ there instead (session 36: the run became a plain one with no word, and the hint
seemed to break its word). Said as a change of plan, with its reason where one is known: the card it leaves in
your hand kept for another spot's run, or their run there that beats the same-suit one too. Pure: no pygame, no
search."""

from .describe import short
from .model import simulate_chain
from .news_clause import Clause
from .promised import promised
from .run_facts import _ranks, beats_now, their_run
from .sequences import RV, SIZES, is_proper, is_suited


def swap_words(told, mine, theirs, action, hand, said=None):
    """The clause that starts a hint's reason where `action` lays on a spot a card of the same rank as one an
    earlier hint told for that spot's run (`told`: {card: (spot, run, …)}, the cards still in `hand` and still
    told, as plans.told_change reads them), leaving the told one in your hand: which card takes whose place, a
    same-suit run become plain, and why: the card left kept for another spot's run (`said`: this hint's own
    naming, why.named_finish; else the runs your hand finishes after the move, promised), or their run there
    beating the same-suit one too; "" where no told card is replaced."""
    found = replaced(told, mine, action, hand)
    if found is None:
        return ""
    card, old, spot = found
    k, run = spot - 1, told[old][1]
    rest = [c for c in hand if c != action["card"]]
    changed = simulate_chain(mine, action)
    after = [list(changed.get(j, cards)) for j, cards in enumerate(mine)]
    # the run as told: the cards on the spot before, and those the hints named for it still in your hand
    was = list(mine[k]) + [t for t, v in told.items() if v[0] == spot and t in hand and t not in mine[k]]
    wait = promised(after, [c for c in rest if c != old]).get(k, []) if len(after[k]) < SIZES[k] else []
    now = after[k] + list(wait)
    suited = [len(cards) == SIZES[k] and is_proper(cards) and is_suited(cards) for cards in (was, now)]
    why, kept = _why(after, theirs, k, old, was, rest, said)
    # the run's kind where it changes; else, with no other why, that the swap loses nothing (basic seed 9: "your J♣
    # takes the place of your J♦" for the same plain 10-J read as a change with no reason)
    kind = "plain" if suited == [True, False] else "same-suit" if suited == [False, True] else ""
    same = "" if kind or why else " (the same run)"
    # short: the reason after it says what the card makes there, and the hint keeps to two lines
    body = f"your {short(card)} goes to spot {spot} in place of your {short(old)}" + \
        (f", a {kind} run now" if kind else "") + (why or same)
    plan = f"your {short(card)}, not {short(old)}, for {f'a {kind} ' if kind else ''}{run} on spot {spot}{why or same}"
    return Clause(body, card, join=", and ", kept=kept, plan=plan)


def replaced(told, mine, action, hand):
    """(the card `action` lays, the card of `hand` of the same rank a hint told for that spot's run (`told`, as
    swap_words reads it), the spot 1..9) for the first such card the move places (the card played, or one its
    swap chain sends on), or None."""
    if action.get("type") != "play":
        return None
    rest = [c for c in hand if c != action["card"]]
    changed = simulate_chain(mine, action)
    for card, spot in [(action["card"], action["spot"])] + [(c, d) for c, d in action.get("swap") or ()]:
        k = spot - 1
        if SIZES[k] == 1 or card not in changed.get(k, mine[k]):
            continue
        old = next((t for t, v in told.items() if t != card and t in rest and v[0] == spot and RV[t] == RV[card]),
                   None)
        if old is not None:
            return card, old, spot
    return None


def _why(after, theirs, k, old, was, rest, said):
    """(words, Clause.kept or None) of why the card `old` a hint told for spot index k stays in your hand: the run
    this hint names it for (`said`), or another spot's run your hand finishes with it (promised); else their run
    on spot k that beats the told run `was` as it stands (a same-suit run gains nothing there); else ("", None)."""
    if said and old in said[1]:
        j, run = said[0], said[2]
    else:
        spots = promised(after, rest)
        j = next((j for j, p in sorted(spots.items()) if j != k and old in p), None)
        run = None if j is None else _ranks(after[j] + list(spots[j]))
    if j is not None and j != k:
        return f", keeping the {short(old)} for {run} on spot {j + 1}", (old, j + 1, run)
    if theirs is not None and beats_now(list(theirs[k]), k, was):
        return f": {their_run(list(theirs[k]))} beats it either way", None
    return "", None
