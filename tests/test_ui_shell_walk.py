"""What a new player met walking the shell: the Load list opened on red "damaged" lines (the newest
files) above the games to play, and with a finished game chosen, so Load opened a game already over; a
greyed "No older copies" button stood there when no game had any."""

import json
import os
import random

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


def _save(name, game_id, seed, moves, finish=False, when=0):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    m = Match(game_id, ["human", "bot:easy"], seed)
    rng = random.Random(seed)
    for _ in range(moves):
        m.play(rng.choice(m.legal_actions()))
    while finish and not m.over:
        m.play(rng.choice(m.legal_actions()))
    path = saves_dir() / name
    save_match(m, path)
    os.utime(path, (1_764_000_000 + when,) * 2)
    return path


def _load():
    app = make_app((1024, 640))
    app.nav.load()
    steps(app, 3)
    return app


def _rows(app):
    return app.top.layout_info()["rows"]


def test_damaged_files_come_last_and_a_game_to_play_is_chosen():
    from quash_table.paths import saves_dir
    _save("old.json", "thegame", 1, 4, when=0)
    _save("done.json", "thegame", 2, 0, finish=True, when=60)       # a finished game saved by hand, newer
    (saves_dir() / "broken.json").write_text('{"format": "quash-table-save"')
    edited = json.loads((saves_dir() / "old.json").read_text())
    edited["actions"][0] = {"type": "end"}
    (saves_dir() / "edited.json").write_text(json.dumps(edited))
    for i, name in enumerate(("broken.json", "edited.json")):
        os.utime(saves_dir() / name, (1_764_000_000 + 600 + i,) * 2)      # the newest files of all
    app = _load()
    try:
        kinds = [r["kind"] for r in _rows(app)]
        assert kinds[-2:] == ["damaged", "damaged"] and "damaged" not in kinds[:-2], kinds
        assert app.top.path_text.endswith("old.json")   # the game still to play
        assert "older" not in app.top.widgets            # no game has older copies: no greyed button
    finally:
        pygame.display.quit()


def test_with_only_finished_games_the_newest_is_chosen():
    _save("a.json", "thegame", 2, 0, finish=True, when=0)
    _save("b.json", "thegame", 3, 0, finish=True, when=60)
    app = _load()
    try:
        assert app.top.path_text.endswith("b.json")
    finally:
        pygame.display.quit()


def test_a_game_won_on_the_fewest_points_says_so_over_its_chart():
    # a Flush win's bar of 0 stood empty under "score in the last 1 game": read as no score at all
    from quash_table.engine.match import Match
    from quash_table.engine.stats import record_match
    from tests.ui_helpers import key
    for game_id in ("thegame", "flush"):
        m = Match(game_id, "human:Ann,bot:easy", seed=3)
        rng = random.Random(3)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
        record_match(m)
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        key(app, pygame.K_s, frames=3)
        titles = {}
        for _ in range(2):
            info = app.top.layout_info()
            titles[info["game"]] = info["chart_title"]
            key(app, pygame.K_g, frames=3)           # G: the next chart
        # session 26: in the Best cell's words ("points (lowest)"; the title said "(lower is better)")
        assert "points (lowest) in the last" in titles["flush"], titles
        assert "lowest" not in titles["thegame"], titles
    finally:
        pygame.display.quit()
