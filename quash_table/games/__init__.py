"""The game registry. A game is one folder here with rules.py (exposing GAME), bots.py and scene.py;
adding a sixth game is adding its folder and its id below."""

import importlib

GAME_IDS = ("quash", "numberquash", "thegame", "quadwar", "flush")

_cache = {}


def get_game(game_id):
    """The game object for an id ('quash', ...); KeyError with the known ids otherwise."""
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r}; games: {', '.join(GAME_IDS)}")
    if game_id not in _cache:
        _cache[game_id] = importlib.import_module(f"quash_table.games.{game_id}.rules").GAME
    return _cache[game_id]


def available_game_ids():
    """The ids whose rules module exists in this build (all five once every game is in)."""
    ids = []
    for gid in GAME_IDS:
        try:
            get_game(gid)
        except ImportError:
            continue
        ids.append(gid)
    return ids
