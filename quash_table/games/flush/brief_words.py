"""Flush's events in their fewest words (Flush.brief_event): the tray at your turn says the moves made since
yours, and at six seats (1024x640, the Moves open) their full words held three moves of five, "+1 earlier"
over them ("Bot 5 turns up the hidden card of base 1 and lays a 7 and a Mimic (a 3 Skip) on the pile" took
four lines). The same news, said once from the event as the full words are (telling.describe_event): who did
what and what it made (a Flush, a new pile and how many cards picked up); the cards' kinds in brackets, "on
the pile", which base's hidden card and why are left to the move log. None: the full words are short."""

from .cards import VALUE, card_words, count_words, counted
from .state import seat_name
from .telling import a_card, describe_event, mimics_in

HIDDEN = "turns up a hidden card"       # telling.TURNS_UP without which base
TURNED_AND = "turns up a card and "     # a declared turn that began with one: "hidden" is the move log's


def laid_short(event):
    """The cards a move laid without their kinds' notes: 'a 7 Link' (one card keeps its name), 'three 6s and a
    Mimic', 'a Mimic 5', 'two Mimics as 9s'."""
    cards, value, mimic = event["cards"], event["value"], event["mimic"]
    joining = mimics_in(cards, value, mimic)
    own = [c for c in cards if c not in joining]
    mimic_word = "Mimic " if value == mimic else ""
    parts = []
    if len(own) == 1:
        parts.append(f"a {mimic_word}{card_words(own[0])}" if mimic_word else a_card(own[0]))
    elif own:
        parts.append(counted(len(own), mimic_word + str(value)))
    if joining:
        mimics = "a Mimic" if len(joining) == 1 else count_words(len(joining), "Mimic")
        parts.append(mimics if own else f"{mimics} as {counted(1, value) if len(joining) == 1 else f'{value}s'}")
    return " and ".join(parts)


def flushed_short(event):
    """': Flush!' (': Super Flush!') when the cards an event laid made one, without the run that made it."""
    f = event.get("flushed")
    if f is None:
        return ""
    return f": {'Super Flush' if f['super'] else 'Flush'}!"


def turned_short(event):
    """'turns up a card and ' when a declared turn began with a hidden card, else ''."""
    return "" if event.get("turned_from") is None else TURNED_AND


def brief_event(event, seats):
    """An event's fewest words, or None where describe_event's are already as short (see the module notes)."""
    brief = _brief(event, seats)
    return brief if brief is not None and len(brief) < len(describe_event(event, seats) or "") else None


def _brief(event, seats):
    k = event.get("kind")
    who = seat_name(event["seat"], seats) if event.get("seat") is not None else ""
    if k == "circling":
        return f"No Flush for {event['turns']} turns: the cards go round in circles"
    if k == "round_started" and event["mimic"] is not None:
        return f"Round {event['round']}: the Mimic is {event['mimic']}; {seat_name(event['first'], seats)} plays first"
    if k == "played":
        return f"{who} lays {laid_short(event)}{flushed_short(event)}"
    if k == "picked_up" or (k == "declared" and event["new_pile"]):
        return (f"{who} {turned_short(event)}starts a new pile with {laid_short(event)}, picking up "
                f"{count_words(len(event['taken']), 'card')}{flushed_short(event)}")
    if k == "declared":
        return f"{who} {turned_short(event)}lays {laid_short(event)}{flushed_short(event)}"
    if k == "added":
        return f"{who} adds {laid_short(event)} to the turned card"
    if k == "hidden_turned":
        card = a_card(event["card"])
        if event["onto"] == "flush":
            return f"{who} {HIDDEN}: {card} card"
        top, m = event["pile_value"], event.get("mimic")
        if VALUE.get(event["card"]) == m and top is not None and top != m:
            return f"{who} {HIDDEN}: {card}, the Mimic"       # (its two values: the log's, and the tray's caption)
        return f"{who} {HIDDEN}: {card}" + (", which starts a new pile" if event["onto"] == "new_pile" else "")
    if k == "flush" and "drew" not in event:        # (a Flush Plus's draws: said in the full words)
        name = "Super Flush" if event["super"] else "Flush"
        if event["how"] == "links":
            return f"{who} lays {count_words(len(event['cards']), 'Link')}: Link {name}!"
        if "hidden_base" in event:
            return f"{who} {HIDDEN}: {a_card(event['card'])} card, {name}!"
    if k == "base_given":
        return f"{who}'s base {event['base'] + 1} goes to {seat_name(event['target'], seats)}"
    return None
