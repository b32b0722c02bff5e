"""What the Load list says about each save (no pygame): one line a file and its kind, so a player can tell
a save of their own from a game kept automatically, a finished game, and a file that will not load. Each
save's header is read and checked, with its `check` hash chain over the header and the moves (an edited file is
listed as damaged at once), but not replayed: a save is replayed when opened; one failing then is marked damaged
from then on, see `mark_damaged`."""

import time
from datetime import datetime, timezone
from pathlib import Path

from .damaged_words import CUT_SHORT_WORDS, UNREADABLE_WORDS, damaged_detail, damaged_reason, damaged_row  # noqa: F401
from .row_forms import shared_table, stage_given_way, table_count_words, under_titles, with_table
from .row_lead import bots_named_together, lead_words, says_whole_standing  # noqa: F401 (lead_words: the tests' and callers' import)
from ..engine.match import short_seat_name
from ..engine.game import SEAT_OPTIONS
from ..engine.naming import YOU, table_names, who_words
from ..engine.saves import FINISHED_PREFIX, KEPT_PREFIX, save_header
from ..engine.standing import bots_named, brief_who_words, fresh_standing, stage_words, standing_words
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


def variant_words(game, options, seats=None):
    """The options that change the game and differ from its defaults, as a player names them: "advanced"
    for an advanced QUASH, "arena" for a Flush arena, "Professional" for The Game's, "Target score 250",
    "Last round double off"; a number the game says in words for a player (its Option.choice_help) in
    those words: "the first 'Quashed!' ends the game", not "Places played for 1" (setup jargon); "" for a
    game played as it comes. A number a table of `seats` cannot play higher (NumberQuash's places at two
    players: 1) is as it comes there. Who starts, a turn order or a deck file do not change the game (as
    engine/stats.setup_words counts them)."""
    return ", ".join(variant_list(game, options, seats))


def variant_list(game, options, seats=None):
    """variant_words' options, each in its words, in the game's order of options."""
    out = []
    for o in game.options:
        value = options.get(o.key, o.default)
        if o.key in SEAT_OPTIONS or o.kind in ("list", "str") or value is None or value == o.default:
            continue
        if (o.kind == "int" and seats and isinstance(o.default, int) and o.most_for(seats) is not None
                and value == min(o.default, o.most_for(seats))):
            continue                         # the default, as far as this table plays it
        if o.kind == "choice":
            out.append(str(value))
        elif o.kind == "bool":
            out.append(o.label if value else f"{o.label} off")
        elif (o.choice_help or {}).get(value):
            out.append(o.choice_help[value])
        elif o.value_words and o.kind == "int":
            out.append(o.value_words.format(value))
        else:
            out.append(f"{o.label} {value}")
    return out


def game_title(game, options, seats=None):
    """A game named with the options that change it, as Load and Continue both say it: "QUASH (advanced)",
    "The Game: Quick & Easy (Professional)", "Flush"; `seats`: how many play (variant_words)."""
    variant = variant_words(game, options, seats)
    return f"{game.title} ({variant})" if variant else game.title


def title_forms(game, options, seats=None):
    """game_title, then shorter names of the same game for a narrow row, down to the game's name alone: a
    name that leaves options out says so ("Quadruple War (to 200, \u2026)"); "(Target score 200)"
    alone read as a different game beside its older saves' "(Target score 200, Bags)" (review 18b)."""
    variants = variant_list(game, options, seats)
    return list(dict.fromkeys([game_title(game, options, seats)]
                              + [f"{game.title} ({', '.join(variants[:k])}, \u2026)" for k in range(len(variants) - 1, 0, -1)]
                              + [game.title]))


def players_words(seats):
    """Who played, as short as a line allows: the people by name, the bots named together ("Ann, Bots
    2\u20136": they were counted, "Ann + 5 bots"); a single bot by its short name ("Ann, Bot 2")."""
    names = table_names(seats, short_seat_name)      # "You" alone against bots, as the board says
    people = [n for n, s in zip(names, seats) if s.get("kind") != "bot"]
    bots = [i for i, s in enumerate(seats) if s.get("kind") == "bot"]
    if len(bots) < 2:
        return ", ".join(people + [names[i] for i in bots])
    return ", ".join(people + [bots_named(names, bots)])


