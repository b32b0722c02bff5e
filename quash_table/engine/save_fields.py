"""A save file's fields: the format's names and limits, and the check of every field's type and range
before anything is built from them (engine/saves reads and writes the files). No I/O here."""

from ..games import GAME_IDS
from .stand_ins import check as check_stand_ins
from .standing import check_standing

FORMAT = "quash-table-save"
VERSION = 2          # 2: the `check` hash chain (version 1 files carry nothing but their replay to prove their moves)
READS = (1, 2)       # an older save (a player's own Continue from 0.1) still loads, proved by replay
KEYS = ("format", "version", "game", "seats", "options", "seed", "stacked", "actions", "state", "saved_at",
        "undos", "check", "standing", "hints", "continues", "game_uid", "stand_ins",
        "lines")
MAX_SEATS = 8
MAX_STACKED = 1000
MAX_UNDOS = 10 ** 9
MAX_CONTINUES = 1000   # the saves one game goes on from (engine/played_on): its loads and the player's saves
MAX_LINES = 1000       # the lines of play one game went through (engine/saves "lines"): one a load
SEED_RANGE = (-(1 << 63), 1 << 64)


# What befell a save that will not open (SaveError.kind), beside those its bytes tell (engine/files: EMPTY,
# CUT_SHORT, NOT_JSON), named where the damage is found; ui/damaged_words says each in a player's words
NOT_A_SAVE = "not a save"   # never a Quash Table save (another program's file, not text, no save's mark)
EDITED = "edited"           # changed after it was saved: moves, seats or state no longer match its check
# session 28: every refusal has its kind (an unknown game, a newer version were said in their own words,
# "damaged: unknown game 'chess'", unlike every other row)
UNKNOWN_GAME = "unknown game"   # a game this build does not have
NEWER = "newer"             # written by a newer build (a save version, or a field, this build does not know)
NO_REPLAY = "no replay"     # its moves do not play out under this build's rules
GONE = "gone"               # no longer there when it was to be opened


class SaveError(ValueError):
    """A save that cannot be used; str() is the one-line reason (`detail`), `kind` what befell the file
    (NOT_A_SAVE, EDITED, or one of engine/files' kinds; None: a reason said in its own words, as an unknown
    game or a newer version)."""

    def __init__(self, detail="", kind=None):
        super().__init__(detail)
        self.detail = detail
        self.kind = kind


def _whole(v):
    return isinstance(v, int) and not isinstance(v, bool)


JSON_KINDS = ((bool, "true or false"), (int, "a number"), (float, "a number"), (str, "a text"), (list, "a list"),
              (type(None), "null"))


def moves_problem(actions):
    """The first move of a save's list that is not a move at all, named by its place and what is wrong
    ("the save's move 7 is a number, not a move"), or None. One bad move was reported as "the save's actions
    are not a list of moves": the player could not tell one damaged move from a damaged file. Whether each
    move is legal is the replay's to say (Match names the move it stops at)."""
    for i, a in enumerate(actions):
        if not isinstance(a, dict):
            what = next((w for t, w in JSON_KINDS if isinstance(a, t)), "not a move's fields")
            return f"the save's move {i + 1} is {what}, not a move"
        if not isinstance(a.get("type"), str):
            return f"the save's move {i + 1} does not say what kind of move it is (its \"type\" is missing)"
    return None


