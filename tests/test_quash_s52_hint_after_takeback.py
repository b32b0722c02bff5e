"""QUASH advanced: a swap's steps taken back, the hint says its whole move again (session 52, a new player's review):
with the chain's card in the air its words became the step's, "now drop your 9♠ on spot 4"; Esc took the swap
back, the arrow went back to the move's first card, and the words still said the step (H too). They say the move
once more, as at first."""

import json
import os

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import (ask_hint, centre, close_board, drag, key, match_board, piece_rect, step_until, steps,
                              target_rect)

pytestmark = pytest.mark.ui

FIXTURE = os.path.join(os.path.dirname(__file__), "fixtures", "quash_s52_advanced_seed52.json")


def swap_hinted(size=(1024, 640)):
    """(app, scene, match) at round 3 of the fixture's game, you to play, the hint asked: a chain of two swaps."""
    with open(FIXTURE) as f:
        game = json.load(f)
    m = Match("quash", game["seats"], game["seed"], game["options"])
    for a in game["actions"][:104]:
        m.play(a)
    app, scene = match_board(m, size=size)
    ask_hint(app, scene)
    assert scene.hints.current.action.get("swap"), scene.hints.current.action
    return app, scene, m


def test_the_whole_moves_words_come_back_when_its_swap_is_taken_back():
    app, scene, m = swap_hinted()
    try:
        h = scene.hints.current
        first_words, first_piece = scene.message[0], h.piece
        assert "now drop" not in first_words
        drag(app, centre(piece_rect(scene, h.piece)), centre(target_rect(scene, h.target)))
        steps(app, 5)
        assert scene.message[0].startswith("Hint: now drop"), scene.message
        key(app, pygame.K_ESCAPE)           # the swap taken back: the first card back in the hand
        # the table says so ("Swap put back: …"), then the hint's words come again with its arrow
        step_until(app, lambda: scene.message is not None and scene.message[1] == "hint", 20)
        assert len(m.actions) == 104
        assert scene.hints.current is not None and scene.hints.current.piece == first_piece
        # the move's own words (in a form that fits the table: their fullest, or fewer)
        said = scene.message[0] if scene.message is not None else ""
        assert said.split(" \u2014 ")[0] == first_words.split(" \u2014 ")[0], (said, first_words)
        assert scene.hints.current.is_short(said), said
        key(app, pygame.K_h)                # H: the full reason of the whole move, not the step's words
        steps(app, 5)
        assert "now drop" not in scene.message[0], scene.message
    finally:
        close_board(app)
