"""Save files: JSON, versioned, verified by a hash chain and by replay, written atomically.

A save is the seed, the stacked deck and the action log, plus the final state to check them against and
`check`, a hash chain over the game's header (game, seats, options, seed, stacked deck, undo count) and
then over every move in turn. Loading reads the file through engine/files (regular files only, size cap,
strict UTF-8 and JSON), checks every field's type and range, recomputes the chain (an edited move,
seat, option or level is refused even where the final state would still match), replays the log (every
move must be legal where it was played) and compares the state. Any file that fails is refused with a
one-line reason and left exactly as it was.

Writing never stops a game: a failing disk is reported on the match (`save_problem`) and retried at the
next move. A second copy of the app on the same data folder (engine/datalock) keeps its games in the
saves folder instead of taking Continue over.
"""

import atexit
import hashlib
import json
import os
from datetime import datetime, timezone
from pathlib import Path
from types import SimpleNamespace

from ..games import get_game
from ..paths import autosave_path, saves_dir, user_dir
from .atomic_files import atomic_write_bytes, clean_leftover_temps, json_bytes, unique_path
from .check_chain import canon, move_bytes, save_check
from .datalock import instance_owner
from .files import FileRefused, decode_json, read_bytes, shape_problem
from .game import IllegalAction
from .match import Match, parse_seats
from .save_fields import (  # noqa: F401
    EDITED, FORMAT, KEYS, MAX_CONTINUES, MAX_LINES, MAX_SEATS, MAX_STACKED, MAX_UNDOS, NO_REPLAY, NOT_A_SAVE, READS,
    SEED_RANGE, VERSION, SaveError, check_save_fields, moves_problem)
from .save_read import not_usable, save_json
from .standing import RESULT, at_result, match_standing
from .writer import SaveWriter


# --- the check: a hash chain over the header and every move (engine/check_chain) ----------------------------

def match_to_dict(match):
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game_id,
        "seats": match.seats,
        "options": match.options,
        "seed": match.seed,
        "stacked": match.stacked,
        "actions": match.actions,
        "state": match.game.dump(match.state),
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "undos": match.undos,
        "check": save_check(match.game_id, match.seats, match.options, match.seed, match.stacked,
                            match.undos, match.actions, remember=True),
        # where the game stands (round, whose turn and to do what, scores), for the Load list, which reads
        # headers only; derived from the state, shown, never trusted for play
        "standing": match_standing(match),
        # the hints shown, [[log index, the move hinted], ...] (match.hints), so a verdict after Load can
        # still say a move was the hint's; not in the check (it changes no move); a save without it loads
        "hints": [[i, a] for i, a in sorted(match.hints.items()) if i <= len(match.actions)],
        # the checks of the saves this game goes on from (match.continues: the save it was loaded from and
        # those it loaded from in turn, the saves the player wrote of it), so a save whose moves were since
        # taken back by Undo is still known as an earlier point of this game once it ends (engine/played_on);
        # not in the check (it changes no move)
        "continues": list(match.continues),
        # which game this is (match.game_uid): the saves of one game share it, another game from the same
        # seed and first moves has its own (engine/played_on); not in the check (it changes no move)
        "game_uid": match.game_uid,
        # the lines of play this game went through, its own last (match.lines): a save is an earlier point
        # of a finished game only on a line that finished game went through (engine/played_on); not in the
        # check (it changes no move)
        "lines": list(match.lines),
        # [[seat, move index], ...]: from which move a bot played a person's seat (engine/stand_ins); not in
        # the check (it changes no move)
        "stand_ins": [[seat, i] for seat, i in sorted(match.stand_ins.items())],
    }


def save_match(match, path):
    atomic_write_bytes(path, match_bytes(match))
    return Path(path)


_MOVES_HERE = "\0moves\0"


def match_bytes(match, data=None):
    """The save file of `match` (`data`: its match_to_dict, made already): json_bytes's one key a line, and the
    moves one a line from their canonical bytes (engine/check_chain: the very bytes its check chains, made once a
    move; encoding a long game's moves afresh at every move cost 38 ms at 8,861 Flush moves)."""
    data = dict(match_to_dict(match) if data is None else data, actions=_MOVES_HERE)
    moves = b"[\n  " + b",\n  ".join(move_bytes(match.actions)) + b"\n ]" if match.actions else b"[]"
    return json_bytes(data).replace(json.dumps(_MOVES_HERE).encode("ascii"), moves, 1)


