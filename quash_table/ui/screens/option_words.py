"""What the New game screen reads and writes about options, in its words (no pygame): the seat counts a game
allows, a game's refusal of options said with the labels on screen and under the field it concerns, the
"Turn order" field's 1-based seat lists, and every refused option at once, each under its own field."""

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


def checked_options(game, options, count):
    """The game's options as the game wants them: seat lists typed counting from 1 become the game's
    0-based lists, and a refusal names the option by the label on screen, not its internal key."""
    options = dict(options)
    for o in game.options:
        if o.kind == "list" and isinstance(options.get(o.key), str):
            options[o.key] = parse_seat_list(options[o.key], count, o.label, o.key)
    try:
        return game.check_options(game.options_from_user(options), count)
    except IllegalAction as e:
        out = refusal_words(e, game)
    if getattr(out, "field_words", None) is None:
        # a refusal that does not name its option (NumberQuash's colours, Flush's deck file) is said
        # under the field the game refuses on its own, as the screen's other option errors are
        key = refused_alone(game, options, count)
        if key is not None:
            out.option, out.field_words = key, under_field(game, key, str(out))
    raise out

def field_refusals(game, options, count):
    """{key: words} for every option the game refuses on its own, the others at their defaults, each in
    the words said under its field: all of them at once, where the game's check stops at the first."""
    out = {}
    current = dict(game.default_options, **options)
    for o in game.options:
        value = options.get(o.key, o.default)
        if value == o.default or not o.applies(current):
            continue
        try:
            if o.kind == "list" and isinstance(value, str):
                value = parse_seat_list(value, count, o.label, o.key)
            game.check_options(game.options_from_user({o.key: value}), count)
        except IllegalAction as e:
            words = e if getattr(e, "field_words", None) else refusal_words(e, game)
            out[o.key] = getattr(words, "field_words", None) or under_field(game, o.key, str(words))
        except (ValueError, TypeError) as e:
            out[o.key] = str(e)
    return out

def under_field(game, key, words):
    """A refusal as said under its own field: without the field's name before it (\u201cColours\u201d:
    'banana' is not a colour... under Colours said its name twice, and took a line more)."""
    label = next((o.label for o in game.options if o.key == key), None)
    head = f"\u201c{label}\u201d: "
    if label and words.startswith(head):
        words = words[len(head):]
        return words[:1].upper() + words[1:]
    return words

def refused_alone(game, options, count):
    """The option the game refuses with every other at its default (None if none, or more than one)."""
    refused = []
    for o in game.options:
        if options.get(o.key, o.default) == o.default:
            continue
        try:
            game.check_options(game.options_from_user({o.key: options[o.key]}), count)
        except (IllegalAction, ValueError, TypeError):
            refused.append(o.key)
    return refused[0] if len(refused) == 1 else None
