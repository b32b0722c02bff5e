"""NumberQuash's colours picked seat by seat on the New game screen (the sheet has players pick their colours;
typing "blue,red" into a field was the only way, review 44B item 12). Plain functions over the option `colours`
(names in seat order, `per_seat` a seat): a slot taking a colour another slot held hands that slot its old colour,
so two seats never share one. No pygame."""

from .state import COLOURS, seat_colours


def picked_slots(seats, per_seat, picked):
    """Every seat's colour names, [[name, ...] per seat], from the option as written; a value this table cannot
    take (too many names for fewer seats, a name twice) is read as far as it goes, else as the usual colours."""
    names = [x.strip().lower() for x in (picked or "").split(",") if x.strip()]
    for cut in range(min(len(names), seats * per_seat), -1, -1):
        try:
            cols = seat_colours(seats, per_seat, ",".join(names[:cut]))
        except ValueError:
            continue
        return [[COLOURS[c] for c in seat] for seat in cols]
    return [[COLOURS[c] for c in seat] for seat in seat_colours(seats, per_seat, None)]


def seat_picks(seats, per_seat, picked):
    """For each seat, its slots: (the six colours, the colour it has), as a menu names them ("Red")."""
    return [[([c.capitalize() for c in COLOURS], name.capitalize()) for name in seat]
            for seat in picked_slots(seats, per_seat, picked)]


def seat_picked(seats, per_seat, picked, seat, slot, name):
    """The option `colours` after `seat`'s slot `slot` takes colour `name`: the slot that held it takes the old
    colour of this one (a swap), written for every seat."""
    name = name.lower()
    slots = picked_slots(seats, per_seat, picked)
    flat = [c for s in slots for c in s]
    here = seat * per_seat + slot
    if name in flat:
        flat[flat.index(name)] = flat[here]
    flat[here] = name
    return ",".join(flat)