def save_point(match, path):
    """Save `match` as a point of its game the player keeps (Pause's Save): written as save_match, and its
    check kept in `match.continues`, so that the game, played on to its end after whatever Undo, still
    names this save as one it went on from (engine/played_on)."""
    data = match_to_dict(match)
    atomic_write_bytes(path, match_bytes(match, data))
    note_continues(match, data["check"])
    return Path(path)


def note_continues(match, check):
    """Keep `check` (a save's) among the saves `match` goes on from, once, at most MAX_CONTINUES (oldest
    dropped first)."""
    if check and check not in match.continues:
        match.continues = (match.continues + [check])[-MAX_CONTINUES:]


# --- reading -------------------------------------------------------------------------------------------

def verify_check(data):
    """SaveError unless a (fields-checked) save's `check` chain matches its header and moves: no replay,
    so the Load list runs it on every file as it reads the list. A version 1 save has no check."""
    if data["version"] < 2:
        return
    want = save_check(data["game"], data["seats"], data["options"], data["seed"], data.get("stacked"),
                      data.get("undos", 0), data["actions"])
    if want != data["check"]:
        raise SaveError("the save's moves, seats or options do not match its check (the file was edited "
                        "or damaged)", EDITED)


def match_from_dict(data):
    """A Match rebuilt and verified from a save dict; SaveError with the reason otherwise."""

    check_save_fields(data)
    try:
        seats = parse_seats(data["seats"])
    except IllegalAction as e:
        raise SaveError(f"the save's seats are not valid: {e}", EDITED) from None
    if seats != data["seats"]:
        raise SaveError("the save's seats are not valid (a seat differs from what this build writes)", EDITED)
    verify_check(data)
    try:
        match = Match(data["game"], seats, data["seed"], data["options"], data.get("stacked"), data["actions"])
    except IllegalAction as e:
        raise SaveError(f"the save does not replay: {e}", NO_REPLAY) from None
    except (RecursionError, MemoryError):
        raise SaveError("the save does not replay: malformed data", NO_REPLAY) from None
    except Exception as e:      # a rule that trips over malformed data: still a refusal, never a crash
        raise SaveError(f"the save does not replay: malformed data ({type(e).__name__})", NO_REPLAY) from None
    try:
        same = match.game.saved_state_matches(match.game.dump(match.state), data["state"])
    except (RecursionError, MemoryError):
        same = False
    if not same:
        raise SaveError("the save's state does not match its moves (the file was edited or damaged)", EDITED)
    match.undos = data.get("undos", 0)
    match.hints = {i: a for i, a in data.get("hints", [])}
    match.stand_ins = {seat: i for seat, i in data.get("stand_ins", [])}
    # the saves this game goes on from: those the save went on from, and the save itself
    match.continues = list(data.get("continues", []))
    note_continues(match, data.get("check"))
    if isinstance(data.get("game_uid"), str) and data["game_uid"]:
        match.game_uid = data["game_uid"]       # the same game played on (a save before it: a game of its own)
    # the lines the save went through, then this match's own: a game loaded goes on as a new line of it
    match.lines = (list(data.get("lines", [])) + match.lines)[-MAX_LINES:]
    # A version 1 save (written before checks) is proved by its replay alone: every move legal where it
    # was played and the final state the same. It is written as version 2 from its next save on.
    match.save_version = data["version"]
    # saved at a round's result not yet passed ("round 2's result"): it opens there, waiting for Next (review 18b)
    st = data.get("standing")
    match.result_unseen = not match.over and at_result(st) and match.game.progress(match.state) == st["progress"]
    if not match.result_unseen and (match.game.progress(match.state) or [])[2:] == [RESULT]:   # after Next
        match.result_passed = len(match.actions)      # Continue's note names the Load row's moment (review 25)
    return match


HEADER_KEYS = ("format", "version", "game", "seats", "options", "seed", "stacked", "undos", "saved_at", "check", "standing")


