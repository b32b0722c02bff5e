"""Session 29 (review 29): on a finished game's row Load says what it does, "View result" (it said "Load",
read as "play on"); The Game's pass-and-play row behind "copy" (or "in Continue") still names who plays,
with whose turn it is among them, where it dropped them and kept "Annabelle to play · 4 of 50 laid"."""

import random

import pygame
import pytest

from quash_table.ui.screens.load_button_tips import FINISHED_LOAD_WORDS, LOAD_WORDS
from tests.ui_helpers import click_load_row, load_rows, make_app, save_random_games, steps

pytestmark = pytest.mark.ui


def _save(game, seats, name, moves=None, seed=3):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = Match(game, seats, seed)
    rng = random.Random(seed)
    while not m.over and (moves is None or len(m.actions) < moves):
        m.play(rng.choice(m.legal_actions()))
    save_match(m, saves_dir() / name)


@pytest.mark.slow       # ~7 s: a finished Flush game played out and listed
def test_loads_button_says_view_result_on_a_finished_row():
    from quash_table.engine.saves import FINISHED_PREFIX
    save_random_games(("quash",))
    _save("flush", ["human:Ann", "bot:easy"], f"{FINISHED_PREFIX}flush-1.json")
    a = make_app((1024, 640))
    try:
        a.nav.load()
        steps(a, 3)
        for name, words in (("quash.json", LOAD_WORDS), ("finished-flush-1.json", FINISHED_LOAD_WORDS),
                            ("quash.json", LOAD_WORDS)):
            steps(a, 40)            # no double click
            click_load_row(a, name)
            assert a.top.widgets["load"].text == words, name
            assert next(o for o in a.top.layout_info()["objects"] if o["id"] == "load")["label"] == words
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_games_pass_and_play_row_names_its_players(size):
    seats = ["human:Annabelle", "human:Robert", "human:Carl"]
    _save("thegame", seats, "three.json", moves=9)
    _save("thegame", seats, "k-three.json", moves=9)       # a copy of the same game: "copy ·" leads its row
    for name, text in load_rows(size).items():
        assert all(n in text for n in ("Annabelle", "Robert", "Carl")), (name, text)
        assert "of 50 laid" in text and "to play" in text, (name, text)
