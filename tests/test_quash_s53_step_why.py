"""QUASH advanced: a hinted swap followed step by step says why each step (session 53, review 52a: "mid-swap H
never explains the chain's purpose"). Once the first card was dropped, the hint's words became the step's alone,
"Hint: now drop your 8♣ on the 5♦ on spot 3, moving it on", and H said nothing more; asked afresh at that step the
hint gave the step's reason (QUASH's step_reason), so the two ways disagreed. Followed, the step's words come with
its reason's short form and "(H: why)", and H says the whole reason."""

import json
import os

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, centre, close_board, drag, key, match_board, piece_rect, steps, target_rect

pytestmark = pytest.mark.ui

FIXTURE = os.path.join(os.path.dirname(__file__), "fixtures", "quash_s52_advanced_seed52.json")


def test_a_followed_swaps_next_step_says_why():
    with open(FIXTURE) as f:
        game = json.load(f)
    m = Match("quash", game["seats"], game["seed"], game["options"])
    for a in game["actions"][:104]:     # round 3, you to play: the hint is a chain of two swaps
        m.play(a)
    app, scene = match_board(m, size=(1024, 640))
    try:
        ask_hint(app, scene)
        h = scene.hints.current
        assert h.action.get("swap"), h.action
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
