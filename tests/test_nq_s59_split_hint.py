"""NumberQuash, session 59: mid-split, the Hint button was greyed with no reason, and H advised a cell the split begun
could not reach (seed 5822, 4 seats: the pair on left red 5 of an 8, H said "cover left red 8"). The header's buttons
were built while the drop's tween ran (the turn not "on screen" then) and never again; and a hint that does not finish
the cells picked now says to clear them first, lighting Clear."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, centre, close_board, drag, key, match_board, piece_rect, steps, \
    target_rect

pytestmark = pytest.mark.ui


def _hint_button(scene):
    return next(b for b in scene.hud.buttons if b.id == "hud:hint")


def test_mid_split_hint_is_lit_and_says_to_clear_the_cells_picked_first():
    # you first, a 5 and a 3 (8) on a fresh board: the hint covers the 8 whole
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [5, 3])
    match.play({"type": "roll"})
    app, scene = match_board(match, size=(1024, 640))
    try:
        drag(app, centre(piece_rect(scene, "dice:pair")), centre(target_rect(scene, "cell:red:0:5")))
        steps(app, 40)
        assert scene.composer.picked() == [("red", 0, 5)], "a split begun on left red 5"
        hint = _hint_button(scene)
        assert hint.enabled or hint.reason, "a greyed Hint says why"
        assert hint.enabled, "your turn, the split landed: Hint may be pressed"
        ask_hint(app, scene)
        h = scene.hints.current
        assert h.action == {"type": "place", "cells": [["red", 0, 8]]}, h.action
        text = scene.message[0]
        assert text.startswith("Hint: clear the cells picked (Backspace), then cover left red 8"), text
        clear = next(b for b in scene.table.buttons if b.press == "clear")
        assert h.marks[0] == clear.id, h.marks      # Clear lit first, then the cell it leads to
        key(app, pygame.K_BACKSPACE, frames=5)
        assert scene.composer.picked() == []
        ask_hint(app, scene)
        assert scene.message[0].startswith("Hint: cover left red 8"), scene.message
    finally:
        close_board(app)
