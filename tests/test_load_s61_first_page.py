"""Session 61 (load, issue 22): the Load screen's first draw reads the headers of the rows its list shows (and a few
more), not a fixed 50 whatever the window showed (most of the first draw with 1,000 saves); and a row's table (its
game's name, its seats' names, which rows share one wording) comes from the header read with its row: the list split
the row's own text for the game's name and read each header a second time for the names."""


import pygame
import pytest

from quash_table.ui import save_list
from quash_table.ui.screens import load_one_wording
from quash_table.ui.screens.load import LoadScene
from tests.test_load_s53_one_look import _fill
from tests.ui_helpers import make_app

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_first_draw_reads_the_rows_the_list_shows(monkeypatch, size):
    _fill(120)
    read = []
    real = save_list.save_header
    monkeypatch.setattr(save_list, "save_header", lambda path, **k: read.append(str(path)) or real(path, **k))
    app = make_app(size=size)
    try:
        app.push(LoadScene(app))
        # the headers read to make the screen's first page (the frames after read a slice each, by time: on an idle
        # machine the first frame's slice read one more line than the bound below and failed a CI run)
        first = len(set(read))
        app.step(1 / 60)
        scene = app.top
        shown = scene.widgets["saves"].rect.height // scene.m.px(32)
        # (and a few more for the first game to play, chosen from the start)
        assert first <= shown + 12, (first, shown)
        assert all(not t.endswith("reading\u2026") for t, _ in scene.rows[:shown - 1])
    finally:
        pygame.display.quit()


def test_a_rows_table_is_read_with_its_row_not_from_its_text(monkeypatch):
    _fill(12)
    app = make_app()
    try:
        app.push(LoadScene(app))
        for _ in range(10):
            app.step(1 / 60)
        scene = app.top
        assert scene.lines.done
        assert not hasattr(load_one_wording, "save_header")     # no second read of a header for its names
        for _, path in scene.rows:
            title, names = scene._game_name(path)
            assert title in {"QUASH", "NumberQuash", "Flush", "Quadruple War", "The Game: Quick & Easy"}, title
            assert names and all(isinstance(n, str) for n in names)
    finally:
        pygame.display.quit()
