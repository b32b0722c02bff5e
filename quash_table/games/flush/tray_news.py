"""What the other seats did since your last action, one short line a move, for the tray at your turn (no
pygame): at six seats in a 1024x640 window the tray had room for the last two moves' whole sentences only, of
the five the bots made while you waited (session 24); the move log keeps the whole sentences. Each line is
read from the rules' events of that move, as your seat may know them (ui/recent_marks.others_moves)."""

from ...ui.recent_marks import others_moves
from .cards import counted
from .telling import a_card
from .state import seat_name
from .words import caption_brief


def brief_event(event, seats):
    """One event in a few words ('Bot 2 lays three 5s', 'Bot 3 skipped'), or None for one the line leaves out."""
    k = event.get("kind")
    who = seat_name(event["seat"], seats) if event.get("seat") is not None else ""
    if k == "picked_up" or (k == "declared" and event.get("new_pile")):
        return f"{who} picks up {counted(len(event['taken']), 'card')}, new pile of {event['value']}s"
    if k in ("played", "declared", "added"):
        text = f"{who} {'adds' if k == 'added' else 'lays'} {counted(len(event['cards']), str(event['value']))}"
        return text + (": Flush!" if event.get("flushed") is not None else "")
    if k == "hidden_turned":
        return f"{who} turns up {a_card(event['card'])}"
    if k == "flush":      # (a run's Flush: the lay that made it says "Flush!")
        return None if event.get("how") == "run" else caption_brief(event, seats)
    if k == "skip":
        return " and ".join(seat_name(x, seats) for x in event["skipped"]) + " skipped"
    if k == "base_given":
        return f"{who} gives a base to {seat_name(event['target'], seats)}"
    return None


def since_your_turn(match, seat):
    """[line] of the moves the other seats made since `seat` last acted, oldest first, one line a move (its
    events' brief words joined by ' · '); [] for nobody's seat."""
    seats = match.state.seats
    lines = []
    for _mover, _action, events in others_moves(match, seat):
        words = [w for w in (brief_event(e, seats) for e in events) if w]
        if words:
            lines.append(" \u00b7 ".join(dict.fromkeys(words)))
    return lines
