"""Session 23 (quashbasic): the hint at a tie said "lay the 4 of spades on the tiebreaker" still after the
card lay on the mat; what was left was to lay it (the hint's marks had moved to Lay it, its words had not).
Driven by real pygame events."""

import pygame
import pytest

from tests.test_quash_s19b import _bot_scored_a_round_with_a_tie
from tests.ui_helpers import ask_hint, centre, close_board, drag, grab, key, match_board, steps, target_rect

pytestmark = pytest.mark.ui


def test_the_hint_says_what_is_left_once_its_tiebreaker_card_is_on_the_mat():
    m, last = _bot_scored_a_round_with_a_tie()
    m.play(last)
    app, scene = match_board(m, size=(1024, 640))
    try:
        ask_hint(app, scene)
        action = scene.hints.current["action"]
        assert action["type"] == "tiebreak"
        assert "on the tiebreaker" in scene.message[0] and "lay it (Enter)" not in scene.message[0]
        piece = scene.hints.current["piece"]
        drag(app, grab(scene, piece), centre(target_rect(scene, "tiebreak")))
        steps(app, 3)
        assert scene.composer.laid == action["card"]
        scene.hints.step()          # what the table reads each frame (Tab, Enter, the marks)
        steps(app, 2)
        said = scene.message[0]
        # (session 53: the move's reason after them, as a hint asked at this step says it)
        assert said.startswith("Hint: the ") and said.split(" \u2014 ")[0].endswith("is on the tiebreaker: lay it (Enter)"), \
            said
        key(app, pygame.K_RETURN, frames=3)          # Enter lays it, as the hint says
        assert scene.composer is None or scene.composer.laid is None
    finally:
        close_board(app)
