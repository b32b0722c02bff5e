"""The end-of-game summary's heading, from the point of view of the screen ("You won!", "You came 2nd of 4, ...",
"Bot 2 won \u00b7 you drew for 2nd"), and the note it says of a place (heading_note); chrome.py draws it."""

from ..engine.standing import DRAW, ordinal, seat_outcome
from .out_choice import stand_in_heading


def summary_heading(game, session, result):
    """"The team won!", "You lost", "Ann & Bob won!"...: from the point of view of the screen. `places`:
    the `result`'s places the rules awarded (NumberQuash), where a game has them: a person the rules gave
    a place "You finished 3rd of 4" (it said "You lost" of a third place earned; the first's "You won!" named
    no place), and a place shared in a draw "You share 1st place" (it said "You won!" over "Stalemate: a draw
    between ..."); "A draw" for a person whose standing is a draw, those the rules placed before it named ("Bot 2 won \u00b7 you
    drew for 2nd": "A draw" over Bot 2's 1st place, review 56q) (drawn_heading) (engine/standing.seat_outcome, which the
    result's sound reads too: in the rules' draw, NumberQuash's stalemate, or nobody won); a person the rules
    did not place "You were not placed" (it said "You lost" where the Load row said "you joint 4th of 6",
    review 19b)."""
    winners, places = result["winners"], result.get("places")
    humans = session.match.human_seats()
    if game.cooperative:
        return "The team won!" if winners else "The team lost"
    me = session.screen_seat
    if me is not None and len(humans) == 1:
        if seat_outcome(game, result, me) == DRAW:
            return drawn_heading(session, result)
        place = places[me] if places else None
        if places and not place and me not in winners:
            return "You were not placed"
        if place and list(places).count(place) > 1:     # a draw for a place (NumberQuash's stalemate)
            return f"You share {ordinal(place)} place"
        if place:       # a race names the place, the first's too ("You won!" said no place, review 16)
            # and the rules' note on it, of a place given, not raced to (review 22): "You came 2nd of 2, 1 cell
            # short of covering red" ("You finished 2nd of 2 (last one left, 1 cell open)" read oddly: NumberQuash
            # says "finished" of a colour covered, review 28)
            note = heading_note(session, result)
            return f"You came {ordinal(place)} of {len(places)}, {note}" if note else \
                f"You finished {ordinal(place)} of {len(places)}"
        finished = stand_in_heading(session.match, me, winners)
        if finished:
            return finished
        return "You won!" if me in winners else "You lost"
    if winners:
        return " & ".join(session.name(w) for w in winners) + " won!"
    return "A draw"


def heading_note(session, result):
    """The rules' note on the place of the one person at a table of bots, which the summary's heading says
    ("You came 2nd of 2, 2 cells short of covering red"), or None: their row does not say it again
    (standing_rows; it was said three times, heading, sentence and row, review 25)."""
    me, places = session.screen_seat, result.get("places")
    if me is None or not places or not places[me] or list(places).count(places[me]) > 1 \
            or len(session.match.human_seats()) != 1:
        return None
    return (result.get("place_notes") or [None] * (me + 1))[me]    # a game's own, where it gives one


def drawn_heading(session, result):
    """The heading of a person in a draw: "A draw", or where the rules placed some before it (NumberQuash's
    stalemate after Bot 2 finished 1st: the draw is among the rest) who won and the place the draw is for."""
    places, winners = result.get("places") or [], result.get("winners") or []
    if not winners:
        return "A draw"
    shared = 1 + sum(1 for p in places if p)
    return " & ".join(session.name(w) for w in winners) + f" won \u00b7 you drew for {ordinal(shared)}"
