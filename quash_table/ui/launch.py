"""`python main.py` (menu), `play GAME ...` and `load FILE`: open the window and run it.

--screenshot FILE --frames N run N frames, save the window and exit 0; --layout FILE keeps a JSON list of
everything interactive on screen (see App.write_layout and BoardScene.layout_info).
"""

import os
import random
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_T_IMPORT = time.time()


def parse_size(text):
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except (ValueError, AttributeError):
        raise SystemExit(f"--size must look like 1280x800, not {text!r}") from None
    if w < 320 or h < 240:
        raise SystemExit("--size is too small (at least 320x240)")
    return w, h


def parse_stacked(text):
    """'R7,B3' -> ['R7', 'B3']; numbers (dice) become ints."""
    if text is None:
        return None
    out = []
    for part in text.split(","):
        part = part.strip()
        if part:
            out.append(int(part) if part.isdigit() else part)
    return out


def default_seats(game_id):
    from ..games import get_game
    game = get_game(game_id)
    return ["human"] + ["bot:normal"] * (game.min_seats - 1)


def new_board(app, game_id, seats, seed, options=None, stacked=None, autosave=True):
    """A board scene for a fresh match (the game's own scene, or the fallback)."""
    from ..engine.match import Match
    from .registry import scene_class
    from .session import MatchSession
    match = Match(game_id, seats, seed, options, stacked)
    return scene_class(game_id)(app, MatchSession(match, app.settings, autosave=autosave))


def board_for_match(app, match, autosave=True):
    from .registry import scene_class
    from .session import MatchSession
    return scene_class(match.game_id)(app, MatchSession(match, app.settings, autosave=autosave))


def main(args):
    from ..engine.game import IllegalAction
    from ..engine.saves import SaveError, load_match
    command = getattr(args, "command", None)
    size = parse_size(args.size) if getattr(args, "size", None) else None
    # Check what the command line asks for before a window opens: a bad request is a message, not a crash.
    match = None
    if command == "play":
        from ..cli import _options
        from ..engine.match import Match
        seats = args.seats or ",".join(default_seats(args.game))
        seed = args.seed if args.seed is not None else random.randrange(1 << 31)
        try:
            match = Match(args.game, seats, seed, _options(args.option) or None, parse_stacked(args.stacked))
        except (IllegalAction, KeyError) as e:
            print(f"play: {str(e).strip(chr(39))}", file=sys.stderr)
            return 2
    elif command == "load":
        try:
            match = load_match(args.file)
        except SaveError as e:
            print(f"load: refused: {e}", file=sys.stderr)
            return 2

    from .app import App
    app = App(size=size, layout_path=getattr(args, "layout", None))
    if match is not None:
        app.push(board_for_match(app, match))
    else:
        from .menus import MainMenuScene
        app.push(MainMenuScene(app))
    return app.run(frames=getattr(args, "frames", None), screenshot=getattr(args, "screenshot", None))
