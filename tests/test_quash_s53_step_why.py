"""QUASH advanced: a hinted swap followed step by step says why each step (session 53, review 52a: "mid-swap H
never explains the chain's purpose"). Once the first card was dropped, the hint's words became the step's alone,
"Hint: now drop your 8♣ on the 5♦ on spot 3, moving it on", and H said nothing more; asked afresh at that step the
hint gave the step's reason (QUASH's step_reason), so the two ways disagreed. Followed, the step's words come with
its reason's short form and "(H: why)", and H says the whole reason."""

import pygame
import pytest

from tests.test_quash_s52_hint_after_takeback import swap_hinted
from tests.ui_helpers import centre, close_board, drag, key, piece_rect, steps, target_rect

pytestmark = pytest.mark.ui


def test_a_followed_swaps_next_step_says_why():
    app, scene, m = swap_hinted()     # round 3, you to play: the hint is a chain of two swaps
    try:
        h = scene.hints.current
        drag(app, centre(piece_rect(scene, h.piece)), centre(target_rect(scene, h.target)))
        steps(app, 5)
        said = scene.message[0]
        assert said.startswith("Hint: now drop"), said
        step, why = said.split(" \u2014 ", 1) if " \u2014 " in said else (said, "")
        assert why.endswith("(H: why)"), said
        key(app, pygame.K_h)                # H: the step's whole reason
        steps(app, 5)
        whole = scene.message[0]
        assert whole.startswith(step + " \u2014 ") and "(H: why)" not in whole and len(whole) > len(said) - 9, whole
        assert len(m.actions) == 104        # nothing played
    finally:
        close_board(app)


def test_a_warning_said_alone_reads_as_one():
    """Where the step's gain and its warning do not fit the room together, the warning alone is said, led by
    "though": after the step's dash it read as the step's reason ("— their face-up 10♥ may still move there")."""
    from quash_table.games.quash.step_why import _within
    warning = ("their 10\u2665 may still move from their spot 1 to spot 3", "their face-up 10\u2665 may still move there")
    gain = "it beats their 7 there (your 5 did not)"
    assert _within([gain], warning, 200) == f"{gain}, though {warning[1]}"
    assert _within([gain], warning, 60) == f"though {warning[1]}"
    assert _within([gain], warning, 42) == gain
