"""Statistics -> Replays: Replay is the button a person came for (Load was highlighted), and the newest
finished game is chosen by its date (a save of the player's own of a finished game, listed by its name
above the kept finished games, was chosen though older)."""

import os
import random
import time

import pytest

from tests.ui_helpers import find, make_app, steps

pytestmark = pytest.mark.ui


def _finished_match(seed):
    from quash_table.engine.match import Match
    m = Match("thegame", ["human", "bot:random"], seed)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_replays_from_statistics_offer_replay_first_on_the_newest_finished_game(tmp_path, monkeypatch):
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui import save_list
    from quash_table.ui.screens.load import LoadScene
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path))
    save_list._SAVE_SUMMARIES.clear()
    mine = save_match(_finished_match(1), saves_dir() / "my-save.json")          # the player's own, older
    kept = save_match(_finished_match(2), saves_dir() / "finished-thegame-x.json")
    now = time.time()
    os.utime(mine, (now - 3600, now - 3600))
    os.utime(kept, (now, now))
    app = make_app()
    try:
        scene = LoadScene(app, finished=True)
        app.push(scene)
        steps(app, 2)
        assert scene.path_text == str(kept)
        assert scene.widgets["replay"].object_ids[-1] == "#primary", scene.widgets["replay"].object_ids
        assert scene.widgets["load"].object_ids[-1] != "#primary"
        objects = app.top.layout_info()["objects"]
        assert find(objects, "replay")["enabled"]
    finally:
        import pygame
        pygame.display.quit()
