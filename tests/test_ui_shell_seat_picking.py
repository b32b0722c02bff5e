"""New game's seat buttons turn both ways, through real clicks and keys: a click goes on to the next choice,
a right-click (or Left on the keyboard) back to the one before, so a click too many is one step back, not a
trip round Human (a reviewer overshot into a two-person game). The line under the seats says so in order;
QUASH at four says who partners whom; two people at the table are told they share the screen."""

import pygame
import pytest

from tests.ui_helpers import find, key, new_game_app, press_widget, screen_objects  # noqa: F401 (app)

pytestmark = pytest.mark.ui


objects = screen_objects
click = press_widget


def choice(app, wid):
    return find(objects(app), wid)["label"].replace("\u25c2", "").replace("\u25b8", "").strip()


def ids(app):
    return {o["id"] for o in objects(app)}


def test_a_right_click_turns_a_seat_back_and_a_click_on(app):
    click(app, "game:flush")
    assert choice(app, "seat1:kind") == "Bot: normal"
    click(app, "seat1:kind", button=3)
    assert choice(app, "seat1:kind") == "Bot: easy"
    click(app, "seat1:kind", button=3)
    assert choice(app, "seat1:kind") == "Bot: random"
    click(app, "seat1:kind")
    assert choice(app, "seat1:kind") == "Bot: easy"
    # one click too many past Human is one right-click back
    click(app, "seat1:kind", button=3)
    click(app, "seat1:kind", button=3)
    assert choice(app, "seat1:kind") == "Human"
    click(app, "seat1:kind", button=3)
    assert choice(app, "seat1:kind") == "Bot: hard"
    assert app.top.seats[1] == dict(app.top.seats[1], kind="bot", level="hard")


def test_the_keyboard_turns_a_seat_both_ways(app):
    click(app, "game:flush")
    for _ in range(40):
        if app.top.focus == "seat1:kind":
            break
        key(app, pygame.K_TAB)
    assert app.top.focus == "seat1:kind"
    key(app, pygame.K_LEFT, frames=2)
    assert choice(app, "seat1:kind") == "Bot: easy"
    assert app.top.focus == "seat1:kind"                 # the ring stays on the button it turned
    key(app, pygame.K_RIGHT, frames=2)
    key(app, pygame.K_RIGHT, frames=2)
    assert choice(app, "seat1:kind") == "Bot: hard"
    key(app, pygame.K_RETURN, frames=2)
    assert choice(app, "seat1:kind") == "Human"


def test_the_line_under_the_seats_says_the_order(app):
    help_line = find(objects(app), "seats:help")["label"]
    assert "right-click" in help_line
    assert "Human, random, easy, normal, hard" in help_line


def test_quash_at_four_says_who_partners_whom(app):
    click(app, "game:quash")
    assert "seats:teams" not in ids(app)                 # two players: no partners
    click(app, "seats:plus")
    assert find(objects(app), "seats:count")["label"] == "4 players"
    words = find(objects(app), "seats:teams")["label"]
    assert words == "Partners: seats 1 (You) & 3 against 2 & 4"
    # the game's own sides (the score chart reads the same): seats 0 & 2 against 1 & 3
    assert app.top.partnerships() == [[0, 2], [1, 3]]
    click(app, "game:flush")                             # four at Flush: each for themselves
    assert find(objects(app), "seats:count")["label"] == "4 players"
    assert "seats:teams" not in ids(app)


def test_two_people_are_told_they_share_the_screen(app):
    click(app, "game:flush")
    assert "seats:people" not in ids(app)
    click(app, "seat1:kind", button=3)
    click(app, "seat1:kind", button=3)
    click(app, "seat1:kind", button=3)
    assert choice(app, "seat1:kind") == "Human"
    assert "pass-and-play" in find(objects(app), "seats:people")["label"]
