"""Session 58 (QUASH basic, a new player): H then Enter plays a hinted placement whole, but a hinted tiebreaker
card only went onto the mat, waiting on "Lay it" (a second Enter). Enter on a hint now takes a press that only
confirms the drop it made (Composer.confirm_only, ui/key_place.enter_hint): the card is laid, as the hint said.
The hinted card is raised in the hand at a tie as it is in play."""

import pygame
import pytest

from quash_table.games.quash.composer import QuashComposer
from tests.test_quash_scene import _tie_on_spot_9
from tests.ui_helpers import ask_hint, close_board, key, match_board, open_board, steps

pytestmark = pytest.mark.ui


def test_h_then_enter_lays_the_hinted_tiebreaker_card():
    m = _tie_on_spot_9()
    app, scene = match_board(m, size=(1024, 640))
    try:
        ask_hint(app, scene)
        steps(app, 5)
        action = scene.hints.showing().action
        assert action["type"] == "tiebreak", action
        before = len(m.actions)
        key(app, pygame.K_RETURN)
        steps(app, 5)
        mine = [a for a in m.actions[before:] if a == action]
        assert mine, (action, m.actions[before:])       # laid, not left on the mat
        assert scene.composer is None or scene.composer.laid is None
    finally:
        close_board(app)


def test_the_hinted_tiebreaker_card_rises_as_a_hinted_card_in_play_does():
    def hinted_rise(app, scene):
        try:
            ask_hint(app, scene)
            steps(app, 5)
            return scene.drag.lift_offset(scene.table.piece_by_id[scene.hints.raised()])
        finally:
            close_board(app)
    rises = [hinted_rise(*open_board("quash", ["human", "bot:easy"], seed=5, options={"variant": "basic"},
                                     size=(1024, 640))),
             hinted_rise(*match_board(_tie_on_spot_9(), size=(1024, 640)))]
    assert rises[0] < 0 and rises[1] == rises[0], rises


def test_only_the_hinted_card_on_the_mat_is_a_confirm_only_step():
    c = QuashComposer.__new__(QuashComposer)
    c.laid = "JH"
    assert c.confirm_only({"type": "tiebreak", "card": "JH"})
    assert not c.confirm_only({"type": "tiebreak", "card": "JS"})
    assert not c.confirm_only({"type": "play", "card": "JH", "spot": 3})
    c.laid = None
    assert not c.confirm_only({"type": "tiebreak", "card": "JH"})
