"""NumberQuash: a split hinted and half picked says what is left of it (session 52, found following hints in a real
window): "cover left red 2 and 3" stood beside "Cells picked: left red 2 = 2" after the 2 was picked, the arrow on
the 3; the words now say "now cover left red 3", as QUASH's half-made swap says its next drop. Session 53: with the
move's reason after them, as a hint asked at that step says it (they said the step alone, and H nothing more)."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import ask_hint, centre, close_board, drag, make_app, piece_rect, settle, steps, target_rect

pytestmark = pytest.mark.ui


def test_the_hint_of_a_half_picked_split_says_the_cell_left():
    # you first, a 4 and a 6 on a fresh board: the hint splits them, left red 1 and 9
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [4, 6])
    match.play({"type": "roll"})
    app = make_app((1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        h = scene.hints.current
        assert h.action == {"type": "place", "cells": [["red", 0, 1], ["red", 0, 9]]}, h.action
        assert "cover left red 1 and 9" in scene.message[0], scene.message
        why = scene.message[0].split(" \u2014 ", 1)[1]
        assert why.endswith("(H: why)"), scene.message
        first = h.target
        drag(app, centre(piece_rect(scene, h.piece)), centre(target_rect(scene, first)))
        steps(app, 5)
        assert len(match.actions) == 1, "one cell picked: the move is not made yet"
        left = "9" if first.endswith(":1") else "1"
        assert scene.message is not None and scene.message[0] == f"Hint: now cover left red {left} \u2014 {why}", \
            scene.message
        assert scene.hints.current is not None and scene.hints.current.target != first
    finally:
        close_board(app)
