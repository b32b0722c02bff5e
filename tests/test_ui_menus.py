"""The menus through real clicks: new game with chosen seats and options, settings saved, load list."""

import json

import pygame
import pytest

from tests.ui_helpers import centre, click, find, key, make_app, steps

pytestmark = pytest.mark.ui


def press(app, wid):
    rect = find(app.top.layout_info()["objects"], wid)["rect"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre(rect), rel=(0, 0), buttons=(0, 0, 0)))
    steps(app, 1)
    click(app, centre(rect), frames=3)


def label(app, wid):
    return find(app.top.layout_info()["objects"], wid)["label"]


@pytest.fixture
def app():
    from quash_table.ui.menus import MainMenuScene
    a = make_app()
    a.push(MainMenuScene(a))
    steps(a, 2)
    yield a
    pygame.display.quit()


def test_new_game_with_two_humans_a_bot_and_an_option(app):
    assert not find(app.top.layout_info()["objects"], "continue")["enabled"]   # nothing to continue yet
    press(app, "new")
    assert app.top.name == "new_game"
    press(app, "game:thegame")
    press(app, "seats:plus")
    assert label(app, "seats:count") == "3 players"
    assert label(app, "seat1:kind").startswith("Bot: normal")
    while not label(app, "seat1:kind").startswith("Human"):
        press(app, "seat1:kind")
    while not label(app, "seat2:kind").startswith("Bot: easy"):
        press(app, "seat2:kind")
    press(app, "option:professional")
    while not label(app, "option:first").startswith("Player 2"):
        press(app, "option:first")
    press(app, "start")
    assert app.top.name == "board"
    m = app.top.session.match
    assert [s["kind"] for s in m.seats] == ["human", "human", "bot"]
    assert m.seats[2]["level"] == "easy"
    assert m.options == {"professional": True, "first": 1}
    assert app.top.session.curtain == 1          # pass-and-play: Player 2 starts, behind the curtain
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "pause"
    press(app, "menu")
    assert app.top.name == "main_menu"
    assert find(app.top.layout_info()["objects"], "continue")["enabled"]


def test_settings_are_saved_and_applied(app):
    from quash_table.paths import settings_path
    from quash_table.ui.sprites import SPRITES
    press(app, "settings")
    assert app.top.name == "settings"
    while label(app, "animation").split()[0] != "slow":
        press(app, "animation")
    press(app, "colour_blind")
    press(app, "save")
    assert app.top.name == "main_menu"
    saved = json.loads(settings_path().read_text())
    assert saved["animation"] == "slow" and saved["colour_blind"] is True
    assert SPRITES.colour_blind is True
    SPRITES.colour_blind = False


def test_load_lists_saves_and_refuses_a_bad_one(app):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    m = Match("thegame", "human,bot:normal", seed=4)
    m.play(m.legal_actions()[0])
    save_match(m, saves_dir() / "mine.json")
    (saves_dir() / "broken.json").write_text("{nope")
    press(app, "load")
    assert app.top.name == "load"
    app.top.widgets["path"].set_text(str(saves_dir() / "broken.json"))
    press(app, "load")
    assert app.top.name == "load" and "not valid JSON" in app.top.error
    app.top.widgets["path"].set_text(str(saves_dir() / "mine.json"))
    press(app, "load")
    assert app.top.name == "board"
    assert app.top.session.match.actions == m.actions
