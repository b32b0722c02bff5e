"""New game: a choice's value says in a line what it does (QUASH's "Variant: advanced" said nothing), at
the smallest window too; a tick box whose line under it says what it does has no tooltip repeating it
over the option above (Quadruple War's Bags covered Target score)."""

import pygame
import pytest

from tests.ui_helpers import centre, choose, click, find, make_app, steps

pytestmark = pytest.mark.ui


def _screen(size, game_id):
    app = make_app(size)
    app.nav.new_game()
    steps(app, 2)
    click(app, centre(find(app.top.layout_info()["objects"], f"game:{game_id}")["rect"]))
    return app


def _hint(app, key):
    return next((o.get("label") for o in app.top.layout_info()["objects"] if o["id"] == f"option:{key}:hint"), None)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_quash_variant_says_what_each_value_does(size):
    app = _screen(size, "quash")
    try:
        objects = app.top.layout_info()["objects"]
        assert find(objects, "option:variant")["label"].startswith("basic")
        basic = _hint(app, "variant")
        assert basic and "no swaps" in basic, basic
        choose(app, "option:variant", "advanced")                         # picked from its list
        assert find(app.top.layout_info()["objects"], "option:variant")["label"].startswith("advanced")
        advanced = _hint(app, "variant")
        assert advanced and "swap" in advanced and advanced != basic, advanced
        hint = find(app.top.layout_info()["objects"], "option:variant:hint")["rect"]
        field = find(app.top.layout_info()["objects"], "option:target")["rect"]
        assert pygame.Rect(hint).clip(pygame.Rect(field)).w == 0 or pygame.Rect(hint).bottom <= field[1] + 2
    finally:
        pygame.display.quit()


def test_a_tick_box_explained_under_it_has_no_tooltip_over_the_field_above():
    app = _screen((1280, 800), "quadwar")
    try:
        assert _hint(app, "bags")                      # the line under Bags says what it does
        assert app.top.widgets["option:bags"].tool_tip_text is None
    finally:
        pygame.display.quit()


def test_a_sixth_game_declaring_what_its_choices_do_has_them_said_with_no_change_to_the_screen(monkeypatch):
    """The words under a choice are the game's own (Option.choice_help): a game the screen has never heard of
    gets its lines shown, for each value as it is chosen."""
    import quash_table.games as games
    from quash_table.engine.game import Option

    base = games.get_game("thegame")

    class Sixth(type(base)):
        id, title = "sixth", "Sixth"
        options = base.options + (
            Option("pace", "calm", "choice", choices=("calm", "brisk"), label="Pace",
                   choice_help={"calm": "every turn waits for a word", "brisk": "turns follow on at once"}),)

    monkeypatch.setattr(games, "GAME_IDS", games.GAME_IDS + ("sixth",))
    monkeypatch.setitem(games._cache, "sixth", Sixth())
    monkeypatch.setattr("quash_table.ui.screens.new_game.NewGameScene.levels", lambda self: ["random"])
    app = _screen((1280, 800), "sixth")
    try:
        assert app.top.game_id == "sixth"
        assert _hint(app, "pace") == "every turn waits for a word"
        choose(app, "option:pace", "brisk")
        assert find(app.top.layout_info()["objects"], "option:pace")["label"].startswith("brisk")
        assert _hint(app, "pace") == "turns follow on at once"
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("game_id, key", [("thegame", "professional"), ("flush", "first")])
def test_the_line_under_an_option_is_the_games_own_short_help(monkeypatch, game_id, key):
    """The lines under The Game's Professional and Flush's First player were the screen's own copy of the words
    in the rules' Option: they are the Option's `short_help`, so a change there is what the screen says."""
    import quash_table.games as games
    option = next(o for o in games.get_game(game_id).options if o.key == key)
    assert option.short_help
    monkeypatch.setattr(option, "short_help", "said by the rules alone")
    app = _screen((1280, 800), game_id)
    try:
        assert _hint(app, key) == "said by the rules alone"
    finally:
        pygame.display.quit()
