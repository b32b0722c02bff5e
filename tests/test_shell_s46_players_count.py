"""Session 46 (review 45, shell): Load and Statistics rows said nothing of how many played. A finished 6-seat
Flush row at 1024x640 dropped its scores whole and read "Flush (arena, Rounds 1) · finished, Bot 5 won", a
2-seat game's row to the eye; a Statistics row of a game played at one setup said the game's title alone
("Flush"), the count said only where a game had rows of several setups. Rows now say who sat at the table
("You + 5 bots", from the save's header: no replay) wherever they do not name every seat already."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_point
from quash_table.paths import saves_dir
from quash_table.ui.row_forms import table_count_words, with_table
from tests.ui_helpers import load_rows, make_app, open_statistics, play_and_record, steps

pytestmark = pytest.mark.ui

SIX = ["human"] + ["bot:normal"] * 5


def _finished(game, seats, options, name):
    saves_dir().mkdir(parents=True, exist_ok=True)
    rng = random.Random(1)
    m = Match(game, seats, 7, options=options)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return save_point(m, saves_dir() / name)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_six_seat_flush_row_says_six_played(size):
    _finished("flush", SIX, {"rounds": 1, "format": "arena"}, "six.json")
    _finished("flush", ["human", "bot:normal"], {"rounds": 1, "format": "arena"}, "two.json")
    rows = load_rows(size)
    six, two = rows["six.json"], rows["two.json"]
    named = all(f"Bot {i}" in six for i in range(2, 7))
    assert named or "You + 5 bots" in six, six
    assert "Bot 2" in two, two
    assert six.split(" \u00b7 saved")[0] != two.split(" \u00b7 saved")[0].replace("Bot 2", "Bot 5"), (six, two)


def test_row_forms_count_the_table_before_each_form_that_names_not_every_seat():
    names = ["You", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6"]
    assert table_count_words(names, [1, 2, 3, 4, 5]) == "You + 5 bots"
    assert table_count_words(["Ann", "Bob", "Bot 3"], [2]) == "Ann, Bob + 1 bot"
    assert table_count_words(["Ann", "Bob", "Carl"], []) == "Ann, Bob and Carl"
    every = "Flush \u00b7 finished, Bot 5 won \u00b7 You: 1, Bot 2: 2, Bot 3: 3, Bot 4: 4, Bot 5: 0, Bot 6: 6 points"
    forms = with_table([every, "Flush \u00b7 finished, Bot 5 won", "Flush"], ["Flush"], names, "You + 5 bots")
    assert forms == [every, "Flush \u00b7 You + 5 bots \u00b7 finished, Bot 5 won", "Flush \u00b7 finished, Bot 5 won",
                     "Flush \u00b7 You + 5 bots", "Flush"], forms


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_statistics_row_of_one_setup_says_how_many_played(size):
    play_and_record("numberquash", ["human"] + ["bot:random"] * 5, 2)
    app = make_app(size)
    try:
        app.nav.main_menu()
        steps(app, 2)
        info = open_statistics(app)
        assert [r["setup_words"].split(",")[0] for r in info["rows"]] == ["6 players"], info["rows"]
    finally:
        pygame.display.quit()
