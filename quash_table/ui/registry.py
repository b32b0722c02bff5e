"""Which scene draws which game: quash_table/games/<id>/scene.py exposing SCENE (a BoardScene class).

A game without a scene module yet gets the fallback board (legal actions as buttons, the view as text),
so every game with rules is playable from the menu.
"""

import importlib

from .fallback import FallbackBoard


def scene_class(game_id):
    try:
        mod = importlib.import_module(f"quash_table.games.{game_id}.scene")
    except ModuleNotFoundError as e:
        if e.name != f"quash_table.games.{game_id}.scene":
            raise  # the scene exists but something it imports does not: that is a real error
        return FallbackBoard
    return mod.SCENE