def save_header(path, within=None):
    """What a save says it holds, read without replaying it (the Load list): game id, seats, move count,
    whether it is finished, its version, where it stands (None in a save written before), and `same_game`,
    the game it is a point of (game_key). The file is read
    through the one reader, the header's fields are checked as load_match checks them and the `check`
    chain over the header and the moves is recomputed (a hash a move, no replay); the replay proves the
    moves only when the save is opened. SaveError with the reason otherwise."""
    raw, data = save_json(path, within, shape=False)
    if not isinstance(data, dict):
        raise SaveError("not a Quash Table save (the file is not a JSON object)", NOT_A_SAVE)
    # a lone surrogate can only come from a \u escape: a file without one needs its depth checked only
    problem = shape_problem({k: data[k] for k in HEADER_KEYS if k in data}, texts=b"\\u" in raw)
    if problem:
        raise not_usable(problem, raw)
    check_save_fields(data)
    try:
        seats = parse_seats(data["seats"])
    except IllegalAction as e:
        raise SaveError(f"the save's seats are not valid: {e}", EDITED) from None
    verify_check(data)          # an edited header or move is found now, without a replay
    state = data["state"]
    over = isinstance(state, dict) and "to_move" in state and state["to_move"] is None
    return {"game": data["game"], "seats": seats, "moves": len(data["actions"]), "over": over,
            "version": data["version"], "saved_at": data.get("saved_at"), "options": data["options"],
            "standing": data.get("standing"), "same_game": game_key(data), "position": position_key(data),
            # a finished game's final state: an older standing is read again from it (standing.fresh_standing)
            "state": state if over else None,
            # seats a bot played for their person from some move on (engine/stand_ins): "finished by bots"
            "stand_ins": [seat for seat, _ in data.get("stand_ins", [])]}


def read_save_data(path, within=None):
    """The save's JSON, read through the one reader; SaveError with the reason (engine/save_read)."""
    return save_json(path, within)[1]


def load_match(path, within=None):
    """Read and verify a save file; SaveError with a one-line reason otherwise. Never writes the file. The match
    keeps the moves it was opened with (`opened_with`: keep_displaced_autosave)."""
    match = match_from_dict(read_save_data(path, within))
    match.opened_with = list(match.actions)
    return match


# --- the autosave ("Continue") ---------------------------------------------------------------------------
# An unfinished game the autosave held, kept in the saves folder when another game takes Continue over
# (the Load list marks these files as kept automatically, not saved by the player).
KEPT_PREFIX = "unfinished-"
# A finished game with a person at the table, kept in the saves folder when it ends, so its replay stays
# reachable after the summary is left (Load lists these as finished games). Only the newest FINISHED_KEEP
# are kept: the folder does not grow with every game ever played (statistics keep every result).
FINISHED_PREFIX = "finished-"
FINISHED_KEEP = 50
# what makes two saves points of one game (the moves aside)
SAME_GAME_KEYS = ("game", "seats", "options", "seed", "stacked")


def game_key(data):
    """What names the game a save (dict) is a point of, the moves aside: two saves with the same key are
    points of one game (the Load list shows them as one row, engine/played_on finds a game played on)."""
    return canon([data.get(k) for k in SAME_GAME_KEYS])


def game_uid(data):
    """The identity a save keeps of its game (match.game_uid), or None in a save written before it."""
    uid = data.get("game_uid")
    return uid if isinstance(uid, str) and uid else None


def own_line(data):
    """The line of play a save (dict) was written on (the last of its "lines", match.lines), or None in a
    save written before lines."""
    lines = data.get("lines")
    return lines[-1] if isinstance(lines, list) and lines and isinstance(lines[-1], str) else None


def position_key(data):
    """What names the position a save (dict) holds: its game (game_key) and every move played to it. Two
    saves with the same key hold the same position, whatever else their files say (the time written, the
    undo count, the hints shown, the saves it went on from): the Load list shows them as one row, and a
    game kept automatically is not copied again where the player's own save already holds it (at a result: at_result)."""
    key = [[data.get(k) for k in SAME_GAME_KEYS], data.get("actions")] + [RESULT] * at_result(data.get("standing"))
    return hashlib.sha256(canon(key)).hexdigest()


def autosave_target(match):
    """Where this match's autosave goes, decided at its first write: the autosave when this copy of the
    app owns the data folder, else a file of its own in the saves folder (another copy holds Continue)."""
    target = match.autosave_to
    if target is None:
        owner = instance_owner(user_dir())
        if owner is None:
            target = autosave_path()
        else:
            target = unique_path(saves_dir(), f"{KEPT_PREFIX}{match.game_id}-{_stamp(None)}")
            who = f" (process {owner})" if owner else ""
            match.save_notice = (f"Another Quash Table{who} is using this data folder: this game is kept "
                                 f"in Load as {target.name}, not in Continue.")
        match.autosave_to = target
    return target


