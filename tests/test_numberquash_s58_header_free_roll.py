"""Session 58, NumberQuash: after a spent free roll, a first roll that fitted nothing (it ended itself, option
auto_end) left the header on "Your turn: you missed a turn, blocked by Bot 2" while you rolled again: the news
was said "through your first roll", and that roll had no move of yours after it (robbed.roll_used_this_turn)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.robbed import roll_used_this_turn
from tests.ui_helpers import close_board, match_board, settle, steps

R = {"type": "roll"}


def _place(*cells):
    return {"type": "place", "cells": [list(c) for c in cells]}


def blocked_then_free_dud():
    """Your 1s, 2s and 3s covered; you bank a 10 and Bot 2 blocks you with its own; at your turn you spend your
    10 on a free roll and roll 1+2: nothing fits, the roll ends itself, the free roll comes."""
    dice = [1, 2, 1, 3, 1, 2, 1, 3, 1, 2, 2, 3, 1, 2, 2, 3, 4, 6, 4, 6, 3, 4, 2, 4, 2, 4, 1, 2, 5, 6]
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1]}, dice)
    for a in [R, _place(("red", 0, 1), ("red", 0, 2)), R, _place(("blue", 0, 4)),
              R, _place(("red", 1, 1), ("red", 1, 2)), R, _place(("blue", 1, 4)),
              R, _place(("red", 0, 3)), R, _place(("blue", 0, 5)), R, _place(("red", 1, 3)), R, _place(("blue", 1, 5)),
              R, {"type": "bank"}, R, {"type": "bank"}, R, _place(("red", 0, 7)),
              {"type": "bonus", "value": 10, "effect": "block", "seat": 0}, R, _place(("blue", 0, 6)),
              R, _place(("blue", 1, 6)), {"type": "bonus", "value": 10, "effect": "free_roll"}]:
        m.play(a)
    return m


def test_a_first_roll_that_ended_itself_is_used():
    m = blocked_then_free_dud()
    assert not roll_used_this_turn(m, 0)            # the free roll spent, not rolled yet
    m.play(R)
    assert m.to_move == 0 and m.state.phase == "roll_again" and m.state.dice is None
    assert roll_used_this_turn(m, 0)


@pytest.mark.ui
def test_the_header_says_the_free_roll_not_the_missed_turn_after_a_dud():
    m = blocked_then_free_dud()
    app, scene = match_board(m, animation="instant")
    try:
        steps(app, 2)
        assert "blocked by Bot 2" in scene.hud.shown["status"], scene.hud.shown     # the news at your turn
        scene.session.play(R)
        settle(app, scene)
        steps(app, 2)
        status = scene.hud.shown["status"]
        assert "blocked" not in status and "missed" not in status, status
        assert status == "Your turn: the free roll", status
    finally:
        close_board(app)
