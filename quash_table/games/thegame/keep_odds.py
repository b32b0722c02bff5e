"""How likely a card kept for next turn is still the next number on its stack then, from what your seat sees.

Every other seat still holding cards lays at least one before your next turn; any card laid on that stack
moves its top past the kept card (or turns it back, which opens a gap under it). The hint once said "next
turn it is likely still a cheap card" alike with one team-mate and with three (review 39): the odds fall with
each seat that moves first. Only your hand and the laid cards are read: the unseen cards are the deck but
those, never a team-mate's hand."""

from .cards import DECK, STACKS, fits, number, turns_back

LIKELY = 0.5       # at least this chance: "likely still"; below, "may no longer"
UNLIKELY = 0.25    # below this chance: "likely no longer"


def seats_first(view):
    """The other seats that move before your next turn: those still holding cards."""
    me, counts = view["seat"], view["hand_counts"]
    return [s for s in range(len(counts)) if s != me and counts[s] > 0]


def unseen(view):
    """The cards your seat cannot see: the deck but your hand and the laid cards."""
    seen = set(view["hand"]) | {h[1] for h in view["history"]}
    return [c for c in DECK if c not in seen]


def _steps(card, stack, top):
    """Numbers a card skips on `stack` (top `top`), 0 for a turn back; None where it does not fit."""
    if not fits(card, stack, top):
        return None
    if top is None or turns_back(card, stack, top):
        return 0
    return abs(number(card) - number(top)) - 1


def lays_there(view, stack):
    """The share of unseen cards whose cheaper place is `stack` (half of those as cheap on both): the chance
    a team-mate's one card goes there."""
    other = STACKS[1 - STACKS.index(stack)]
    cards, share = unseen(view), 0.0
    for c in cards:
        here, there = _steps(c, stack, view[stack]), _steps(c, other, view[other])
        if here is None:
            continue
        share += 1.0 if there is None or here < there else 0.5 if here == there else 0.0
    return share / len(cards) if cards else 0.0


def still_next_chance(view, stack):
    """The chance no seat moving first lays on `stack`: the kept card is then still its next number."""
    return (1.0 - lays_there(view, stack)) ** len(seats_first(view))


def keep_odds_words(view, stack):
    """The kept card's outlook by the seats moving first: "with 1 team-mate laying before your next turn, it is
    likely still a cheap card then", "3 team-mates lay before your next turn, so it is likely no longer that
    cheap then (about 20% it still is)"."""
    k = len(seats_first(view))
    if k == 0:
        return "no one else lays before your next turn, so it is still a cheap card then"
    chance = still_next_chance(view, stack)
    mates = f"{k} team-mate{'s' if k > 1 else ''}"
    per = f"about {max(5, round(chance * 20) * 5)}% it still is" if chance < 0.95 else "it almost surely still is"
    if chance >= LIKELY:
        return f"with {mates} laying before your next turn, it is likely still a cheap card then ({per})"
    outlook = "it may no longer be that cheap" if chance >= UNLIKELY else "it is likely no longer that cheap"
    return f"{mates} lay before your next turn, so {outlook} then ({per})"
