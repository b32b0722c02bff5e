"""The Game, pass-and-play: a person may take back the cards they laid this turn (nobody else has seen them:
End turn passes the screen), by the Undo button or U, never past End turn (it drew their new cards) and
never another person's cards. Undo there was refused outright: "the other players have seen the table"."""

import pygame
import pytest

from tests.ui_helpers import board, button, centre, click, drag, key, make_app, settle, steps

pytestmark = pytest.mark.ui

# seat 0 holds R9 and B2, seat 1 G5 and Y6 (as in test_ui_polish_undo.py)
STACKED = ["R9", "B2", "G5", "Y6"]


@pytest.fixture
def app():
    a = make_app(animation="instant")
    yield a
    pygame.display.quit()


def hud(scene, bid):
    return next((b for b in scene.hud.buttons if b.id == bid), None)


def lift(app, scene):
    steps(app, 95)                      # the curtain takes no key in its first 1.5 s
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.session.curtain is None


def lay(app, scene, card, stack):
    drag(app, centre(scene.table.piece_by_id[card].home), centre(scene.table.target_by_id[f"stack:{stack}"].rect))
    settle(app, scene)


def test_pass_and_play_undo_takes_back_this_turns_cards_only(app):
    scene = board(app, "thegame", ["human:Ann", "human:Bob"], seed=5, options={"first": 0}, stacked=STACKED)
    s, game = scene.session, scene.game
    lift(app, scene)
    assert s.screen_seat == 0
    match = s.match
    start = game.dump(match.state)
    lay(app, scene, "R9", "up")
    assert len(match.actions) == 1 and match.state.to_move == 0
    undo = hud(scene, "hud:undo")
    assert undo is not None and undo.enabled and s.can_undo()
    assert any(o["id"] == "hud:undo" for o in scene.layout_info()["objects"])
    click(app, undo.rect.center)                        # the Undo button, by the mouse
    settle(app, scene)
    assert game.dump(match.state) == start and match.actions == [] and match.undos == 1
    assert scene.table.piece_by_id["R9"].zone == "hand:0"
    assert s.screen_seat == 0 and s.curtain is None     # still Ann's turn, her hand still hers
    # lay again and end the turn: the new cards are drawn and the screen passes to Bob
    lay(app, scene, "R9", "up")
    click(app, button(scene, "end_turn").rect.center)
    settle(app, scene)
    assert {"type": "end_turn"} in match.actions and match.state.to_move == 1
    assert s.curtain == 1
    lift(app, scene)
    assert s.screen_seat == 1
    # Bob has nothing of his own to take back, and Ann's cards are not his to take back
    n = len(match.actions)
    assert not s.can_undo() and not hud(scene, "hud:undo").enabled
    key(app, pygame.K_u)
    steps(app, 2)
    assert len(match.actions) == n
    # Bob lays a card of his own: his to take back (with U), within his turn
    play = next(a for a in match.legal_actions() if a["type"] == "play")
    lay(app, scene, play["card"], play["stack"])
    assert len(match.actions) == n + 1 and s.can_undo()
    key(app, pygame.K_u)
    settle(app, scene)
    assert len(match.actions) == n and match.state.to_move == 1


def test_pass_and_play_undo_stops_at_an_ended_turn(app):
    scene = board(app, "thegame", ["human:Ann", "human:Bob"], seed=5, options={"first": 0}, stacked=STACKED)
    s = scene.session
    lift(app, scene)
    match = s.match
    lay(app, scene, "R9", "up")
    click(app, button(scene, "end_turn").rect.center)
    settle(app, scene)
    lift(app, scene)
    play = next(a for a in match.legal_actions() if a["type"] == "play")
    lay(app, scene, play["card"], play["stack"])
    click(app, button(scene, "end_turn").rect.center)
    settle(app, scene)
    lift(app, scene)
    assert s.screen_seat == 0 and match.state.to_move == 0
    # Ann's End turn drew her cards: never past it, and the reason says so
    n = len(match.actions)
    assert not s.can_undo()
    scene.message = None
    key(app, pygame.K_u)
    steps(app, 2)
    assert len(match.actions) == n
    assert scene.message is not None and "an ended turn is final" in scene.message[0].lower(), scene.message
