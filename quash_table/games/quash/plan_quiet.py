"""The hint's quiet cards (advanced): the board cards this seat's plays put where they lie with nothing seen
since that could change their worth there, and what moving one costs the hint's plan. A person following
every hint saw the same card moved on, turn after turn, each time for a reason about another spot (the 2♦
from spot 4 to 7, 1, 8, 5); a card moves again when news reaches it (another seat's card came to its spot,
on either side: the advanced game draws no cards), or to answer news where it goes. No pygame, no search."""


def quiet_cards(view):
    """The board cards this seat's plays put where they lie (laid or moved there, not moved by another seat
    since) with no other seat's card come to that spot, or gone from it, on either side, since this seat's
    latest play."""
    me = view["seat"]
    put = {}
    for h in view["history"]:
        touched = {h["spot"]} | {dest for _, dest in h.get("swap", ())}
        placed = [(h["card"], h["spot"])] + [(c, dest) for c, dest in h.get("swap", ())]
        if h["seat"] == me:
            # each of the seat's plays weighed its cards with all that came before (the hint told that plan):
            # only what came since is news
            put = {c: [spot, True] for c, (spot, _) in put.items()}
            put.update((c, [spot, True]) for c, spot in placed)
            continue
        for c, spot in placed:
            put.pop(c, None)            # (the partner moved it: its plan now)
        for c, at in put.items():
            if at[0] in touched:
                at[1] = False
    return {c for c, (_, quiet) in put.items() if quiet}


def quiet_moved(quiet, action, spoiling=()):
    """How many quiet cards (`quiet`: quiet_cards) `action`'s swap chain moves; a card taken off a spot that
    cannot become a run (`spoiling`: model.spoiling_cards) mends it and counts none."""
    return sum(1 for c, _ in action.get("swap", ()) if c in quiet and c not in spoiling)
