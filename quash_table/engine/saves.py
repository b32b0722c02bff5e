"""Save files: JSON, versioned, validated by replay, written atomically (docs/ARCHITECTURE.md, "Saves").

A save is the seed, the stacked deck and the action log, plus the final state to check them against.
Loading replays the log; any file that does not parse, validate and replay to the same state is refused
with a one-line reason and left exactly as it was.
"""

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path

from .game import IllegalAction

FORMAT = "quash-table-save"
VERSION = 1


class SaveError(ValueError):
    """A save that cannot be used; str() is the one-line reason."""


def atomic_write_text(path, text):
    """Write via a temp file in the same folder, fsync, then rename: a crash leaves old or new, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable where the OS allows it
        dfd = os.open(str(path.parent), os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def atomic_write_json(path, data):
    atomic_write_text(path, json.dumps(data, indent=1, sort_keys=False) + "\n")


def match_to_dict(match):
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game_id,
        "seats": match.seats,
        "options": match.options,
        "seed": match.seed,
        "stacked": match.stacked,
        "actions": match.actions,
        "state": match.game.dump(match.state),
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "undos": match.undos,
    }


def save_match(match, path):
    atomic_write_json(path, match_to_dict(match))
    return Path(path)


def match_from_dict(data):
    """A Match rebuilt and verified from a save dict; SaveError with the reason otherwise."""
    from ..games import GAME_IDS
    from .match import Match

    if not isinstance(data, dict):
        raise SaveError("not a Quash Table save (the file is not a JSON object)")
    if data.get("format") != FORMAT:
        raise SaveError("not a Quash Table save (no \"format\": \"quash-table-save\")")
    version = data.get("version")
    if version != VERSION:
        raise SaveError(f"save version {version!r} is not supported (this build reads version {VERSION})")
    for key in ("game", "seats", "options", "seed", "actions", "state"):
        if key not in data:
            raise SaveError(f"the save has no {key!r} field")
    if data["game"] not in GAME_IDS:
        raise SaveError(f"unknown game {data['game']!r}")
    if not isinstance(data["actions"], list) or not all(isinstance(a, dict) for a in data["actions"]):
        raise SaveError("the save's actions are not a list of moves")
    seed = data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError(f"the save's seed {seed!r} is not a whole number")
    try:
        match = Match(data["game"], data["seats"], seed, data["options"], data.get("stacked"),
                      data["actions"])
    except IllegalAction as e:
        raise SaveError(f"the save does not replay: {e}") from None
    except (TypeError, KeyError, AttributeError, IndexError) as e:
        raise SaveError(f"the save does not replay: malformed data ({type(e).__name__}: {e})") from None
    if match.game.dump(match.state) != data["state"]:
        raise SaveError("the save's state does not match its moves (the file was edited or damaged)")
    match.undos = data.get("undos", 0) if isinstance(data.get("undos", 0), int) else 0
    return match


def load_match(path):
    """Read and verify a save file; SaveError with a one-line reason otherwise. Never writes the file."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise SaveError(f"cannot read {path}: {e.strerror or e}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError("not a Quash Table save (the file is not UTF-8 text)") from None
    except json.JSONDecodeError as e:
        raise SaveError(f"the file is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg}); "
                        "it may be truncated") from None
    return match_from_dict(data)


_SAME_GAME_KEYS = ("game", "seats", "options", "seed", "stacked")


def write_autosave(match):
    """Keep `match` as the autosave ("Continue"). The first time a match takes the autosave over, an
    unfinished other game held there is first kept among the saves (see keep_displaced_autosave), so
    starting a new game never loses one."""
    from ..paths import autosave_path
    path = autosave_path()
    if not getattr(match, "owns_autosave", False):
        keep_displaced_autosave(match, path)
        match.owns_autosave = True
    save_match(match, path)


def autosave_after_move(match):
    """A match's on_change for "Continue": from a person's first move on (at a table of bots, from its
    first move) the match is the autosave. A game only opened, looked at by automation, or in which only
    a bot has moved yet leaves the game there in place."""
    humans = match.human_seats()
    if getattr(match, "owns_autosave", False) or not humans or any(a in humans for a in match.actors):
        write_autosave(match)


def keep_displaced_autosave(match, path):
    """Before `match` replaces the autosave at `path`: if that holds another game that is not over (or a
    file that no longer loads), copy it into the saves folder as it is and return the copy's path."""
    from ..paths import saves_dir
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        return None               # no autosave yet
    try:
        data = json.loads(text)
        mine = match_to_dict(match)
        if isinstance(data, dict) and all(data.get(k) == mine[k] for k in _SAME_GAME_KEYS):
            return None           # the same game resumed (moves may differ after an undo)
        if match_from_dict(data).over:
            return None           # a finished game: its record is in the statistics and replays
        name = f"unfinished-{data['game']}-{_stamp(data.get('saved_at'))}.json"
    except (ValueError, SaveError):
        name = f"autosave-damaged-{_stamp(None)}.json"
    target = saves_dir() / name
    atomic_write_text(target, text)
    return target


def _stamp(iso):
    """A file-name time: the save's own time where it has one, else now."""
    try:
        when = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        when = datetime.now(timezone.utc)
    return when.strftime("%Y%m%d-%H%M%S")


def load_autosave():
    """The autosaved match, or None if there is none (a bad autosave raises SaveError)."""
    from ..paths import autosave_path
    path = autosave_path()
    if not path.exists():
        return None
    return load_match(path)
