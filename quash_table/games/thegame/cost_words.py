"""The end summary's words on room spent (no pygame): the costliest laid cards by analysis.move_costs' measure, each
with the cheapest other move its mover had, or the card that skipped the most where none wasted room; and how a
move and a seat are named in them. Split from analysis.py (its search and verdict) by job."""

from ...engine.naming import YOU
from .rules import STACK_ARROWS, card_words
from .why import laid_note


def doing_words(action):
    """A move as the thing one might have done instead: "laying yellow 3 on \u25bc", "ending the turn"."""
    if action["type"] == "end_turn":
        return "ending the turn"
    return f"laying {card_words(action['card'])} on {STACK_ARROWS[action['stack']]}"

def seat_name(n):
    """A seat as the command line names it: "Seat 1"."""
    return f"Seat {n + 1}"

def _numbers(n):
    return "none" if n == 0 else f"{n} number{'s' if n != 1 else ''}"


def _used_words(c, short=False, plain=False):
    """The numbers a card used up, saying what is counted where the hint's words for that card differ: the
    hint said "would skip 5 to 10" of yellow 4 on ▼ and the summary "used up 3 numbers" (a later reverse
    trick had won 3 back); it said "(8 to 10 are passed over; they still fit ▲)" and the summary "used up 3
    numbers" as if lost (review 27); "it skipped 3" read as the number 3 (review 30: "skipped 3 numbers"). `short`: the later costs' brief form; `plain`: without the note on
    where a start's numbers fit (a line too long for the summary's two lines)."""
    spent, skipped = c["spent"], c.get("skipped", c["spent"])
    used = str(spent) if short else _numbers(spent)
    if skipped > spent:
        back = skipped - spent
        return (f"{used} ({skipped} skipped, {back} won back)" if short else
                f"{used} (it skipped {_numbers(skipped)}; a later reverse trick won {back} back)")
    if c.get("note") and not short and not plain:
        return f"{used} ({c['note']})"
    if _laid_words(c) and not short and not plain:
        return f"{used} ({_laid_words(c)})"
    return used


def _laid_words(c):
    """What the count leaves out, as the hint says it (why.laid_note): "the 7s are all laid" of purple 4 on ▼'s
    purple 10, "4 numbers" beside 9, 8, 7, 6 and 5 (review 56s); "" where it left none out."""
    return laid_note([], c.get("laid", ())).strip()[1:-1]


def _cost_words(c, name, hinted, first, plain=False):
    """One costly card, as the costs line says it, both counts plainly: "at move 7 your blue 3 on ▼ wasted
    6 numbers; laying blue 3 on ▲ instead would have wasted 1" (`first`: the line's first; the next ones
    shorter: "at move 28 Bot 2's yellow 3 on ▼ wasted 4 (ending the turn: none)"). "skipped 9 numbers
    more than ending the turn would" was hard to parse (review 17, m1_end.png)."""
    who = name(c["seat"])
    whose = "your" if who == YOU else f"{who}'s"
    alt, alt_spent = doing_words(c["instead"]), c["spent"] - c["cost"]
    hint = ""
    if hinted is not None and hinted(c["index"]):
        # the hint's why (review 23: the summary blamed the move it advised). A card is costly only where the
        # hint's measure scored another move higher (move_costs), so the hint chose it by playing the game
        # out (its search, or the endgame's count of deals): said plainly (review 55k)
        hint = " (the hint's move)" if plain else " (the hint's move: played out, it looked better)"
    card = f"at move {c['index'] + 1} {whose} {card_words(c['card'])} on {STACK_ARROWS[c['stack']]}{hint}"
    # where the numbers a start passed over may fit the other stack still (its note), they were passed over,
    # not wasted ("wasted 9 numbers there (2 to 4 then fit no stack)" contradicted itself), in every form: the
    # next cards' short one and a line too long for its note said "wasted" of numbers the other stack still took
    noted = bool(c.get("note"))
    did, would = ("passed over", "would have passed over") if noted else ("wasted", "would have wasted")
    back = c.get("instead_back", 0)
    asked = c.get("instead_asked")
    if asked and first:
        # the cheaper move went against a standing request: say whose (the team's own words cost the room)
        who = " and ".join("you" if name(k) == YOU else name(k) for k in asked)
        arrow = STACK_ARROWS[c["instead"]["stack"]]
        return (f"{card} {did} {_used_words(c, plain=plain)}; {alt} instead {would} {_numbers(alt_spent)}, "
                f"but {who} asked to leave {arrow} alone")
    if asked:
        return f"{card} {did} {_used_words(c, True)} ({alt}: {_numbers(alt_spent)}, asked to be left alone)"
    if back:
        # a reverse trick gives room back: "would have used none" understated it (review 22)
        arrow = STACK_ARROWS[c["instead"]["stack"]]
        if first:
            return f"{card} {did} {_used_words(c, plain=plain)}; {alt} instead would have turned {arrow} back by {back}"
        return f"{card} {did} {_used_words(c, True)} ({alt}: turns {arrow} back by {back})"
    if first:
        return f"{card} {did} {_used_words(c, plain=plain)}; {alt} instead {would} {_numbers(alt_spent)}"
    return f"{card} {did} {_used_words(c, True)} ({alt}: {_numbers(alt_spent)})"


