"""NumberQuash, session 50: the lit Undo's tip says how far undo can still go and why not further (a new player
read "undo stops at the last roll" only once Undo was greyed, and did not know what the lit button would reach)."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.undo_reasons import undo_tip
from tests.ui_helpers import close_board, match_board, settle

pytestmark = pytest.mark.ui


def place(*cells):
    return {"type": "place", "cells": sorted([list(c) for c in cells])}


def test_the_lit_undos_tip_says_it_goes_back_to_the_roll_and_why_not_past_it():
    match = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]}, [6, 6, 2, 3, 4, 1])
    app, scene = match_board(match, bot_pace="instant")
    try:
        session = scene.session
        settle(app, scene)
        session.play({"type": "roll"})                    # 6 + 6
        settle(app, scene)
        assert undo_tip(session) == ""                    # nothing since the roll: Undo is greyed, with its reason
        session.play(place(("red", 0, 9), ("red", 0, 3)))
        settle(app, scene)
        tip = undo_tip(session)
        assert tip.startswith("U takes back your last move ("), tip
        assert tip.endswith(". Undo goes back as far as your last roll, not the roll itself: everyone saw its "
                            "dice, so a roll is final"), tip
    finally:
        close_board(app)
