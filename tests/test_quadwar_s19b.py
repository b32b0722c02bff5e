"""Review 19 (rev19c-qw): Quadruple War after a new player's review."""

import pygame
import pytest

from quash_table.ui.app import App
from tests.test_ui_menus import label, press
from tests.ui_helpers import find, key, settle

pytestmark = pytest.mark.ui


def _play_from_command_line(monkeypatch):
    """`python main.py play quadwar ...` through the launcher, the loop left to the test."""
    from quash_table.cli import build_parser
    from quash_table.ui import launch
    started = []

    def run(self, frames=None, screenshot=None):
        started.append(self)
        return 0
    monkeypatch.setattr(App, "run", run)
    args = build_parser().parse_args(["play", "quadwar", "--seats", "human,bot:normal,bot:normal,bot:normal",
                                      "--seed", "7", "--size", "1024x640"])
    assert launch.main(args) == 0
    app = started[0]
    app.settings["animation"] = "fast"
    settle(app, app.top)
    return app


def _continue_enabled(app):
    return find(app.top.layout_info()["objects"], "continue")["enabled"]


def test_a_command_line_game_says_truly_what_is_kept_and_continue_resumes_it(monkeypatch):
    app = _play_from_command_line(monkeypatch)
    board = app.top
    m = board.session.match
    assert board.session.my_turn()              # asked for your bid
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "pause"
    words = label(app, "menu")
    press(app, "menu")
    assert app.top.name == "main_menu"
    # the words agree with what is kept: nothing yet (as a New game's, before your first move) ...
    assert "not kept" in words and not _continue_enabled(app)
    pygame.display.quit()

    app = _play_from_command_line(monkeypatch)
    s = app.top.session
    s.play(s.screen_legal()[0])                 # your bid
    settle(app, app.top)
    key(app, pygame.K_ESCAPE, frames=2)
    assert "kept in Continue" in label(app, "menu")
    press(app, "menu")
    assert app.top.name == "main_menu" and _continue_enabled(app)   # ... and from your first move, kept
    press(app, "continue")
    settle(app, app.top)
    resumed = app.top.session.match
    assert resumed.game_id == "quadwar" and resumed.seed == m.seed and resumed.actions[:len(s.match.actions)]
    pygame.display.quit()
