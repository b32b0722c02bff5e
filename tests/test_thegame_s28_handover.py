"""The Game, pass-and-play (review 28): a second card ends the turn as it lands, and the curtain for the next
person came 1.6 s later, with no moment to see the card land, and a click on Undo then was lost. Now the turn
waits on the table, nobody's hand on it, for its mover's "Pass the screen" (the kit's hold,
ui/mover_moment.py); Undo there says the turn is over and stays (session 29); End turn still passes straight on."""

import pygame
import pytest

from tests import test_thegame_s16_undo as s16
from tests.ui_helpers import board, button, click, key, settle, steps

pytestmark = pytest.mark.ui

# the stacked deal, its app fixture and its steps, as session 16's undo tests have them
STACKED, app, lift, lay = s16.STACKED, s16.app, s16.lift, s16.lay


def two_cards(app):
    scene = board(app, "thegame", ["human:Ann", "human:Bob"], seed=5, options={"first": 0}, stacked=STACKED)
    lift(app, scene)
    lay(app, scene, "R9", "up")
    lay(app, scene, scene.session.view()["hand"][0], "down")
    return scene


def test_second_card_waits_for_pass_the_screen_with_no_hand_shown(app):
    scene = two_cards(app)
    s = scene.session
    assert s.match.state.to_move == 1 and len(s.match.actions) == 2
    steps(app, 400)                                      # however long the mover looks
    assert s.curtain is None and s.held_seat() == 0
    # nothing hidden while it waits: no card of any hand face up, on the screen or in the layout
    objects = scene.layout_info()["objects"]
    assert not [o for o in objects if o.get("zone", "").startswith("hand:") and o.get("card")]
    assert not [p for p in scene.table.pieces if p.zone.startswith("hand:") and p.face_up]
    assert s.screen_seat is None
    laid = [o["card"] for o in objects if o.get("zone", "").startswith("stack:")]
    assert "R9" in laid and len(laid) == 2              # both cards on the stacks, for the mover to see
    passing = next(o for o in objects if o["id"] == "hold:pass")
    assert passing["enabled"] and passing["label"] == "Pass the screen to Bob"
    assert "pass the screen to Bob" in scene.hud.status()
    # Undo, clicked there, says why it cannot (it was lost)
    undo = next(o for o in objects if o["id"] == "hud:undo")
    assert not undo["enabled"] and "your turn is over" in undo["reason"]
    click(app, next(b for b in scene.hud.buttons if b.id == "hud:undo").rect.center)
    assert scene.message and "your turn is over" in scene.message[0]
    assert s.curtain is None and s.held_seat() == 0
    # the button passes the screen: the curtain for Bob, then Bob's own hand
    click(app, button(scene, "hold:pass").rect.center)
    settle(app, scene)
    assert s.held_seat() is None and s.curtain == 1
    lift(app, scene)
    assert s.screen_seat == 1


def test_enter_passes_the_screen_and_end_turn_does_not_wait(app):
    scene = two_cards(app)
    s = scene.session
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert s.held_seat() is None and s.curtain == 1
    lift(app, scene)
    # Bob lays one card and ends his turn himself: End turn is his "I am done", no second stop
    play = next(a for a in s.match.legal_actions() if a["type"] == "play")
    lay(app, scene, play["card"], play["stack"])
    click(app, button(scene, "end_turn").rect.center)
    settle(app, scene)
    assert s.held_seat() is None and s.curtain == 0
