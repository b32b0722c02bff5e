"""Statistics per game and per player name, kept in the user data folder (platformdirs).

A finished game adds one record per human seat: games, wins, best score, streaks, and whether a move
was taken back (undone games are counted and marked). The file is read through engine/files and every
field's type and range is checked; a damaged file is never lost silently: it is moved aside under a
dated name of its own and a message says so. Reading, adding and writing happen under a lock
(engine/datalock), so two copies of the app finishing games at once both keep their records; a record
that cannot be written (a full disk) is kept in memory and written with the next one.
"""

import math
from datetime import datetime, timezone
from pathlib import Path

from ..paths import stats_path
from .datalock import locked
from .game import SEAT_OPTIONS
from .files import FileRefused, printable, read_json
from .saves import atomic_write_json

FORMAT = "quash-table-stats"
VERSION = 1
HISTORY_KEPT = 100
MAX_COUNT = 10 ** 12
REC_KEYS = {"games", "wins", "best_score", "streak", "best_streak", "undone_games", "history"}
HISTORY_KEYS = {"at", "won", "score", "seats", "undone"}
# A game's setup ("2 players, Target score 60"): scores are compared only between games of one setup. Games
# recorded before setups were kept have none (their number of players still tells them apart).
SETUP_KEY = "setup"

_unsaved = []   # records of finished games not yet written (the write failed); written with the next


def empty_stats():
    return {"format": FORMAT, "version": VERSION, "players": {}}


def _count(v, hi=MAX_COUNT):
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= hi


def _score(v):
    return (isinstance(v, (int, float)) and not isinstance(v, bool) and abs(v) <= MAX_COUNT
            and not (isinstance(v, float) and not math.isfinite(v)))


def _name(v):
    return isinstance(v, str) and 0 < len(v) <= 100 and printable(v) == v


def _valid_history(h):
    return (isinstance(h, dict) and set(h) - {SETUP_KEY} == HISTORY_KEYS and isinstance(h["at"], str)
            and len(h["at"]) <= 64 and (SETUP_KEY not in h or _name(h[SETUP_KEY]))
            and isinstance(h["won"], bool) and _score(h["score"]) and _count(h["seats"], 100)
            and isinstance(h["undone"], bool))


def _valid_record(rec):
    return (isinstance(rec, dict) and set(rec) == REC_KEYS and _count(rec["games"])
            and _count(rec["wins"], rec["games"]) and (rec["best_score"] is None or _score(rec["best_score"]))
            and _count(rec["streak"]) and _count(rec["best_streak"]) and _count(rec["undone_games"])
            and isinstance(rec["history"], list) and len(rec["history"]) <= HISTORY_KEPT
            and all(_valid_history(h) for h in rec["history"]))


def _valid(data):
    """Every field of a statistics file has its type and range."""
    if not isinstance(data, dict) or set(data) != {"format", "version", "players"}:
        return False
    if data["format"] != FORMAT or data["version"] != VERSION or not isinstance(data["players"], dict):
        return False
    for name, games in data["players"].items():
        if not _name(name) or not isinstance(games, dict):
            return False
        for gid, rec in games.items():
            if not _name(gid) or not _valid_record(rec):
                return False
    return True


def _lock_path(path):
    return path.with_name(path.stem + ".lock")


def _load(path):
    """(stats, message) without taking the lock (the caller holds it)."""
    try:
        data = read_json(path, "the statistics file", within=path.parent)
        reason = "" if _valid(data) else "a field has the wrong type or range"
    except FileRefused as e:
        data, reason = None, str(e)
    if not reason:
        return data, None
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = next(p for p in (path.with_name(f"{path.stem}.damaged-{stamp}-{i}{path.suffix}")
                             for i in range(1, 10000)) if not p.exists() and not p.is_symlink())
    try:
        path.rename(aside)
    except OSError as e:
        return empty_stats(), (f"The statistics file cannot be used ({reason}) and could not be set "
                               f"aside: {e.strerror or e}.")
    return empty_stats(), (f"The statistics file was damaged ({reason}); it was kept as {aside.name} "
                           "and new statistics were started.")


def load_stats(path=None):
    """(stats, message). A missing file is empty stats; a damaged one is set aside with a message."""
    path = Path(path or stats_path())
    if not path.exists() and not path.is_symlink():
        return empty_stats(), None
    try:
        with locked(_lock_path(path)):
            return _load(path)
    except OSError:      # no lock can be made (a read-only folder): reading alone is still safe
        return _load(path)


