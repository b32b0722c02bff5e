"""Statistics per game and per player name, kept in the user data folder (platformdirs).

A finished game adds one record per human seat: games, wins, best score, streaks, and whether a move
was taken back (undone games are counted and marked). The file is written atomically; a damaged file
is never lost silently: it is moved aside under a dated name and a message says so.
"""

import json
from datetime import datetime, timezone
from pathlib import Path

from .saves import atomic_write_json

FORMAT = "quash-table-stats"
VERSION = 1
HISTORY_KEPT = 100


def empty_stats():
    return {"format": FORMAT, "version": VERSION, "players": {}}


def _valid(data):
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        return False
    players = data.get("players")
    if not isinstance(players, dict):
        return False
    for games in players.values():
        if not isinstance(games, dict):
            return False
        for rec in games.values():
            if not isinstance(rec, dict) or not isinstance(rec.get("games"), int) \
                    or not isinstance(rec.get("history", []), list):
                return False
    return True


def load_stats(path=None):
    """(stats, message). A missing file is empty stats; a damaged one is set aside with a message."""
    from ..paths import stats_path
    path = Path(path or stats_path())
    if not path.exists():
        return empty_stats(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        ok = _valid(data)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        ok = False
    if ok:
        return data, None
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    path.replace(aside)
    return empty_stats(), (f"The statistics file was damaged; it was kept as {aside.name} "
                           "and new statistics were started.")


def save_stats(stats, path=None):
    from ..paths import stats_path
    atomic_write_json(Path(path or stats_path()), stats)


def record_match(match, path=None):
    """Add a finished match to every human seat's statistics. Returns the message of load_stats."""
    game = match.game
    res = game.result(match.state)
    if not res["over"]:
        raise ValueError("only finished games go into the statistics")
    stats, message = load_stats(path)
    low_wins = getattr(game, "low_score_wins", False)
    when = datetime.now(timezone.utc).isoformat(timespec="seconds")
    for seat in match.human_seats():
        name = match.seats[seat]["name"]
        rec = stats["players"].setdefault(name, {}).setdefault(game.id, {
            "games": 0, "wins": 0, "best_score": None, "streak": 0, "best_streak": 0,
            "undone_games": 0, "history": []})
        won = seat in res["winners"]
        score = res["scores"][seat]
        rec["games"] += 1
        rec["wins"] += int(won)
        better = (rec["best_score"] is None or (score < rec["best_score"] if low_wins
                                                else score > rec["best_score"]))
        if better:
            rec["best_score"] = score
        rec["streak"] = rec["streak"] + 1 if won else 0
        rec["best_streak"] = max(rec["best_streak"], rec["streak"])
        if match.undos:
            rec["undone_games"] += 1
        rec["history"].append({"at": when, "won": won, "score": score, "seats": len(match.seats),
                               "undone": bool(match.undos)})
        del rec["history"][:-HISTORY_KEPT]
    save_stats(stats, path)
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
