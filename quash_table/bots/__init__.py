"""Shared bot machinery and the bot registry.

A bot sees only what its seat may see: `choose(view, legal)` gets `game.view(state, seat)` (which carries
the public history the seat remembers) and the seat's legal actions (which depend only on what the seat
knows: its own cards and the table). It never receives the state itself.
"""

import importlib

from ..engine.levels import LEVELS, parse_level
from ..games import get_game
from .base import Bot, RandomBot

__all__ = ["LEVELS", "Bot", "RandomBot", "bot_levels", "make_bot", "parse_level"]


def bot_levels(game_id):
    """The levels a game offers, weakest first."""
    mod = importlib.import_module(f"quash_table.games.{game_id}.bots")
    return ["random"] + [lvl for lvl in LEVELS[1:] if lvl in mod.LEVELS]


def make_bot(game_id, level, seat, seed=0):
    """A bot for one seat. Unknown levels are refused with the levels the game has."""
    game = get_game(game_id)
    base, iterations = parse_level(level)
    if base == "random" and iterations is None:
        return RandomBot(game, seat, seed)
    mod = importlib.import_module(f"quash_table.games.{game_id}.bots")
    # only a search takes a playout budget (hard@200, and The Game's hard-silent@200)
    if base not in mod.LEVELS or (iterations is not None and not getattr(mod.LEVELS[base], "takes_budget", False)):
        raise KeyError(f"{game.title} has no bot level {level!r}; levels: {', '.join(bot_levels(game_id))}")
    if iterations is not None:
        return mod.LEVELS[base](game, seat, seed, iterations=iterations)
    return mod.LEVELS[base](game, seat, seed)
