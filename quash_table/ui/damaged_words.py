"""A save that will not open, in a player's words (no pygame), split from save_list.py: what happened to the
file, told apart, with the technical reason kept as its detail.

Each thing that befalls a save is said for what it is (session 24: a file with a syntax error in its middle
was called "cut short"): its end is missing (a copy or a write stopped part way: the parser ran out of text),
it was changed after Quash Table wrote it (a fault inside its text, or moves, seats or state that no longer
match its check), it was never a Quash Table save (another program's file, not text, no save's mark), it is
a game this version does not have, it is from a newer version, ... The engine names which befell a file
where it finds it (SaveError.kind); the words read that kind, never the reason's text, and every kind is said
in one style (session 28).
"""

from pathlib import Path

from ..engine.files import CUT_SHORT, EMPTY, FOLDER, LINK_OUT, NOT_A_FILE, NOT_JSON, TOO_LARGE, UNREADABLE
from ..engine.save_fields import EDITED, GONE, NEWER, NO_REPLAY, NOT_A_SAVE, UNKNOWN_GAME, SaveError

# Every kind in one style (session 28): what befell the file, said of "it" after its name ("mine.json · its end
# is missing"), in Load's error box as a sentence ("Its end is missing."), and in the main menu's brackets
# ("will not open (its end is missing)"). Rows read "damaged: unknown game 'chess'", "the file is empty", "the
# file is cut short: its end is missing", "not a Quash Table save": four styles for one list.
CUT_SHORT_WORDS = "its end is missing"
EDITED_WORDS = "it was changed after it was saved"
# a fault in the text's middle: one reason from one source with `main.py check-save` (review 26: Load said
# "changed after it was saved", check-save "not valid JSON"); what it means is said under it (MEANINGS)
NOT_JSON_WORDS = "its text is not valid JSON"
EMPTY_WORDS = "it is empty"
NOT_A_SAVE_WORDS = "it is not a Quash Table save"
UNKNOWN_GAME_WORDS = "it is a game this version does not have"
NEWER_WORDS = "it is from a newer version of Quash Table"
NO_REPLAY_WORDS = "its moves do not play out in this version"
FOLDER_WORDS = "it is a folder, not a save"
NOT_A_FILE_WORDS = "it is not a file"
TOO_LARGE_WORDS = "it is too large to be a save"
LINK_OUT_WORDS = "it leads outside the data folder"
UNREADABLE_WORDS = "it cannot be read"
GONE_WORDS = "it is no longer there"
# a refusal of no kind the engine names (none is raised so today): said the same way, its detail below
OTHER_WORDS = "it will not open"
# each kind of damage the engine names where it finds it (SaveError.kind), in a player's words: the words
# read the kind, never the reason's text (session 27)
KIND_WORDS = {EMPTY: EMPTY_WORDS, CUT_SHORT: CUT_SHORT_WORDS, NOT_JSON: NOT_JSON_WORDS, NOT_A_SAVE: NOT_A_SAVE_WORDS,
              EDITED: EDITED_WORDS, UNKNOWN_GAME: UNKNOWN_GAME_WORDS, NEWER: NEWER_WORDS, NO_REPLAY: NO_REPLAY_WORDS,
              FOLDER: FOLDER_WORDS, NOT_A_FILE: NOT_A_FILE_WORDS, TOO_LARGE: TOO_LARGE_WORDS,
              LINK_OUT: LINK_OUT_WORDS, UNREADABLE: UNREADABLE_WORDS, GONE: GONE_WORDS}
LEFT = "The file is left as it is."
# what each means for the person, under those words in Load's error box
MEANINGS = {
    CUT_SHORT: f"A copy or a save stopped part way. {LEFT}",
    EDITED: f"Quash Table checks every save against what it wrote, so a changed save cannot be opened. {LEFT}",
    NOT_JSON: f"Its text was changed after it was saved (by hand or damage), and Quash Table cannot read a save "
              f"whose text is broken. {LEFT}",
    EMPTY: f"Nothing was written in it (a save or a copy that stopped before it began). {LEFT}",
    NOT_A_SAVE: f"This file was not written by Quash Table, or holds something else now. {LEFT}",
    UNKNOWN_GAME: f"It was saved by a version of Quash Table with other games, or changed since. {LEFT}",
    NEWER: f"A newer Quash Table opens it. {LEFT}",
    NO_REPLAY: f"Its moves break this version's rules: it was changed, or saved by another version. {LEFT}",
    TOO_LARGE: f"No save is that large. {LEFT}",
    LINK_OUT: "Load opens links only within Quash Table's own data folder: type its path below to open it.",
}
_DAMAGED_DETAIL = {}


def damaged_reason(error, path=None):
    """(what a player reads, the technical detail) for a save that will not open, from its error's kind
    (engine/save_fields SaveError; KIND_WORDS), every kind in one style. `path`: kept for the callers' form."""
    reason = str(error) if isinstance(error, SaveError) else f"{type(error).__name__}: {error}"
    words = KIND_WORDS.get(getattr(error, "kind", None)) if isinstance(error, SaveError) else None
    return words or OTHER_WORDS, reason


def damaged_row(path, error, autosave=False):
    """A file that will not open, as its Load row says it: its name and what happened to it; the detail kept
    for damaged_detail."""
    words, detail = damaged_reason(error, path)
    _DAMAGED_DETAIL[str(path)] = (words, detail)
    name = f"the autosave ({Path(path).name})" if autosave else Path(path).name
    return f"{name} \u00b7 {words}"


def damaged_detail(path):
    """(the player's words, the technical reason) a listed file will not open (("", "") if none was found):
    the main menu says the first, Load the second under the row's own words when that row is chosen."""
    return _DAMAGED_DETAIL.get(str(path), ("", ""))


def error_words(error, path=None):
    """Load's error box for a save that would not open: (what happened, what it means, the detail); the
    meaning "" where the words say it all."""
    words, detail = damaged_reason(error, path)
    return words, MEANINGS.get(getattr(error, "kind", None), ""), detail


def says_damaged(words):
    """Whether a row's words say its file will not open (any of the wordings above)."""
    return any(w in words for w in [*KIND_WORDS.values(), OTHER_WORDS])
