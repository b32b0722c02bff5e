"""The player's settings: window size, fullscreen, animation speed, the bots' pace, sound and its volume, colour-blind-safe
cards, whether undo is allowed against bots, the names last typed for the seats of a new game, and the
New game screen's last choices (the game, its number of players, who sits where, its options).

Kept in paths.settings_path() as JSON, read through engine/files and written atomically; a missing or
damaged file gives the defaults (a bad settings file must never stop the game from starting), and a
file that cannot be written is said, not raised (the settings still apply for this run).
"""

from ..engine.files import FileRefused, printable, read_json
from ..engine.atomic_files import atomic_write_json
from ..games import available_game_ids, get_game
from ..paths import settings_path, user_dir

WINDOW_SIZES = ((1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080), (2560, 1440),
                (3840, 2160))
MIN_WINDOW = WINDOW_SIZES[0]     # the smallest window every board is laid out for
# Seconds of animation are divided by this factor; "instant" skips animation altogether.
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}
# The bots' pace, a setting of its own apart from the animation's speed (review 20: three QUASH bots a
# second apart were too fast to follow, and slowing the animation slowed every card of your own too):
# (seconds a bot's move stays readable before the next bot moves, seconds the next bot waits after a
# move of yours that Undo can still take back). Normal is the pace the app always had: 0.8 s, and 2.5 s
# for Undo (three reviewers, session 17, found 1.5 s over before they reached for U).
BOT_PACES = {"slow": (1.8, 3.5), "normal": (0.8, 2.5), "fast": (0.4, 1.4), "instant": (0.0, 0.0)}
BOT_PACE, UNDO_GRACE = BOT_PACES["normal"]

DEFAULTS = {
    "window": [1280, 800],
    "fullscreen": False,
    "animation": "normal",
    "bot_pace": "normal",  # BOT_PACES
    "sound": True,         # off: mute
    "volume": 70,          # percent
    "colour_blind": False,
    "undo": True,          # taking back your own move, alone against bots (UNDO_SETTING)
    "round_pause": True,   # a round's or hand's result waits for Next (ui/director.py)
    "names": [],           # the names last typed for each seat of a pass-and-play game ("" for none)
    "solo_name": "",       # the name last typed for a game alone against bots ("": "You")
    "last_table": {},      # the New game screen's last choices: clean_table
}
MAX_NAMES, NAME_LENGTH = 8, 40


UNDO_SETTING = "Allow undo: take back your own move when you play alone against bots"


# what a game with a move undone does to the statistics: Settings' undo box and New game's say it alike
UNDONE_COUNTS = "A game with take-backs counts in Statistics as any other"


def undo_setting_words():
    """What Settings' undo box says it allows, under the box: what the statistics do with such a game, and
    what a shared screen may take back, from the games themselves (engine/game undo_in_own_turn_shared,
    undo_shared_words: "only in The Game, before End turn"; "never" while no game lets a shared screen
    take a move back). One cryptic line in brackets puzzled a new player (review 21): plain sentences."""
    shared = [get_game(g).undo_shared_words for g in available_game_ids()
              if get_game(g).undo_in_own_turn_shared]
    # whole sentences (review 39: "Such a game still counts, in Statistics' Undone column" and "With several people at
    # the screen: only in …" read awkwardly)
    people = (f"When several people share the screen, undo works only in {', '.join(shared)}" if shared else
              "When several people share the screen, undo never works (a move the others have seen stays)")
    return (UNDONE_COUNTS, people)


def clean(data):
    """Settings from a loaded dict: unknown keys dropped, bad values replaced by the defaults."""
    out = dict(DEFAULTS)
    if not isinstance(data, dict):
        return out
    w = data.get("window")
    if (isinstance(w, (list, tuple)) and len(w) == 2 and all(isinstance(v, int) and not isinstance(v, bool)
                                                             for v in w) and 320 <= w[0] <= 8192
            and 240 <= w[1] <= 8192):
        # never below the smallest size every board is laid out for (a file written by hand, an old one)
        out["window"] = [max(w[0], MIN_WINDOW[0]), max(w[1], MIN_WINDOW[1])]
    if isinstance(data.get("animation"), str) and data["animation"] in ANIMATION_SPEEDS:
        out["animation"] = data["animation"]
    out["bot_pace"] = pace_for_animation(out["animation"])     # a file from before the setting: as it was
    if isinstance(data.get("bot_pace"), str) and data["bot_pace"] in BOT_PACES:
        out["bot_pace"] = data["bot_pace"]
    for key in ("fullscreen", "sound", "colour_blind", "undo", "round_pause"):
        if isinstance(data.get(key), bool):
            out[key] = data[key]
    names = data.get("names")
    if isinstance(names, list) and len(names) <= MAX_NAMES and all(
            isinstance(n, str) and len(n) <= NAME_LENGTH and printable(n) == n for n in names):
        out["names"] = list(names)
    solo = data.get("solo_name")
    if isinstance(solo, str) and len(solo) <= NAME_LENGTH and printable(solo) == solo:
        out["solo_name"] = solo
    out["last_table"] = clean_table(data.get("last_table"))
    v = data.get("volume")
    if isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 100:
        out["volume"] = int(round(v))
    return out


