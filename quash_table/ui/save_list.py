"""What the Load list says about each save (no pygame): one line a file and its kind, so a player can tell
a save of their own from a game kept automatically, a finished game, and a file that will not load.

Only the save's header is read and checked (not replayed: a save is replayed when it is opened, and one
that fails then is marked damaged from then on, see `mark_damaged`).
"""

import time
from pathlib import Path

from ..engine.match import short_seat_name
from ..engine.naming import table_names
from ..engine.saves import KEPT_PREFIX, SaveError, save_header
from ..games import get_game
from ..paths import user_dir

# The kinds of line, each drawn its own way on the Load screen.
SAVED, KEPT, FINISHED, DAMAGED = "saved", "kept", "finished", "damaged"

# (text, kind) by (path, size, mtime): a folder of a thousand saves is read once.
_SAVE_SUMMARIES = {}


def variant_words(game, options):
    """The game's choices that differ from its defaults, as a player names them: "advanced" for an
    advanced QUASH, "arena" for a Flush arena; "" for a game played as it comes."""
    out = []
    for o in game.options:
        if o.kind == "choice" and options.get(o.key, o.default) not in (None, o.default):
            out.append(str(options[o.key]))
    return ", ".join(out)


def players_words(seats):
    """Who played, as short as a line allows: the people by name, the bots counted ("Ann + 5 bots");
    a single bot by its short name ("Ann, Bot 2")."""
    names = table_names(seats, short_seat_name)      # "You" alone against bots, as the board says
    people = [n for n, s in zip(names, seats) if s.get("kind") != "bot"]
    bots = [n for n, s in zip(names, seats) if s.get("kind") == "bot"]
    if len(bots) < 2:
        return ", ".join(people + bots)
    return " + ".join([", ".join(people)] * bool(people) + [f"{len(bots)} bots"])


def describe_save(path):
    """(line, kind) for the Load list: ("QUASH (advanced) · Ann, Bot 2 · 12 moves · 25 Nov 2026 14:03",
    "saved"); a game the autosave held, kept when another game took Continue over, says so ("kept");
    a file that does not load is ("name.json · damaged: <reason>", "damaged"). Never raises."""
    path = Path(path)
    try:
        st = path.stat()
        key = (str(path), st.st_size, st.st_mtime_ns)
    except OSError as e:
        return f"{path.name} \u00b7 cannot be read: {e.strerror or e}", DAMAGED
    got = _SAVE_SUMMARIES.get(key)
    if got is not None:
        return got
    when = time.strftime("%d %b %Y %H:%M", time.localtime(st.st_mtime)).lstrip("0")
    try:
        head = save_header(path, within=user_dir())
        game = get_game(head["game"])
        players = players_words(head["seats"])
        n = head["moves"]
        moves = f"{n} move" if n == 1 else f"{n} moves"
        variant = variant_words(game, head["options"])
        title = f"{game.title} ({variant})" if variant else game.title
        if head["over"]:
            kind, moves = FINISHED, moves + ", finished"
        elif path.name.startswith(KEPT_PREFIX):
            kind, moves = KEPT, moves + ", kept automatically"
        else:
            kind = SAVED
        got = (f"{title} \u00b7 {players} \u00b7 {moves} \u00b7 {when}", kind)
    except Exception as e:          # a damaged file is listed as damaged, whatever is wrong with it
        got = (damaged_summary(path, e), DAMAGED)
    _SAVE_SUMMARIES[key] = got
    return got


def save_summary(path):
    """The Load list's line for `path` (see describe_save)."""
    return describe_save(path)[0]


def damaged_summary(path, error):
    reason = str(error) if isinstance(error, SaveError) else f"{type(error).__name__}: {error}"
    return f"{Path(path).name} \u00b7 damaged: {reason.split(' (')[0]}"


def mark_damaged(path, error):
    """A save that failed when opened is listed as damaged from then on (its bytes are not touched)."""
    try:
        st = Path(path).stat()
    except OSError:
        return
    _SAVE_SUMMARIES[(str(path), st.st_size, st.st_mtime_ns)] = (damaged_summary(path, error), DAMAGED)


def _mtime(path):
    """When a file in the saves folder changed; 0 for one that cannot be looked at (a dangling link)."""
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def save_files(folder):
    """The saves in `folder`, newest first."""
    return sorted(Path(folder).glob("*.json"), key=_mtime, reverse=True)
