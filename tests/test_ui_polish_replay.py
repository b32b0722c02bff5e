"""The replay viewer: a save opened from the Load screen, or a finished game from its summary, stepped
forward to the end (the saved final state) and back to the start (the initial state) on the game's own
board, read-only, seen by each seat or with every hand face up after the game."""

import json
import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
from quash_table.games import GAME_IDS, get_game
from quash_table.paths import saves_dir
from quash_table.ui.replay import FACE_UP, ReplaySession
from quash_table.ui.tables import replay_board
from tests.ui_helpers import centre, click, drag, find, key, make_app, step_until, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def app():
    a = make_app(animation="instant")
    yield a
    pygame.display.quit()


def quiet(app):
    step_until(app, lambda: all(s.settled() for s in app.scenes))
    steps(app, 2)


def played(gid, seats, seed, moves=None):
    """A match of random moves: to the end, or `moves` long."""
    m = Match(gid, seats, seed=seed)
    rng = random.Random(seed)
    while not m.over and (moves is None or len(m.actions) < moves):
        m.play(rng.choice(m.legal_actions()))
    return m


def press(app, wid):
    rect = find(app.top.layout_info()["objects"], wid)["rect"]
    click(app, centre(rect), frames=3)


def test_a_save_from_the_load_screen_steps_to_its_saved_state_and_back(app):
    from quash_table.ui.screens.main_menu import MainMenuScene
    m = played("quadwar", ["human:Ann", "bot:easy", "bot:easy"], seed=3, moves=120)
    path = save_match(m, saves_dir() / "ann.json")
    saved = json.loads(path.read_text())
    app.push(MainMenuScene(app))
    steps(app, 2)
    key(app, pygame.K_l, frames=3)                  # Load, from the keyboard
    assert app.top.name == "load"
    app.top.widgets["path"].set_text(str(path))
    press(app, "replay")
    scene = app.top
    assert scene.name == "board" and scene.read_only and isinstance(scene.session, ReplaySession)
    quiet(app)
    s, game = scene.session, scene.game
    assert s.position == 0 and game.dump(s.match.state) == game.dump(m.initial)
    key(app, pygame.K_END)
    quiet(app)
    assert s.position == s.length == 120
    assert game.dump(s.match.state) == saved["state"]           # forward to the end: the saved state
    assert [line for _, line in s.log_lines()][-1]                # the log in words, to that move
    key(app, pygame.K_HOME)
    quiet(app)
    assert game.dump(s.match.state) == game.dump(m.initial)      # back to the start: the deal
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert s.position == 4 and game.dump(s.match.state) == game.dump(m.state_after(4))
    key(app, pygame.K_PAGEDOWN)
    assert s.position == 14
    # The slider: a click in its middle goes to about the middle of the game.
    slider = find(scene.layout_info()["objects"], "replay:slider")
    click(app, centre(slider["rect"]))
    assert abs(s.position - 60) <= 2
    # The buttons step too.
    n = s.position
    press(app, "replay:forward")
    press(app, "replay:forward")
    press(app, "replay:back")
    assert s.position == n + 1
    press(app, "replay:end")
    assert s.position == s.length
    # A game still in progress is seen only as its human player saw it: no face-up, no bot's hand.
    assert s.choices == [0] and not scene.layout_info()["replay"]["face_up"]
    info = scene.layout_info()
    assert info["waiting"] == "replay"
    shown = {o["card"] for o in info["objects"] if o.get("card")}
    for bot in (1, 2):
        assert not (set(game.view(s.match.state, bot)["hand"]) & shown)
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top.name == "load"                               # Close comes back to the Load screen


def test_a_finished_game_replays_from_its_summary_with_every_hand_face_up(app):
    m = played("thegame", ["human:Ann", "bot:random", "bot:random"], seed=4)
    assert m.over
    from quash_table.ui.tables import board_for_match
    table = board_for_match(app, m, autosave=False)
    app.push(table)
    quiet(app)
    assert table.layout_info()["waiting"] == "summary"
    press(app, "summary:replay")
    scene = app.top
    assert scene is not table and scene.read_only
    s = scene.session
    assert s.choice == 0 and s.choices == [0, FACE_UP, 1, 2]      # all face up second (session 20)
    key(app, pygame.K_END)
    quiet(app)
    assert scene.game.dump(s.match.state) == scene.game.dump(m.state)
    key(app, pygame.K_HOME)
    key(app, pygame.K_v)                  # Ann, then everything face up
    quiet(app)
    info = scene.layout_info()
    assert info["replay"]["face_up"] and info["seat"] is None
    hands = {seat: [o["card"] for o in info["objects"] if o.get("zone") == f"faceup:{seat}"] for seat in range(3)}
    for seat in range(3):
        assert hands[seat] == scene.game.view(s.match.state, seat)["hand"]
    key(app, pygame.K_v)
    assert s.choice == 1                  # then Bot 2's eyes
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top is table                                       # back to the summary


def test_nothing_on_a_replayed_table_acts(app):
    m = played("thegame", ["human:Ann", "bot:random"], seed=2, moves=6)
    scene = replay_board(app, m, position=4)
    app.push(scene)
    quiet(app)
    s = scene.session
    assert s.match.to_move == 0 or s.match.to_move == 1
    hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
    assert hand and not scene.drag.movable()
    drag(app, centre(hand[0].home), centre(scene.table.target_by_id["stack:up"].rect))
    for b in scene.table.buttons:
        click(app, centre(b.rect))
    key(app, pygame.K_e)
    key(app, pygame.K_h)
    key(app, pygame.K_u)
    assert s.position == 4 and len(m.actions) == 6            # neither the replay nor the game moved
    assert not any(b.id in ("hud:hint", "hud:undo", "hud:menu") for b in scene.hud.buttons)
    assert scene.layout_info()["replay"]["position"] == 4


