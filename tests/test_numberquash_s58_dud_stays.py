"""Session 58, NumberQuash pass-and-play: a roll that fitted nothing and ended the turn by itself went from the tray
about 1 s after "nothing fits" was told (2 s after the roll), before its mover had read it. It now stays through the
mover's look (dice_shown; a longer look after such a roll, rests.look_after through the kit's linger_after), until
the table turns to the next person or a key turns it."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.dice_shown import dice_shown
from quash_table.games.numberquash.rests import DUD_LOOK
from tests.ui_helpers import DT, close_board, match_board, steps

R = {"type": "roll"}


def _place(*cells):
    return {"type": "place", "cells": [list(c) for c in cells]}


def before_a_dud():
    """Pass-and-play: Player 1's 1s, 2s and 3s are covered; their next roll, 1+2, fits nothing."""
    dice = [1, 2, 1, 3, 1, 2, 1, 3, 1, 2, 2, 3, 1, 2, 2, 3, 1, 2, 5, 6]
    m = Match("numberquash", ["human", "human"], 1, {"order": [0, 1]}, dice)
    for a in [R, _place(("red", 0, 1), ("red", 0, 2)), R, _place(("blue", 0, 4)),
              R, _place(("red", 1, 1), ("red", 1, 2)), R, _place(("blue", 1, 4)),
              R, _place(("red", 0, 3)), R, _place(("blue", 0, 5)), R, _place(("red", 1, 3)), R, _place(("blue", 1, 5))]:
        m.play(a)
    return m


@pytest.mark.ui
def test_the_roll_that_ended_the_turn_stays_on_the_next_persons_tray():
    # (session 61: the table turns at once, no look of the mover's holding "Player 2 to roll" over Player 1's
    # octagons, review 60; the roll stays in the next person's tray DUD_LOOK, or until they act)
    m = before_a_dud()
    app, scene = match_board(m, size=(1024, 640), animation="normal")
    try:
        s = scene.session
        assert s.screen_seat == 0 and m.to_move == 0
        s.play(R)
        assert m.to_move == 1, "the roll did not end the turn"
        steps(app, int(3.0 / DT))        # past the roll's telling (2.2 s)
        assert s.screen_seat == 1 and not s.lingering()
        shown, roller, _, unfit = dice_shown(scene, s.table_view())
        assert list(shown) == [1, 2] and roller == 0 and unfit, (shown, roller, unfit)
        steps(app, int(DUD_LOOK / DT))
        assert dice_shown(scene, s.table_view())[0] is None
    finally:
        close_board(app)
