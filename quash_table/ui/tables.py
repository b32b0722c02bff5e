"""Which board shows a match: the game's own scene (or the fallback) over a session for this screen.

Kept apart from the navigator and the launcher so both, and the tests, make boards the same way.
"""

from ..engine.match import Match
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
    return scene_class(match.game_id)(app, MatchSession(match, app.settings, autosave=autosave))


def replay_board(app, match, position=0, later_finished=False):
    """The game's own board, read-only, over a replay of `match` (a save or a finished game; `later_finished`:
    a save of a game since played to its end)."""
    return scene_class(match.game_id)(app, ReplaySession(match, app.settings, position, later_finished))