def write_autosave(match):
    """Keep `match` as the autosave ("Continue"). The first time a match takes the autosave over, an
    unfinished other game held there is first kept among the saves (see keep_displaced_autosave), so
    starting a new game never loses one."""
    path = autosave_target(match)
    if not match.owns_autosave:
        if path == autosave_path():
            kept = keep_displaced_autosave(match, path)
            if kept is not None:        # Continue changes hands: the person is told where the other game went
                match.save_notice = displaced_words(*kept, now=match)
        match.owns_autosave = True
    save_match(match, path)


def snapshot(match):
    """What a save of `match` needs, copied so the frame thread may go on playing while it is written:
    states are never changed once made, so only the move list is copied (a list of references)."""
    return SimpleNamespace(game=match.game, game_id=match.game_id, seats=match.seats, options=match.options,
                           seed=match.seed, stacked=match.stacked, undos=match.undos,
                           actions=list(match.actions), state=match.state, hints=dict(match.hints), stand_ins=dict(match.stand_ins),
                           continues=list(match.continues), game_uid=match.game_uid, lines=list(match.lines),
                           result_passed=match.result_passed)


# The app's one writer thread (engine/writer); whatever is waiting is written before the app exits.
WRITER = SaveWriter(lambda path, raw: atomic_write_bytes(path, raw))
atexit.register(WRITER.flush)


def autosave_in_background(match):
    """autosave_after_move for a board: the same policy, but from the second write on the snapshot is
    serialised and written by the writer thread, so the frame never waits for it (the first write of a
    match, which may first keep a displaced game, stays here). A failure lands in `match.save_problem`."""
    if not match.owns_autosave:
        autosave_after_move(match)
        return

    def done(error):
        match.save_problem = "" if error is None else _write_failure(error)
    snap = snapshot(match)               # taken now, on this thread; serialised by the writer thread
    WRITER.submit(autosave_target(match), lambda: match_bytes(snap), done)
    if _ends_uncopied(match):
        # The name is reserved here, at once; whether a copy of this very end is kept already is asked by the
        # writer thread (it reads the game's other copies: a long game's last frame held 7 ms for it, issue 22)
        target = match.finished_to = unique_path(saves_dir(), f"{FINISHED_PREFIX}{match.game_id}-{_stamp(None)}")
        WRITER.submit(target, lambda: _finished_copy_bytes(snap, target),
                      lambda error: (done(error), _kept_finished()))


def _ends_uncopied(match):
    """Has `match` just ended, with somebody at the table, and no finished copy made of it yet?"""
    return match.over and bool(match.human_seats()) and match.finished_to is None


def _finished_copy_bytes(snap, target):
    """The finished copy's bytes, made on the writer thread; None (nothing written, the reserved name given back)
    where a copy of this very end is kept already (finished_target says why)."""
    if finished_copy_of(snap) is not None:
        try:
            target.unlink()
        except OSError:
            pass
        return None
    prune_finished(FINISHED_KEEP)          # the reserved name is one of those kept
    return match_bytes(snap)


def finished_target(match):
    """Where a game that has just ended is kept for its replay (once: None after, and for a game not over
    or with nobody at the table); the name is reserved now. None too when a finished copy of this very end
    is kept already (a save of the game opened and played to the same end again): a second copy was the
    finished game's row in Load from then on, its date the time the save was opened (note 18), and the
    copy kept is not touched."""
    if not _ends_uncopied(match):
        return None
    if finished_copy_of(match) is not None:
        return None
    prune_finished(FINISHED_KEEP - 1)
    match.finished_to = unique_path(saves_dir(), f"{FINISHED_PREFIX}{match.game_id}-{_stamp(None)}")
    return match.finished_to


def finished_copy_of(match):
    """A finished copy in the saves folder (finished-*.json) holding the very position `match` ends in (its
    game and every move, position_key, checked from that file), or None."""
    want = position_key({"game": match.game_id, "seats": match.seats, "options": match.options,
                         "seed": match.seed, "stacked": match.stacked, "actions": match.actions})
    try:
        # only this game's copies (finished_target names each by its game): each file is read in full once a
        # process, and reading all 50 copies kept held a game's last frame for 54 ms (session 53)
        copies = sorted(saves_dir().glob(f"{FINISHED_PREFIX}{match.game_id}-*.json"))
    except OSError:
        return None
    return next((path for path in copies if _position_in(path) == want), None)


