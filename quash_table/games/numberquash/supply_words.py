"""What a colour's line over its octagons says and means, and the words a robbed cell carries on the board
(review 46: "25 in supply" and a quasher gone from your cell were unexplained to a new player). Read from the
view and the rules' events (the log's steals, robbed.steals_since_last_move), never from our own text."""

from .words import cell_words, quasher_on


def supply_line(covered, supply):
    """The line beside a colour's name: "0/18 · 25 in supply" (one wording on every plate, review 20)."""
    return f"{covered}/18 \u00b7 {supply} in supply"


def stolen_quashers(log, colour):
    """How many quashers of `colour` the log's steals took off that colour's own cells (they stay on the
    thief's cell and never go back to the supply): a steal's quasher is its cell's colour where the event
    names none."""
    return sum(1 for e in log if e.get("kind") == "bonus" for st in e.get("steals") or ()
               if st["from"][0] == colour and (st.get("quasher") or colour) == colour)


def supply_tip(colour, whose, covered, supply, stolen):
    """The tip over a colour's line: what covered and supply mean, and where the missing quashers went
    (`whose`: "yours", "Bot 2's"; `stolen`: stolen_quashers)."""
    words = (f"{colour.capitalize()} ({whose}): {covered} of 18 cells covered. {supply} in supply: the "
             f"{colour} quashers not yet placed (25 at the start). Each roll covers cells with quashers from "
             f"the supply; a 10, 11 or 12 may bank one on a bonus octagon instead.")
    if stolen:
        taken = "1 was" if stolen == 1 else f"{stolen} were"
        words += (f" {taken} stolen by a bonus 11 or 12: a stolen quasher moves to the thief's cell and "
                  f"never comes back to the supply.")
    return words


def robbed_caption(thief, value, steal, brief=False):
    """The words under a cell a steal emptied, on the board: "Bot 2 took your quasher from left red 3 (bonus
    11)" (`thief`: the name the table writes; a quasher of another colour on it is named); `brief`, for a
    narrow place: "Bot 2 took left red 3 (11)"."""
    if brief:
        return f"{thief} took {cell_words(steal['from'])} ({value})"
    what = quasher_on(steal).strip() or "your quasher"
    what = what[:-3] if what.endswith(" on") else what     # "the blue quasher on" -> "the blue quasher"
    return f"{thief} took {what} from {cell_words(steal['from'])} (bonus {value})"


def robbed_tip(thief, value, steal):
    """The tip over a robbed cell: what happened and what it means."""
    return (f"{robbed_caption(thief, value, steal)}: it now covers {thief}'s {cell_words(steal['to'])}. A "
            f"stolen quasher does not come back to your supply; this cell is open again for a later roll.")
