"""Session 45 (review 44B item 12): NumberQuash's New game made players TYPE their colours ("blue,red" in a
field) where the sheet has them pick. Each seat now has a colour drop-down on its row (two or three colours a
seat: a line of them under the row); a colour another seat held swaps with it, so two seats never share one,
and the colours are remembered for the next game as the other settings are. Real clicks on the screen."""

import pygame
import pytest

from tests.ui_helpers import choose, find, key, make_app, press_widget, steps

pytestmark = pytest.mark.ui


def objects(app):
    return app.top.layout_info()["objects"]


def label(app, wid):
    return find(objects(app), wid)["label"].replace("\u25b8", "").strip()


@pytest.fixture
def app():
    a = make_app()
    a.nav.main_menu()
    steps(a, 2)
    press_widget(a, "new")
    press_widget(a, "game:numberquash")
    yield a
    pygame.display.quit()


def test_a_colour_is_picked_per_seat_never_twice_and_remembered(app):
    ids = [o["id"] for o in objects(app)]
    assert "option:colours" not in ids                    # no field to type colours into
    assert label(app, "seat0:pick0") == "Red" and label(app, "seat1:pick0") == "Blue"
    choose(app, "seat1:pick0", "Red")                     # Seat 2 takes red: Seat 1 gets Seat 2's blue
    assert label(app, "seat1:pick0") == "Red" and label(app, "seat0:pick0") == "Blue"
    choose(app, "seat0:pick0", "Green")                   # a colour nobody has: taken as it is
    assert label(app, "seat0:pick0") == "Green" and label(app, "seat1:pick0") == "Red"
    press_widget(app, "start")
    steps(app, 3)
    board = app.top
    assert board.session.match.options["colours"] == "green,red"
    # the next New game offers the same colours
    app.nav.main_menu()
    steps(app, 2)
    press_widget(app, "new")
    assert app.top.game_id == "numberquash"
    assert label(app, "seat0:pick0") == "Green" and label(app, "seat1:pick0") == "Red"


def test_two_colours_a_seat_lie_on_a_line_under_it_and_the_keys_pick_them(app):
    choose(app, "option:colours_per_seat", "2")
    names = [[label(app, f"seat{i}:pick{j}") for j in range(2)] for i in range(2)]
    assert names == [["Red", "Blue"], ["Yellow", "Green"]]
    row = find(objects(app), "seat0:kind")["rect"]
    pick = find(objects(app), "seat0:pick1")["rect"]
    assert pick[1] >= row[1] + row[3]                     # under Seat 1's row, not across its name field
    nxt = find(objects(app), "seat1:kind")["rect"]
    assert pick[1] + pick[3] <= nxt[1]                    # and above Seat 2's
    # the keyboard: Tab to Seat 2's second colour, Right steps it to the next colour (orange, nobody's)
    for _ in range(40):
        if app.top.focus == "seat1:pick1":
            break
        key(app, pygame.K_TAB, frames=2)
    assert app.top.focus == "seat1:pick1"
    key(app, pygame.K_RIGHT, frames=3)
    assert label(app, "seat1:pick1") == "Orange"
    key(app, pygame.K_LEFT, frames=3)                     # green again
    key(app, pygame.K_LEFT, frames=3)                     # yellow: Seat 2's own first colour swaps with it
    assert label(app, "seat1:pick1") == "Yellow" and label(app, "seat1:pick0") == "Green"


def test_colours_as_last_time_are_said_and_usual_setup_takes_them_back(app):
    choose(app, "seat0:pick0", "Pink")
    press_widget(app, "start")
    steps(app, 3)
    app.nav.main_menu()
    steps(app, 2)
    press_widget(app, "new")
    assert label(app, "seat0:pick0") == "Pink"
    said = label(app, "as_last_time")
    assert "Colours pink" in said, said                  # said as last time, as a remembered option is
    press_widget(app, "usual")
    assert label(app, "seat0:pick0") == "Red" and label(app, "seat1:pick0") == "Blue"
