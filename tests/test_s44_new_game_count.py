"""Issue 23 (session 44): New game opened on the game just played but offered 2 players right after a game of 3: only
a game begun by New game's Start was remembered, not one begun by Play again or the command line's `play`. Every
game begun at the screen is now New game's memory of that game (its number of players and who sits where), kept in
the settings file; a remembered number the game does not take gives its usual one."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui import settings as settings_mod
from tests.ui_helpers import make_app, press_widget, steps

pytestmark = pytest.mark.ui

STARTED = ["human", "bot:easy", "bot:hard@200"]


def _new_game(app):
    app.nav.main_menu()
    steps(app, 2)
    press_widget(app, "new")
    assert app.top.name == "new_game"
    return app.top


def test_a_game_begun_on_the_command_line_is_new_games_table_next_time():
    """As `python main.py play numberquash --seats human,bot:easy,bot:hard@200` begins it (ui/launch.py)."""
    import pygame

    from quash_table.ui.tables import board_for_match
    app = make_app(size=(1280, 800))
    try:
        match = Match("numberquash", STARTED, 5)
        match.fresh = True
        app.push(board_for_match(app, match))
        steps(app, 2)
        screen = _new_game(app)
        assert screen.game_id == "numberquash" and screen.count == 3, (screen.game_id, screen.count)
        assert [(s["kind"], s["level"]) for s in screen.seats[:3]] == [("human", "normal"), ("bot", "easy"),
                                                                      ("bot", "hard")], screen.seats[:3]
        assert screen.as_last_time()[0] == "3 players", screen.as_last_time()
        # kept in the settings file: the next run of the app offers it too
        assert settings_mod.load()["last_table"]["counts"]["numberquash"] == 3
    finally:
        pygame.display.quit()


def test_play_again_and_new_games_start_are_remembered_alike():
    import pygame

    from tests.ui_helpers import board
    app = make_app(size=(1280, 800))
    try:
        scene = board(app, "flush", ["human", "bot:normal", "bot:normal", "bot:easy"], seed=3)   # (Play again's way)
        app.nav.play_again(scene.session.match)
        steps(app, 2)
        screen = _new_game(app)
        assert screen.game_id == "flush" and screen.count == 4 and screen.seats[3]["level"] == "easy"
        screen.set_count(-1)                 # New game's own Start, at 3 players, is remembered as it was
        press_widget(app, "start", frames=5)
        assert len(app.top.session.match.seats) == 3
        assert _new_game(app).count == 3
    finally:
        pygame.display.quit()


def test_a_remembered_number_the_game_does_not_take_gives_its_usual_one():
    """QUASH takes 2 or 4 players; Quadruple War's usual table is four."""
    import pygame
    app = make_app(size=(1280, 800))
    try:
        app.settings["last_table"] = {"game": "quash", "counts": {"quash": 3, "quadwar": 9}}
        screen = _new_game(app)
        assert screen.game_id == "quash" and screen.count == 2
        screen.pick_game("quadwar")
        assert screen.count == 4
    finally:
        pygame.display.quit()


def test_the_table_begun_keeps_the_seats_past_it_as_they_were_set_up():
    last = {"game": "quash", "counts": {"numberquash": 5},
            "seats": {"numberquash": [{"kind": "human", "level": "easy"}] + [{"kind": "bot", "level": "random"}] * 4}}
    table = settings_mod.table_started(last, "numberquash", [{"kind": "human", "level": None},
                                                             {"kind": "bot", "level": "hard@200"}])
    assert table["game"] == "numberquash" and table["counts"] == {"numberquash": 2}
    assert table["seats"]["numberquash"] == [{"kind": "human", "level": "easy"}, {"kind": "bot", "level": "hard"}] \
        + [{"kind": "bot", "level": "random"}] * 3
    assert settings_mod.clean_table(table) == table