def where_words(game, seats, st):
    """Where a save's game stands, as Continue says it, and its scores, with the names the board uses:
    "round 2, Ann to bid · Ann: 21, Bob: 0, Bot 3: 21" ("finished, Ann won · ..." for a finished game);
    a co-operative game's one score names nobody, so its line starts with who played: "with Bot 2 and
    Bot 3 · turn 2, your turn · score 2"."""
    return " \u00b7 ".join(where_parts(game, seats, st))


def where_parts(game, seats, st, named_bots=None):
    """where_words' parts, most telling first ([who played,] where it stands[, the scores]): a line too long
    for its list drops them from the end, whole, rather than cut mid-word ("hand 1\u2026"). More bots than
    `named_bots` (the game's named_bot_scores) are named together ("Bots 2\u20136: 0, 3, ..."), else each
    with its score."""
    names = table_names(seats, short_seat_name)
    you = names.index(YOU) if YOU in names else None
    bots = [i for i, s in enumerate(seats) if s.get("kind") == "bot"]
    where, scores = standing_words(st, names, you, game.cooperative, bots, game.sides(len(seats)),
                                   named_bots=game.named_bot_scores if named_bots is None else named_bots,
                                   team_score=game.team_score_words, by_seat=game.scores_by_seat,
                                   unit=game.score_unit)     # "You: 8, Bot 2: 7 points", "1 point" (session 22)
    parts = [where, scores] if scores else [where]
    if game.cooperative or not scores:      # one team's score names nobody: who played, as Continue says it
        parts.insert(0, who_words(names, game.cooperative, game.sides(len(seats))))
    return parts


def game_row_forms(game, head, st, where=None):
    """A game's row parts in its own words (Game.finished_row_forms; an unfinished one's, after `where` the
    kit says it stands, Game.unfinished_row_forms), else None."""
    if st is None:
        return None
    names = table_names(head["seats"], short_seat_name)
    bots = [i for i, s in enumerate(head["seats"]) if s.get("kind") == "bot"]
    you = names.index(YOU) if YOU in names else None
    if head["over"]:
        return game.finished_row_forms(st, names, you, bots)
    return game.unfinished_row_forms(st, names, you, bots, where) if where else None


def turn_among(names, st):
    """Who plays a co-operative table with whose turn it is among them, where a row has no room for both apart:
    "Annabelle (to play), Robert, Carl" (a pass-and-play row with "copy" or "in Continue" before it dropped who
    played, keeping "Annabelle to play", review 29)."""
    seat = st.get("to_move")
    return ", ".join((f"{n} (to play)" if i == seat else n) for i, n in enumerate(names))


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
    _read(path)
    try:
        st = look.stat(path)
    except OSError:
        return None
    return _POSITION.get((str(path), st.st_size, st.st_mtime_ns))


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
        if by_hand(path):
            _TWIN_ENDS[(str(path), st.st_size, st.st_mtime_ns)] = when
        _REPLAY_WORDS[(str(path), st.st_size, st.st_mtime_ns)] = unfinished_view_words(game, head)
    except Exception as e:          # a damaged file is listed as damaged, whatever is wrong with it
        got = (damaged_summary(path, e), [[""]], DAMAGED, None)
    return got


