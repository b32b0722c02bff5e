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


def test_tab_walking_past_the_hinted_card_leaves_the_hint(monkeypatch):
    """2. A second Tab put the hint away (its arrow and words) although no move was made: Tab walks, it picks
    nothing; a card staged another way still puts the hint away (test_flush_s35_hint_stays)."""
    from tests.test_flush_s32_hint_forms import WHY, six_seats_hinted
    app, scene = six_seats_hinted(monkeypatch, {"type": "pickup", "cards": ["4"]}, WHY)
    try:
        h = scene.hints.current
        words = scene.message[0]
        key(app, pygame.K_TAB, frames=2)                 # the walk starts at the hinted card
        first = scene.drag.selected
        key(app, pygame.K_TAB, frames=2)                 # and goes on past it
        key(app, pygame.K_TAB, frames=2)
        assert scene.drag.selected not in (None, first)
        assert scene.hints.current is h and not h.set_aside and scene.hints.step() is not None
        assert scene.message is not None and scene.message[0] == words, scene.message
    finally:
        close_board(app)
