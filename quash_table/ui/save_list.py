"""What the Load list says about each save (no pygame): one line a file and its kind, so a player can tell
a save of their own from a game kept automatically, a finished game, and a file that will not load. Each
save's header is read and checked, with its `check` hash chain over the header and the moves (an edited file is
listed as damaged at once), but not replayed: a save is replayed when opened; one failing then is marked damaged
from then on, see `mark_damaged`."""

import time
from datetime import datetime, timezone
from pathlib import Path

from .damaged_words import CUT_SHORT_WORDS, UNREADABLE_WORDS, damaged_detail, damaged_reason, damaged_row  # noqa: F401
from .row_lead import lead_words  # noqa: F401 (the tests' and callers' import)
from .save_row_words import (game_row_forms, game_title, players_words, row_forms, title_forms,  # noqa: F401
                             turn_among, variant_list, variant_words, where_parts, where_words)
from ..engine.saves import FINISHED_PREFIX, KEPT_PREFIX, save_header
from ..games import get_game
from ..paths import autosave_path, user_dir
from . import folder_look as look
from .privacy import FACE_UP, replay_eyes

# The kinds of line, each drawn its own way on the Load screen.
SAVED, KEPT, FINISHED, DAMAGED = "saved", "kept", "finished", "damaged"
# what a kept game's line says, in plain words (it read "kept for you"): short, so a pass-and-play line
# keeps its date at 1024x640
KEPT_WORDS = "autosaved"
# what the line of a save the player made says before its date, so it reads apart from an autosaved copy
# of the same game (both said only a date and the same standing): one word for every game and table, as
# KEPT_WORDS is (rows said "saved", "saved by you" or "saved on Ann's turn": review 16)
SAVED_WORDS = "saved"
# what the row of a position held by the player's own save and by a copy the app kept of it (a finished
# game's copy kept for its replay, an unfinished game kept when another took Continue over) says before its
# date: one row names both files (Load listed one finished game twice, review 16)
SAVED_AND_KEPT_WORDS = f"{SAVED_WORDS} & {KEPT_WORDS}"
# what the row of the game kept for Continue (the autosave, "Quit to menu (kept in Continue)") says before its
# date: Load did not list it at all, so a game quit to the menu could not be found there (note 18). One
# wording at every width, alone and after "saved & ": rows said "kept in Continue", "saved & kept in
# Continue" and, narrow, "saved & in Continue" of the one fact (session 27). "in Continue" puzzled a new player
# (review 35: in what?): the row says what the autosave is for, in the pause menu's words ("Back to menu, no
# save (kept for Continue)"): the game the main menu's Continue plays on
CONTINUE_WORDS = "kept for Continue"
# the end of a finished game's row where a bot played a person's seat from some move on (engine/stand_ins:
# Let the bots finish for the one person): the row said "Bot 2 won" as of a game played out (review 22)
BOTS_FINISHED_WORDS = "finished by bots"
# what the row of a save in the saves folder says when Continue opens it (the autosave holds no game to play
# on: Continue resumes the newest unfinished game in Load, main_menu): the menu named a game no row marked
CONTINUE_OPENS_WORDS = "Continue opens this"
# what the line of a save says when its game was since played on to its end (engine/played_on):
# Continue passes it over, Load still opens it
# ("played on to the end" puzzled a new player: it reads as what this save holds, not what came of it later)
PLAYED_ON_WORDS = "later finished"
# The Load list's sections, in this order, each under its heading row (sectioned): the games to play on, the
# finished games, the saves of games since played on to their end ("later finished": they load and play on
# from there, but their replay shows only what was seen; review 15 found them under "Finished games",
# above finished games newer than they), the files that will not open. One list with the unfinished games
# first, each group unnamed, read as a jumble of finished and unfinished lines to a new player (review 14).
UNFINISHED_HEADING = "Unfinished games \u2014 Load to play on"
FINISHED_HEADING = "Finished games \u2014 Replay to watch again"
SINCE_FINISHED_HEADING = "Earlier saves of games you went on to finish \u2014 Load plays on from there"
DAMAGED_HEADING = "Files that will not open"
SECTIONS = (UNFINISHED_HEADING, FINISHED_HEADING, SINCE_FINISHED_HEADING, DAMAGED_HEADING)
# what the Load list's note over its rows says of their order, and of PLAYED_ON_WORDS where a row says them
LIST_ORDER_ONLY = "Newest first in each group."
LIST_ORDER_WORDS = (f"{LIST_ORDER_ONLY} \u201c{PLAYED_ON_WORDS}\u201d: a save of a game you went "
                    f"on to finish.")


