"""The Load list's row words as the screen fits them (split from load.py): a save's line cut before its
date, a game's row with its older copies, the files listed, and the row Pause names a save just made by."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from ...engine.saves import SaveError, save_header
from ...paths import autosave_path, saves_dir, user_dir
from .. import theme
from ..continue_source import autosave_damaged
from ..save_list import (CONTINUE_WORDS, DAMAGED, FINISHED, KEPT, SAVED, body_forms, by_hand, date_forms,
                         is_autosave, position_of, replay_words, save_files, save_parts_of_game)
from ..save_rows import older_words


# How each kind of line looks (the pygame_gui theme's ids, see theme.gui_theme): a damaged file in red. A
# game kept automatically looks as a save does, its words say "autosaved": drawn muted it read as greyed,
# a row that cannot be loaded (review 16, 76.png).
ROW_LOOK = {SAVED: "#item_list_item", FINISHED: "#item_list_item", KEPT: "#item_list_item", DAMAGED: "#damaged_save"}
HEADING_LOOK = "#list_heading"     # a group's heading row: gold words, never chosen


def list_width(m):
    """The list spans the window but for a margin (860 px wide, a kept game's line lost its date)."""
    return m.w - m.px(120)


def row_width(m):
    """Room for a line's text in the list: its scroll bar, its borders and the rows' padding at both ends off (40
    design px off left too little: a long row's date ran into the scroll bar, session 61)."""
    return list_width(m) - theme.LIST_SCROLL_BAR - 4 * theme.LIST_BORDER - 2 * m.px(theme.ROW_PADDING)


def whole_rows(room, row, frame):
    """The height of a list of rows `row` high in at most `room` (its border and shadow `frame` included) that
    shows whole rows only, one at least: a save's error took 48 px from the list and left its last row cut
    in half (session 27)."""
    return frame + max(1, (room - frame) // row) * row


def row_line(path, m, finished=False, more="", twinned=False, opens=False, lead="", cap=None, level=None, apart=""):
    """The Load list's line for the save at `path` in a window of metrics `m` (Replays' with `finished`),
    cut before its date when too long: the date always shows (a kept game's line lost it at 1024x640), and
    `more` after it; `twinned`: a copy the app kept holds this save's very position, and the row says both
    ("saved & autosaved", save_list.date_forms); `opens`: Continue opens it ("Continue opens this"); `lead`: words in front of the row, fitted with it (SaveRows' `lead_fits`). The one source of a save's words as Load shows them: Pause's "Saved. Load lists it as"
    says this line (it said where the game stood while the row, too narrow, said who played, review 16).
    `cap`: the most room the game's own words may take (the Load screen gives every row of one game the room
    of its narrowest: row_room); `level`: (i, n), a row whose game's words have n forms says the i-th at the
    longest (the form another row of its game says: row_level). `apart`: what tells the row from one that reads
    alike (ui/save_apart), in its end in place of its date."""
    body, tail, room = _row_parts(path, m, finished, more, twinned, opens, lead, apart)
    if tail is None:
        return lead + body
    forms = [lead + form for form in body_forms(path)]
    first = _first_fit(forms, m, room if cap is None else min(room, cap))
    if level is not None and level[1] == len(forms):
        first = max(first, level[0])
    # a shorter form of the line (no scores, ...) rather than a word cut ("hand 1\u2026")
    return theme.fit_forms(forms[min(first, len(forms) - 1):], m.px(17), room if cap is None else min(room, cap),
                           bold=True) + tail


def _first_fit(forms, m, room):
    """The index of the first of `forms` that fits `room` (len(forms) where none does)."""
    font = theme.font(m.px(17), True)
    return next((i for i, form in enumerate(forms) if font.size(form)[0] <= room), len(forms))


def row_level(path, m, cap, finished=False, more="", twinned=False, opens=False, lead="", apart=""):
    """(the index of the form of its game's words row_line gives the save at `path` in room `cap`, how many
    forms they have), None for a row with no end."""
    _, tail, room = _row_parts(path, m, finished, more, twinned, opens, lead, apart)
    if tail is None:
        return None
    forms = body_forms(path)
    return _first_fit([lead + form for form in forms], m, room if cap is None else min(room, cap)), len(forms)


def row_room(path, m, finished=False, more="", twinned=False, opens=False, lead="", apart=""):
    """The room row_line gives the game's own words of the save at `path` beside its end, None for a row with no
    end (a damaged file's)."""
    return _row_parts(path, m, finished, more, twinned, opens, lead, apart)[2]


def _row_parts(path, m, finished, more, twinned, opens, lead, apart=""):
    """(the save's line, its end as row_line puts it after the game's own words or None, their room); `apart`:
    words in place of the end's date."""
    body, _, kind, _ = save_parts_of_game(path)
    # in Replays, a game still to play is listed among the finished ones: its line says so, and what
    # its replay shows (a finished game's shows every hand), before the date, never cut
    view = replay_words(path) if finished and kind != DAMAGED else ""
    # `more` may come in forms, longest first (head_more): the date's end shortens first, then `more`
    mores = (more,) if isinstance(more, str) else tuple(more)
    dates = date_forms(path, twinned, opens)
    if apart:
        dates = [" \u00b7 ".join(when.split(" \u00b7 ")[:-1] + [apart]) for when in dates]
    tails = [" \u00b7 ".join(w for w in (view, when, mo) if w) for mo in mores for when in dates]
    if not tails[0]:
        return body, None, None
    size = m.px(17)
    font = theme.font(size, True)
    forms = [lead + form for form in body_forms(path)]

    def kept(tail):
        """How much of the game's own words the row keeps beside `tail`: the index of the longest
        form that fits (len(forms) where none does)."""
        room = row_width(m) - font.size(f" \u00b7 {tail}")[0]
        return next((i for i, form in enumerate(forms) if font.size(form)[0] <= room), len(forms))
    # the date column gives way before the game's words do: its longest form with which they keep the
    # most ("saved on Annabelle-Marie's turn" took a narrow row's room from where the game stands)
    tail = f" \u00b7 {min(tails, key=kept)}"
    return body, tail, row_width(m) - font.size(tail)[0]


def head_row_line(path, m, n, opened=False, twinned=False, finished=False, opens=False, lead="", cap=None,
                  level=None, apart=""):
    """The row of a game whose newest save is `path`, with `n` older saves: its line and how many older
    copies it has, after the date (never cut); `opened`: its copies listed under it; `twinned`, `finished`,
    `lead`, `cap`, `level`: as row_line's."""
    more = head_more(n, opened)
    return theme.ellipsize(row_line(path, m, finished, more, twinned, opens, lead, cap, level, apart), m.px(17),
                           row_width(m), bold=True)


def head_more(n, opened=False):
    """What a game's row with `n` older saves says after its date, in its forms, longest first: ("\u25b8 2 older
    copies", "\u25b8 2 older"), the shorter where the longer would cost the game's words a fact ("" for none): the
    Quadruple War game Continue holds, with its older copies, at 1024x640 lost its scores' names to "kept for
    Continue \u00b7 ... \u00b7 \u25b8 4 older copies" (review 35); chosen, the row's Show button says "Show 4 older
    copies"."""
    mark = "\u25be" if opened else "\u25b8"
    return (f"{mark} {older_words(n)}", f"{mark} {n} older") if n else ""


def listed_files():
    """The files the Load list shows: the saves folder's, and the autosave when it holds a game to play on
    (the game Continue opens: a game quit to the menu was nowhere in Load, note 18)."""
    files = save_files(saves_dir())
    try:
        if not save_header(autosave_path(), within=user_dir())["over"]:
            files.insert(0, autosave_path())
    except (SaveError, OSError):
        # none, or finished (its copy is listed); a damaged one is listed with the files that will not
        # open, never lost from sight (review 20)
        if os.path.lexists(autosave_path()) and autosave_damaged():
            files.insert(0, autosave_path())
    return files


def twin_words(twins):
    """How a save of the player's row names the copies the app kept of its very position (`twins`): the
    autosave's words where Continue holds it, else "autosaved" (True: save_list.date_forms)."""
    return CONTINUE_WORDS if any(is_autosave(f) for f in twins) else True


def saved_row_line(path, m):
    """The row the Load list shows for a save just made at `path` (Pause's "Saved. Load lists it as"): a
    save of the player's is a row of its own, never an older copy, and a copy the app kept of its very
    position is named in it ("saved & autosaved", "saved & kept for Continue": one row for both in Load)."""
    _, _, kind, _ = save_parts_of_game(path)
    where = position_of(path)
    twins = []
    if where is not None and kind != DAMAGED and by_hand(path):
        twins = [f for f in listed_files() if Path(f) != Path(path) and not by_hand(f) and position_of(f) == where]
    return head_row_line(path, m, 0, twinned=twin_words(twins) if twins else False)


def open_folder(folder):
    """The folder opened in the system's file manager, where there is one; False where none could be."""
    try:
        if sys.platform.startswith("win"):
            os.startfile(str(folder))           # noqa: S606 (the person's own folder, asked for)
            return True
        opener = "open" if sys.platform == "darwin" else "xdg-open"
        if shutil.which(opener) is None:
            return False
        subprocess.Popen([opener, str(folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return True
    except OSError:
        return False
