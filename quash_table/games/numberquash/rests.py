"""How much longer than their pace the bots rest after a move (the session's `rest_after` hook), read from
what the rules say the move caused (no pygame). A bot's roll and its cover went by in a second or so, and a
steal of a person's cell unseen (review 25): the roll's numbers rest before the bot covers with them, and a
steal of your cell rests longer, so you can see which cell went. At the fast pace (0.4 s) shares alone left
the landed dice 0.72 s and a filled cell 0.4 s before the next bot acted, too fast for a new player to follow
(review 26): each rest lasts at least its seconds (`ROLL_LEAST`, `MOVE_LEAST`) unless the bots' pace is instant."""

# shares of the bots' pace, added to it (session.bot_wait)
# after dice rolled: read the numbers before the bot places them. The bot's wait begins once the director has told
# the roll (its "dice_rolled" step, 0.7 s): 0.8 of the pace on top kept a bot's landed dice still 2.3 s, most of
# a 4-6 s bot turn (review 54h, measured in the window); 0.25 keeps them 1.7 s at the normal pace
ROLL_REST = 0.25
STEAL_REST = 0.6      # after a steal between bots
STEAL_YOURS_REST = 1.6     # after a steal of a person's cell: theirs went, which one is on the table now
# seconds a rest lasts at least, whatever the pace (but instant): the landed dice read, a filled cell seen
ROLL_LEAST = 1.0
MOVE_LEAST = 0.8
# seconds a roll that fitted nothing and ended its mover's turn by itself stays in the tray (it went before it was
# read, review 57): alone against bots the next bot rests as long after one, and on the next person's turn the tray
# keeps it that long or until they act (dice_shown; session 59: it went in ~2 s; session 61: in pass-and-play on
# the next person's table, which turns at once, not through a look of the mover's that held "Player 2 to roll"
# over Player 1's octagons, review 60)
DUD_LOOK = 4.0


def rest_after(events, is_human, pace=None):
    """The extra rest (a share of the pace) after a move that caused `events` (the rules' public events);
    `is_human(seat)`: a person plays that seat; `pace`: the bots' pace in seconds (settings.bot_pace), whose
    rest then lasts at least ROLL_LEAST after a roll, DUD_LOOK after one that fitted nothing, MOVE_LEAST after any
    other move (none at pace 0)."""
    rest = 0.0
    rolled = dud = False
    for e in events:
        if e.get("kind") == "dice_rolled":
            rest, rolled = max(rest, ROLL_REST), True
        elif e.get("kind") == "nothing_fits":
            dud = True
        elif e.get("kind") == "bonus_spent" and e.get("effect") == "steal":
            robbed = any(is_human(st.get("seat")) for st in e.get("steals", ()))
            rest = max(rest, STEAL_YOURS_REST if robbed else STEAL_REST)
    if pace:
        least = DUD_LOOK if dud else ROLL_LEAST if rolled else MOVE_LEAST
        rest = max(rest, least / pace - 1.0)
    return rest

