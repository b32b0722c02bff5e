"""Session 59 (new player, shell): a pass-and-play Quadruple War save's Load row said "Player 1: 16, Player 2: 12,
Bot 3: 12, Bot 4: 0 points" without "hand 1 scored", which the menu's Continue line (the row's words at their
longest, continue_source.continue_line) and the other rows said. Where the game stands is in every form of the
row now; the scores give way to their short form first."""

import os

import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match, write_autosave
from quash_table.games import get_game
from quash_table.games.quadwar.load_row import unfinished_row_forms
from quash_table.paths import saves_dir
from quash_table.ui.continue_source import continue_line, match_head
from tests.ui_helpers import load_rows

UNIT = get_game("quadwar").score_unit


def test_every_form_says_where_the_game_stands():
    names = ["Player 1", "Player 2", "Bot 3", "Bot 4"]
    waiting = {"progress": ["hand", 1, "result"], "to_move": 0, "scores": [16, 12, 12, 0], "winners": []}
    forms = unfinished_row_forms(waiting, names, None, [2, 3], "hand 1 scored", UNIT)
    assert forms and all(f[0] == "hand 1 scored" for f in forms), forms
    playing = {"progress": ["hand", 2], "to_move": 3, "verb": "play", "scores": [15, 11, 12, 11], "winners": [],
               "stage": ["trick", 1, 13]}
    forms = unfinished_row_forms(playing, names, None, [2, 3], "", UNIT)
    assert forms and all(f[0].startswith("hand 2") for f in forms), forms


def _at_result(seats, seed):
    m = Match("quadwar", seats, seed)
    while (match_head(m)["standing"].get("progress") or [])[2:] != ["result"]:
        m.play(m.legal_actions()[0])
    return m


@pytest.mark.ui
def test_the_continue_rows_hand_is_said_as_continue_says_it():
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = _at_result(["human", "human", "bot:normal", "bot:normal"], 583)
    save_match(m, saves_dir() / "pp.json")
    write_autosave(m)
    other = _at_result(["human", "bot:normal", "bot:normal", "bot:normal"], 583)
    save_match(other, saves_dir() / "bots.json")
    os.utime(saves_dir() / "bots.json", (1_764_000_000,) * 2)
    assert "hand 1 scored" in continue_line(m.game, match_head(m))
    for size in ((1024, 640), (1280, 800)):
        rows = [text for text in load_rows(size).values() if "Quadruple War" in text]
        assert len(rows) == 2 and any("kept for Continue" in row for row in rows), rows
        assert all(" \u00b7 hand 1 scored \u00b7 " in row for row in rows), (size, rows)
