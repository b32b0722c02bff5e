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
from .atomic_files import atomic_write_json
from .standing import DRAW, seat_outcome

FORMAT = "quash-table-stats"
VERSION = 1
HISTORY_KEPT = 100
MAX_COUNT = 10 ** 12
REC_KEYS = {"games", "wins", "best_score", "streak", "best_streak", "undone_games", "history"}
HISTORY_KEYS = {"at", "won", "score", "seats", "undone"}
# A game's setup: scores are compared only between games of one setup. A record keeps it as data, the
# options that count (OPTIONS_KEY: {"places": 1}) beside its number of players ("seats"), and its words
# ("4 players, the first 'Quashed!' ends the game") are made from them when shown, so a change of words
# keeps one chart (session 20). Records of before kept the words (SETUP_KEY), read back into the same data
# (options_from_words); records made before setups were kept have neither (their players tell them apart).
SETUP_KEY = "setup"
OPTIONS_KEY = "options"
# a game a bot finished in the person's seat (engine/stand_ins: Let the bots finish): counted as played,
# never as a win (the bot's, not the person's: the streak ends), its history entry marked so (review 22)
BOTS_KEY = "bots"
# a game the rules ended with no winner (none, or every seat one): no win and no loss, the streak ends; the
# entry marked so, like BOTS_KEY only where true, so a file without draws reads as before (session 24)
DRAWN_KEY = "drawn"
# keys of a history entry this build knows beside HISTORY_KEYS; any other key (a newer build's) is kept as
# it is if it holds a plain value, so this build reading a newer file loses nothing
OPTIONAL_KEYS = {SETUP_KEY, OPTIONS_KEY, BOTS_KEY, DRAWN_KEY}

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


def _option_value(v):
    return v is None or isinstance(v, bool) or _score(v) or (isinstance(v, str) and len(v) <= 100 and printable(v) == v)


def _valid_options(d):
    return (isinstance(d, dict) and len(d) <= 32
            and all(_name(k) and len(k) <= 40 and _option_value(v) for k, v in d.items()))


