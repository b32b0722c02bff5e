"""Session 51, issue 23 (app shell, new players): New game remembers who sat where for each game, seats past
the table played included (session 44). After a 2-player game, "+" brought back the two humans of an older
pass-and-play table: a person adding a player got a pass-and-play game unasked (review 49). A seat past the
table played last time now comes back a bot, at the level it had."""

import pytest

from tests.test_s44_new_game_count import _new_game
from tests.ui_helpers import make_app, press_widget, steps

pytestmark = pytest.mark.ui


def _table(count, kinds):
    """A remembered QUASH table of `count` players whose four seats were set up as `kinds` (levels: normal, easy,
    hard, normal)."""
    return {"game": "quash", "counts": {"quash": count},
            "seats": {"quash": [{"kind": k, "level": lv} for k, lv in zip(kinds, ("normal", "easy", "hard", "normal"))]}}


def test_plus_after_a_two_player_game_adds_bots_not_an_old_tables_humans():
    import pygame
    app = make_app(size=(1280, 800))
    try:
        app.settings["last_table"] = _table(2, ["human", "bot", "human", "human"])
        screen = _new_game(app)
        assert screen.game_id == "quash" and screen.count == 2
        assert [(s["kind"], s["level"]) for s in screen.seats[:2]] == [("human", "normal"), ("bot", "easy")]
        press_widget(app, "seats:plus")
        steps(app, 2)
        screen = app.top
        assert screen.count == 4
        assert [(s["kind"], s["level"]) for s in screen.seats[:4]] == [
            ("human", "normal"), ("bot", "easy"), ("bot", "hard"), ("bot", "normal")]
    finally:
        pygame.display.quit()


def test_a_four_player_pass_and_play_table_comes_back_whole():
    import pygame
    app = make_app(size=(1280, 800))
    try:
        app.settings["last_table"] = _table(4, ["human", "bot", "human", "bot"])
        screen = _new_game(app)
        assert screen.count == 4
        assert [s["kind"] for s in screen.seats[:4]] == ["human", "bot", "human", "bot"]
    finally:
        pygame.display.quit()
