"""Session 24: what new players found on QUASH's board (basic and advanced, 2 and 4 players), each driven
through the board with real key and mouse events, or through the words' own functions."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, step_until, steps

pytestmark = pytest.mark.ui


def test_h_pressed_again_while_the_hint_is_looked_for_brings_it_with_its_full_reason():
    """Pressing H a second time sometimes showed the short hint again: the first H's hint was still being
    worked out ("Looking for a good move…"), so the second asked for it again, and it came short. The second
    H is the one that asks why: the hint comes with its full reason, and H again gives the short line."""
    m = Match("quash", ["human", "bot:easy"], 2, {"dealer": 1})
    app, scene = match_board(m, animation="instant")
    try:
        key(app, pygame.K_h)
        assert scene.hints.waiting, "the hint came at once: this test needs it still looked for"
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting, 30)
        steps(app, 2)
        h = scene.hints.current
        assert h["full"] != h["text"]
        assert scene.message[0] == h["full"], scene.message[0]
        key(app, pygame.K_h)                      # a third H: back to the one line
        steps(app, 2)
        assert scene.message[0] == h["text"]
    finally:
        close_board(app)


def test_a_tiebreaker_card_on_the_mat_has_one_way_back_and_undo_says_it():
    """At a tie, the card dropped on the mat showed "Take it back" on the mat and a lit Undo in the header
    beside it, two buttons for one thing. Undo is greyed while the card waits, its reason saying what Lay it
    and Take it back do, and U says the same without taking anything back."""
    from tests.test_quash_scene import _tie_on_spot_9
    from tests.ui_helpers import button, drag, grab, settle, target_rect
    m = _tie_on_spot_9()
    app, scene = match_board(m)
    try:
        rnd, n = m.state.round, len(m.actions)
        drag(app, grab(scene, f"r{rnd}:JS"), target_rect(scene, "tiebreak").center)
        settle(app, scene)
        assert scene.composer.laid == "JS"
        assert button(scene, "tiebreak:back").enabled and button(scene, "tiebreak:lay").enabled
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert not undo.enabled
        assert "Lay it (Enter)" in undo.reason and "Take it back (Esc)" in undo.reason, undo.reason
        key(app, pygame.K_u)
        steps(app, 2)
        assert scene.composer.laid == "JS" and len(m.actions) == n      # nothing taken back by U
        assert "Take it back (Esc)" in scene.message[0], scene.message
    finally:
        close_board(app)
