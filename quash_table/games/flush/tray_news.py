"""What the other seats did since your last action, one short line a move, for the tray at your turn (no
pygame): at six seats in a 1024x640 window the tray had room for the last two moves' whole sentences only, of
the five the bots made while you waited (session 24); the move log keeps the whole sentences. Each line is
read from the rules' events of that move, as your seat may know them (ui/recent_marks.others_moves), in the
log's own words made shorter (telling.laid_words and flushed_words, brief): the tray counted a Mimic as one of
"three 9s: Flush!" where the log said "two 9s and a Mimic: Super Flush!" (session 25). A turn the log tells in
one line (a declaration `covers` the turn-up and the cards added before it) is one line here too, its card
one card: "turns up a 3 · lays a 3" read as two ("lays a turned-up 3")."""

from ...ui.recent_marks import others_moves
from .cards import VALUE, count_words, counted
from .state import seat_name
from .telling import a_card, describe_event, flushed_words, laid_words
from .cards import card_words
from .words import draw_brief


def _turned_lay(event, who):
    """A declared turn that began with a hidden card, in one action and one card: 'Bot 2 lays a turned-up 3',
    'Bot 2 lays a turned-up Mimic as a 1: Flush!', 'Bot 2 lays a turned-up 3 and two Mimics', 'Bot 2 picks up
    5 cards; new pile: a turned-up 9'. The turned card is the turn's first (moves.declare: the turn's cards)."""
    cards, value, mimic_value = event["cards"], event["value"], event["mimic"]
    turned, rest = cards[0], cards[1:]
    mimic = VALUE.get(turned) == mimic_value and value != mimic_value      # as the log: "a Mimic as a 1"
    said = "a turned-up " + ("Mimic" if mimic else str(VALUE.get(turned, card_words(turned))))
    if mimic and not rest:
        said += f" as {counted(1, value)}"
    if rest and all(VALUE.get(c) == mimic_value for c in rest) and value != mimic_value:
        said += f" and {count_words(len(rest), 'Mimic')}"
    elif rest:
        said += f" and {laid_words(dict(event, cards=rest), brief=True)}"
    if event.get("new_pile"):
        return f"{who} picks up {_cards(len(event['taken']))}; new pile: {said}{flushed_words(event, brief=True)}"
    return f"{who} lays {said}{flushed_words(event, brief=True)}"


def _cards(n):
    return f"{n} card{'s' * (n != 1)}"


def brief_event(event, seats):
    """One event in a few words ('Bot 2 lays two 5s and a Mimic: Super Flush!', 'Bot 3 is skipped'), or None
    for one the line leaves out."""
    k = event.get("kind")
    who = seat_name(event["seat"], seats) if event.get("seat") is not None else ""
    if k in ("declared", "picked_up", "played") and event.get("turned_from") is not None:
        return _turned_lay(event, who)
    if k == "picked_up" or (k == "declared" and event.get("new_pile")):
        return (f"{who} picks up {_cards(len(event['taken']))}; new pile: {laid_words(event, brief=True)}"
                f"{flushed_words(event, brief=True)}")
    if k in ("played", "declared"):
        return f"{who} lays {laid_words(event, brief=True)}{flushed_words(event, brief=True)}"
    if k == "added":
        return f"{who} adds {laid_words(event, brief=True)} to the turned card"
    if k == "hidden_turned":
        # a turned Flush card: its flush event says the move ('turns up a Flush card: Flush!')
        return None if event.get("onto") == "flush" else f"{who} turns up {a_card(event['card'])}"
    if k == "flush":
        return _flush_brief(event, who)
    if k == "skip":
        # the log's words: what the Skip did to that seat ('you are skipped'), not a choice ('you skipped')
        return describe_event(event, seats)
    if k == "mimic_swapped":
        return f"{who} swaps {a_card(event['card'])} for the Flush card: the Mimic is {event['mimic']}"
    if k == "bases_kept":
        return f"{who} keeps its bases"
    if k == "base_given":
        return f"{who} gives a base to {seat_name(event['target'], seats)}"
    return None


def _flush_brief(event, who):
    """A Flush that is the move itself (a Flush card played or turned up, a Link Flush), as the log says it,
    shorter; None for a run's (the lay that made it says so)."""
    name = "Super Flush" if event["super"] else "Flush"
    how = event["how"]
    if how == "run":
        return None
    if how == "links":
        text = f"{who} lays {count_words(len(event['cards']), 'Link')}: Link {name}!"
    else:
        verb = "turns up" if "hidden_base" in event else "plays"
        text = f"{who} {verb} {a_card(event['card'])} card: {name}!"
    return text + draw_brief(event)


def since_your_turn(match, seat):
    """[line] of the moves the other seats made since `seat` last acted, oldest first, one line a move (its
    events' brief words joined by ' · '), a declaration's line standing for the moves it `covers` (the
    rules' count: the turn-up and the cards added, as the log folds them); [] for nobody's seat."""
    seats = match.state.seats
    lines = []          # (line or None) a move
    for _mover, _action, events in others_moves(match, seat):
        covers = max((e.get("covers") or 0 for e in events if e.get("turned_from") is not None), default=0)
        if covers:
            del lines[max(0, len(lines) - covers):]
        words = [w for w in (brief_event(e, seats) for e in events) if w]
        lines.append(" \u00b7 ".join(dict.fromkeys(words)) if words else None)
    return [line for line in lines if line]
