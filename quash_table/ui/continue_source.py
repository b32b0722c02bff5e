"""What Continue holds (no pygame): the one answer the main menu's Continue and New game's note read.

Continue opens the autosave when it holds a game to play on, else the newest unfinished game in Load. A
file found not to open (its header does not read, or it failed when opened: save_list.mark_damaged) is
passed over by both, and Load lists it under "Files that will not open", its bytes untouched: a damaged
autosave made New game name an older game while the menu had greyed Continue (review 20)."""

import os

from ..engine.datalock import instance_owner
from ..engine.match import short_seat_name
from ..engine.naming import table_names, who_words
from ..engine.played_on import played_on
from ..engine.saves import FINISHED_PREFIX, WRITER, SaveError, match_to_dict, position_key, save_header
from ..games import get_game
from ..paths import autosave_path, saves_dir, user_dir
from .save_list import CUT_SHORT_WORDS, damaged_detail, known_damaged, mark_damaged, played_at, save_files
from .save_row_words import game_title, row_forms


def unfinished_saves(folder):
    """The saves in `folder` whose game is still to be played (a save of the player's own, or a game kept
    automatically), newest first by the date each Load row shows (when its game was last played:
    save_list.played_at), by their headers (checked, not replayed): what Continue falls back on when the
    autosave holds no game to play on. By file times Continue resumed another game than the one Load lists
    first, once saves were copied into the folder (session 27). A file that does not read is passed over,
    and so is a save of an earlier point of a game since played to its end (engine/played_on): Continue
    would reopen a game already won."""
    dated = []
    for path in save_files(folder):
        if path.name.startswith(FINISHED_PREFIX):
            break                   # the finished games come last (save_files)
        if known_damaged(path):     # it failed when opened (the main menu's Continue, Load)
            continue
        try:
            head = save_header(path, within=user_dir())
            mtime = path.stat().st_mtime
        except Exception:           # a damaged file is the Load list's to show, never Continue's
            continue
        if not head["over"]:
            dated.append((played_at(head, mtime), path))
    # a stable sort: saves of one moment keep the files' order, as the Load list keeps it (SaveRows)
    for _, path in sorted(dated, key=lambda got: got[0], reverse=True):
        if played_on(path, within=user_dir()) is None:
            yield path


def autosave_damaged():
    """Whether the autosave is there but will not open (its header does not read, or it failed when
    opened); such a file is marked damaged, so Load lists it with the files that will not open."""
    path = autosave_path()
    if not os.path.lexists(path):
        return False
    if known_damaged(path):
        return True
    try:
        save_header(path, within=user_dir())
    except (SaveError, OSError) as e:
        mark_damaged(path, e)
        return True
    return False


def continue_paths():
    """The files Continue may open, in the order it tries them: the autosave when it holds a game to play
    on, then the unfinished saves in Load, newest first; a file found damaged is passed over."""
    path = autosave_path()
    if not autosave_damaged() and os.path.lexists(path):
        try:
            if not save_header(path, within=user_dir())["over"]:
                yield path
        except (SaveError, OSError):
            pass
    yield from unfinished_saves(saves_dir())


def continue_opens(match):
    """Does the main menu's Continue open `match` at this very position now (the first file of
    continue_paths that reads holds its game and its moves)? The pause menu's way out says "kept in
    Continue" only then: a game opened from a file by the command line said so while Continue held an
    older game (review 22, QW 67-68). A write still on its way is waited for first, as Continue reads."""
    WRITER.flush()
    mine = position_key(match_to_dict(match))
    for path in continue_paths():
        try:
            head = save_header(path, within=user_dir())
        except (SaveError, OSError):
            continue
        return head["position"] == mine
    return False


def damaged_autosave_words():
    """The main menu's one wording for an autosave that will not open: what it means, where it is kept (said
    by Continue at a click that found it so, else in the line under the buttons, never both)."""
    words = damaged_detail(autosave_path())[0] or CUT_SHORT_WORDS
    return f"The latest autosave will not open ({words}); Load keeps it, under \"Files that will not open\""


def continue_line(game, head):
    """The unfinished game Continue resumes, as its Load row says it at its longest (save_row_words.row_forms: the
    same facts, the same words, one voice): "Quadruple War \u00b7 hand 2, trick 3, your turn \u00b7 You: 30, Bot 2: 10,
    Bot 3: 20, Bot 4: 52 points". Continue said "against Bot 2, Bot 3 and Bot 4, hand 2, trick 3 of 13, your
    turn" while the row named them through the scores, and The Game's "turn 2" where the row said the cards laid
    (session 34). `head`: a save header's game, seats, options, over, standing and state."""
    return row_forms(game, head)[0][0]


def match_head(match):
    """A header's parts of a match in play (what row_forms reads), as its save would say them."""
    data = match_to_dict(match)
    return {"seats": data["seats"], "options": data["options"], "over": match.over,
            "standing": data.get("standing"), "state": None}


def continue_words():
    """The unfinished game Continue resumes now, as the main menu names it (continue_line), read from its
    header (no replay); None when there is none, or when a new game would not take Continue over (another copy
    of the app holds this data folder: its games go to Load). The New game screen says it stays in Load once a
    new game is played (engine/saves.write_autosave)."""
    if instance_owner(user_dir()) is not None:
        return None
    for path in continue_paths():
        try:
            head = save_header(path, within=user_dir())
        except SaveError:
            continue
        game = get_game(head["game"])
        if head["standing"] is None:        # a save written before standings: who plays
            names = table_names(head["seats"], short_seat_name)
            return f"{game_title(game, head['options'], len(head['seats']))} " \
                f"{who_words(names, game.cooperative, game.sides(len(names)))}"
        return continue_line(game, head)
    return None
