"""One look at the saves folder (no pygame): while a look lasts, a file's stat and whether its game was played
on to its end since (engine/played_on) are asked of the disk once a file, not once a question.

The Load list asks each save's line, game, position, date and played-on mark in many small reads, each
checked against the file's size and time: with 1,000 saves, the frame that had read the last line asked the
disk some 30 times a file and held the screen for 2 s (issue 22, session 53). A Load screen's frame (and its
first build) is one look: nothing in the folder changes within it but what the screen itself does, and a
Delete reads the list again in a new look."""

import functools
from contextlib import contextmanager
from pathlib import Path

from ..engine.played_on import played_on as _played_on
from ..paths import user_dir

_LOOK = None        # {(question, path): answer} while a look lasts; None between looks (every ask goes to disk)


@contextmanager
def one_look():
    """A look at the folder: nested looks are the outer one."""
    global _LOOK
    outer = _LOOK is not None
    if not outer:
        _LOOK = {}
    try:
        yield
    finally:
        if not outer:
            _LOOK = None


def in_one_look(method):
    """A method run as one look (a Load screen's update, its build)."""
    @functools.wraps(method)
    def looked(*args, **kwargs):
        with one_look():
            return method(*args, **kwargs)
    return looked


def current():
    """The look under way (an object that stays the same while it lasts), or None between looks."""
    return _LOOK


def once_a_look(answer):
    """`answer(path, ...)` asked once a look for each path and arguments (save_list's reading of a row: the Load list
    asked it of each file 15 times on the frame that read the last line, session 56); every ask between looks."""
    @functools.wraps(answer)
    def asked(path, *args, **kwargs):
        if _LOOK is None:
            return answer(path, *args, **kwargs)
        return _asked((answer, args, tuple(sorted(kwargs.items()))), path, lambda p: answer(p, *args, **kwargs))
    return asked


def _asked(question, path, answer):
    if _LOOK is None:
        return answer(path)
    key = (question, str(path))
    if key not in _LOOK:
        try:
            _LOOK[key] = answer(path)
        except OSError as e:
            _LOOK[key] = e
    got = _LOOK[key]
    if isinstance(got, OSError):
        raise got
    return got


_PATHS = {}         # str -> Path: the Load list names its files as strings and asks of each many times a frame
_PATHS_LIMIT = 8192


def as_path(path):
    """`path` as a Path, built once a name (the Load list asks of 1,000 files many times a frame: building the
    Path again each time was a quarter of the frame that read the last line, session 56)."""
    if isinstance(path, Path):
        return path
    got = _PATHS.get(path)
    if got is None:
        if len(_PATHS) > _PATHS_LIMIT:
            _PATHS.clear()
        got = _PATHS[path] = Path(path)
    return got


def stat(path):
    """os.stat of `path` (raises OSError as it does), once a look."""
    return _asked("stat", path, lambda p: Path(p).stat())


def played_on(path):
    """engine/played_on's finished copy of the game the save at `path` is an earlier point of (or None), once a
    look."""
    return _asked("played_on", path, lambda p: _played_on(p, within=user_dir()))

