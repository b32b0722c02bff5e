"""What is left when the app stops on an error it did not expect: a report in the data folder (what was on the
screen, the error and where it arose), and the next start's word that there is one. A desktop app started from
an icon has no terminal: the traceback on stderr alone was lost, and the window simply vanished (review 39, once
after Enter at a QUASH round's result)."""

import platform
import sys
import time
from pathlib import Path

from . import __version__
from .engine.atomic_files import atomic_write_text, unique_path

FOLDER = "crash-reports"
SEEN = "seen.txt"        # the name of the newest report the main menu has already mentioned


def write_report(folder, error_text, screens=()):
    """A new report file under `folder`/crash-reports, written whole (temp file and rename); returns its
    path. `screens`: what was open, bottom first (the scene names)."""
    where = Path(folder) / FOLDER
    path = unique_path(where, time.strftime("crash-%Y%m%d-%H%M%S"), ".txt")
    lines = [f"Quash Table {__version__} stopped on an error at {time.strftime('%Y-%m-%d %H:%M:%S')}.",
             f"Python {platform.python_version()} on {platform.platform()}.",
             f"Open screens, bottom first: {', '.join(screens) or 'none'}.", "", error_text.rstrip(), ""]
    atomic_write_text(path, "\n".join(lines))
    return path


def unseen_report(folder):
    """The newest report the main menu has not mentioned yet, or None."""
    where = Path(folder) / FOLDER
    try:
        newest = max(where.glob("crash-*.txt"), key=lambda p: (p.stat().st_mtime, p.name), default=None)
        seen = (where / SEEN).read_text(encoding="utf-8").strip() if (where / SEEN).exists() else ""
    except OSError:
        return None
    return newest if newest is not None and newest.name != seen else None


def mark_seen(report):
    """The main menu has said `report` is there: the next start says nothing of it."""
    try:
        atomic_write_text(Path(report).parent / SEEN, Path(report).name + "\n")
    except OSError as e:          # a read-only folder: the word comes again next time, nothing worse
        print(f"could not note the crash report as seen: {e}", file=sys.stderr)


def notice_words(report):
    """The main menu's line about a report."""
    return (f"Quash Table stopped on an error last time: its report is {Path(report).name}, in the "
            f"{FOLDER} folder of its data folder")
