"""Kept cards a turn's end strands for certain (no pygame): the normal policy's check before it keeps a card
for later (playout._best_turn).

The room count (playout.weighted_room) counts a card kept in hand as room while a stack takes it now. Where
the other stack takes no card still to come (closed for good, or only by colours all laid), the team-mates
must lay their next card on the one stack that does; if every card they could lay there (and any second
card a turn may add) leaves the kept card fitting no stack, it can never be laid: the team loses, or is
left holding it. The hint said "End your turn: red 5 skips nothing on ▼: keep it for next turn" of such a
card (session 25). Such a card counts as dead (DEAD_PENALTY), as it will be. Only what the seat knows: its
own cards and the cards still to come (live); nothing of where those lie.
"""

def _bits(mask):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _reach(takes, top, first, then):
    """The tops the stack can come to (`takes[top + 1]`: the cards it takes on `top`): a first card from
    `first`, then any number more from `then` (each card's use counted once no more than needed: a card
    reached twice adds nothing, so the answer may only be too wide, never too narrow)."""
    reached, frontier = 0, first & takes[top + 1]
    while frontier:
        reached |= frontier
        nxt = 0
        for card in _bits(frontier):
            nxt |= then & takes[card + 1]
        frontier = nxt & ~reached
    return reached


def stranded(kept, tops, unseen, takes):
    """How many of the `kept` cards can never be laid once this turn ends (stranded_cards)."""
    return stranded_cards(kept, tops, unseen, takes).bit_count()


def stranded_cards(kept, tops, unseen, takes):
    """Those of the `kept` cards (a mask) that can never be laid once this turn ends with stack tops `tops`
    (a mask): cards only one stack takes, while the other takes no card still to come (`unseen`: those not
    ours), so a team-mate's next card goes on the one stack, and no top that card or any after it (theirs,
    or ours) can make lets them on again. 0 at once in the common case, both stacks taking some unseen
    card. `takes`: playout.TAKES (by stack index, then top + 1, the mask of cards that stack takes)."""
    now = [takes[0][tops[0] + 1], takes[1][tops[1] + 1]]
    open_to = [bool(unseen & now[0]), bool(unseen & now[1])]
    if open_to[0] == open_to[1]:    # both open to the team-mates (their move is free), or neither (lost)
        return 0
    s = 0 if open_to[0] else 1
    if kept & now[1 - s]:           # a card we keep goes on the other stack: it may change what that takes
        return 0
    out = 0
    for card in _bits(kept & now[s]):
        reached = _reach(takes[s], tops[s], unseen, unseen | (kept & ~(1 << card)))
        if not any(takes[s][top + 1] >> card & 1 for top in _bits(reached)):
            out |= 1 << card
    return out
