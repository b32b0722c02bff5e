"""Session 48, Quadruple War (review 47b): bids 11 to 13 had no key (the prompt named 1-9, 0 for 10, Tab and the
arrows). Two digits bid them: "1" waits (its bid ringed, the table saying what comes next), "2" then bids 12;
Enter after the "1" bids 1; a digit that begins no higher bid bids at once, as before."""

import pygame
import pytest

from tests.test_quadwar_scene import _stacked_table
from tests.ui_helpers import close_board, key

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_one_then_two_bids_twelve(size):
    app, scene = _stacked_table(size)
    try:
        m = scene.session.match
        assert m.to_move == 0 and 12 in scene.composer.bids()
        key(app, pygame.K_1, frames=2)
        assert len(m.actions) == 3                        # "1" waits for a second digit
        assert scene.message is not None and "12" not in scene.message[0] and "11\u201313" in scene.message[0]
        assert scene.input.key_button == "bid:1"
        key(app, pygame.K_2, frames=2)
        assert m.actions[3] == {"type": "bid", "tricks": 12}, m.actions
    finally:
        close_board(app)


def test_one_then_enter_bids_one_and_five_bids_at_once():
    app, scene = _stacked_table((1024, 640))
    try:
        m = scene.session.match
        key(app, pygame.K_1, frames=2)
        key(app, pygame.K_RETURN, frames=2)
        assert m.actions[3] == {"type": "bid", "tricks": 1}, m.actions
    finally:
        close_board(app)
    app, scene = _stacked_table((1024, 640))
    try:
        key(app, pygame.K_5, frames=2)
        assert scene.session.match.actions[3] == {"type": "bid", "tricks": 5}
    finally:
        close_board(app)
