"""The Load list's rows made once a change within one look at the folder (issue 22, session 56): with 1,000 saves
the frame that read the last line made the list's groups and rows eight times over (430 ms on that frame). Within
a look the rows are made again only when a line is read or read again, or a row opened or closed; outside a look
(no token) every ask makes them afresh. Made once or afresh, the rows are the same at every step."""

import random
import shutil
from pathlib import Path

import pygame
import pytest

from quash_table.paths import saves_dir
from quash_table.ui import folder_look, save_list
from quash_table.ui.save_rows import PAGE, SaveRows
from quash_table.ui.screens.load import LoadScene
from tests.test_load_s53_one_look import _fill
from tests.ui_helpers import make_app

EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "saves").glob("*.json"))


class _Look:
    """A look token the test changes by hand (as folder_look does between frames)."""

    def __init__(self):
        self.now = object()

    def __call__(self):
        return self.now


def _rows(files, looked, asked):
    games = {f: f"game{int(f.stem[1:]) % 4}" for f in files}

    def group_of(f):
        asked.append(f)
        return games[f]
    return SaveRows(files, lambda f: f"{games[f]} \u00b7 {f.name}", page=3, group_of=group_of,
                    age=lambda f: -files.index(f), look=looked)


def test_within_a_look_the_groups_are_made_once_a_change():
    files = [Path(f"/saves/s{i:02d}.json") for i in range(12)]
    asked, look = [], _Look()
    rows = _rows(files, look, asked)
    rows.rows()
    made = len(asked)
    rows.rows(), rows.groups(), rows.older(files[0]), rows.row_of(files[1])
    assert len(asked) == made                   # nothing changed: nothing made again
    rows.read(count=2)
    rows.rows()
    assert len(asked) > made                    # a line read: made again
    made = len(asked)
    look.now = object()                         # a new look (the next frame)
    rows.rows()
    assert len(asked) > made


def test_without_a_look_every_ask_makes_them():
    files = [Path(f"/saves/s{i:02d}.json") for i in range(6)]
    asked = []
    rows = _rows(files, lambda: None, asked)
    rows.rows()
    made = len(asked)
    rows.rows()
    assert len(asked) == 2 * made


def test_made_once_or_afresh_the_rows_are_the_same_at_every_step():
    rng = random.Random(5)
    for _ in range(60):
        files = [Path(f"/saves/s{i:02d}.json") for i in range(rng.randint(1, 20))]
        look = _Look()
        kept, fresh = _rows(files, look, []), _rows(files, lambda: None, [])
        for _ in range(25):
            step = rng.choice(["read", "toggle", "reread", "look", "ask"])
            f, count = rng.choice(files), rng.randint(1, 3)
            for rows in (kept, fresh):
                if step == "read":
                    rows.read(count=count)
                elif step == "toggle":
                    rows.toggle(f)
                elif step == "reread":
                    rows.reread(f)
            if step == "look":
                look.now = object()
            assert kept.rows() == fresh.rows()
            assert kept.groups() == fresh.groups()


@pytest.mark.ui
def test_the_frame_that_reads_the_last_line_makes_the_groups_once():
    _fill(3 * PAGE)
    app = make_app()
    try:
        app.push(LoadScene(app))
        app.step(1 / 60)
        scene = app.top
        asked = []
        real = scene.lines.group_of
        scene.lines.group_of = lambda path: asked.append(path) or real(path)
        worst = 0
        while not scene.lines.done:
            asked.clear()
            app.step(1 / 60)
            worst = max(worst, max((asked.count(p) for p in set(asked)), default=0))
        # the last line's frame: _even_rooms' rows, the rows shown, the rebuild's items: each asked once a file
        assert worst <= 1, worst
    finally:
        pygame.display.quit()


def test_a_rows_reading_is_made_once_a_look():
    """save_list's reading of a row (its line, its end's forms, kind, game) was asked 15 times a file on that frame:
    within a look it is made once for each file and arguments, outside one every time."""
    path = saves_dir() / "one.json"
    shutil.copyfile(EXAMPLES[0], path)
    with folder_look.one_look():
        first = save_list._read(path)
        assert save_list._read(str(path)) is first
        assert save_list._read(path, True) is not first
    assert save_list._read(path) is not save_list._read(path)
    assert save_list._read(path) == first
