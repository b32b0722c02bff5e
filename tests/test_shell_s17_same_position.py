"""Note 16: Load showed two rows for one finished game, the copy the app keeps for its replay and the
player's own save of the same end; and a kept autosave was told from the player's save of the same position
by the files' sizes (within 64 bytes), so the hints shown or the saves a game went on from (fields that
change no move) let a second copy of one position be kept and listed. Now the positions are compared (the
game and its moves, engine/saves.position_key), and a save of the player's and a copy the app kept of its
very position are one row that names both ("saved & autosaved"). Real save files, a real Load screen."""

import json
import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import (FINISHED_PREFIX, KEPT_PREFIX, autosave_after_move, keep_displaced_autosave,
                                      match_to_dict, position_key, save_match, save_point)
from quash_table.paths import autosave_path, saves_dir
from quash_table.ui.save_list import SAVED_AND_KEPT_WORDS
from tests.ui_helpers import make_app, steps


def _unfinished(seed=3, moves=12):
    m = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], seed)
    rng = random.Random(seed)
    while len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m


def _finished_with_its_copy(seed=4):
    """A game with a person at the table played to its end through the autosave, which keeps the finished
    copy for its replay (finished-*.json), as the board does after every move."""
    m = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], seed, {"elimination_at": 10})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    copies = list(saves_dir().glob(f"{FINISHED_PREFIX}*.json"))
    assert len(copies) == 1
    return m, copies[0]


def _many_hints(m):
    """Hints shown at every move: the save grows by far more than 64 bytes, its moves unchanged."""
    m.hints = {i: m.actions[i] for i in range(len(m.actions))}


def test_a_kept_autosave_with_more_hints_is_not_copied_beside_the_players_save_of_it():
    m = _unfinished()
    mine = save_point(m, saves_dir() / "flush-20260101-100000.json")
    _many_hints(m)
    m.undos += 1                       # the check differs too: an Undo taken back and played again
    save_match(m, autosave_path())
    assert abs(len(json.dumps(match_to_dict(m), indent=1)) - mine.stat().st_size) > 64
    other = Match("quash", ["human:Ann", "bot:easy"], 9)
    kept = keep_displaced_autosave(other, autosave_path())
    assert kept == (mine, "flush")
    assert not list(saves_dir().glob(f"{KEPT_PREFIX}*.json"))
    # another position of the same game is still kept
    m.play(m.legal_actions()[0])
    save_match(m, autosave_path())
    got, game = keep_displaced_autosave(other, autosave_path())
    assert got.name.startswith(KEPT_PREFIX) and game == "flush"


def test_the_position_is_the_game_and_its_moves_not_the_files_other_fields():
    m = _unfinished()
    a = json.loads(json.dumps(match_to_dict(m)))
    _many_hints(m)
    m.undos += 2
    b = json.loads(json.dumps(match_to_dict(m)))
    assert a["check"] != b["check"] and position_key(a) == position_key(b)
    m.play(m.legal_actions()[0])
    assert position_key(match_to_dict(m)) != position_key(a)


def _rows(app):
    return app.top.layout_info()["rows"]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_one_finished_game_saved_by_hand_and_kept_for_its_replay_is_one_row_naming_both(size):
    m, copy = _finished_with_its_copy()
    _many_hints(m)                     # the player's save is not the same size as the copy
    mine = save_point(m, saves_dir() / "flush-20260101-120000.json")
    other = _unfinished(seed=8)
    save_point(other, saves_dir() / "flush-20260101-110000.json")
    app = make_app(size)
    try:
        app.nav.load()
        steps(app, 3)
        rows = _rows(app)
        files = [r["file"] for r in rows]
        assert copy.name not in files and files.count(mine.name) == 1, files
        row = next(r for r in rows if r["file"] == mine.name)
        assert f"{SAVED_AND_KEPT_WORDS} \u00b7 " in row["text"] and row["same"] == [copy.name], row
        assert row["kind"] == "finished" and not row["older"]
        from quash_table.ui.screens.load import saved_row_line
        assert saved_row_line(mine, app.top.m) == row["text"]      # Pause's "Load lists it as" says the same
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_replays_list_one_finished_game_once():
    from quash_table.ui.screens.load import LoadScene
    m, copy = _finished_with_its_copy(seed=6)
    mine = save_point(m, saves_dir() / "flush-20260101-120000.json")
    app = make_app((1024, 640))
    try:
        app.push(LoadScene(app, finished=True))
        steps(app, 3)
        files = [r["file"] for r in _rows(app)]
        assert files == [mine.name], files
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_an_unfinished_game_kept_and_saved_at_one_position_is_one_row_the_older_save_another():
    m = _unfinished()
    mine = save_point(m, saves_dir() / "flush-20260101-100000.json")
    _many_hints(m)
    kept = save_match(m, saves_dir() / f"{KEPT_PREFIX}flush-20260101-100500.json")   # an older build's copy
    m.play(m.legal_actions()[0])
    older = save_point(m, saves_dir() / "flush-20260101-090000.json")
    import os
    os.utime(older, (1_700_000_000, 1_700_000_000))
    app = make_app((1024, 640))
    try:
        app.nav.load()
        steps(app, 3)
        rows = _rows(app)
        # the player's older save is a row of its own (note 18: never an older copy)
        assert [r["file"] for r in rows] == [mine.name, older.name], rows
        row = rows[0]
        assert row["same"] == [kept.name] and row["older"] == [] and rows[1]["copy_of"] is None
        assert f"{SAVED_AND_KEPT_WORDS} \u00b7 " in row["text"] and "older cop" not in row["text"], row
    finally:
        pygame.display.quit()
