"""Which board shows a match: the game's own scene (or the fallback) over a session for this screen.

Kept apart from the navigator and the launcher so both, and the tests, make boards the same way.
"""

from ..engine.match import Match
from . import settings as settings_mod
from .registry import scene_class
from .replay import ReplaySession
from .session import MatchSession


def new_board(app, game_id, seats, seed, options=None, stacked=None, autosave=True):
    """A board scene for a fresh match (the game's own scene, or the fallback)."""
    match = Match(game_id, seats, seed, options, stacked)
    match.fresh = True      # begun here: nothing keeps it until the autosave takes it (the pause menu says so)
    return board_for_match(app, match, autosave)


def board_for_match(app, match, autosave=True):
    app.last_game_id = match.game_id     # New game opens on the game played last (`play numberquash` too)
    if autosave and getattr(match, "fresh", False):
        remember_table(app, match)       # and with its table, where it was begun (a load was begun before)
    return scene_class(match.game_id)(app, MatchSession(match, app.settings, autosave=autosave))


def remember_table(app, match):
    """A game begun at this screen, by New game, Play again or the command line: its number of players and who sits
    where are New game's memory of that game (settings "last_table", settings.table_started), kept in the settings
    file. Set in place: the sessions read the same settings."""
    last = app.settings.get("last_table", {})
    table = settings_mod.table_started(last, match.game_id, match.seats)
    if table != last:
        app.settings["last_table"] = table
        settings_mod.save(app.settings)


def replay_board(app, match, position=0, later_finished=False):
    """The game's own board, read-only, over a replay of `match` (a save or a finished game; `later_finished`:
    a save of a game since played to its end)."""
    return scene_class(match.game_id)(app, ReplaySession(match, app.settings, position, later_finished))