def test_space_plays_the_game_on_by_itself(app):
    m = played("thegame", ["human:Ann", "bot:random"], seed=2, moves=8)
    scene = replay_board(app, m)
    app.push(scene)
    quiet(app)
    key(app, pygame.K_SPACE)
    step_until(app, lambda: scene.session.position >= 3, timeout=10)
    key(app, pygame.K_SPACE)
    n = scene.session.position
    steps(app, 90)
    assert scene.session.position == n


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_board_replays_read_only(app, gid):
    seats = ["human:Ann"] + ["bot:random"] * ((4 if gid == "quash" else get_game(gid).min_seats) - 1)
    m = played(gid, seats, seed=6)
    scene = replay_board(app, m)
    app.push(scene)
    for pos in (0, len(m.actions) // 2, len(m.actions)):
        scene.session.goto(pos)
        scene._snap = True
        quiet(app)
        assert scene.layout_info()["replay"]["position"] == pos
    scene.session.choice = FACE_UP
    scene.session.version += 1
    quiet(app)
    info = scene.layout_info()
    assert info["replay"]["face_up"]
    for seat in range(len(seats)):
        hand = scene.game.view(m.state, seat).get("hand")
        if isinstance(hand, list):       # the hand, then any card no view shows (Flush's hidden cards)
            expected = hand + scene.game.face_down_cards(m.state, seat)
            if scene.session.hands_title() == "Hands as dealt":     # every hand played out (Quadruple War)
                assert not any(scene.game.view(m.state, k).get("hand") for k in range(len(seats)))
                expected = scene.game.dealt_hands(m.state)[seat]
            assert [o["card"] for o in info["objects"] if o.get("zone") == f"faceup:{seat}"] == expected


@pytest.mark.parametrize("gid", ["thegame", "quash"])
def test_a_replay_calls_only_the_person_you(app, gid):
    # Watching a finished game "as Bot 2 saw it" must not call the bot's hand "Your hand" or its plate
    # "You"; the person stays "You" in every view (review 19a: one name for a seat everywhere, where
    # review 16 had named them by their seat through a bot's eyes). All face up, nobody is "watching bots".
    m = played(gid, ["human:Ann", "bot:random"], seed=4)
    scene = replay_board(app, m)
    app.push(scene)
    quiet(app)
    s = scene.session

    def texts():
        scene.rebuild()
        return [d.text for d in scene.table.decor if hasattr(d, "text")]
    assert s.choice == 0 and s.is_you(0)
    assert any(t in ("You", "Your hand") for t in texts())
    if gid == "thegame":                      # nothing to press in a replay: no dead End turn, no signals
        assert not [b.id for b in scene.table.buttons if b.id == "end_turn" or b.id.startswith("signal")]
    key(app, pygame.K_v)                      # every hand face up (second in the cycle: session 20)
    quiet(app)
    assert s.face_up
    shown = texts()
    assert "Watching the bots play" not in shown
    if gid == "quash":          # the hands lie in your hand's place, a row a seat, "You" by yours (session 51)
        assert any(t.startswith("You \u00b7 ") for t in shown), shown
    else:
        assert "Every hand is face up, beside the moves" in shown
    key(app, pygame.K_v)                      # as Bot 2 saw it
    quiet(app)
    assert s.choice == 1 and not s.is_you(1) and s.is_you(0)
    assert "Your hand" not in texts() and s.name(1) != "You" and s.name(0) == "You"
    assert s.view_label(0) == "As you saw it"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_a_replay_seen_by_a_bot_names_the_person_you_as_every_view_does(app, gid):
    # Review 16 named the person by their seat ("Player 1") through a bot's eyes; review 19a (44.png) found
    # that name beside the board's and the summary's "You". One name for a seat everywhere: the person is
    # "You" in every view, the bot whose eyes are taken never is.
    seats = ["human"] + ["bot:random"] * ((4 if gid == "quash" else get_game(gid).min_seats) - 1)
    m = played(gid, seats, seed=5)
    assert m.seats[0]["name"] == "You"
    scene = replay_board(app, m)
    app.push(scene)
    s = scene.session
    s.goto(len(m.actions) // 2)
    quiet(app)
    assert s.choice == 0 and s.name(0) == "You"
    assert any(w.startswith("You ") for seat, w in s.log_lines() if seat == 0)
    key(app, pygame.K_v)                      # all cards face up (second in the cycle: session 20), then
    key(app, pygame.K_v)                      # as the first bot saw it
    quiet(app)
    if not s.view_switch:      # a game that hides nothing (NumberQuash) has one view (session 20)
        assert s.choice == 0
        return
    assert s.choice == 1 and s.screen_seat == 1
    assert s.name(0) == s.short_name(0) == "You" and s.name(1) != "You"
    words = [w for _, w in s.log_lines()]
    assert not [w for w in words if "Player 1" in w], words[:5]
    assert any(w.startswith("You ") for seat, w in s.log_lines() if seat == 0)
    assert not [w for seat, w in s.log_lines() if seat == 1 and w.startswith(("You ", "Your "))]
    scene.rebuild()
    shown = [d.text for d in scene.table.decor if isinstance(getattr(d, "text", None), str)]
    assert not [t for t in shown if "Player 1" in t], shown
    s.choice = FACE_UP
    s.version += 1
    quiet(app)
    assert s.is_you(0) and s.name(0) == "You"        # all face up: the person as the game named them (s18b)
