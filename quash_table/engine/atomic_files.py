"""Writing the app's files whole or not at all: every file is written to a temp file beside it, flushed,
then renamed over the old one, so a crash or a full disk never leaves a half-written save, settings or
statistics file; temp files an interrupted write left behind are cleaned up; a new save's name is reserved
as it is chosen. (Reading them is engine/files.py's.)"""

import json
import os
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
TEMP_MAX_AGE = 60.0   # seconds: an older temp file of ours is a leftover of an interrupted write


def atomic_write_bytes(path, raw):
    """Write via a temp file in the same folder, fsync, then rename: a crash leaves old or new, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=TEMP_SUFFIX, dir=str(path.parent))
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
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


def atomic_write_text(path, text):
    atomic_write_bytes(path, text.encode("utf-8"))


def json_bytes(data):
    """How the app's JSON files are written: readable, one key a line, each value on its key's line. Only the
    top level is laid out here: the values go through json's C encoder (an indent anywhere sends a whole dump
    through its pure-Python one, which held the interpreter 5 ms a move on the autosave's thread at 10,000
    Quadruple War moves, its score sheet's lines growing with the game: issue 22)."""
    if not isinstance(data, dict) or not data:
        return (json.dumps(data) + "\n").encode("utf-8")
    keys = ",\n".join(" " + json.dumps({key: value})[1:-1] for key, value in data.items())
    return ("{\n" + keys + "\n}\n").encode("utf-8")


def atomic_write_json(path, data):
    atomic_write_bytes(path, json_bytes(data))


def clean_leftover_temps(folder, now=None):
    """Remove temp files our atomic writes left behind when killed (".NAME.xxxx.tmp", older than a
    minute so a write in progress is never touched). Returns how many went."""
    now = time.time() if now is None else now
    gone = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for e in entries:
        if not (e.name.startswith(".") and e.name.endswith(TEMP_SUFFIX) and ".json." in e.name):
            continue
        try:
            if e.is_file(follow_symlinks=False) and now - e.stat(follow_symlinks=False).st_mtime > TEMP_MAX_AGE:
                os.unlink(e.path)
                gone += 1
        except OSError:
            pass
    return gone


def unique_path(folder, stem, suffix=".json"):
    """folder/stem.json, or stem-2.json, stem-3.json ... the first name not taken (reserved by creating
    it, so two writers in the same second never pick the same name)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(1, 10000):
        path = folder / (f"{stem}{suffix}" if i == 1 else f"{stem}-{i}{suffix}")
        try:
            os.close(os.open(str(path), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
            return path
        except FileExistsError:
            continue
    raise OSError(f"no free file name for {stem} in {folder}")
