"""`python main.py` (menu), `play GAME ...` and `load FILE`: open the window and run it.

--screenshot FILE --frames N run N frames, save the window and exit 0; --layout FILE keeps a JSON list of
everything interactive on screen (see App.write_layout and BoardScene.layout_info).

The window shows the title at once (ui/title.first_frame), and only then are the screens imported (pygame_gui
with them), the data folder claimed and the first screen made: the window stood black for seconds before the
menu (review 35). What the command line asks for is checked before the window opens, with the engine alone.
"""

import os
import random
import sys
import time


os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_T_IMPORT = time.time()

from ..engine.game import IllegalAction, options_from_pairs, reason_words  # noqa: E402
from ..engine.match import Match  # noqa: E402
from .. import crash_reports  # noqa: E402
from ..engine.saves import SaveError, claim_data_folder, load_match  # noqa: E402
from ..paths import user_dir  # noqa: E402
from ..games import get_game  # noqa: E402
from . import settings as settings_mod  # noqa: E402
from .app import App  # noqa: E402
from .title import first_frame  # noqa: E402


def default_seats(game_id):
    """`play GAME` without --seats: you against the fewest normal bots the game takes."""
    game = get_game(game_id)
    return ["human"] + ["bot:normal"] * (game.min_seats - 1)


def parse_size(text):
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except (ValueError, AttributeError):
        raise SystemExit(f"--size must look like 1280x800, not {text!r}") from None
    least = settings_mod.MIN_WINDOW
    if w < least[0] or h < least[1]:
        raise SystemExit(f"--size is too small (at least {least[0]}x{least[1]}: every board is laid out for that)")
    return w, h


def parse_stacked(text, dice=False):
    """'R7,B3' -> ['R7', 'B3']: card codes as the game spells them (Flush's '2' and '10' are cards);
    for a game with dice (`dice`: Game.has_dice) numbers are die values and become ints. Every card code
    became an int that was all digits, and Flush refused its own codes ("2 is not a card code")."""
    if text is None:
        return None
    out = []
    for part in text.split(","):
        part = part.strip()
        if part:
            out.append(int(part) if dice and part.isdigit() else part)
    return out


def main(args):
    command = getattr(args, "command", None)
    size = parse_size(args.size) if getattr(args, "size", None) else None
    # Check what the command line asks for before a window opens: a bad request is a message, not a crash.
    match = None
    if command == "play":
        seats = args.seats or ",".join(default_seats(args.game))
        seed = args.seed if args.seed is not None else random.randrange(1 << 31)
        try:
            game = get_game(args.game)
            options = game.options_from_user(options_from_pairs(args.option)) or None
            match = Match(args.game, seats, seed, options, parse_stacked(args.stacked, game.has_dice))
            # begun here, as New game's (tables.new_board): the autosave keeps it from your first move on,
            # and the pause menu says so (review 19: it said "kept in Continue" while nothing kept it)
            match.fresh = True
        except (IllegalAction, KeyError) as e:
            print(f"play: {reason_words(e)}", file=sys.stderr)
            return 2
    elif command == "load":
        try:
            match = load_match(args.file)
        except SaveError as e:
            print(f"load: refused: {e}", file=sys.stderr)
            return 2

    app = App(size=size, layout_path=getattr(args, "layout", None))
    first_frame(app)
    # the screens, with pygame_gui under them, imported once the title shows (a second of the start-up)
    from .navigator import Navigator
    from .screens.main_menu import MainMenuScene
    from .tables import board_for_match
    notice = claim_data_folder()
    if notice:
        print(notice, file=sys.stderr)
    app.data_notice = notice
    if app.size_notice:
        print(app.size_notice, file=sys.stderr)
    report = crash_reports.unseen_report(user_dir())
    if report is not None:          # said once, on the main menu (the foot of its notes)
        app.crash_notice = crash_reports.notice_words(report)
        crash_reports.mark_seen(report)
    Navigator(app)
    if match is not None:
        app.push(board_for_match(app, match))
    else:
        app.push(MainMenuScene(app))
    return app.run(frames=getattr(args, "frames", None), screenshot=getattr(args, "screenshot", None))
