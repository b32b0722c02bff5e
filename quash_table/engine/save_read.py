"""A save file's bytes read and parsed (no pygame), split from engine/saves.py: the one place a save's
refusal by the reader (engine/files) becomes a SaveError, with what befell the file as its kind.

A fault within a file's text is told apart from a file that never was a save by the save's mark near its
start: a file without it is another program's (its words "not a Quash Table save", ui/damaged_words), one
with it was changed after it was written. Found here, where the bytes are at hand: the words once read the
file again to tell (session 27)."""

from .files import NOT_JSON, NOT_TEXT, FileRefused, decode_json, read_bytes
from .save_fields import FORMAT, NOT_A_SAVE, SaveError

# the mark every save's text carries near its start (its "format" field)
SAVE_MARK = FORMAT.encode("ascii")
MARK_WITHIN = 4096


def bytes_kind(kind, raw):
    """What befell a save whose bytes the reader refused as `kind`: text that is not UTF-8, or broken JSON
    without a save's mark, is not a save at all."""
    if kind == NOT_TEXT or (kind == NOT_JSON and SAVE_MARK not in raw[:MARK_WITHIN]):
        return NOT_A_SAVE
    return kind


def save_json(path, within=None, shape=True):
    """(the file's bytes, its parsed JSON) through the one reader; SaveError with the reason and its kind
    otherwise (`shape`: as files.decode_json's)."""
    try:
        raw = read_bytes(path, within=within)
    except FileRefused as e:        # not read at all (a folder, a link out, too large): its own words
        raise SaveError(str(e), e.kind) from None
    try:
        return raw, decode_json(raw, "the file", shape=shape)
    except FileRefused as e:
        raise SaveError(str(e), bytes_kind(e.kind, raw)) from None


def not_usable(problem, raw):
    """The SaveError of a save's JSON that parsed but cannot be used safely (`problem`: files.shape_problem)."""
    return SaveError(f"the file is not usable JSON ({problem})", bytes_kind(NOT_JSON, raw))
