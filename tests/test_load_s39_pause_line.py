"""Issue 23 (session 39): the pause menu's "Saved. Load lists it as ..." read other words than the Load row of the
same save (the variant dropped; NumberQuash "level on 1 cell" where the row said "...covered"): Pause fitted the
save alone, Load every row of a game in one wording. Now Pause reads the Load screen's own row. Real saves of
each game, several of one table at different points, and a real Load screen."""

import random
from types import SimpleNamespace

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_point
from quash_table.paths import saves_dir
from quash_table.ui.screens.pause import PauseScene
from tests.ui_helpers import make_app, steps

GAMES = [("quash", ["human:Ann", "bot:easy"], {"advanced": True, "target": 25}),
         ("numberquash", ["human:Ann", "bot:easy"], {}),
         ("thegame", ["human:Ann", "bot:easy"], {}),
         ("quadwar", ["human:Ann", "bot:easy", "bot:easy", "bot:easy"], {}),
         ("flush", ["human:Ann", "bot:easy", "bot:easy"], {})]


def _saves(game, seats, options):
    """Three saves by hand of one table at 4, 14 and 30 moves (their rows share one wording in Load)."""
    try:
        m = Match(game, seats, 5, options)
    except Exception:          # an option the game does not take: its plain game
        m = Match(game, seats, 5)
    rng = random.Random(5)
    paths = []
    for i, moves in enumerate((4, 14, 30)):
        while len(m.actions) < moves and not m.over:
            m.play(rng.choice(m.legal_actions()))
        paths.append(save_point(m, saves_dir() / f"{game}-2026010{i + 1}-120000.json") or
                     saves_dir() / f"{game}-2026010{i + 1}-120000.json")
    return paths


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_pause_says_each_save_as_its_load_row_reads(size):
    saves_dir().mkdir(parents=True, exist_ok=True)
    made = [p for game, seats, options in GAMES for p in _saves(game, seats, options)]
    app = make_app(size)
    try:
        app.nav.load()
        steps(app, 3)
        rows = {r["file"]: r["text"] for r in app.top.layout_info()["rows"]}
        pause = SimpleNamespace(app=app, m=app.top.m)
        for path in made:
            said = " ".join(PauseScene.saved_words(pause, path, 10 ** 6))
            assert said == rows[path.name], path.name
    finally:
        pygame.display.quit()
