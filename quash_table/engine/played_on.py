"""A save that is an earlier point of a game since played to its end ("played on"), and whether a game
was already played to its end once: what Continue, the Load list and the statistics ask of the saves
folder (split from saves.py, which writes and reads one save)."""

import os
import re
from pathlib import Path

from ..paths import saves_dir, user_dir
from .files import FileRefused, read_bytes
from .saves import (FINISHED_PREFIX, SaveError, check_save_fields, game_key, game_uid, own_line, read_save_data,
                    verify_check)

_SEED_WORD = re.compile(r'"seed": (-?[0-9]+)')

# A save is a point of one game: its game, seats, options, seed and stacked deck, and the moves played up
# to it. When the same game was later played to its end (a finished-*.json copy holds it) and the save's
# moves are the first moves of that finished game, the save is "played on": Continue never offers it
# again (it would reopen a game already won), the Load list marks it, and it can still be loaded on
# purpose. A finished game also names the saves it went on from (its "continues": loaded from, or saved by
# the player, engine/saves), so a save whose later moves were taken back by Undo before the game was played
# on to its end is played on too, though its moves are no longer the first moves of the finished game.
# Cheap: a save's point is remembered when its header is read (the Load list reads every header); a finished copy's JSON is read only when its file name names the same game and its bytes
# name the same seed, and each file is read once per size and time.

_POINTS = {}        # (path, size, mtime_ns) -> (same-game key, seed, game id, actions, over, check, game uid, line)
_FINISHED = {}      # (path, size, mtime_ns) -> (same-game key, actions, continues, game uid, lines) or None, finished copies
_SEEDS = {}         # (path, size, mtime_ns) -> the seeds a finished copy's bytes name
_INDEX = {}         # "stamp": the saves folder's path and time, "index": _finished_index's answer


def _file_key(path):
    st = os.stat(path)
    return str(path), st.st_size, st.st_mtime_ns


def _point(path, within=None):
    """(same-game key, seed, game id, actions, over, check, game uid, its own line of play) of a save file, read and its check chain
    verified at most once per size and time; None for a file that does not read as a save."""
    try:
        key = _file_key(path)
    except OSError:
        return None
    if key not in _POINTS:
        try:
            data = read_save_data(path, within=within if within is not None else user_dir())
            check_save_fields(data)
            verify_check(data)
        except (SaveError, ValueError, OSError):
            return None
        over = _over(data)
        # a finished save is no earlier point of anything: its moves are not kept
        _POINTS[key] = (game_key(data), data["seed"], data["game"], None if over else data["actions"], over,
                        data.get("check"), game_uid(data), own_line(data))
    return _POINTS.get(key)


def _over(data):
    state = data["state"]
    return isinstance(state, dict) and "to_move" in state and state["to_move"] is None


def _finished_index():
    """{(game id, seed as written): [(path, file key)]} of the finished copies in the saves folder, built
    again only when the folder changes (a copy added, replaced or pruned changes its time); each file's
    bytes are read once per size and time, for the seeds they name."""
    folder = saves_dir()
    try:
        stamp = (str(folder), os.stat(folder).st_mtime_ns)
    except OSError:
        return {}
    if _INDEX.get("stamp") == stamp:
        return _INDEX["index"]
    index = {}
    try:
        paths = sorted(folder.glob(f"{FINISHED_PREFIX}*.json"))
    except OSError:
        paths = []
    for path in paths:
        try:
            key = _file_key(path)
            seeds = _SEEDS.get(key)
            if seeds is None:
                raw = read_bytes(path, within=user_dir())
                seeds = _SEEDS[key] = frozenset(_SEED_WORD.findall(raw.decode("utf-8", "replace")))
        except (OSError, FileRefused):
            continue
        game_id = path.name[len(FINISHED_PREFIX):].split("-", 1)[0]
        for seed in seeds:
            index.setdefault((game_id, seed), []).append((path, key))
    _INDEX.update(stamp=stamp, index=index)
    return index


def _finished_games(game_id, seed, skip=None):
    """[(path, same-game key, actions, continues)] of the finished copies in the saves folder of game
    `game_id` played from `seed` (all but `skip`): only those files' JSON is read, once per size and time."""
    out = []
    for path, key in _finished_index().get((game_id, str(seed)), ()):
        if skip is not None and Path(path) == Path(skip):
            continue
        if key not in _FINISHED:
            try:
                data = read_save_data(path, within=user_dir())
                check_save_fields(data)
                verify_check(data)
            except (OSError, SaveError, ValueError):
                _FINISHED[key] = None
                continue
            _FINISHED[key] = ((game_key(data), data["actions"], frozenset(data.get("continues", ())),
                               game_uid(data), frozenset(data.get("lines", ())))
                              if _over(data) else None)
        got = _FINISHED.get(key)
        if got is not None:
            out.append((path, *got))
    return out


def played_on(path, within=None):
    """The finished copy (a path) of the game whose earlier point the save at `path` is, or None: same
    game, seats, options, seed and stacked deck, and the save's moves are the first moves of that finished
    game (and not all of them: a finished game is not an earlier point of itself), or the finished game
    names the save as one it went on from (its "continues": the moves after it may have been undone)."""
    if Path(path).name.startswith(FINISHED_PREFIX):
        return None
    point = _point(path, within)
    if point is None or point[4]:
        return None
    key, seed, game_id, actions, _, check, uid, line = point
    n = len(actions)
    for other, other_key, done, continues, other_uid, lines in _finished_games(game_id, seed):
        if other_key != key:
            continue
        if line is not None and lines and line not in lines:
            # written on a line of play the finished game never went through: a game loaded from a save
            # after that game had ended (and played on, or its moves undone) is another branch of it, still
            # to finish, though its moves be the first moves of the finished game (session 23)
            continue
        if uid is not None and other_uid is not None:
            # both keep their game's identity: the same game, or not at all (a game just begun from the
            # same seed, its first moves the same, read as "later finished": session 22)
            if uid == other_uid and (len(done) > n and done[:n] == actions or check in continues):
                return other
        elif len(done) > n and done[:n] == actions or check in continues:
            return other        # a save written before identities: its seed and moves say it
    return None


def finished_before(match):
    """A finished copy of the game `match` plays (same game, seats, options, seed and stacked deck) other
    than its own, or None: the game was already played to its end and recorded once (engine/recorder)."""
    data = {"game": match.game_id, "seats": match.seats, "options": match.options, "seed": match.seed,
            "stacked": match.stacked}
    key = game_key(data)
    for other, other_key, _, _, _, _ in _finished_games(match.game_id, match.seed,
                                               skip=match.finished_to):
        if other_key == key:
            return other
    return None