def section_of(kind, ended=False):
    """The Load list's section (an index into SECTIONS) of a save of `kind`; `ended`: a save of a game
    played on to its end since (engine/played_on), in a group of its own."""
    if kind == DAMAGED:
        return 3
    if kind == FINISHED:
        return 1
    return 2 if ended else 0


def sectioned(rows, section):
    """[(heading, rows)] for the Load list: `rows` ([(text, path)], newest first) in their sections
    (`section(path)`: section_of), each section's rows in the order given, empty sections left out."""
    out = [(heading, [r for r in rows if section(r[1]) == n]) for n, heading in enumerate(SECTIONS)]
    return [(heading, got) for heading, got in out if got]

# What a replay of an unfinished game shows (privacy.replay_eyes), said on its line in Replays, where the
# finished games show every hand: the one person's own view alone against bots, else no hidden card
UNFINISHED_OWN_VIEW = "unfinished: your view only"
UNFINISHED_PUBLIC_VIEW = "unfinished: no hidden cards"
UNFINISHED = "unfinished"      # a game that hides nothing (NumberQuash): the replay shows it all the same

# (text, date, kind, same game) by (path, size, mtime): a folder of a thousand saves is read once.
_SAVE_SUMMARIES = {}
# replay_words by the same key, read with the line
_REPLAY_WORDS = {}
# body_forms by the same key, read with the line
_FORMS = {}
# by the same key: the position a save holds (engine/saves.position_key), and its end's forms when a copy
# the app kept holds the same position (SAVED_AND_KEPT_WORDS; a save the player made only)
_POSITION = {}
_TWIN_ENDS = {}
# when each read save's game was last played, as its row's date says (by the same key): the list's order
_PLAYED = {}
# by the same key: the table a save's game was played at, from its header: (the game's name without its options,
# its seats' names) (the Load list's rows of one table share one wording: screens/load_one_wording)
_TABLES = {}


def describe_save(path):
    """(line, kind) for the Load list (see save_parts)."""
    body, when, kind = save_parts(path)
    return (f"{body} \u00b7 {when}" if when else body), kind


def save_parts(path):
    """(line, its end, kind) for the Load list (see save_parts_of_game)."""
    return save_parts_of_game(path)[:3]


def save_parts_of_game(path):
    """(line, its end, kind, the game it is a point of) for the Load list: ("QUASH (advanced) · round 2, Ann to play · Ann: 12, Bot 2: 9",
    "saved by you · 25 Nov 14:03", "saved", key), read from the header's standing; a save written before standings names its
    players and counts its moves instead. A game the autosave held, kept when another game took Continue
    over, says so at the end ("autosaved · 25 Nov 14:03"); a finished game is "finished"; a file that
    does not load is ("name.json · its end is missing", "", "damaged", None). The key (engine/saves.game_key)
    is the same for every save of one game, so the list shows one row a game. The end is apart so the list may cut
    the line before it, never the mark or the date (both were lost at 1024x640). Never raises."""
    text, ends, kind, same = _read(path)
    return text, ends[0], kind, same


def date_forms(path, twinned=False, opens=False):
    """A save's end (save_parts_of_game's second part: whose save, the date), then shorter forms of it,
    for a row too narrow for all of it: "saved on Annabelle-Marie's turn · 25 Nov 14:03", then
    "saved · 25 Nov 14:03". The row layout takes the longest that leaves the game's own words room (a
    long name pushed them out of a narrow line; a name longer than 12 letters was dropped everywhere).
    `twinned`: a copy the app kept holds the same position, listed in this row: a save of the player's
    says both ("saved & autosaved · 25 Nov 14:03"); a string: that copy's words in place of "autosaved"
    (CONTINUE_WORDS: the autosave holds it, "saved & kept for Continue"). `opens`: Continue opens this save
    (CONTINUE_OPENS_WORDS before the date)."""
    return _read(path, twinned, opens)[1]


def position_of(path):
    """The position the save at `path` holds (engine/saves.position_key, from its checked header): saves
    of one position are one row in the Load list; None for a file that does not load."""
    return _read_kept(_POSITION, path)


def table_of(path):
    """The table the save at `path` was played at, from its checked header: (the game's name, its options left out,
    its seats' names); None for a file that does not load. Read with the row, once (the Load list split the row's
    own text for the name and read the header a second time for the names, once a file: session 61)."""
    return _read_kept(_TABLES, path)


def _read_kept(kept, path):
    """What `_read` kept in `kept` for the save at `path` as it is on disk now; None for a file that does not load."""
    _read(path)
    try:
        st = look.stat(path)
    except OSError:
        return None
    return kept.get((str(path), st.st_size, st.st_mtime_ns))