def check_save_fields(data):
    """Every field's type and range, before anything is built from them; SaveError with the reason."""
    if not isinstance(data, dict):
        raise SaveError("not a Quash Table save (the file is not a JSON object)", NOT_A_SAVE)
    if data.get("format") != FORMAT:
        raise SaveError("not a Quash Table save (no \"format\": \"quash-table-save\")", NOT_A_SAVE)
    version = data.get("version")
    if version not in READS:
        shown = version if _whole(version) and abs(version) < 10 ** 6 else "?"
        newer = _whole(version) and version > VERSION
        raise SaveError(f"save version {shown} is not supported (this build reads versions 1 and {VERSION})",
                        NEWER if newer else EDITED)
    for key in ("game", "seats", "options", "seed", "actions", "state") + (("check",) if version >= 2 else ()):
        if key not in data:
            raise SaveError(f"the save has no {key!r} field", EDITED)
    extra = [k for k in data if k not in KEYS]
    if extra:
        raise SaveError(f"the save has an unknown field {extra[0][:40]!r}", NEWER)
    if data["game"] not in GAME_IDS:
        shown = repr(data["game"][:40]) if isinstance(data["game"], str) else "(not a name)"
        raise SaveError(f"unknown game {shown}", UNKNOWN_GAME)
    seats = data["seats"]
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise SaveError(f"the save's seats are not a list of 1 to {MAX_SEATS} seats", EDITED)
    if not all(isinstance(s, dict) and set(s) == {"kind", "level", "name"} for s in seats):
        raise SaveError("the save's seats are not seats (each has a kind, a level and a name)", EDITED)
    if not isinstance(data["options"], dict):
        raise SaveError("the save's options are not a mapping", EDITED)
    seed = data["seed"]
    if not _whole(seed) or not SEED_RANGE[0] <= seed < SEED_RANGE[1]:
        raise SaveError("the save's seed is not a whole number in range", EDITED)
    stacked = data.get("stacked")
    if stacked is not None and (not isinstance(stacked, list) or len(stacked) > MAX_STACKED or not all(
            isinstance(c, str) and len(c) <= 8 or _whole(c) and 0 <= c <= 100 for c in stacked)):
        raise SaveError("the save's stacked cards are not a list of card codes or dice", EDITED)
    actions = data["actions"]
    if not isinstance(actions, list):
        raise SaveError("the save's moves are not a list", EDITED)
    problem = moves_problem(actions)
    if problem:
        raise SaveError(problem, EDITED)
    undos = data.get("undos", 0)
    if not _whole(undos) or not 0 <= undos <= MAX_UNDOS:
        raise SaveError("the save's undo count is not a whole number in range", EDITED)
    hints = data.get("hints", [])
    if not isinstance(hints, list) or len(hints) > len(actions) + 1 or not all(
            isinstance(h, list) and len(h) == 2 and _whole(h[0]) and 0 <= h[0] <= len(actions)
            and isinstance(h[1], dict) and isinstance(h[1].get("type"), str) for h in hints):
        raise SaveError("the save's hints are not a list of [move number, hinted move]", EDITED)
    continues = data.get("continues", [])
    if not isinstance(continues, list) or len(continues) > MAX_CONTINUES or not all(
            isinstance(c, str) and len(c) == 64 for c in continues):
        raise SaveError("the save's earlier saves are not a list of checks", EDITED)
    problem = check_stand_ins(data.get("stand_ins", []), seats, len(actions))
    if problem:
        raise SaveError(problem, EDITED)
    lines = data.get("lines", [])
    if not isinstance(lines, list) or len(lines) > MAX_LINES or not all(
            isinstance(line, str) and 0 < len(line) <= 64 and line.isalnum() for line in lines):
        raise SaveError("the save's lines of play are not a list of short words", EDITED)
    uid = data.get("game_uid")
    if uid is not None and not (isinstance(uid, str) and 0 < len(uid) <= 64 and uid.isalnum()):
        raise SaveError("the save's game identity is not a short word", EDITED)
    saved_at = data.get("saved_at")
    if saved_at is not None and (not isinstance(saved_at, str) or len(saved_at) > 64):
        raise SaveError("the save's time is not a date", EDITED)
    check = data.get("check")
    if version >= 2 and (not isinstance(check, str) or len(check) != 64):
        raise SaveError("the save's check is not a check", EDITED)
    if version == 1 and "check" in data:
        raise SaveError("a version 1 save has no check", EDITED)
    if "standing" in data:          # a save written before standings has none
        problem = check_standing(data["standing"], len(seats))
        if problem:
            raise SaveError(problem, EDITED)
