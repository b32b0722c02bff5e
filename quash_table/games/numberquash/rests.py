"""How much longer than their pace the bots rest after a move (the session's `rest_after` hook), read from
what the rules say the move caused (no pygame). A bot's roll and its cover went by in a second or so, and a
steal of a person's cell unseen (review 25): the roll's numbers rest before the bot covers with them, and a
steal of your cell rests longer, so you can see which cell went."""

# shares of the bots' pace, added to it (session.bot_wait)
ROLL_REST = 0.8       # after dice rolled: read the numbers before the bot places them
STEAL_REST = 0.6      # after a steal between bots
STEAL_YOURS_REST = 1.6     # after a steal of a person's cell: theirs went, which one is on the table now


def rest_after(events, is_human):
    """The extra rest (a share of the pace) after a move that caused `events` (the rules' public events);
    `is_human(seat)`: a person plays that seat."""
    rest = 0.0
    for e in events:
        if e.get("kind") == "dice_rolled":
            rest = max(rest, ROLL_REST)
        elif e.get("kind") == "bonus_spent" and e.get("effect") == "steal":
            robbed = any(is_human(st.get("seat")) for st in e.get("steals", ()))
            rest = max(rest, STEAL_YOURS_REST if robbed else STEAL_REST)
    return rest