def save_stats(stats, path=None):
    atomic_write_json(Path(path or stats_path()), stats)


def setup_words(game, seats, options):
    """What makes one game's scores comparable with another's, in the New game screen's words: the number
    of players and each option that changes the length or the scoring ("4 players, Target score: 250,
    Bags: on"); who starts, a turn order or a deck file do not count, nor a number at what the table plays
    by default; a number with words of its own (Option.choice_help) is said in them. Records made before
    keep the setup written then (it is their chart's key)."""
    words = [f"{seats} players"]
    for o in game.options:
        if o.key in SEAT_OPTIONS or o.kind in ("list", "str"):
            continue
        value = (options or {}).get(o.key, o.default)
        if value is None or value == o.default:
            continue
        if (o.kind == "int" and isinstance(o.default, int) and o.most_for(seats) is not None
                and value == min(o.default, o.most_for(seats))):
            continue        # the default as this table plays it (NumberQuash's places at two players: 1)
        if o.kind == "bool":
            words.append(f"{o.label}: {'on' if value else 'off'}")
        elif o.kind == "choice":
            words.append(str(value))
        elif (o.choice_help or {}).get(value):
            # a number in the words New game says under it (save_list.variant_list's): the chart's title
            # read "Places played for: 1", setup jargon (review 19b, 33_stats.png)
            words.append(o.choice_help[value])
        else:
            words.append(f"{o.label}: {value}")
    return ", ".join(words)[:100]


def history_setup(h):
    """The setup of a game in a history: its own, or for a game recorded before setups, its players."""
    return h.get(SETUP_KEY) or f"{h['seats']} players"


def _add(stats, entry, low_wins):
    name, gid, won, score, seats, undone, when, setup = entry
    rec = stats["players"].setdefault(name, {}).setdefault(gid, {
        "games": 0, "wins": 0, "best_score": None, "streak": 0, "best_streak": 0,
        "undone_games": 0, "history": []})
    rec["games"] += 1
    rec["wins"] += int(won)
    better = (rec["best_score"] is None or (score < rec["best_score"] if low_wins
                                            else score > rec["best_score"]))
    if better:
        rec["best_score"] = score
    rec["streak"] = rec["streak"] + 1 if won else 0
    rec["best_streak"] = max(rec["best_streak"], rec["streak"])
    if undone:
        rec["undone_games"] += 1
    rec["history"].append({"at": when, "won": won, "score": score, "seats": seats, "undone": undone,
                           SETUP_KEY: setup})
    del rec["history"][:-HISTORY_KEPT]


def record_match(match, path=None):
    """Add a finished match to every human seat's statistics. Returns the message of load_stats. Raises
    OSError when the file cannot be written: the records are then kept and written with the next game."""
    game = match.game
    res = game.result(match.state)
    if not res["over"]:
        raise ValueError("only finished games go into the statistics")
    path = Path(path or stats_path())
    when = datetime.now(timezone.utc).isoformat(timespec="seconds")
    low_wins = getattr(game, "low_score_wins", False)
    setup = setup_words(game, len(match.seats), match.options)
    for seat in match.human_seats():
        _unsaved.append(((match.seats[seat]["name"], game.id, seat in res["winners"], res["scores"][seat],
                          len(match.seats), bool(match.undos), when, setup), low_wins, path))
    mine = [u for u in _unsaved if u[2] == path]
    path.parent.mkdir(parents=True, exist_ok=True)
    with locked(_lock_path(path)):
        stats, message = _load(path) if path.exists() or path.is_symlink() else (empty_stats(), None)
        for entry, low, _ in mine:
            _add(stats, entry, low)
        save_stats(stats, path)
    for u in mine:
        _unsaved.remove(u)
    return message


def summary_rows(stats):
    """Flat rows for a statistics screen: (player, game, games, wins, win %, best, streak, best streak)."""
    rows = []
    for name, games in sorted(stats["players"].items()):
        for gid, rec in sorted(games.items()):
            pct = 100.0 * rec["wins"] / rec["games"] if rec["games"] else 0.0
            rows.append({"player": name, "game": gid, "games": rec["games"], "wins": rec["wins"],
                         "win_pct": pct, "best_score": rec["best_score"], "streak": rec["streak"],
                         "best_streak": rec["best_streak"], "undone_games": rec["undone_games"],
                         "history": rec["history"]})
    return rows
