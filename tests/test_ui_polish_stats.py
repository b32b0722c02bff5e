"""Statistics: a game finished on the board is recorded per human player; the numbers survive a restart
and show on the Statistics screen (with its chart); a corrupt statistics file is set aside with a message
on the screen."""

import random

import pygame
import pytest

from quash_table.engine.stats import load_stats
from quash_table.paths import stats_path, user_dir
from tests.ui_helpers import board, find, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def finish_on_board(app, seats, seed):
    """Play The Game to its end on a board (random moves for the humans, the bots on their own)."""
    scene = board(app, "thegame", seats, seed=seed)
    s = scene.session
    rng = random.Random(seed)
    settle(app, scene)
    while not s.match.over:
        if s.curtain is not None:
            s.lift_curtain()
        elif s.held_seat() is not None:     # a turn over waits for its mover to pass the screen
            s.end_hold()
        elif s.my_turn():
            s.play(rng.choice(s.match.legal_actions()))
        settle(app, scene)
    return scene


def open_statistics(app):
    from quash_table.ui.screens.main_menu import MainMenuScene
    app.replace(MainMenuScene(app))
    steps(app, 2)
    key(app, pygame.K_s, frames=3)
    assert app.top.name == "statistics"
    return app.top


@pytest.mark.slow
def test_finished_games_are_recorded_and_survive_a_restart():
    app = make_app(animation="instant")
    try:
        scene = finish_on_board(app, ["human:Ann", "human:Bob", "bot:random"], seed=3)
        res = scene.session.result()
        scores = res["scores"]
        stats, message = load_stats()
        assert message is None
        assert set(stats["players"]) == {"Ann", "Bob"}                  # humans only, by name
        assert stats["players"]["Ann"]["thegame"]["games"] == 1
        assert stats["players"]["Ann"]["thegame"]["best_score"] == scores[0]
        # Leaving the summary and coming back does not count the game twice.
        key(app, pygame.K_t)
        settle(app, scene)
        scene.open_summary()
        settle(app, scene)
        assert load_stats()[0]["players"]["Ann"]["thegame"]["games"] == 1
        finish_on_board(app, ["human:Ann", "bot:random"], seed=4)
    finally:
        pygame.display.quit()
    # A new run of the program reads the same file.
    app = make_app()
    try:
        screen = open_statistics(app)
        steps(app, 2)
        info = screen.layout_info()
        assert info["player"] == "Ann" and info["game"] == "thegame"
        row = info["rows"][0]
        # every game counted, a row a setup (session 23)
        assert sum(r["games"] for r in info["rows"]) == 2
        assert sum(r["wins"] for r in info["rows"]) == sum(1 for h in load_stats()[0]["players"]["Ann"]["thegame"]["history"] if h["won"])
        assert row["undone_games"] == 0 and "best_streak" in row and "win_pct" in row
        assert not any(o["id"] == "stats_message" for o in info["objects"])
        # P moves to the next player, from the keyboard.
        key(app, pygame.K_p, frames=3)
        assert app.top.layout_info()["player"] == "Bob"
        key(app, pygame.K_ESCAPE, frames=2)
        assert app.top.name == "main_menu"
    finally:
        pygame.display.quit()


def test_a_corrupt_statistics_file_is_set_aside_with_a_message():
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text('{"format": "quash-table-stats", "version": 1, "players": [oops')
    app = make_app()
    try:
        screen = open_statistics(app)
        steps(app, 2)
        msg = find(screen.layout_info()["objects"], "stats_message")
        assert "damaged" in msg["text"]
        aside = list(user_dir().glob("statistics.damaged-*.json"))
        assert len(aside) == 1 and "oops" in aside[0].read_text()
        assert aside[0].name in msg["text"]
        assert not stats_path().exists() or load_stats()[1] is None
    finally:
        pygame.display.quit()


def test_a_corrupt_file_found_when_a_game_ends_is_reported_on_the_board():
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text("not json at all")
    app = make_app(animation="instant")
    try:
        scene = finish_on_board(app, ["human:Ann", "bot:random"], seed=5)
        assert scene.stats_message and "damaged" in scene.stats_message
        text, level, _ = scene.message
        assert level == "error" and "damaged" in text
        stats, message = load_stats()
        assert message is None and stats["players"]["Ann"]["thegame"]["games"] == 1   # a fresh, good file
    finally:
        pygame.display.quit()
