"""What the header adds to "Your turn" in Flush (the kit's BoardHooks.turn_news): a base another player gave you
since your last move (a Super Flush's give), read from the rules' own "base_given" events. At six seats, 1024x640,
with the move log folded, a bot's base handed to a new player between their turns (two more cards to play and
to count) showed only as "+2 earlier: see Moves" in the tray (review 49c). No pygame."""

from ...ui.curtain_news import first_since
from ...ui.seat_events import SeatEvents
from .telling import base_words


def bases_given_since_last_move(match, seat, seat_events=None):
    """[(giver, event), ...] oldest first: each base_given event with `seat` as its target since `seat`'s last
    move (the moves the curtain and the recent marks call news: curtain_news.first_since). `seat_events`: a
    board's ui.seat_events.SeatEvents, which keeps each move's events between its asks (one a move)."""
    seat_events = seat_events or SeatEvents()
    return [(e["seat"], e) for _i, events in seat_events(match, seat, first_since(match, seat))
            for e in events if e.get("kind") == "base_given" and e.get("target") == seat]


def given_words(name, event, brief=False):
    """ "Bot 2 gave you a base: an 8 over a hidden card" (`name`: the giver as the table names it); `brief`:
    "Bot 2 gave you a base"."""
    if brief:
        return f"{name} gave you a base"
    return f"{name} gave you a base: {base_words(event)}"
