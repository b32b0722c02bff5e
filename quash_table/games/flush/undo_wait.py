"""How long Flush's next bot waits for an Undo of your move (the session's undo_grace_share hook, no pygame).

A new pile picks the whole old pile up: the move a new player most wants back once they see what came into their
hand, and the one whose result takes longest to read (the picked-up cards fly in, tagged new). Review 56r: "Too late
to undo: Bot 3 has played, after waiting 2.5 s for an Undo" came about 2 s after such a pickup (revr_46). After a
new pile the bot waits this share longer (3.5 s at normal pace); after any other move the kit's 2.5 s stays: at six
seats every longer wait is one more wait between a person's turns (the same review's 6-seat rating), and Enter lets
the bot go on at once."""

PICKUP_GRACE_SHARE = 0.4


def undo_grace_share(action):
    """The session's hook (ui/undo_reasons.grace): how much longer the next bot waits for an Undo of `action`."""
    return PICKUP_GRACE_SHARE if action.get("type") == "pickup" else 0.0
