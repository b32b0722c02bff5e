"""The Statistics screen's chart: games of one setup only (a 1-round and a 2-round Flush arena are never on
one axis), each game's date under its bar, and a score of 0 drawn where it can be seen."""

import pygame
import pytest

from tests.ui_helpers import main_menu_app, open_statistics, play_and_record, steps  # noqa: F401 (app)

pytestmark = pytest.mark.ui


def record_flush(rounds, seed):
    return play_and_record("flush", "human:Ann,bot:easy", seed, {"format": "arena", "rounds": rounds})


def test_the_chart_keeps_each_setup_apart_and_dates_every_game(app):
    short = [record_flush(1, seed) for seed in (0, 1, 2)]
    long = [record_flush(2, seed) for seed in (3, 4)]
    info = open_statistics(app)
    assert info["game"] == "flush"
    assert info["setup"] == "2 players, arena, Rounds: 2"        # the setup played last
    assert [b["score"] for b in info["chart"]] == long
    assert all(b["date"] for b in info["chart"])
    from tests.ui_helpers import key
    key(app, pygame.K_g, frames=3)                                # G: the next chart, the other setup
    info = app.top.layout_info()
    assert info["setup"] == "2 players, arena, Rounds: 1"
    assert [b["score"] for b in info["chart"]] == short
    assert "Rounds: 1" in next(o for o in info["objects"] if o["id"] == "chart_game")["label"]
    # the table counts every game, a row a setup as the chart keeps them (session 23: one row mixed them)
    assert sum(r["games"] for r in info["rows"] if r["game"] == "flush") == 5
    assert {r["setup_words"] for r in info["rows"]} == {"2 players, arena, Rounds: 1", "2 players, arena, Rounds: 2"}


def test_a_score_of_zero_is_drawn_as_more_than_the_axis_line(app):
    from quash_table.ui.chart import LOSS, WIN
    scores = [record_flush(1, seed) for seed in (0, 1, 2)]
    assert 0 in scores
    open_statistics(app)
    steps(app, 2)
    info = app.top.layout_info()
    screen = pygame.display.get_surface()
    for bar in info["chart"]:
        r = pygame.Rect(bar["rect"])
        assert r.h >= 3, bar
        colour = WIN if bar["won"] else LOSS
        # the bar's colour shows in the middle of its rect, over the axis line
        for y in (r.top + 1, r.centery, r.bottom - 2):
            assert tuple(screen.get_at((r.centerx, y)))[:3] == tuple(colour[:3]), (bar, y)


def test_a_setup_names_what_changes_a_games_length_and_old_records_still_load():
    from quash_table.engine import stats
    from quash_table.games import get_game
    quash = get_game("quash")
    assert stats.setup_words(quash, 2, {}) == "2 players"
    # who deals first is not a setup; a longer race and the advanced variant are
    assert stats.setup_words(quash, 4, {"target": 60, "dealer": 1, "variant": "advanced"}) == \
        "4 players, advanced, Points to the FINISH: 60"
    old = {"at": "2026-11-01T12:00:00+00:00", "won": True, "score": 0, "seats": 3, "undone": False}
    assert stats._valid_history(old) and stats.history_setup(old) == "3 players"
    assert stats._valid_history(dict(old, setup="3 players, Bags: on"))
    assert not stats._valid_history(dict(old, setup=""))


def test_a_choice_with_nothing_to_turn_to_is_said_not_greyed_out(app):
    # with one player and one chart the Player and Chart buttons were drawn disabled: they looked broken
    record_flush(1, 0)
    info = open_statistics(app)
    for wid in ("player", "chart_game"):
        o = next(o for o in info["objects"] if o["id"] == wid)
        assert o["kind"] == "label" and "\u25b8" not in o["label"], o
