"""The one reader for every file the app reads: saves, the autosave, settings, statistics, deck files.

Files are untrusted (a save is meant to be shared), so reading one can only end in its data or in one
FileRefused with a reason a person can read:
- only a regular file is read (a FIFO, a device, a folder is refused before a byte is read: opening is
  non-blocking and the opened file itself is checked, so nothing can swap it in between);
- a file of the player's data folder that is a link to somewhere outside that folder is refused;
- at most MAX_BYTES are read, and the limit is said in the message;
- the text must be UTF-8, the JSON must parse (every failure of the parser, deep nesting and numbers too
  long to read included, becomes the same refusal), no string may hold a lone surrogate, and nesting
  deeper than MAX_DEPTH is refused so later code never recurses without bound.
The caller then checks every field's type and range (see `check_*` in saves, stats and settings).
"""

import json
import os
import re
import stat
from pathlib import Path

MAX_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 64


# What befell a file whose bytes do not parse, named where the parser finds it (FileRefused.kind): the
# reason's words are for a person to read, never for code to tell the cases apart (session 27)
EMPTY = "empty"             # nothing was written in it
CUT_SHORT = "cut short"     # the text stops before its JSON is whole (a copy or a write stopped part way)
NOT_JSON = "not JSON"       # a fault within the text (a change made to it)
NOT_TEXT = "not text"       # its bytes are not UTF-8 text
# and of a file not read at all (session 28: these had no kind, and Load said each in its own style)
FOLDER = "folder"           # a folder named like a save
NOT_A_FILE = "not a file"   # a device, pipe or socket
TOO_LARGE = "too large"     # larger than a file here may hold
LINK_OUT = "link out"       # a link to a place outside the data folder
UNREADABLE = "unreadable"   # the system would not let it be read (no permission, gone, ...)


class FileRefused(ValueError):
    """A file the app will not use; str() is the one-line reason, `kind` what befell its bytes (one of the
    kinds above; None: it could not be read at all, or its reason is said in its own words)."""

    def __init__(self, reason, kind=None):
        super().__init__(reason)
        self.kind = kind


def _mb(n):
    return f"{n / (1024 * 1024):g} MB"


def _inside(path, folder):
    try:
        Path(path).resolve().relative_to(Path(folder).resolve())
        return True
    except (ValueError, OSError, RuntimeError):
        return False


def read_bytes(path, max_bytes=MAX_BYTES, within=None):
    """The bytes of a regular file, or FileRefused. `within`: the data folder a link may not lead out of."""
    path = Path(path)
    name = path.name or str(path)
    if within is not None:
        try:
            if path.is_symlink() and not _inside(path, within):
                raise FileRefused(f"{name} is a link to a place outside the data folder", LINK_OUT)
        except OSError as e:
            raise FileRefused(f"cannot read {name}: {e.strerror or e}", UNREADABLE) from None
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(str(path), flags)
    except OSError as e:
        raise FileRefused(f"cannot read {name}: {e.strerror or e}", UNREADABLE) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            folder = stat.S_ISDIR(st.st_mode)
            what = "a folder" if folder else "not a regular file (a device, pipe or socket)"
            raise FileRefused(f"{name} is {what}", FOLDER if folder else NOT_A_FILE)
        if st.st_size > max_bytes:
            raise FileRefused(f"{name} is larger than {_mb(max_bytes)}, the most a file here may hold", TOO_LARGE)
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:   # it grew while being read
                raise FileRefused(f"{name} is larger than {_mb(max_bytes)}, the most a file here may hold", TOO_LARGE)
        return b"".join(chunks)
    except OSError as e:
        raise FileRefused(f"cannot read {name}: {e.strerror or e}", UNREADABLE) from None
    finally:
        os.close(fd)


def _no_constants(text):
    raise ValueError(f"{text} is not a number JSON allows")


_DECODER = json.JSONDecoder(parse_constant=_no_constants)   # one decoder: json.loads(**kw) makes one a call


def decode_json(raw, what="the file", shape=True):
    """Parsed JSON from bytes, or FileRefused saying why, whatever is wrong with them. `shape=False`
    leaves the walk over every value (depth, lone surrogates) to the caller, who checks the parts it
    uses with shape_problem()."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise FileRefused(f"{what} is not UTF-8 text", NOT_TEXT) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():        # nothing was written: not "cut short", no end to miss (review 26)
        raise FileRefused(f"{what} is empty", EMPTY)
    try:
        data = _DECODER.decode(text)
    except json.JSONDecodeError as e:
        # where the text stops before its JSON is whole, the file was cut short (a copy or a write stopped
        # part way); a fault within it is a change made to it (ui/damaged_words tells a person which)
        # (a string left open runs to the end: the parser names where it starts)
        cut = e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string")
        ends = "; it ends there, cut short" if cut else ""
        raise FileRefused(f"{what} is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg}){ends}",
                          CUT_SHORT if cut else NOT_JSON) from None
    except RecursionError:
        raise FileRefused(f"{what} is not usable JSON (nested too deeply)", NOT_JSON) from None
    except (ValueError, OverflowError, MemoryError) as e:
        why = "a number has too many digits" if "digits" in str(e) else str(e).split(";")[0][:80]
        raise FileRefused(f"{what} is not usable JSON ({why})", NOT_JSON) from None
    problem = shape_problem(data) if shape else ""
    if problem:
        raise FileRefused(f"{what} is not usable JSON ({problem})", NOT_JSON)
    return data


def _bad_text(s):
    try:
        s.encode("utf-8")
        return False
    except UnicodeEncodeError:
        return True


def shape_problem(data, texts=True):
    """Why parsed JSON cannot be used safely (too deep, a lone surrogate in a string), or "".
    `texts=False`: the strings need no look (JSON decoded from UTF-8 without a \\u escape cannot hold a
    lone surrogate), only the depth."""
    bad = _bad_text if texts else _no_bad_text
    stack = [(data, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            return f"nested more than {MAX_DEPTH} levels deep"
        if isinstance(item, str):
            if bad(item):
                return "a text holds an invalid character (a lone surrogate)"
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
        elif isinstance(item, dict):
            for k, v in item.items():
                if bad(k):
                    return "a text holds an invalid character (a lone surrogate)"
                stack.append((v, depth + 1))
    return ""


def _no_bad_text(s):
    return False


def read_json(path, what=None, max_bytes=MAX_BYTES, within=None):
    """read_bytes then decode_json: the one way a JSON file of the app is read."""
    return decode_json(read_bytes(path, max_bytes, within), what or Path(path).name)


_UNPRINTABLE = re.compile("[\x00-\x1f\x7f\ud800-\udfff]")


def printable(text, limit=None):
    """Text safe for a label: control characters (NUL included) and lone surrogates become '?'."""
    out = _UNPRINTABLE.sub("?", text)
    return out if limit is None else out[:limit]
