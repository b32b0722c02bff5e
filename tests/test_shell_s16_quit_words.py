"""Review 16 (72.png): the pause menu's "Quit to menu" and "Save & quit to menu" looked like the same thing
(both keep the game). Each way out now says where the game is kept: a save of its own in Load, or the
autosave Continue resumes; both labels fit their buttons at the smallest window."""

import pygame
import pytest

from quash_table.ui import theme
from tests.test_ui_menus import app, label, press  # noqa: F401  (the fixture and the click helpers)
from tests.ui_helpers import find, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def _pause(a, move=False):
    press(a, "new")
    press(a, "game:thegame")
    press(a, "start")
    settle(a, a.top)
    if move:        # from your first move on the autosave keeps the game (before it, nothing does: s18b)
        s = a.top.session
        s.play(s.screen_legal()[0])
        settle(a, a.top)
    key(a, pygame.K_ESCAPE, frames=2)
    assert a.top.name == "pause"


def test_the_two_ways_out_say_where_the_game_is_kept(app):  # noqa: F811
    _pause(app, move=True)
    quit_words, save_words = label(app, "menu"), label(app, "save_quit")
    assert quit_words != save_words
    assert "Continue" in quit_words and "Continue" not in save_words
    assert "Load" in save_words and "Load" not in quit_words


def test_the_labels_fit_their_buttons_at_1024x640():
    from quash_table.ui.screens.main_menu import MainMenuScene
    a = make_app(size=(1024, 640))
    a.push(MainMenuScene(a))
    steps(a, 2)
    _pause(a, move=True)
    for wid in ("menu", "save_quit"):
        widget = a.top.widgets[wid]
        text = find(a.top.layout_info()["objects"], wid)["label"]
        font = widget.font if hasattr(widget, "font") else theme.font(a.metrics.px(16))
        assert font.size(text)[0] <= widget.rect.w - 8, (wid, text)
    pygame.display.quit()


def test_a_first_games_pause_names_no_game_before_it(app):  # noqa: F811
    # review 40: a first game on a fresh profile, no move made yet: the pause said Continue "still holds the game
    # before", a game that never was (Continue was greyed on the menu)
    from quash_table.paths import autosave_path
    from quash_table.ui.screens.pause import quit_words
    assert not autosave_path().exists()
    _pause(app)
    match = app.top.board.session.match
    words, why = quit_words(match)
    # (where bots moved first, the words say so: "no move made here yet" was untrue there, review 57)
    said = "only bots have moved here yet" if match.actions else "no move made here yet"
    assert said in why and "game before" not in why
    shown = " ".join(str(o.get("label", "")) + " " + str(o.get("tooltip", "")) + " " + str(o.get("reason", ""))
                     for o in app.top.layout_info()["objects"])
    assert "game before" not in shown