def by_hand(path):
    """Whether the save at `path` is one the player made (Pause's Save), not a copy the app kept."""
    name = look.as_path(path).name
    return not (name.startswith(FINISHED_PREFIX) or name.startswith(KEPT_PREFIX) or is_autosave(path))


def is_autosave(path):
    """Whether `path` is the autosave, the game Continue opens (listed in Load with the saves)."""
    return look.as_path(path) == autosave_path()


def played_at(head, mtime):
    """When a save's game was last played (its header's `saved_at`, written with it), as seconds; the file's
    time for a save written before, or one whose time does not read. The file's time changes when a file
    is copied or touched: a finished game's row showed when it was last opened (note 18)."""
    try:
        when = datetime.fromisoformat(head["saved_at"])
    except (TypeError, ValueError, KeyError):
        return mtime
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when.timestamp()


@look.once_a_look
def _read(path, twinned=False, opens=False):
    """(line, its end's forms longest first, kind, same game): the cached reading (each end a list of its parts, the
    date last), the played-on mark added; `twinned`, `opens`: see date_forms."""
    path = look.as_path(path)
    try:
        st = look.stat(path)
        key = (str(path), st.st_size, st.st_mtime_ns)
    except OSError:
        return f"{path.name} \u00b7 {UNREADABLE_WORDS}", [""], DAMAGED, None
    got = _SAVE_SUMMARIES.get(key)
    if got is None:
        got = _SAVE_SUMMARIES[key] = _parts(path, st)
    text, ends, kind, same = got
    if twinned:
        when = _TWIN_ENDS.get(key)
        if when is not None:
            # short at every width: the row of a game saved and kept in Continue lost "with Ann, Ben and
            # Bot 3", which every other row had, to a longer end (review 19b)
            ends = [[f"{SAVED_WORDS} & {KEPT_WORDS if twinned is True else twinned}", when]]
    more = []
    if kind in (SAVED, KEPT) and look.played_on(path) is not None:
        # a game finished since (a finished copy came after this line was cached: asked every time), after
        # whose save it is ("saved \u00b7 later finished \u00b7 25 Nov 14:03"): the row is the player's save
        more.append(PLAYED_ON_WORDS)
    if opens and kind in (SAVED, KEPT):
        more.append(CONTINUE_OPENS_WORDS)
    return text, [" \u00b7 ".join(parts[:-1] + more + parts[-1:]) for parts in ends], kind, same


def date_words(seconds, to_the_second=False):
    """A save's date as its row says it: "25 Nov 14:03", the year only for a save of another year (a line of a long
    table keeps its date); `to_the_second`: "25 Nov 14:03:05" (rows that would read alike, ui/save_apart)."""
    local = time.localtime(seconds)
    clock = "%H:%M:%S" if to_the_second else "%H:%M"
    return time.strftime(("%d %b " if local.tm_year == time.localtime().tm_year else "%d %b %Y ") + clock,
                         local).lstrip("0")


def _parts(path, st):
    """save_parts without the played-on mark, read once per size and time."""
    when = date_words(st.st_mtime)
    try:
        head = save_header(path, within=user_dir())
        # when the game was last played, as written in the save (the file's time for an older save)
        played = _PLAYED[(str(path), st.st_size, st.st_mtime_ns)] = played_at(head, st.st_mtime)
        when = date_words(played)
        game = get_game(head["game"])
        forms, middle, standing = row_forms(game, head)
        title = game_title(game, head["options"], len(head["seats"]))
        _FORMS[(str(path), st.st_size, st.st_mtime_ns)] = forms
        saved = saved_forms(head["seats"], standing)
        if head["over"]:
            kind = FINISHED
            # the player's own save, not the copy kept
            ends = ([[w, when] for w in saved] if not path.name.startswith(FINISHED_PREFIX)
                    else [[when]])
            if head["stand_ins"]:       # a bot played a person's seat to the end (engine/stand_ins)
                ends = [[BOTS_FINISHED_WORDS] + end for end in ends]
        elif path.name.startswith(KEPT_PREFIX):
            kind, ends = KEPT, [[KEPT_WORDS, when]]
        elif is_autosave(path):
            kind, ends = KEPT, [[CONTINUE_WORDS, when]]
        else:
            kind, ends = SAVED, [[w, when] for w in saved]
        got = (f"{title} \u00b7 {middle}", ends, kind, head["same_game"])
        _POSITION[(str(path), st.st_size, st.st_mtime_ns)] = head["position"]
        _TABLES[(str(path), st.st_size, st.st_mtime_ns)] = (game.title, tuple(s.get("name", "") for s in head["seats"]))
        if by_hand(path):
            _TWIN_ENDS[(str(path), st.st_size, st.st_mtime_ns)] = when
        _REPLAY_WORDS[(str(path), st.st_size, st.st_mtime_ns)] = unfinished_view_words(game, head)
    except Exception as e:          # a damaged file is listed as damaged, whatever is wrong with it
        got = (damaged_summary(path, e), [[""]], DAMAGED, None)
    return got