COSTLIEST = 2     # the costly cards the verdict names: two fit the summary's two lines at 1024x640


def _costly(costs, hinted=None):
    """The laid cards that cost room, the costliest first (a second card the hint's evaluation preferred to
    ending the turn last)."""
    def advised(c):
        return bool(hinted is not None and hinted(c["index"]) and c["instead"] and c["instead"]["type"] == "end_turn")
    return sorted((c for c in costs if c["cost"] > 0), key=lambda c: (advised(c), -c["cost"], c["index"]))


def costs_words(costs, name=seat_name, hinted=None, said=None):
    """The verdict's line on room spent, whoever spent it (review 16: the verdict named the move that closed
    the last winning line, a bot's in a tight spot, while the person's own earlier cards had skipped most):
    the costliest laid cards by move_costs' measure, the most costly first, each with the cheapest other
    move its mover had, or that no card used up more numbers than another move of the same turn. `said`: the
    costliest card, named already (lost_at_words): the others, "Another costly card: ...", or None."""
    costly = _costly(costs, hinted)
    head, heads = "Costliest card", "Costliest cards"
    if said is not None:
        # the lead said its cost in numbers, not that it was the costliest: "Next costliest card: … wasted 6
        # numbers" under "your red 6 on ▼ passed over 4 numbers" read as a contradiction (the cost is beyond
        # the turn's best other move)
        costly, head, heads = [c for c in costly if c is not said], "Another costly card", "Other costly cards"
        if not costly:
            return None
    if not costly:
        return no_waste_words(costs, name)
    for k in range(min(COSTLIEST, len(costly)), 0, -1):
        # what went wrong, plainly: "Most room spent: ... used up 1 number" was hard to follow (review 32)
        line = f"{heads if k > 1 else head}: " + "; ".join(_cost_words(c, name, hinted, i == 0)
                                                           for i, c in enumerate(costly[:k])) + "."
        if len(line) <= 150:
            return line
    # one card, still too long for the summary's two lines: without the note on where its numbers fit
    return f"{head}: " + _cost_words(costly[0], name, hinted, True, plain=True) + "."


def no_waste_words(costs, name=seat_name):
    """The costs line where no card skipped more numbers than another move of its turn would have, with the card
    that skipped the most and why that was no waste: "No card wasted room" read oddly after a card had skipped
    6 numbers on a stack a team-mate asked to leave alone, its mover's only move (review 36c). Said plainly:
    "No card used up more numbers than another move of the same turn would have" was unclear (review 31)."""
    most = max(costs, key=lambda c: (c["spent"], -c["index"]), default=None)
    if most is None or not most["spent"]:
        return "No card skipped a number for good: a reverse trick won back any it skipped."
    who = name(most["seat"])
    whose = "your" if who == YOU else f"{who}'s"
    card = f"{whose} {card_words(most['card'])} on {STACK_ARROWS[most['stack']]}"
    how = "its only move" if most.get("alone", most["instead"] is None) else "no move skipped fewer"
    if any(c.get("fewer") for c in costs):
        # a move that skipped fewer numbers was there, but the hint's measure scored it lower (review 55k): not
        # "no card skipped more than its turn had to", which was untrue
        how = "the moves that skipped fewer left less room" if most.get("fewer") else how
        return (f"No card wasted room another move would have kept; the most skipped: {card} at move "
                f"{most['index'] + 1}, {_numbers(most['spent'])} ({_but_laid(most)}{how}).")
    return (f"No card skipped more numbers than its turn had to; the most: {card} at move {most['index'] + 1}, "
            f"{_numbers(most['spent'])} ({_but_laid(most)}{how}).")


def _but_laid(c):
    laid = _laid_words(c)
    return f"{laid}; " if laid else ""
