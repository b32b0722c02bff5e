"""What tells apart Load rows that would read alike (no pygame): two saves of one position, saved in the
same minute, or a save and a copy of its file (session 24: one of the two rows was led by a file name,
"nq2 · NumberQuash · ...", the other by nothing, and a player could not tell which was which).

Rows that would read alike say when each was saved to the second where those times differ ("25 Nov 18:11:05");
files saved at the very same moment are one save and its copies: the file first written (the oldest on
disk) is the save, each later one "copy" ("copy 2", ...). The words stand in the row's end, in place of its date
("saved · copy · 25 Nov 18:11:05"): put in front of the row ("saved 18:11:05 · Quadruple War · ..."),
they took the room of the game's own words, and a save loaded and saved again lost "your turn" (review 36c)."""

from . import folder_look as look
from .save_list import date_words, file_age, save_parts_of_game

COPY_WORDS = "copy"


def saved_seconds(path):
    """When the save at `path` was written: the date its row shows (save_list.file_age: its header's time, read
    with its line; the file's time for an older save, or a file whose header does not read). Read with the
    line, once per size and time: its header read again for every ask was half the Load list's last frame
    with 1,000 saves (session 53)."""
    save_parts_of_game(path)
    return file_age(path)


def _disk_time(path):
    try:
        return look.stat(path).st_mtime_ns
    except OSError:
        return 0


def apart_words(paths):
    """{path: the words in its row's end in place of its date} for `paths`, rows that would read alike ("copy
    · 25 Nov 18:11", "25 Nov 18:11:05"); "" for the one that needs none (the save whose copies are told)."""
    when = {p: saved_seconds(p) for p in paths}
    timed = len(set(when.values())) > 1
    out = {}
    for moment in dict.fromkeys(when[p] for p in paths):
        same = sorted((p for p in paths if when[p] == moment), key=lambda p: (_disk_time(p), str(p)))
        for n, p in enumerate(same):
            if not n and not timed:
                out[p] = ""
                continue
            words = [COPY_WORDS if n == 1 else f"{COPY_WORDS} {n}"] if n else []
            out[p] = " \u00b7 ".join(words + [date_words(moment, to_the_second=timed)])
    return out