def saved_words(seats, st):
    """Whose save by hand a line is (saved_forms' longest)."""
    return saved_forms(seats, st)[0]


def saved_forms(seats, st):
    """How a save by hand's row says so, longest first: "saved" for every game and table, as a kept copy's
    says "autosaved" (KEPT_WORDS). Whose turn it is is the row's own words already ("round 2, Ann to
    play"): the end said it again ("saved on Ann's turn"), or "saved by you", or "saved", one game's row
    unlike the next (review 16). `seats`, `st`: kept for the callers."""
    return [SAVED_WORDS]


def unfinished_view_words(game, head):
    """What a replay of a save's game may show where that is less than every hand ("" for a finished game:
    any seat's view, every hand face up), from its header: ui/privacy.replay_eyes' rule."""
    seats = head["seats"]
    humans = [i for i, s in enumerate(seats) if s.get("kind") != "bot"]
    eyes = replay_eyes(humans, len(seats), head["over"])
    if FACE_UP in eyes:
        return ""
    if eyes != [None]:
        return UNFINISHED_OWN_VIEW
    return UNFINISHED if game.open_table else UNFINISHED_PUBLIC_VIEW


def replay_words(path):
    """What a replay of the save at `path` shows, for its line in Replays (see unfinished_view_words); ""
    for a finished game or a file that does not load."""
    save_parts_of_game(path)
    try:
        st = look.stat(path)
    except OSError:
        return ""
    return _REPLAY_WORDS.get((str(path), st.st_size, st.st_mtime_ns), "")


def body_forms(path):
    """A save's line before its date (save_parts_of_game's first part), then shorter forms of it, each
    dropping the last part whole (the scores, then where it stands, ...), down to the game's title: a list
    takes the longest that fits rather than cut a word ("hand 1\u2026")."""
    body = save_parts_of_game(path)[0]
    try:
        st = look.stat(path)
    except OSError:
        return [body]
    forms = _FORMS.get((str(path), st.st_size, st.st_mtime_ns))
    return forms if forms and forms[0] == body else [body]


def save_summary(path):
    """The Load list's line for `path` (see describe_save)."""
    return describe_save(path)[0]


def damaged_summary(path, error):
    """A file that will not open, as its Load row says it (damaged_words.damaged_row)."""
    return damaged_row(path, error, is_autosave(path))


def known_damaged(path):
    """Whether `path`, as it is now on disk, was found not to open (read for the list, or opened)."""
    try:
        st = look.stat(path)
    except OSError:
        return False
    got = _SAVE_SUMMARIES.get((str(path), st.st_size, st.st_mtime_ns))
    return got is not None and got[2] == DAMAGED


def mark_damaged(path, error):
    """A save that failed when opened is listed as damaged from then on (its bytes are not touched)."""
    try:
        st = look.stat(path)
    except OSError:
        return
    _SAVE_SUMMARIES[(str(path), st.st_size, st.st_mtime_ns)] = (damaged_summary(path, error), [[""]], DAMAGED, None)


def _mtime(path):
    """When a file in the saves folder changed; 0 for one that cannot be looked at (a dangling link)."""
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def file_age(path):
    """How new a save is, by the date its row shows (when its game was last played, `played_at`), once its
    line is read; its file's change time before (and for a file that does not load). Saves copied into the
    folder have new file times: by those, "Newest first" read 05:45, 07:06, 06:27 (review 26)."""
    path = look.as_path(path)
    try:
        st = look.stat(path)
    except OSError:
        return _mtime(path)
    return _PLAYED.get((str(path), st.st_size, st.st_mtime_ns), st.st_mtime)


def newest(paths):
    """The newest of `paths` by the date its row shows (file_age: the rule Load's order and Continue
    follow; saves of one second by their files' times, as the list orders them), None when there is none."""
    return max(paths, key=lambda p: (file_age(p), _mtime(Path(p))), default=None)


def save_files(folder):
    """The saves in `folder`, newest first; the finished games kept for their replays after the games still
    to play (told by their file names: the list is ordered before any header is read)."""
    return sorted(Path(folder).glob("*.json"), key=lambda p: (not p.name.startswith(FINISHED_PREFIX), _mtime(p)),
                  reverse=True)