def _valid_history(h):
    return (isinstance(h, dict) and HISTORY_KEYS <= set(h) and len(h) <= 32
            and all(_name(k) and len(k) <= 40 and _option_value(h[k]) for k in set(h) - HISTORY_KEYS - OPTIONAL_KEYS)
            and isinstance(h["at"], str) and isinstance(h.get(BOTS_KEY, True), bool)
            and isinstance(h.get(DRAWN_KEY, True), bool) and not (h.get(DRAWN_KEY) and h["won"])
            and len(h["at"]) <= 64 and (SETUP_KEY not in h or _name(h[SETUP_KEY]))
            and (OPTIONS_KEY not in h or _valid_options(h[OPTIONS_KEY]))
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


def setup_options(game, seats, options):
    """The options that make one game's scores comparable with another's, as data ({"places": 1}): each
    option that changes the length or the scoring and is not at what the table plays by default; who
    starts, a turn order or a deck file do not count."""
    out = {}
    for o in game.options:
        if o.key in SEAT_OPTIONS or o.kind in ("list", "str"):
            continue
        value = (options or {}).get(o.key, o.default)
        if value is None or value == o.default:
            continue
        if (o.kind == "int" and isinstance(o.default, int) and o.most_for(seats) is not None
                and value == min(o.default, o.most_for(seats))):
            continue        # the default as this table plays it (NumberQuash's places at two players: 1)
        out[o.key] = value
    return out


def _option_words(o, value):
    """An option's value in the New game screen's words ("Bags: on", "advanced"; a number with words of
    its own, Option.choice_help, in them: the chart's title read "Places played for: 1", review 19b)."""
    if o.kind == "bool":
        return f"{o.label}: {'on' if value else 'off'}"
    if o.kind == "choice":
        return str(value)
    if (o.choice_help or {}).get(value):
        return o.choice_help[value]
    return f"{o.label}: {value}"


def setup_words(game, seats, options):
    """A setup in words, the players and each option that counts (setup_options): "4 players, Target score:
    250, Bags: on"."""
    return ", ".join(setup_parts(game, seats, options))[:100]


def setup_parts(game, seats, options):
    """setup_words' parts, each whole: ["4 players", "Target score: 250", "Bags: on"] (a cell that wraps breaks
    between them: "2 / players" split one, session 61)."""
    counted = setup_options(game, seats, options)
    return [f"{seats} players"] + [_option_words(o, counted[o.key]) for o in game.options if o.key in counted]


def options_from_words(game, seats, words):
    """A setup's options read back from its words as a record of before wrote them (setup_words then, or
    before review 19b's "Label: number"), or None where they do not read (the words are then kept as the
    record's setup, a chart of its own)."""
    head = f"{seats} players"
    if not isinstance(words, str) or not (words == head or words.startswith(head + ", ")):
        return None
    said, numbers = {}, {}
    for o in game.options:
        if o.key in SEAT_OPTIONS or o.kind in ("list", "str"):
            continue
        values = [True, False] if o.kind == "bool" else list(o.choices or ()) if o.kind == "choice" else []
        for v in values + list((o.choice_help or {}) if o.kind != "choice" else ()):
            said[_option_words(o, v)] = (o.key, v)
        if o.kind in ("int", "float"):
            numbers[f"{o.label}: "] = o         # "Rounds: 2", and a number as written before review 19b
    rest, out = words[len(head):], {}
    while rest:
        if not rest.startswith(", "):
            return None
        rest = rest[2:]
        phrase = max((p for p in said if rest == p or rest.startswith(p + ", ")), key=len, default=None)
        if phrase is not None:
            out.update([said[phrase]])
            rest = rest[len(phrase):]
            continue
        label = next((p for p in numbers if rest.startswith(p)), None)
        number = rest[len(label):].split(", ")[0] if label else ""
        try:
            out[numbers[label].key] = (int if numbers[label].kind == "int" else float)(number)
        except (KeyError, ValueError):
            return None
        rest = rest[len(label) + len(number):]
    return setup_options(game, seats, out)


def history_key(game, h):
    """The chart a game in a history belongs to: (players, its options as data, sorted), from the record's
    options, or read from the words a record of before kept; (players, words) where those do not read."""
    options = h.get(OPTIONS_KEY)
    if options is None and h.get(SETUP_KEY):
        options = options_from_words(game, h["seats"], h[SETUP_KEY]) if game is not None else None
        if options is None:
            return (h["seats"], h[SETUP_KEY])
    return (h["seats"], tuple(sorted((options or {}).items())))


def key_words(game, key):
    """A chart's setup in words, made from its key (history_key) when shown."""
    seats, options = key
    if isinstance(options, str):         # words of a record of before that do not read as options
        return options
    return setup_words(game, seats, dict(options)) if game is not None else f"{seats} players"


def key_parts(game, key):
    """key_words' parts, each whole (setup_parts); a record of before's words as one part."""
    seats, options = key
    if isinstance(options, str):
        return [options]
    return setup_parts(game, seats, dict(options)) if game is not None else [f"{seats} players"]


def history_setup(h, game=None):
    """The setup of a game in a history in words: made from its options, or for a record of before its own
    words, or for one recorded before setups, its players."""
    if game is None:
        return h.get(SETUP_KEY) or f"{h['seats']} players"
    return key_words(game, history_key(game, h))


def _add(stats, entry, low_wins):
    name, gid, won, score, seats, undone, when, setup, by_bots, drawn = (tuple(entry) + (False,))[:10]
    won = won and not drawn
    rec = stats["players"].setdefault(name, {}).setdefault(gid, {
        "games": 0, "wins": 0, "best_score": None, "streak": 0, "best_streak": 0,
        "undone_games": 0, "history": []})
    rec["games"] += 1
    rec["wins"] += int(won)
    # a bot's score in the person's seat is no best of theirs (review 23: "Best 501 points" was a stand-in's)
    better = not by_bots and (rec["best_score"] is None or (score < rec["best_score"] if low_wins
                                                            else score > rec["best_score"]))
    if better:
        rec["best_score"] = score
    rec["streak"] = rec["streak"] + 1 if won else 0
    rec["best_streak"] = max(rec["best_streak"], rec["streak"])
    if undone:
        rec["undone_games"] += 1
    rec["history"].append({"at": when, "won": won, "score": score, "seats": seats, "undone": undone,
                           OPTIONS_KEY: setup, **({BOTS_KEY: True} if by_bots else {}),
                           **({DRAWN_KEY: True} if drawn else {})})
    del rec["history"][:-HISTORY_KEPT]


def drawn_for(game, res, seat, seats):
    """Did the game end in a draw for `seat`: the rules' draw or nobody won (standing.seat_outcome, which the
    summary's heading reads too), or every seat won a game that is no team's (a team's win is a win)."""
    if seat_outcome(game, res, seat) == DRAW:
        return True
    return not game.cooperative and seats > 1 and set(res["winners"]) >= set(range(seats))


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
    setup = setup_options(game, len(match.seats), match.options)
    for seat in match.human_seats():
        # "A draw – stalemate": a draw for the seat, never a win nor a loss
        drawn = drawn_for(game, res, seat, len(match.seats))
        by_bots = seat in match.stand_ins      # a bot finished it for them: played, never their win
        _unsaved.append(((match.seats[seat]["name"], game.id, seat in res["winners"] and not by_bots and not drawn,
                          res["scores"][seat], len(match.seats), bool(match.undos), when, setup, by_bots,
                          drawn),
                         low_wins, path))
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


def win_percent(wins, games, drawn):
    """The win % of the games decided: a draw is neither a win nor a loss, so it is left out (counted among
    the games, a draw lowered the win % as a loss did, session 25); None where no game was decided."""
    decided = games - drawn
    return 100.0 * wins / decided if decided > 0 else None


def summary_rows(stats):
    """Flat rows for a statistics screen: (player, game, games, wins, win %, best, streak, best streak)."""
    rows = []
    for name, games in sorted(stats["players"].items()):
        for gid, rec in sorted(games.items()):
            drawn = sum(1 for h in rec["history"] if h.get(DRAWN_KEY))
            pct = win_percent(rec["wins"], rec["games"], drawn)
            rows.append({"player": name, "game": gid, "games": rec["games"], "wins": rec["wins"],
                         "win_pct": pct, "best_score": rec["best_score"], "streak": rec["streak"],
                         "best_streak": rec["best_streak"], "undone_games": rec["undone_games"],
                         # of the games kept in its history, those a bot finished (the screen marks them)
                         "bot_games": sum(1 for h in rec["history"] if h.get(BOTS_KEY)),
                         # of the games kept in its history, those drawn (no win, no loss)
                         "drawn_games": drawn,
                         "history": rec["history"]})
    return rows
