"""New game remembers the last choices (the game, its number of players, who sits where, its options), and
its options follow the number of players: NumberQuash at two players offered "Places played for 3"."""

import pygame
import pytest

from tests.ui_helpers import choose, centre, click, find, make_app, steps

pytestmark = pytest.mark.ui


def objects(app):
    return app.top.layout_info()["objects"]


def press(app, wid):
    click(app, centre(find(objects(app), wid)["rect"]), frames=3)


def label(app, wid):
    return find(objects(app), wid)["label"].replace("\u25b8", "").strip()


def cycle_values(app, wid):
    """Every value a choice offers, read from its list opened by a click (then closed by another)."""
    press(app, wid)
    seen = [o["label"] for o in app.top.layout_info()["objects"] if o["id"].startswith(f"{wid}:choice:")]
    press(app, wid)
    assert seen, f"{wid} did not open"
    return seen


def new_game_screen(app):
    app.nav.main_menu()
    steps(app, 2)
    press(app, "new")
    assert app.top.name == "new_game"


def test_the_last_game_its_players_and_options_are_offered_again():
    app = make_app()
    try:
        new_game_screen(app)
        press(app, "game:numberquash")
        press(app, "seats:plus")                              # 3 players
        choose(app, "seat1:kind", "Bot: easy")
        choose(app, "option:doubles", "always")
        press(app, "start")
        assert app.top.name == "board"
        assert app.top.session.match.options["doubles"] == "always"
        new_game_screen(app)                                  # Quit to the menu, New game again
        assert app.top.game_id == "numberquash"
        assert label(app, "seats:count") == "3 players"
        assert label(app, "seat1:kind") == "Bot: easy"
        assert label(app, "option:doubles") == "always"
    finally:
        pygame.display.quit()
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.app import App
    from quash_table.ui.navigator import Navigator
    # and after the app is started again, with the settings file it kept
    again = App(size=(1280, 800), settings=dict(settings_mod.load(), sound=False, animation="fast"),
                fullscreen=False)
    Navigator(again)
    try:
        new_game_screen(again)
        assert again.top.game_id == "numberquash" and label(again, "seats:count") == "3 players"
        assert label(again, "option:doubles") == "always"
        press(again, "game:quash")                            # another game: its own usual table
        assert label(again, "seats:count") == "2 players"
    finally:
        pygame.display.quit()


def test_numberquash_options_follow_the_number_of_players():
    app = make_app()
    try:
        new_game_screen(app)
        press(app, "game:numberquash")
        assert label(app, "seats:count") == "2 players"
        # two players: the first to finish places both; three colours each are six
        # a choice of one is greyed (nothing to open): its list's values from the --layout
        assert find(objects(app), "option:places")["choices"] == ["1"]
        assert sorted(cycle_values(app, "option:colours_per_seat")) == ["1", "2", "3"]
        press(app, "seats:plus")
        press(app, "seats:plus")                              # 4 players
        assert sorted(cycle_values(app, "option:places")) == ["1", "2", "3"]
        assert find(objects(app), "option:colours_per_seat")["choices"] == ["1"]
        press(app, "seats:minus")                             # 3 players
        assert sorted(cycle_values(app, "option:places")) == ["1", "2"]
        assert sorted(cycle_values(app, "option:colours_per_seat")) == ["1", "2"]
    finally:
        pygame.display.quit()


def test_places_played_for_comes_back_to_3_at_more_players_and_is_remembered_so():
    """NumberQuash opens at two players, where "Places played for" can only be 1; at four players it is the
    rules' 3 again, and a game started at two players does not leave 1 for the next four-player table (it
    started at 1 for four players)."""
    app = make_app()
    try:
        new_game_screen(app)
        press(app, "game:numberquash")
        assert label(app, "seats:count") == "2 players" and label(app, "option:places") == "1"
        press(app, "seats:plus")
        press(app, "seats:plus")                              # 4 players: the default again
        assert label(app, "seats:count") == "4 players" and label(app, "option:places") == "3"
        press(app, "seats:minus")
        press(app, "seats:minus")                             # back to two, and start
        assert label(app, "option:places") == "1"
        press(app, "start")
        assert app.top.name == "board" and app.top.session.match.options["places"] == 1
        new_game_screen(app)                                  # the next table, of four
        assert label(app, "seats:count") == "2 players"
        press(app, "seats:plus")
        press(app, "seats:plus")
        assert label(app, "option:places") == "3"
        choose(app, "option:places", "2")                     # a value chosen is wanted from then on
        press(app, "seats:minus")
        press(app, "seats:minus")
        assert label(app, "option:places") == "1"
        press(app, "seats:plus")
        press(app, "seats:plus")
        assert label(app, "option:places") == "2"
    finally:
        pygame.display.quit()
