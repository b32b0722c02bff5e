"""How long Quadruple War's bots wait (no pygame): after your move, for its Undo (the session's undo_grace_share
hook, undo_reasons.grace), and after a card of theirs, so a person can follow it (the board's rest_after hook).
Measured in the window at normal pace (review 55k): after your card 2.9 s passed before the next bot's card, then
about 2 s a card and the trick held 2 s: a round of three cards 8 to 12 s; after your bid 5 s.
"""

# a bid is a choice for the whole hand: after yours the next bot waits this share longer for an Undo (2.5 s ran
# out before a new player, who bid and then read the table, had pressed U: session 25; twice it, 5 to 6 s in
# the window, felt slow to the next new player: review 55k)
BID_GRACE_SHARE = 0.6
# after your card the next bot waits this share less for an Undo: the wait helps nobody follow the trick (your
# card lies on the mat till it is gathered), and with each bot's card resting it made a round of three cards
# 8 to 12 s (review 55k, measured in the window: 2.9 s of it after your card)
CARD_GRACE_SHARE = -0.3


# after a card that leaves its trick open, the next bot rests this share of the bots' pace longer, so each card
# of a bots' trick stands alone on the mat long enough to be read (session 25: 0.8 s a card was quick for a new
# player); a trick's last card rests the held trick (HOLD, its winner framed) and the pace alone after it.
# 0.75 (1.4 s a card, about 2 s with its flight) felt slow to the next new player (review 55k): 1 s a card
CARD_REST = 0.25


def undo_grace_share(action):
    """The session's hook (undo_reasons.grace): how much longer the next bot waits for an Undo of `action`."""
    return BID_GRACE_SHARE if action.get("type") == "bid" else CARD_GRACE_SHARE
