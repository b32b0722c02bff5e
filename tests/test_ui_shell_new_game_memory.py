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


def _type_option(app, wid, text):
    """A real click into the option's field, its text cleared, `text` typed key by key."""
    from tests.ui_helpers import post
    field = app.top.widgets[wid]
    click(app, field.rect.center, frames=2)
    assert field.is_focused
    field.set_text("")
    for ch in text:
        post(pygame.TEXTINPUT, text=ch)
        steps(app, 1)
    steps(app, 2)


def _as_last_time(app):
    # (a line the words no longer need is emptied in place, and listed without a label)
    return " ".join(o["label"] for o in objects(app) if o["id"].split(":")[0] == "as_last_time" and o.get("label"))


@pytest.mark.parametrize("game_id, key, usual", [("quash", "target", "30"), ("quadwar", "target", "500")])
def test_an_option_typed_at_its_usual_value_is_not_said_as_last_time(game_id, key, usual):
    """Review 37: the usual value typed in a field was remembered as text ("30"), and New game then said "As
    last time: Points to the FINISH 30" with Usual setup, the options at their defaults."""
    app = make_app()
    try:
        new_game_screen(app)
        press(app, f"game:{game_id}")
        _type_option(app, f"option:{key}", usual)
        press(app, "start")
        assert app.top.name == "board"
        new_game_screen(app)
        assert app.top.game_id == game_id
        choose(app, "seat1:kind", "Bot: easy")            # a rebuild reads the field's text back
        said = _as_last_time(app)
        assert "FINISH" not in said and "Target score" not in said, said
        assert all(o["id"] != "usual" for o in objects(app)), said      # nothing as last time: no Usual setup
    finally:
        pygame.display.quit()


def test_the_as_last_time_words_follow_what_is_typed():
    """Review 37: Quadruple War's "As last time: Target score 150" stayed after 10 was typed in its field."""
    app = make_app()
    try:
        new_game_screen(app)
        press(app, "game:quadwar")
        _type_option(app, "option:target", "150")
        press(app, "start")
        assert app.top.name == "board"
        new_game_screen(app)
        assert "Target score 150" in _as_last_time(app), _as_last_time(app)
        assert find(objects(app), "usual")
        _type_option(app, "option:target", "10")
        # review 38: what last time was, where the words stood (hidden, they left a hole), and Usual setup
        assert _as_last_time(app) == "Last game: Target score 150" and find(objects(app), "usual")["enabled"]
        _type_option(app, "option:target", "150")        # back to last time's: said again
        assert "Target score 150" in _as_last_time(app), _as_last_time(app)
    finally:
        pygame.display.quit()
