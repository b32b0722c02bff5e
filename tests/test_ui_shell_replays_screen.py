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
        assert "load" not in scene.widgets          # Replays: Replay alone (session 13)
        objects = app.top.layout_info()["objects"]
        assert find(objects, "replay")["enabled"]
    finally:
        import pygame
        pygame.display.quit()


def test_replays_say_which_games_are_unfinished_and_what_their_replay_shows(tmp_path, monkeypatch):
    """Replays listed games still to play among the finished ones, alike: a finished game's replay shows
    every hand, an unfinished one's only the one person's view (alone against bots) or no hidden card
    (pass-and-play). Since session 13 Replays lists the finished games alone (a new player took it for the
    Load screen renamed); an unfinished game is replayed from Load, whose Replay tooltip says what its
    replay shows, and Load's own lines are as they were."""
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui import save_list
    from quash_table.ui.screens.load import LoadScene
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path))
    save_list._SAVE_SUMMARIES.clear()
    done = save_match(_finished_match(1), saves_dir() / "finished-thegame-x.json")
    alone = Match("flush", ["human", "bot:random"], 3)
    alone.play(alone.legal_actions()[0])
    alone = save_match(alone, saves_dir() / "alone.json")
    shared = Match("quash", ["human:Ann", "human:Bob"], 3)
    shared = save_match(shared, saves_dir() / "shared.json")
    import pygame
    app = make_app()
    try:
        scene = LoadScene(app, finished=True)
        app.push(scene)
        steps(app, 2)
        rows = {r["file"]: r["text"] for r in scene.layout_info()["rows"]}
        assert set(rows) == {done.name}                 # the finished game alone
        assert "unfinished" not in rows[done.name], rows
        scene.pick(done)
        assert "unfinished" not in scene.widgets["replay"].tool_tip_text
        load = LoadScene(app)
        app.push(load)
        steps(app, 2)
        rows = {r["file"]: r["text"] for r in load.layout_info()["rows"]}
        assert set(rows) == {done.name, alone.name, shared.name}          # none hidden
        assert not any("unfinished" in text for text in rows.values())
        assert "as you saw it" in (load.pick(alone) or load.widgets["replay"].tool_tip_text)
        assert "as the table saw it" in (load.pick(shared) or load.widgets["replay"].tool_tip_text)
    finally:
        pygame.display.quit()
