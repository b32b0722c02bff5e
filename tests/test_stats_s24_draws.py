"""Session 24: a game the rules end with no winner (NumberQuash's stalemate, "A draw") is recorded and shown
as a draw: no win, no loss, the streak ends; its bar has a colour of its own, keyed "drawn". A statistics file
of before (no draws) loads as it did, and a newer build's extra history keys are kept, not a damaged file."""

import json
import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.stats import DRAWN_KEY, load_stats, record_match, summary_rows
from quash_table.paths import stats_path
from quash_table.ui import chart
from tests.ui_helpers import make_app, open_statistics, steps

STALEMATE_SEED = 19      # two people playing random moves at NumberQuash end in a stalemate: nobody wins


def played(seed, seats=("human:Ann", "human:Bob")):
    m = Match("numberquash", list(seats), seed=seed, options={})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def drawn_match():
    m = played(STALEMATE_SEED)
    assert m.game.result(m.state)["winners"] == []      # the rules' draw, as the summary says "A draw"
    return m


def won_match(seed_from=1):
    """A two-person NumberQuash game Ann won."""
    for seed in range(seed_from, seed_from + 200):
        m = played(seed)
        if m.game.result(m.state)["winners"] == [0]:
            return m
    raise AssertionError("no game Ann won")


def test_a_drawn_match_is_recorded_as_a_draw_and_loads_back():
    record_match(won_match())
    record_match(drawn_match())
    stats, message = load_stats()
    assert message is None
    rows = {r["player"]: r for r in summary_rows(stats)}
    for name in ("Ann", "Bob"):
        row = rows[name]
        last = row["history"][-1]
        assert last[DRAWN_KEY] is True and last["won"] is False, last
        assert row["drawn_games"] == 1
    ann = rows["Ann"]
    assert ann["games"] == 2 and ann["wins"] == 1
    assert ann["streak"] == 0 and ann["best_streak"] == 1      # a run of wins ends at a draw
    assert "drawn" not in json.dumps(rows["Ann"]["history"][0])  # a game with a winner is marked as before


def test_a_file_of_before_loads_and_a_newer_builds_extra_key_is_kept():
    record_match(won_match())
    path = stats_path()
    data = json.loads(path.read_text())
    entry = data["players"]["Ann"]["numberquash"]["history"][0]
    assert set(entry) == {"at", "won", "score", "seats", "undone", "options"}    # as a build of before wrote it
    entry["a_later_mark"] = True
    path.write_text(json.dumps(data))
    stats, message = load_stats()
    assert message is None
    record_match(drawn_match())
    data = json.loads(path.read_text())
    assert data["players"]["Ann"]["numberquash"]["history"][0]["a_later_mark"] is True


@pytest.mark.ui
def test_statistics_keys_a_drawn_game_and_colours_its_bar():
    record_match(won_match())
    record_match(drawn_match())
    app = make_app((1280, 800))
    try:
        app.nav.main_menu()
        steps(app, 2)
        info = open_statistics(app)
        assert info["player"] == "Ann"
        assert "drawn" in info["chart_key"], info["chart_key"]
        row = next(r for r in info["rows"] if r["game"] == "numberquash")
        assert row["games_words"] == "2 (1 drawn)" and row["wins"] == 1
        bars = info["chart"]
        assert [b["drawn"] for b in bars] == [False, True]
        app.draw()
        surface = pygame.display.get_surface()
        won_rect, drawn_rect = (pygame.Rect(b["rect"]) for b in bars)
        assert tuple(surface.get_at(drawn_rect.center))[:3] == chart.DRAWN
        assert tuple(surface.get_at(won_rect.center))[:3] == chart.WIN
    finally:
        pygame.display.quit()
