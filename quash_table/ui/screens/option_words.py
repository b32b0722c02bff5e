"""What the New game screen reads and writes about options, in its words (no pygame): the seat counts a game
allows, a game's refusal of options said with the labels on screen and under the field it concerns, and the
"Turn order" field's 1-based seat lists."""

import re

from ...engine.game import IllegalAction
from ...games import get_game

def seat_counts(game_id):
    """The numbers of players a game allows (its own check_seats: QUASH is for 2 or 4, never 3)."""
    game = get_game(game_id)
    out = []
    for n in range(game.min_seats, game.max_seats + 1):
        try:
            game.check_seats(n)
        except IllegalAction:
            continue
        out.append(n)
    return out or [game.min_seats]


def option_words(text, game):
    """A refusal from a game's option check with each option's internal key ("option 'elimination_at'")
    written as the label the New game screen shows ("\u201cElimination at\u201d")."""
    labels = {o.key: o.label for o in game.options}

    def label(mo):
        key = mo.group(1)
        return f"\u201c{labels[key]}\u201d" if key in labels else mo.group(0)
    text = re.sub(r"\boption '([A-Za-z_]\w*)'", label, text)
    return text[:1].upper() + text[1:]


def quoted(value):
    """A value as the screen quotes it (one style: curly quotes round text, a number as it is)."""
    return f"\u201c{value}\u201d" if isinstance(value, str) else str(value)


def refusal_words(e, game):
    """A game's refusal of the options in the screen's words: its option named by the label on screen; an
    option's own refusal (e.option, e.want, e.got) also as `field_words`, said under that option's field
    ("Must be a whole number, not \u201cabc\u201d"), with curly quotes only."""
    if e.option is None or e.want is None:
        return IllegalAction(option_words(str(e), game))
    labels = {o.key: o.label for o in game.options}
    tail = "" if e.got is None else f", not {quoted(e.got)}"
    out = IllegalAction(f"{quoted(labels.get(e.option, e.option))} must be {e.want}{tail}")
    out.option, out.want, out.got = e.option, e.want, e.got
    out.field_words = f"Must be {e.want}{tail}"
    return out


def parse_seat_list(text, count, label="Turn order", key=None):
    """Seats typed as the screen numbers them, 1 to count ("2,3,1", spaces also fine), as the game's
    0-based list; IllegalAction (naming the option by its label) unless each seat is there exactly once."""
    parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    example = ",".join(str(i + 1) for i in [*range(1, count), 0])
    want = IllegalAction(f"\u201c{label}\u201d: type each seat 1 to {count} once, in playing order, like "
                         f"{example} (not \u201c{text.strip()}\u201d)")
    want.option, want.field_words = key, f"Each seat 1 to {count} once, like {example}"
    try:
        seats = [int(p) for p in parts]
    except ValueError:
        raise want from None
    if sorted(seats) != list(range(1, count + 1)):
        raise want
    return [v - 1 for v in seats]


def seat_list_text(value):
    """A game's 0-based seat list as the screen shows it (1-based, comma separated)."""
    return ",".join(str(v + 1) for v in value) if isinstance(value, list) else ("" if value is None else str(value))