def _kept_finished():
    """Pruned again once a finished copy is written: two copies of the app each pruned, then each wrote (51)."""
    prune_finished(FINISHED_KEEP)


def prune_finished(keep):
    """Remove all but the newest `keep` finished-game copies the app made (never a save the player made)."""
    try:
        kept = sorted(saves_dir().glob(f"{FINISHED_PREFIX}*.json"), key=lambda p: p.stat().st_mtime)
    except OSError:
        return
    for old in kept[:max(0, len(kept) - keep)]:
        try:
            old.unlink()
        except OSError:
            pass        # another copy of the app removed it first, or it cannot be: keep playing


def autosave_after_move(match):
    """A match's on_change for "Continue": from a person's first move on (at a table of bots, from its
    first move) the match is the autosave. A game only opened, looked at by automation, or in which only
    a bot has moved yet leaves the game there in place. A write that fails leaves the game playing: the
    reason is kept in `match.save_problem` (the board shows it) and the next move tries again."""
    humans = match.human_seats()
    if match.owns_autosave or not humans or any(a in humans for a in match.actors):
        try:
            write_autosave(match)
            target = finished_target(match)
            if target is not None:
                save_match(match, target)
                _kept_finished()
        except (OSError, ValueError) as e:
            match.save_problem = _write_failure(e)
        else:
            match.save_problem = ""


def _write_failure(e):
    """A failed write in plain words."""
    if isinstance(e, OSError):
        where = f" ({Path(e.filename).name})" if getattr(e, "filename", None) else ""
        return f"Saving is failing: {e.strerror or e}{where}. The game goes on; saving is retried after every move."
    return f"Saving is failing: {e}. The game goes on; saving is retried after every move."


def displaced_words(target, game_id, now=None):
    """What the person is told when a new game (`now`, a Match) takes Continue over from an unfinished one (kept
    in Load as `target`). Where both are the same game, the kept one is told apart by its players: "Your
    unfinished Quadruple War game" read as the one just loaded (review 55k)."""
    if game_id is None:
        return f"The game Continue held could not be read; its file is kept in the saves folder as {target.name}."
    title = get_game(game_id).title
    if now is None or now.game_id != game_id:
        return f"Your unfinished {title} game is kept in Load; Continue is now this game."
    try:
        kept = decode_json(read_bytes(target, within=user_dir()), "the save")
        seats = kept["seats"]
        who = f" ({len(seats)} players)" if len(seats) != len(now.seats) else ""
    except (FileRefused, SaveError, KeyError, TypeError, OSError):
        kept, who = {}, ""
    if kept and all(kept.get(k) == v for k, v in zip(SAME_GAME_KEYS, _game_keys(now))):
        # an older point of this very game played on from: the point Continue held is the one kept
        return f"This game as Continue held it (move {len(kept.get('actions') or [])}) is kept in Load; Continue is now where you play."
    return f"Your other unfinished {title} game{who} is kept in Load; Continue is now this one."


def _game_keys(match):
    """A match's SAME_GAME_KEYS values, as its save says them."""
    data = match_to_dict(match)
    return [data.get(k) for k in SAME_GAME_KEYS]


def _played_on_from(mine, theirs):
    """Do the moves `mine` begin with all of `theirs` (the autosave's)? An older save of the same game opened and
    played on from replaced the autosave's later moves with none kept (session 60): where they are not all in
    `mine` (and the match was not opened where the autosave holds it), the autosave is another point of the game
    and is kept as any other game is."""
    mine, theirs = mine or [], theirs if isinstance(theirs, list) else []
    return mine[:len(theirs)] == theirs


