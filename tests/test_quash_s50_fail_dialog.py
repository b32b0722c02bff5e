"""Session 50 (QUASH, review 49d): Enter in the "This spot will fail" question played the failing card, the
unsafe answer. Enter (and Esc, N) now keeps the card in your hand, the state as it was; Y or the "Play it
anyway" button plays it. The lit button is Cancel, and the buttons' tooltips name their keys."""

import pygame
import pytest

from tests.test_quash_plate_header21 import _spoil_position
from tests.ui_helpers import close_board, drag, grab, key, match_board, steps, target_rect

pytestmark = pytest.mark.ui


def _asked(app, scene, m):
    drag(app, grab(scene, f"r{m.state.round}:KS"), target_rect(scene, "spot:1").center)
    steps(app, 30)
    assert scene._modal is not None and scene._modal["title"] == "This spot will fail"


@pytest.mark.parametrize("k", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_n])
def test_enter_keeps_the_failing_card_in_your_hand(k):
    m = _spoil_position()
    app, scene = match_board(m)
    try:
        before = (len(m.actions), [list(s) for s in m.state.board[0]], sorted(m.state.hands[0]))
        _asked(app, scene, m)
        key(app, k, frames=5)
        assert scene._modal is None
        assert (len(m.actions), [list(s) for s in m.state.board[0]], sorted(m.state.hands[0])) == before
    finally:
        close_board(app)


def test_y_plays_it_anyway_and_the_lit_button_is_cancel():
    m = _spoil_position()
    app, scene = match_board(m)
    try:
        n = len(m.actions)
        _asked(app, scene, m)
        buttons = {b.id: b for b in scene.table.buttons}
        assert buttons["confirm:cancel"].style == "primary" and buttons["confirm:play"].style != "primary"
        assert "Enter" in buttons["confirm:cancel"].tooltip and buttons["confirm:play"].tooltip == "Y"
        key(app, pygame.K_y, frames=5)
        assert len(m.actions) == n + 1 and m.actions[n]["card"] == "KS" and m.actions[n]["spot"] == 1
    finally:
        close_board(app)
