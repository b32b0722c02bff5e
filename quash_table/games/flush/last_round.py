"""The last round's result, told in the end-of-game summary (the box lies over the result on the table: at six
seats, 1024x640, a new player could not read who went out nor what each counted until See the table).
Plain functions of the rules' round_scored event (no pygame)."""

from .rules import VALUE
from .telling import held_points_words


def last_round_notes(event, name, you=None):
    """The summary's lines on the game's last round: who went out, how the others counted, and what the seat
    at the screen (`you`, None for nobody's) held and scored. `name(seat)` names a seat."""
    winner = event["winner"]
    pts = event["points"][winner]
    double = ", doubled (the last round counts double)" if event["double"] else ""
    lines = [f"Round {event['round']}: {name(winner)} went out with {pts} point{'' if abs(pts) == 1 else 's'}; "
             f"the others scored the cards they still held{double}"]
    held = event["held"][you] if you is not None and you != winner else None
    if held:
        mimics = sum(1 for x in held if VALUE.get(x["card"]) == event["mimic"])
        hidden = sum(1 for x in held if x["hidden"])
        bits = [f"{len(held)} card{'s' * (len(held) != 1)}"]
        if hidden:
            bits.append(f"{hidden} of them hidden")
        lines.append(f"You still held {', '.join(bits)}: {held_points_words(event['points'][you], event['double'])}"
                     + (f" ({mimics} Mimic{'s' * (mimics != 1)} counted triple)" if mimics else ""))
    return lines


def last_round_cells(event):
    """Beside the end chart, under the standings: each seat's points in the last round (the seat that went
    out said so, nothing for a seat already out of the game): (heads, {seat: cells})."""
    rows = {}
    for seat, held in enumerate(event["held"]):
        if seat == event["winner"]:
            rows[seat] = [(f"went out: {event['points'][seat]}", f"{event['points'][seat]}")]
        elif held is not None:
            full = held_points_words(event["points"][seat], event["double"])
            rows[seat] = [(full, f"+{event['points'][seat]}") if event["double"] else full]
        else:
            rows[seat] = [""]
    return [(f"Round {event['round']}", f"R{event['round']}")], rows
