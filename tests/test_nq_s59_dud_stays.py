"""NumberQuash, session 59: alone against bots, a roll that fitted nothing went from the tray with its telling, ~2 s
after it, before it was read (pass-and-play keeps it through the mover's look, rests.DUD_LOOK, since review 57). It now
stays as long on your turn, or until you act, and the next bot rests as long after one."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.dice_shown import dice_shown
from quash_table.games.numberquash.rests import DUD_LOOK, rest_after
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, settle, steps

H, B = 0, 1


def _bot_dud_then_your_turn():
    """You (red) and Bot 2 (blue); Bot 2 covers its 1s and 2s, then rolls 1+1: nothing fits, your turn."""
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 1])
    for cells in ([("red", 0, 7)], [("blue", 0, 1), ("blue", 0, 2)], [("red", 1, 7)], [("blue", 1, 1), ("blue", 1, 2)],
                  [("red", 0, 3), ("red", 0, 4)]):
        m.play({"type": "roll"})
        m.play({"type": "place", "cells": [list(c) for c in cells]})
    m.play({"type": "roll"})
    assert m.to_move == H and any(e["kind"] == "nothing_fits" for e in m.game.events(m.state, None))
    return m


def test_the_next_bot_rests_a_pass_and_play_look_after_a_roll_that_fitted_nothing():
    events = [{"kind": "dice_rolled", "seat": 0, "dice": (1, 1)}, {"kind": "nothing_fits", "seat": 0, "dice": (1, 1)}]
    for pace in (0.4, 1.0, 2.0):
        assert pace * (1 + rest_after(events, lambda s: s == 0, pace)) >= DUD_LOOK - 1e-9


@pytest.mark.ui
def test_a_bots_roll_that_fitted_nothing_stays_in_the_tray_on_your_turn():
    m = _bot_dud_then_your_turn()
    app = make_app((1024, 640))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        steps(app, 60)        # two seconds on, the telling long over
        view = scene.session.table_view()
        shown, roller, _, unfit = dice_shown(scene, view)
        assert list(shown or ()) == [1, 1] and roller == B and unfit, (shown, roller, unfit)
        assert scene.tray.unfit and "dice:pair" not in scene.table.piece_by_id
        # its look over (as long as pass-and-play's), the tray and Bot 2's plate let it go
        steps(app, int(DUD_LOOK * 60))
        assert not scene.tray.unfit and dice_shown(scene, scene.session.table_view())[0] is None
    finally:
        close_board(app)
