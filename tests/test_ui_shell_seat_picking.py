"""New game's seats are drop-downs, through real clicks and keys: a click opens the list of every kind (Human
and each bot level), a click on one takes it (a turning button hid them, and a click too many started games
against "Bot: hard"); Enter opens it from the keyboard, Up / Down and Enter pick. QUASH at four says who
partners whom; two people at the table are told they share the screen."""

import pygame
import pytest

from tests.ui_helpers import (choose, find, key, make_app, new_game_app, press_widget, screen_objects,  # noqa: F401
                              steps)

pytestmark = pytest.mark.ui


objects = screen_objects
click = press_widget


def choice(app, wid):
    return find(objects(app), wid)["label"].replace("\u25c2", "").replace("\u25b8", "").strip()


def ids(app):
    return {o["id"] for o in objects(app)}


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_seat_kind_is_picked_from_a_list_showing_every_kind(size):
    # review 14 (02.png, 28-tg-setup.png): the seat was a button turning through five kinds unseen, a click
    # too many started a game against "Bot: hard"; a drop-down shows them all and takes the one clicked
    app = make_app(size=size)
    try:
        app.nav.main_menu()
        steps(app, 2)
        click(app, "new")
        click(app, "game:flush")
        click(app, "seats:plus")
        click(app, "seats:plus")
        assert find(objects(app), "seat2:kind")["label"] == "Bot: normal"
        click(app, "seat2:kind")                                # a real click opens the list
        rows = [o for o in objects(app) if o["id"].startswith("seat2:kind:choice:")]
        assert [o["label"] for o in rows] == ["Human", "Bot: random", "Bot: easy", "Bot: normal", "Bot: hard"]
        window = pygame.Rect(0, 0, *size)
        assert all(window.contains(pygame.Rect(o["rect"])) for o in rows)
        assert app.top.seats[2]["level"] == "normal"            # nothing chosen by opening it
        click(app, "seat2:kind:choice:4", frames=6)             # a click on "Bot: hard"
        assert find(objects(app), "seat2:kind")["label"] == "Bot: hard"
        assert app.top.seats[2] == dict(app.top.seats[2], kind="bot", level="hard")
        assert not any(o["id"].startswith("seat2:kind:choice:") for o in objects(app))    # closed
        assert app.top.focus is None                            # no keyboard ring after a pick by mouse
        choose(app, "seat2:kind", "Human")                      # Human: a name field beside it
        assert app.top.seats[2]["kind"] == "human" and "seat2:name" in ids(app)
        kinds = [o["label"] for o in objects(app) if o["id"].endswith(":kind")]
        assert kinds == ["Human", "Bot: normal", "Human", "Bot: normal"]            # the others untouched
    finally:
        pygame.display.quit()


def test_the_keyboard_opens_a_seat_list_and_picks_from_it(app):
    click(app, "game:flush")
    for _ in range(40):
        if app.top.focus == "seat1:kind":
            break
        key(app, pygame.K_TAB)
    assert app.top.focus == "seat1:kind"
    key(app, pygame.K_RETURN, frames=2)                         # Enter opens it
    assert find(objects(app), "seat1:kind")["open"]
    key(app, pygame.K_DOWN, frames=2)                           # from normal down to hard
    key(app, pygame.K_RETURN, frames=3)
    assert choice(app, "seat1:kind") == "Bot: hard" and app.top.seats[1]["level"] == "hard"
    assert app.top.focus == "seat1:kind" and not find(objects(app), "seat1:kind")["open"]
    key(app, pygame.K_RETURN, frames=2)
    key(app, pygame.K_UP, frames=2)
    key(app, pygame.K_ESCAPE, frames=3)                         # Esc closes it unchanged, the screen stays
    assert app.top.name == "new_game" and not find(objects(app), "seat1:kind")["open"]
    assert choice(app, "seat1:kind") == "Bot: hard"
    key(app, pygame.K_LEFT, frames=2)                           # Left / Right step without opening it
    assert choice(app, "seat1:kind") == "Bot: normal"


def test_esc_closes_a_list_opened_by_a_click_and_the_screen_stays(app):
    # Esc with a list open goes back a step (the list), not off the screen with the choices made
    click(app, "seat1:kind")
    assert find(objects(app), "seat1:kind")["open"]
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top.name == "new_game" and not find(objects(app), "seat1:kind")["open"]
    assert choice(app, "seat1:kind") == "Bot: normal"
    key(app, pygame.K_ESCAPE, frames=3)                         # a second Esc leaves, as ever
    assert app.top.name == "main_menu"


def test_no_line_about_turning_seat_buttons(app):
    # the seats are drop-downs now: the line explaining click / right-click went with the turning buttons
    assert "seats:help" not in ids(app)
    assert not any(o["id"].endswith((":next", ":back")) for o in objects(app) if o["id"].startswith("seat"))


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
    choose(app, "seat1:kind", "Human")
    assert "pass-and-play" in find(objects(app), "seats:people")["label"]
