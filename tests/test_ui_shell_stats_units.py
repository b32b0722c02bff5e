"""The Statistics screen says what each game's best score counts ("14 points", "50 cards laid": the games'
scores are not one unit), and a player list of one name says it is the only one so far; the names typed in
pass-and-play are there, and P turns to them, once they finish a game."""

import pygame
import pytest

from tests.ui_helpers import key, main_menu_app, open_statistics, play_and_record, steps  # noqa: F401 (app)

pytestmark = pytest.mark.ui


record = play_and_record


def label(info, wid):
    return next(o for o in info["objects"] if o["id"] == wid)["label"]


def test_the_best_score_says_its_unit_per_game(app):
    laid = record("thegame", "human:Ann,bot:easy", 3)
    points = record("flush", "human:Ann,bot:easy", 1, {"format": "arena", "rounds": 1})
    info = open_statistics(app)
    best = {r["game"]: r["best"] for r in info["rows"]}
    assert best["thegame"] == f"{laid} card{'' if laid == 1 else 's'} laid"
    # Flush's lowest is its best: the cell says so ("Best 0 points" gave no word of it, review 24)
    assert best["flush"] == f"{points} point{'' if points == 1 else 's'} (lowest)"
    assert "Ann (the only one so far)" in label(info, "player")


def test_score_words_read_the_games_own_unit():
    from quash_table.ui.screens.statistics import score_words
    assert score_words("quash", 14) == "14 points"
    assert score_words("quadwar", 1) == "1 point"
    assert score_words("thegame", 50) == "50 cards laid"
    assert score_words("numberquash", None) == "\u2013"


def test_pass_and_play_names_are_players_to_turn_to(app):
    record("flush", "human:Ann,human:Bea", 2, {"format": "arena", "rounds": 1})
    info = open_statistics(app)
    assert info["player"] == "Ann"
    assert label(info, "player") == "Player: Ann  \u25b8"          # a button: there is another name
    key(app, pygame.K_p, frames=3)
    assert app.top.layout_info()["player"] == "Bea"