def _short(v):
    """A game id, option key or bot level as the settings may hold one."""
    return isinstance(v, str) and 0 < len(v) <= 40 and printable(v) == v


def _plain(v):
    """A value an option may be remembered with: a bool, a whole number, short text, None, or a short list
    of whole numbers (a turn order); anything else is not kept."""
    if v is None or isinstance(v, bool) or (isinstance(v, int) and abs(v) < 10 ** 9):
        return True
    if isinstance(v, str):
        return len(v) <= 200 and printable(v) == v
    return isinstance(v, list) and len(v) <= MAX_NAMES and all(
        isinstance(x, int) and not isinstance(x, bool) for x in v)


def clean_table(data):
    """The New game screen's last choices, as kept in the settings: {"game": its id, "counts": {game id:
    players}, "seats": {game id: [{"kind": "human"/"bot", "level": ...}] seat by seat}, "options": {game id:
    {key: value}}}: each game's own table (one list for every game opened NumberQuash as the two people
    of the last QUASH game; an older file's list is the table of its "game"). Only the shape is checked here (a hand-edited file never stops the app); the screen takes
    a value only where the game's own check of the option accepts it."""
    out = {}
    if not isinstance(data, dict):
        return out
    if _short(data.get("game")):
        out["game"] = data["game"]
    counts = data.get("counts")
    if isinstance(counts, dict):
        out["counts"] = {k: v for k, v in counts.items() if _short(k) and isinstance(v, int)
                         and not isinstance(v, bool) and 1 <= v <= MAX_NAMES}
    seats = data.get("seats")
    if isinstance(seats, list) and "game" in out:
        seats = {out["game"]: seats}     # an older file's one table: the game it was set up for
    if isinstance(seats, dict):
        out["seats"] = {g: [{"kind": s["kind"], "level": s["level"]} for s in got[:MAX_NAMES]
                            if isinstance(s, dict) and s.get("kind") in ("human", "bot") and _short(s.get("level"))]
                        for g, got in seats.items() if _short(g) and isinstance(got, list)}
    options = data.get("options")
    if isinstance(options, dict):
        out["options"] = {g: {k: v for k, v in o.items() if _short(k) and _plain(v)}
                          for g, o in options.items() if _short(g) and isinstance(o, dict)}
    return out


def table_started(last, game_id, seats):
    """`last` (clean_table's form) after a game of `game_id` with `seats` (a match's: "kind", "level") begins:
    that game, its number of players and who sits where, as New game's Start remembers them (its options as they
    were). A game begun elsewhere (Play again, the command line's `play`) went unremembered, and New game, opened on
    that game, offered its usual 2 players right after a game of 3 (issue 23). Seats past this table keep what was
    set up for them; a bot's budget is not a level the screen offers ("hard@200" is remembered as "hard")."""
    was = last.get("seats", {}).get(game_id, [])
    table = [{"kind": s["kind"], "level": (s.get("level") or "").partition("@")[0]
              or (was[i]["level"] if i < len(was) else "normal")} for i, s in enumerate(seats)]
    return dict(last, game=game_id, counts=dict(last.get("counts", {}), **{game_id: len(seats)}),
                seats=dict(last.get("seats", {}), **{game_id: table + was[len(table):]}))


def load():
    try:
        return clean(read_json(settings_path(), "the settings file", max_bytes=1024 * 1024, within=user_dir()))
    except FileRefused:
        return dict(DEFAULTS)


def save(settings):
    """Write the settings; "" when done, else why they could not be kept (they still apply this run)."""
    try:
        atomic_write_json(settings_path(), clean(settings))
    except (OSError, ValueError) as e:
        return f"{getattr(e, 'strerror', None) or e} ({settings_path().name})"
    return ""


def animation_factor(settings):
    return ANIMATION_SPEEDS[settings.get("animation", "normal")]


def pace_for_animation(animation):
    """The bots' pace a settings file from before that setting had, when it followed the animation's speed
    (instant animation: no wait; slow: slower bots)."""
    return animation if animation in BOT_PACES else "normal"


def _paces(settings):
    return BOT_PACES.get(settings.get("bot_pace"), BOT_PACES["normal"])


def undo_grace(settings):
    """Seconds the next bot waits after the table settles on a move of yours that Undo can still take
    back, so it can be (another seat's move is final: at BOT_PACE alone it was almost never in time)."""
    return _paces(settings)[1]


def bot_pace(settings):
    """Seconds a bot waits after the table settles, so a person can follow its moves: the "bot_pace"
    setting, whatever the animation's speed."""
    return _paces(settings)[0]
