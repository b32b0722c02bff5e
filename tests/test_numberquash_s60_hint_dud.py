"""Session 60, NumberQuash (review 59): H right after your own roll fitted nothing, the turn passing to a bot, said
"Wait: the hint comes when your turn does." (the kit's words for a hint kept for the turn): it says what happened
now, "Nothing fits this roll: your turn passes." (the board's hint_kept_words hook)."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, steps

R = {"type": "roll"}
MINE = [((4, 5), [("red", 0, 1), ("red", 0, 8)]), ((3, 6), [("red", 0, 2), ("red", 0, 7)]),
        ((4, 5), [("red", 0, 3), ("red", 0, 6)]), ((3, 6), [("red", 0, 4), ("red", 0, 5)]),
        ((4, 5), [("red", 1, 1), ("red", 1, 8)]), ((3, 6), [("red", 1, 2), ("red", 1, 7)]),
        ((4, 5), [("red", 1, 3), ("red", 1, 6)]), ((3, 6), [("red", 1, 4), ("red", 1, 5)])]
THEIRS = [((1, 2), [("blue", 0, 3)]), ((1, 2), [("blue", 1, 3)]), ((1, 2), [("blue", 0, 1), ("blue", 0, 2)]),
          ((1, 2), [("blue", 1, 1), ("blue", 1, 2)]), ((1, 3), [("blue", 0, 4)]), ((1, 3), [("blue", 1, 4)]),
          ((1, 4), [("blue", 0, 5)]), ((1, 4), [("blue", 1, 5)])]


def dud(seats=3):
    """Your 9s alone open; you roll 1+2: nothing fits, your turn passes to Bot 2."""
    dice = [d for mine, theirs in zip(MINE, THEIRS) for d in mine[0] + theirs[0] + (6, 5) * (seats - 2)] + [1, 2] \
        + [6, 5] * 20
    m = Match("numberquash", ["human"] + ["bot:normal"] * (seats - 1), 1, {"order": list(range(seats))}, dice)
    for mine, theirs in zip(MINE, THEIRS):
        for _, cells in [mine, theirs] + [((6, 5), None)] * (seats - 2):
            m.play(R)
            m.play({"type": "place", "cells": sorted(list(c) for c in cells)} if cells else
                   next(a for a in m.legal_actions() if a["type"] in ("bank", "place")))
    m.play(R)
    assert m.to_move == 1 and m.actors[-1] == 0
    return m


@pytest.mark.ui
@pytest.mark.parametrize("seats", [2, 3])
def test_h_after_your_roll_fitted_nothing_says_so(seats):
    m = dud(seats)
    app, scene = match_board(m, size=(1024, 640), animation="normal", settled=False, bot_pace="normal")
    try:
        steps(app, 2)
        key(app, pygame.K_h, frames=3)
        said = scene.message[0] if scene.message else None
        assert said == "Nothing fits this roll: your turn passes.", said
    finally:
        close_board(app)
