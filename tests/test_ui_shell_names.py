"""One name for a person on every screen: the one person at a table of bots is "You" on the board, in a
replay through any seat's eyes, Continue, Load and Statistics (the New game field's default is "You", not
"Player 1"); at a shared screen each person's own name; names typed are offered again next time."""

import random

import pygame
import pytest

from tests.ui_helpers import choose, centre, click, find, key, make_app, steps

pytestmark = pytest.mark.ui


def objects(app):
    return app.top.layout_info()["objects"]


def press(app, wid):
    click(app, centre(find(objects(app), wid)["rect"]), frames=3)


def type_name(app, seat, name):
    """Click into a seat's name field, select all, type `name`."""
    click(app, app.top.widgets[f"seat{seat}:name"].rect.center, frames=2)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    for ch in name:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        steps(app, 1)
    assert app.top.widgets[f"seat{seat}:name"].get_text() == name


def new_game(app, gid):
    app.nav.main_menu()
    steps(app, 2)
    press(app, "new")
    press(app, f"game:{gid}")


def test_the_one_person_against_bots_is_you_from_new_game_to_statistics():
    # "You" on the board, "Player 1" in Statistics and the replay (rv10c-53, 58)
    from quash_table.engine.saves import WRITER
    from quash_table.engine.stats import load_stats, summary_rows
    app = make_app()
    try:
        new_game(app, "thegame")
        assert app.top.widgets["seat0:name"].get_text() == "You"
        press(app, "start")
        assert app.top.name == "board"
        m = app.top.session.match
        assert m.seats[0]["name"] == "You"
        rng = random.Random(3)
        while not m.over:                       # the rest of the game, as the table records it
            m.play(rng.choice(m.legal_actions()))
        WRITER.flush()
        players = {r["player"] for r in summary_rows(load_stats()[0])}
        assert players == {"You"}
    finally:
        pygame.display.quit()


def test_a_replay_through_a_bots_eyes_still_calls_the_person_you():
    # review 16 named the person by their seat through a bot's eyes ("Player 1"); review 19a (44.png) found
    # it beside the board's and the summary's "You": one name for a seat everywhere
    from quash_table.engine.match import Match
    from quash_table.ui.replay import ReplaySession
    m = Match("flush", ["human", "bot:random"], 2)
    rng = random.Random(2)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    r = ReplaySession(m)
    r.cycle_view()                     # "All cards face up" comes second since session 20 (revFL)
    r.cycle_view()
    assert r.view_label() == "As Bot 2 (random) saw it"
    assert r.name(0) == "You" and r.is_you(0) and not r.is_you(1)
    r.cycle_view(-1)
    r.cycle_view(-1)
    assert r.view_label() == "As you saw it" and r.name(0) == "You"


def test_names_typed_for_a_game_are_offered_again_next_time():
    # Ann and Bob typed for Flush were back to "Player 1" and "Player 2" at the next New game
    app = make_app()
    try:
        new_game(app, "flush")
        choose(app, "seat1:kind", "Human")
        assert app.top.widgets["seat0:name"].get_text() == "Player 1"      # two people: no "You"
        type_name(app, 0, "Ann")
        type_name(app, 1, "Bob")
        press(app, "start")
        assert app.top.name == "board"
        assert [s["name"] for s in app.top.session.match.seats] == ["Ann", "Bob"]
        app.top.session.close()
        new_game(app, "flush")
        # the table is remembered too: two people, Ann and Bob, at the next Flush
        assert [app.top.widgets[f"seat{i}:name"].get_text() for i in (0, 1)] == ["Ann", "Bob"]
        new_game(app, "quadwar")
        # a game never set up is you against bots (session 13: every game opened as Flush's two people)
        assert app.top.seats[1]["kind"] == "bot"
        assert app.top.widgets["seat0:name"].get_text() == "You"       # alone against bots: not Ann's game
        choose(app, "seat1:kind", "Human")
        assert app.top.widgets["seat0:name"].get_text() == "Ann"       # offered again at a shared screen
        assert app.top.widgets["seat1:name"].get_text() == "Bob"
    finally:
        pygame.display.quit()


def test_you_is_not_a_name_at_a_shared_screen():
    # "You" names the one person against bots: typed at a shared screen it is the seat's default name
    app = make_app()
    try:
        new_game(app, "flush")
        choose(app, "seat1:kind", "Human")
        type_name(app, 1, "You")
        press(app, "start")
        assert app.top.name == "board"
        assert [s["name"] for s in app.top.session.match.seats] == ["Player 1", "Player 2"]
    finally:
        pygame.display.quit()


def test_a_solo_game_is_you_unless_a_name_was_typed_for_a_solo_game_and_the_two_are_kept_apart():
    # Ann typed for pass-and-play was pre-filled for a game alone against bots: its statistics went to Ann
    app = make_app()
    try:
        new_game(app, "flush")
        choose(app, "seat1:kind", "Human")
        type_name(app, 0, "Ann")
        type_name(app, 1, "Bob")
        press(app, "start")
        app.top.session.close()
        new_game(app, "thegame")
        choose(app, "seat1:kind", "Bot: normal")  # alone against bots this time
        assert app.top.widgets["seat0:name"].get_text() == "You"
        type_name(app, 0, "Sam")                                       # a name typed for a solo game
        press(app, "start")
        assert app.top.session.match.seats[0]["name"] == "Sam"
        app.top.session.close()
        new_game(app, "quash")
        assert app.top.widgets["seat0:name"].get_text() == "Sam"       # remembered for solo games
        choose(app, "seat1:kind", "Human")
        assert [app.top.widgets[f"seat{i}:name"].get_text() for i in (0, 1)] == ["Ann", "Bob"]
        assert app.settings["names"] == ["Ann", "Bob"] and app.settings["solo_name"] == "Sam"
    finally:
        pygame.display.quit()