def row_forms(game, head):
    """(forms, middle, standing) of a save's row from its header `head` (its game, seats, options, standing and
    state): the row's texts longest first (title \u00b7 where it stands \u00b7 the standing), the longest form's words
    after the title, and the standing read. The Load row fits one of them; Continue says the longest (one voice
    for both, session 34)."""
    title = game_title(game, head["options"], len(head["seats"]))
    # a finished game's standing written by an older version of the game's words, read again from its
    # final state ("joint 4th", a stalemate's "won" in old rows: session 20)
    standing = fresh_standing(game, head["standing"], head["state"])
    named = None
    if standing is not None and game.cooperative:
        # one team's count says how far it went ("3 of 50 laid"): every row says it without the
        # turn's number, so no row reads "turn 2, Ben to play" beside another's "Ben to play" (the
        # longer end of a Continue row dropped it alone, review 19e 27.png)
        standing = dict(standing, progress=None)
    if standing is not None:    # "round 2, Ann to bid · Ann: 21, ..." ("finished, Ann won · ...")
        parts = where_parts(game, head["seats"], standing)
        # every seat with its own score where the row has room ("Bot 2: 0, Bot 3: 6, ..."), a long
        # table's bots together where it has not ("Bots 2\u20136: 0, 6, ...")
        named = where_parts(game, head["seats"], standing, named_bots=len(head["seats"]))
        if named != parts and not game.cooperative and not game.sides(len(head["seats"])):
            # every score beside its seat's name in every row that says them, where the turn gives way
            # first (below): "You: 7, Bots 2\u20136: 16, 22, 23, 19, 17 points" left a player to count
            # seats to find who has 19 (session 28, Flush at six)
            parts = named
    else:                       # an older save: who played and how far, as its header says
        n = head["moves"]
        parts = [players_words(head["seats"]), (f"{n} move" if n == 1 else f"{n} moves")
                 + (", finished" if head["over"] else "")]
    forms = [" \u00b7 ".join([title] + parts[:k]) for k in range(len(parts), -1, -1)]
    if standing is not None and game.cooperative and len(parts) > 2:
        # a co-operative game's line starts with who played, then whose turn it is (never dropped
        # before it: "with Bot 2, Bot 3 and Bot 4" alone said nothing of the turn Pause had told the
        # player to look for, review 16), then the team's one score ("13 of 50 laid"), how far the team
        # got: kept in every form but the title alone (session 28: a narrow row dropped it first, and
        # "The Game: Quick & Easy · with Bot 2 and Bot 3 · Bot 2 to play" said nothing of the game). A row
        # too narrow for it all names who played together ("with Bots 2–4") (review
        # 20 wanted them named: the widest row that fits still does), then names them with the turn among them,
        # "Annabelle (to play), Robert, Carl" (review 29: a pass-and-play row behind "copy" or "in Continue"
        # dropped them), then not at all, then says the turn no more.
        # (No turn's number: the cards laid say how far the game is.)
        bots = [i for i, seat in enumerate(head["seats"]) if seat.get("kind") == "bot"]
        brief = brief_who_words(table_names(head["seats"], short_seat_name), bots)
        bodies = [parts] + ([[brief] + parts[1:]] if brief != parts[0] else []) + \
            ([[turn_among(table_names(head["seats"], short_seat_name), standing)] + parts[-1:]]
             if standing.get("to_move") is not None else []) + \
            [parts[1:], parts[-1:]]
        forms = [" \u00b7 ".join([title] + body) for body in bodies] + [title]
    sides, short, won = game.sides(len(head["seats"])), parts[-1], []
    if standing is not None and sides and len(parts) > 1:
        # a partnership's scores without who is in each side ("RED 30 · BLACK 24") before no scores at
        # all: review 15's 4-player QUASH row said "Player 1 and Bot 3 won" alone, unlike the others
        short = where_parts(game, [dict(s, kind="bot") for s in head["seats"]], standing)[-1]
        won = [name for name, seats in sides if set(seats) & set(standing.get("winners") or [])]
        if short != parts[-1]:
            forms[1:1] = [" \u00b7 ".join([title] + parts[:-1] + [short])] + (
                # and the winners by their side's name, shorter still: "finished, RED won"
                [" \u00b7 ".join([title, f"finished, {won[0]} won", short])]
                if head["over"] and len(won) == 1 else [])
    lead = lead_words(game, head["seats"], standing) if standing is not None and len(parts) > 1 else ""
    if lead and lead != parts[-1]:
        # the standing in a few words before none at all: a long table's (Quadruple War at five) or a
        # row with older copies lost its scores at 1024x640, where other games' rows kept theirs (review 16)
        forms.insert(len(parts) - 1, " \u00b7 ".join([title] + parts[:-1] + [lead]))
    progress = standing and not head["over"] and standing.get("progress")
    if standing is not None and len(parts) == 2 and parts == named and not game.scores_by_seat \
            and bots_named_together(game, head["seats"]) and (lead or head["over"]):
        # a long table's scores, every seat by name, keep their room before where the game stands: the
        # round alone, then nothing ("Flush \u00b7 round 3 \u00b7 You: 7, Bot 2: 16, ..."), then who leads; a
        # finished game's "finished, " goes first ("Flush \u00b7 you won \u00b7 You: 21, Bot 2: 30, ...": the row
        # is under "Finished games"), as Quadruple War's finished rows say it (games/quadwar/load_row.py)
        if head["over"]:
            won = parts[0].removeprefix("finished, ")
            bodies = [[won, parts[-1]]] if won != parts[0] else []
        else:
            bodies = ([[f"{progress[0]} {progress[1]}", parts[-1]]] if progress else []) + [parts[-1:]]
        forms[1:1] = [" \u00b7 ".join([title] + body) for body in bodies]
    if named and named != parts:
        forms.insert(0, " \u00b7 ".join([title] + named))
    middle = forms[0][len(title) + 3:]
    if standing is not None and not game.cooperative and len(parts) > 1:
        # who is ahead before the options: a row too narrow for a long title with the standing says the
        # game by a shorter name ("QUASH (advanced)", then "QUASH") rather than drop the scores ("QUASH
        # (advanced, Points to the FINISH 50) · round 3, Bob to play" at 1024x640, note 16)
        ahead = [named] if named and named != parts else []
        ahead += [parts] + ([parts[:-1] + [short]] if short != parts[-1] else [])
        ahead += [[f"finished, {won[0]} won", short]] if short != parts[-1] and head["over"] and len(won) == 1 else []
        ahead += [parts[:-1] + [lead]] if lead and lead != parts[-1] else []
        ahead += [parts[:-1]] if head["over"] or game.scores_by_seat else []   # the winner, or the turn
        # (a finished game's scores under a shorter title before its long title without them: a 6-seat
        # row with options said no score at 1280, session 20)
        # the shorter titles come right after the forms that say every score under the full title: a count
        # is dropped only once no title leaves it room ("QUASH (advanced, to 50) · … Bot 2 leads" stood
        # before "QUASH · … You: 8, Bot 2: 21" where the date was a little shorter)
        full = {" \u00b7 ".join([title] + body) for body in ahead[:2 if named and named != parts else 1]}
        first = next((i for i, form in enumerate(forms) if form not in full), len(forms))
        shorter = title_forms(game, head["options"], len(head["seats"]))[1:]
        level = []
        if shorter and lead and lead != parts[-1] and says_whole_standing(game, head["seats"], standing):
            # every score alike: "level on 0 points" says what "You: 0, Bot 2: 0 points" says, and then nothing
            # at all, before the game's options go (two advanced QUASH games to 25 and to 50 both read "QUASH
            # (advanced, …) · … You: 0, Bot 2: 0 points" at 1024x640, review 38: the target told them apart)
            level = [parts[:-1] + [lead], parts[:-1]]
            ahead = [body for body in ahead if body not in level]
        # each standing under every shorter title before a standing that says less (a narrower date made
        # "QUASH (advanced, …) · … Player 2 leads" fit before "QUASH · … Player 1: 2, Player 2: 12"), and under
        # the full title first ("QUASH (advanced, …) · … level on 0 points" came before "QUASH (advanced, to 25)
        # · … level on 0 points")
        if shorter:             # (a game with no options to drop keeps its forms as they are)
            said = [" \u00b7 ".join([t] + body) for t in [title] + shorter for body in level] + \
                [" \u00b7 ".join([t] + body) for body in ahead for t in [title] + shorter]
            forms = forms[:first] + said + [form for form in forms[first:] if form not in said]
    if standing is not None and (standing.get("stage") or [None])[0] == "filled":   # QUASH's board
        forms = stage_given_way(forms, stage_words(standing["stage"]) + ", ", lead,
                                titles=title_forms(game, head["options"], len(head["seats"])),
                                scoreless=not any(standing.get("scores") or []))
    own = game_row_forms(game, head, standing, parts[0] if standing is not None and not game.cooperative else None)
    if own:     # the game's own forms (NumberQuash's places in order), each group under every title
        titles = title_forms(game, head["options"], len(head["seats"]))
        forms = under_titles(own, titles)
        forms, middle = forms + titles[-1:], forms[0][len(title) + 3:]
    if progress:                # "round 2" alone, before the title alone
        forms.insert(-1, f"{title} \u00b7 {progress[0]} {progress[1]}")
    if standing is not None:    # every form says how many sat at the table, and who (review 45)
        names, titles = table_names(head["seats"], short_seat_name), title_forms(game, head["options"], len(head["seats"]))
        bots = [i for i, s in enumerate(head["seats"]) if s.get("kind") == "bot"]
        forms = shared_table(with_table(forms, titles, names, table_count_words(names, bots)), titles, len(names) - len(bots))
        middle = forms[0][len(title) + 3:] if forms[0].startswith(title) else middle
    return forms, middle, standing


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
