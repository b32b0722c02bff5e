"""An error nothing caught leaves a report in the data folder, closes the screens as a quit does (a game's autosave
written), and the next start's main menu says once where the report is (review 39: the window vanished once after
Enter at a QUASH round's result, with nothing left to tell what happened)."""

import pygame
import pytest

from quash_table import crash_reports
from quash_table.paths import user_dir
from tests.ui_helpers import make_app


def test_a_report_is_written_whole_and_said_once(tmp_path):
    assert crash_reports.unseen_report(tmp_path) is None
    report = crash_reports.write_report(tmp_path, "Traceback ...\nValueError: boom", ["MainMenuScene", "Board"])
    text = report.read_text()
    assert "ValueError: boom" in text and "MainMenuScene, Board" in text
    assert crash_reports.unseen_report(tmp_path) == report
    crash_reports.mark_seen(report)
    assert crash_reports.unseen_report(tmp_path) is None
    assert not [p for p in (tmp_path / crash_reports.FOLDER).iterdir() if p.name.endswith(".tmp")]


def test_an_uncaught_error_writes_a_report_and_closes_the_screens():
    app = make_app()
    closed = []
    try:
        app.nav.new_game()
        top = app.top
        top.closed = lambda: closed.append(type(top).__name__)

        def broken_step():
            raise RuntimeError("a defect in a frame")
        app.step = broken_step
        with pytest.raises(RuntimeError):
            app.run(frames=5)
    finally:
        pygame.display.quit()
    report = crash_reports.unseen_report(user_dir())
    assert report is not None and "RuntimeError: a defect in a frame" in report.read_text()
    assert closed, "the screens were not closed (a board's autosave would not be written out)"


def test_the_next_start_says_where_the_report_is_once(monkeypatch):
    from quash_table.cli import build_parser
    from quash_table.ui import app as app_module
    from quash_table.ui.launch import main
    report = crash_reports.write_report(user_dir(), "Traceback ...\nValueError: boom")
    said = []
    original = app_module.App.run

    def run_and_look(self, frames=None, screenshot=None):
        said.append((self.crash_notice, self.top.widgets["crash_notice"].text if "crash_notice" in
                     getattr(self.top, "widgets", {}) else None))
        return original(self, frames=frames)
    monkeypatch.setattr(app_module.App, "run", run_and_look)
    main(build_parser().parse_args(["menu", "--frames", "3"]))
    assert report.name in said[0][0]
    assert crash_reports.unseen_report(user_dir()) is None        # said once
    main(build_parser().parse_args(["menu", "--frames", "3"]))
    assert said[1][0] == ""


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_main_menus_notice_of_a_report_is_whole_in_the_window(size):
    from quash_table.ui.screens.main_menu import MainMenuScene
    from tests.ui_helpers import steps
    app = make_app(size=size)
    try:
        report = crash_reports.write_report(user_dir(), "x")
        app.crash_notice = crash_reports.notice_words(report)
        app.push(MainMenuScene(app))
        steps(app, 2)
        label = app.top.widgets["crash_notice"]
        assert report.name in label.text
        words = label.font.size(label.text)[0]
        assert pygame.Rect(0, 0, *size).contains(label.rect) and words <= label.rect.width
    finally:
        pygame.display.quit()