def keep_displaced_autosave(match, path):
    """Before `match` replaces the autosave at `path`: if that holds another game that is not over (or a
    file that no longer reads or loads), copy its bytes into the saves folder as they are and return
    (the copy's path, its game id or None for a file that does not load); when a save in the saves folder
    already holds exactly that position (see already_kept), nothing is copied and that save's path is
    returned. Raises OSError if the copy cannot be written, so the autosave is then left alone."""
    path = Path(path)
    if not os.path.lexists(path):
        return None               # no autosave yet
    try:
        raw = read_bytes(path, within=user_dir())
    except FileRefused:
        # Not a file whose bytes can be kept (a folder, a device, a link out of the folder): it is set
        # aside as it is, so nothing of the player's is destroyed and the autosave can be written.
        stem = f"autosave-unreadable-{_stamp(None)}"
        target = next(p for p in (saves_dir() / f"{stem}-{i}.aside" for i in range(1, 10000))
                      if not os.path.lexists(p))
        os.rename(path, target)
        return target, None
    try:
        data = decode_json(raw, "the autosave")
        mine = match_to_dict(match)
        if isinstance(data, dict) and all(data.get(k) == mine[k] for k in SAME_GAME_KEYS) and (
                _played_on_from(mine.get("actions"), data.get("actions"))
                or data.get("actions") == getattr(match, "opened_with", None)):
            # the same game played on from where the autosave holds it, or opened where it holds it (Continue) and
            # taken back since by the person's own undo: nothing of it is lost that they did not take back
            return None
        if match_from_dict(data).over:
            return None           # a finished game: its record is in the statistics and replays
        same = already_kept(data)
        if same is not None:      # the person saved this very position: a second copy would list it twice
            return same, data["game"]
        stem, game_id = f"{KEPT_PREFIX}{data['game']}-{_stamp(data.get('saved_at'))}", data["game"]
    except (FileRefused, SaveError):
        stem, game_id = f"autosave-damaged-{_stamp(None)}", None
    target = unique_path(saves_dir(), stem)
    atomic_write_bytes(target, raw)
    try:        # the copy keeps the time its game was last played: Load lists it by that time (note 18)
        st = os.stat(path)
        os.utime(target, ns=(st.st_atime_ns, st.st_mtime_ns))
    except OSError:
        pass
    return target, game_id


_POSITIONS = {}     # (path, size, mtime_ns) -> the position a save in the saves folder holds (None: not a save)


def _position_in(path):
    """position_key of the save at `path`, its fields and check chain verified, read once per size and time
    (a folder of a thousand saves is read once, not at every new game); None for a file that is no save."""
    try:
        st = path.stat()
    except OSError:
        return None
    key = (str(path), st.st_size, st.st_mtime_ns)
    if key not in _POSITIONS:
        try:
            other = decode_json(read_bytes(path, within=user_dir()), "the save")
            check_save_fields(other)
            verify_check(other)
            _POSITIONS[key] = position_key(other)
        except (OSError, FileRefused, SaveError):
            _POSITIONS[key] = None
    return _POSITIONS[key]


def already_kept(data):
    """A save in the saves folder holding exactly the position of `data` (a save dict that loads): the same
    game and the same moves (position_key), its check chain proved from that file's own header and moves,
    and the same final state, so it loads whenever `data` does; None if there is none. The position is
    compared, not the file: two saves of one position differ in their time, their undo count, the hints
    shown and the saves they went on from (a size compare let a kept copy with more hints in it be listed
    beside the player's own save). A file that cannot be read or checked is passed over: a copy is dropped
    only for one already kept."""
    want = position_key(data)
    try:
        candidates = sorted(saves_dir().glob("*.json"))
    except OSError:
        return None
    for path in candidates:
        if path.name.startswith(FINISHED_PREFIX) or _position_in(path) != want:
            continue
        try:
            other = decode_json(read_bytes(path, within=user_dir()), "the save")
        except (OSError, FileRefused, SaveError):
            continue
        if other.get("state") == data["state"]:
            return path
    return None


def _stamp(iso):
    """A file-name time: the save's own time where it has one, else now."""
    try:
        when = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        when = datetime.now(timezone.utc)
    return when.strftime("%Y%m%d-%H%M%S")


def claim_data_folder():
    """At start: "" when this copy of the app owns the data folder (its leftover temp files are then
    cleaned), else a sentence saying another copy holds it (its writes in progress are left alone)."""
    owner = instance_owner(user_dir())
    if owner is not None:
        who = f" (process {owner})" if owner else ""
        return f"Another Quash Table is running{who}: the games played here are kept in Load."
    for folder in (user_dir(), saves_dir()):
        clean_leftover_temps(folder)
    return ""


def load_autosave():
    """The autosaved match, or None if there is none (a bad autosave raises SaveError)."""
    WRITER.flush()           # a write still on its way is part of the autosave
    path = autosave_path()
    if not os.path.lexists(path):
        return None
    return load_match(path, within=user_dir())
