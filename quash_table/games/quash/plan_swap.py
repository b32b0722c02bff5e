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
    beating the same-suit one too, or a same-suit run it makes with another card of your hand on an open spot; "" where
    no told card is replaced, and "" too where the two cards are interchangeable (the same run, and no why): laying
    one for the other is no change of plan (review 36: "change of plan: your Q♥, not Q♦, for a plain J-Q on spot 5"
    said a change the words knew no reason for). plans.told_change forgets the card left either way."""
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
    why, kept = _why(after, theirs, k, old, was, rest, said, card)
    kind = "plain" if suited == [True, False] else "same-suit" if suited == [False, True] else ""
    if not kind and not why:
        # the same run, nothing gained or kept: the cards are interchangeable, and laying one is no change of plan
        # (session 36 said " (the same run)" after it, a change of plan with no reason)
        return ""
    # short: the reason after it says what the card makes there, and the hint keeps to two lines
    body = f"your {short(card)} goes to spot {spot} in place of your {short(old)}" + \
        (f", a {kind} run now" if kind else "") + why
    plan = f"your {short(card)}, not {short(old)}, for {f'a {kind} ' if kind else ''}{run} on spot {spot}{why}"
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


def _why(after, theirs, k, old, was, rest, said, card=None):
    """(words, Clause.kept or None) of why the card `old` a hint told for spot index k stays in your hand: the run
    this hint names it for (`said`), or another spot's run your hand finishes with it (promised); else their run
    on spot k that beats the told run `was` as it stands (a same-suit run gains nothing there); else a same-suit
    run it starts with another card of `rest` on an open spot, which `card` (laid instead) would not (suit_pair;
    review 36: the Q♦ kept for a same-suit Q-K with the K♦, their Q♣ K♣ on the open spot 8); else ("", None)."""
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
    pair = suit_pair(after, old, [c for c in rest if c != old], card)
    if pair is not None:
        return f", keeping the {short(old)} for a same-suit {_ranks([old, pair])} with your {short(pair)}", None
    return "", None


def suit_pair(side, old, rest, card=None):
    """The card of `rest` of `old`'s suit, one rank apart, with which `old` would start a same-suit run on an open
    (empty) spot of `side` for two or three cards, where `card` (of old's rank, another suit) would not with any
    card of `rest`; None else."""
    if not any(SIZES[j] > 1 and not side[j] for j in range(9)):
        return None
    for p in sorted(rest, key=lambda c: (abs(RV[c] - RV[old]), -RV[c])):
        if p[-1] == old[-1] and abs(RV[p] - RV[old]) == 1:
            if card is not None and any(c[-1] == card[-1] and abs(RV[c] - RV[card]) == 1 for c in rest):
                return None
            return p
    return None
