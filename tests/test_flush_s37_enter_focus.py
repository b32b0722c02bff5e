"""Session 37, a new player's review of Flush (3 seats 1280x800): Take back kept the gold key-focus ring from
earlier Tab presses; the player staged more cards with the mouse and pressed Enter, and the cards went back
to the hand with no word (a Flush lost silently), where the rules page says "Enter: Declare". A button Tab
reached is dropped when what is staged changes (the kit's BoardInput.staging_changed), so Enter declares;
Take back, pressed, says what it put back."""

import pygame
import pytest

from tests.test_flush_scene import hand_piece, open_table, stage
from tests.ui_helpers import button, close_board, key, steps

pytestmark = pytest.mark.ui


def tab_to(app, scene, bid, most=30):
    for _ in range(most):
        key(app, pygame.K_TAB, frames=2)
        if scene.input.key_button == bid:
            return
    raise AssertionError(f"Tab never reached {bid}")


@pytest.fixture
def table(tmp_path):
    app, scene = open_table(tmp_path)
    yield app, scene
    close_board(app)


def test_enter_declares_what_is_staged_after_a_take_back_focused_earlier(table):
    app, scene = table
    match = scene.session.match
    stage(app, scene, hand_piece(scene, "6"))
    tab_to(app, scene, "take_back")                      # the ring on Take back, from Tab presses
    base_top = next(p for p in scene.table.pieces if p.zone == "base:0:1")      # the 4: this round's Mimic
    stage(app, scene, base_top)                           # staged with the mouse: the ring is left from before
    assert scene.input.key_button is None
    assert button(scene, "declare").enabled
    key(app, pygame.K_RETURN, frames=3)
    steps(app, 5)
    assert match.actions, "Enter took the staged cards back instead of declaring"
    assert match.actions[0]["type"] == "play" and sorted(match.actions[0]["cards"]) == ["6", "b1"]


def test_take_back_pressed_by_enter_says_what_went_back(table):
    app, scene = table
    match = scene.session.match
    stage(app, scene, hand_piece(scene, "6"))
    stage(app, scene, next(p for p in scene.table.pieces if p.zone == "base:0:1"))
    tab_to(app, scene, "take_back")                       # chosen after the staging: Enter presses it
    key(app, pygame.K_RETURN, frames=3)
    assert match.actions == []
    assert not [p for p in scene.table.pieces if p.zone == "stage"]
    assert scene.message is not None and scene.message[0] == "Taken back to your hand: a 6, a 4"
