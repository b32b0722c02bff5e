"""A save that will not open, in a player's words (no pygame), split from save_list.py: what happened to the
file, told apart, with the technical reason kept as its detail.

Three things befall a save, and each is said for what it is (session 24: a file with a syntax error in its
middle was called "cut short"): its end is missing (a copy or a write stopped part way: the parser ran out
of text), it was changed after Quash Table wrote it (a fault inside its text, or moves, seats or state that
no longer match its check), or it was never a Quash Table save (another program's file, not text, no save's
mark). Any other reason (an unknown game, a newer version) is already in a player's words. The engine names
which befell a file where it finds it (SaveError.kind); the words read that kind, never the reason's text.
"""

from pathlib import Path

from ..engine.files import CUT_SHORT, EMPTY, NOT_JSON
from ..engine.save_fields import EDITED, NOT_A_SAVE, SaveError

CUT_SHORT_WORDS = "the file is cut short: its end is missing"
EDITED_WORDS = "the file was changed after it was saved (edited by hand or damaged)"
# a fault in the text's middle: said as `main.py check-save` says it (the reason's own words), one reason
# from one source (review 26: Load said "changed after it was saved", check-save "not valid JSON")
NOT_JSON_WORDS = "the file is not valid JSON: its text was changed after it was saved (by hand or damage)"
EMPTY_WORDS = "the file is empty"
NOT_A_SAVE_WORDS = "not a Quash Table save"
# what each means for the person, under those words in Load's error box
MEANINGS = {
    CUT_SHORT_WORDS: "A copy or a save stopped part way. The file is left as it is; Load cannot open it.",
    EDITED_WORDS: "Quash Table checks every save against what it wrote, so a changed save cannot be opened. "
                  "The file is left as it is.",
    NOT_JSON_WORDS: "Quash Table cannot read a save whose text is broken. The file is left as it is.",
    EMPTY_WORDS: "Nothing was written in it (a save or a copy that stopped before it began). It is left as it is.",
    NOT_A_SAVE_WORDS: "This file was not written by Quash Table, or holds something else now. It is left as it is.",
}
# each kind of damage the engine names where it finds it (SaveError.kind), in a player's words: the words
# once told the cases apart by reading the reason's text back (session 27)
KIND_WORDS = {EMPTY: EMPTY_WORDS, CUT_SHORT: CUT_SHORT_WORDS, NOT_JSON: NOT_JSON_WORDS, NOT_A_SAVE: NOT_A_SAVE_WORDS,
              EDITED: EDITED_WORDS}
_DAMAGED_DETAIL = {}


def damaged_reason(error, path=None):
    """(what a player reads, the technical detail) for a save that will not open: empty, cut short, changed
    after it was saved, or not a save at all, as its error's kind says (engine/save_fields SaveError); any
    other reason in its own words ("damaged: unknown game ..."). `path`: kept for the callers' form."""
    reason = str(error) if isinstance(error, SaveError) else f"{type(error).__name__}: {error}"
    words = KIND_WORDS.get(getattr(error, "kind", None)) if isinstance(error, SaveError) else None
    if words is not None:
        return words, reason
    # a reason in its own words, without its parenthesis (the detail keeps it whole)
    return f"damaged: {reason.split(' (')[0]}", reason


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
    meaning "" for a reason already in a player's words."""
    words, detail = damaged_reason(error, path)
    # a reason already in a player's words is said once: "Damaged: the save's move 1 is a text, not a move."
    # was followed by "Detail: " and the same words (review 26)
    return words, MEANINGS.get(words, ""), "" if detail.rstrip(".") in words else detail


def says_damaged(words):
    """Whether a row's words say its file will not open (any of the wordings above, or "damaged: ...")."""
    return "damaged" in words or any(w in words for w in (CUT_SHORT_WORDS, NOT_A_SAVE_WORDS, NOT_JSON_WORDS,
                                                          EMPTY_WORDS))
