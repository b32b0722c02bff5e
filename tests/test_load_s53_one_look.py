"""The Load screen with many saves (issue 22, session 53, `bench`'s Load figure with 1,000 saves): its first
draw read every save in full to choose the first row (whether its game was played on since: 1 s of 1.8 s), and
the frame that had read the last line asked the disk of each file some 30 times (its size and time, whether
played on) and read each header again to tell alike rows apart: 2 s on one frame. The choice now stops at the
first game to play; a frame is one look at the folder (ui/folder_look), each file asked once."""

import os
import shutil
from pathlib import Path

import pygame
import pytest

from quash_table.engine import played_on as played_on_mod
from quash_table.paths import saves_dir
from quash_table.ui import folder_look, save_list
from quash_table.ui.save_rows import PAGE
from quash_table.ui.screens.load import LoadScene
from tests.ui_helpers import make_app

pytestmark = pytest.mark.ui
EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "saves").glob("*.json"))


def _fill(count):
    folder = saves_dir()
    for i in range(count):
        shutil.copyfile(EXAMPLES[i % len(EXAMPLES)], folder / f"save-{i:04d}.json")
    save_list._SAVE_SUMMARIES.clear()
    played_on_mod._POINTS.clear()


def test_the_first_choice_reads_in_full_only_the_saves_it_needs(monkeypatch):
    _fill(3 * PAGE)
    read = []
    real = played_on_mod.read_save_data
    monkeypatch.setattr(played_on_mod, "read_save_data", lambda path, **k: read.append(path) or real(path, **k))
    app = make_app()
    try:
        app.push(LoadScene(app))
        app.step(1 / 60)
        assert app.top.path_text                   # a game to play is chosen
        # the first page's lines ask whether their games were played on (PAGE), the choice a few more: it
        # read every save (3 * PAGE) to choose the first game to play
        assert len(set(read)) < 2 * PAGE, len(set(read))
    finally:
        pygame.display.quit()


def test_the_frame_that_reads_the_last_line_asks_the_disk_once_a_file(monkeypatch):
    _fill(2 * PAGE)
    app = make_app()
    try:
        app.push(LoadScene(app))
        app.step(1 / 60)
        scene = app.top
        asked = []
        real = Path.stat
        # its size and time (a file read looks whether it is a link, lstat: a read, not a question)
        monkeypatch.setattr(Path, "stat", lambda self, **k: (k.get("follow_symlinks", True) and asked.append(str(self)))
                            or real(self, **k))
        worst = 0
        while not scene.lines.done:
            asked.clear()
            app.step(1 / 60)
            saves = [p for p in asked if os.path.basename(p).startswith("save-")]
            worst = max(worst, max((saves.count(p) for p in set(saves)), default=0))
        assert worst <= 1, worst
    finally:
        pygame.display.quit()


def test_outside_a_look_every_ask_goes_to_the_disk(tmp_path):
    f = tmp_path / "a.json"
    f.write_text("1")
    before = folder_look.stat(f).st_size
    f.write_text("12345")
    assert folder_look.stat(f).st_size == 5 != before
    with folder_look.one_look():
        assert folder_look.stat(f).st_size == 5
        f.write_text("1234567")
        assert folder_look.stat(f).st_size == 5       # one look: the file as first seen in it
        f.unlink()
        assert folder_look.stat(f).st_size == 5
    with pytest.raises(OSError):
        folder_look.stat(f)


def test_each_tables_least_room_and_most_level_are_its_own_rows():
    """Session 53: a row's room and its form's level were read by scanning every row of the list (a million
    comparisons with 1,000 saves); they are kept by table. Read either way, every table says the same."""
    _fill(3 * PAGE)
    app = make_app((1024, 640))
    try:
        app.push(LoadScene(app))
        scene = app.top
        while not scene.lines.done:
            app.step(1 / 60)
        assert len({g for g, _ in scene.rooms.values()}) >= 3
        for path, (game, _) in scene.rooms.items():
            least = min(room for g, room in scene.rooms.values() if g == game)
            assert scene._least_room(game) == least, path
        for path, (game, (_, forms)) in scene.levels.items():
            most = max(i for g, (i, n) in scene.levels.values() if g == game and n == forms)
            assert scene._most_level(game, forms) == most, path
    finally:
        pygame.display.quit()
