"""NumberQuash pass-and-play, review 56q: the banner turning the table to Ann said "then press R to roll" while she
had a 12 banked to spend first: it says the bonus now ("spend your banked 11 or press R to roll (it stays
banked)"), and with nothing banked still "press R to roll"."""

import pytest

from tests.test_numberquash_scene import close
from tests.ui_helpers import board, make_app, settle, step_until, steps

pytestmark = pytest.mark.ui


def test_the_banner_says_the_banked_bonus_to_spend_before_the_roll():
    app = make_app(size=(1024, 640), animation="instant")
    try:
        scene = board(app, "numberquash", ["human:Ann", "human:Ben"], seed=3, options={"order": [0, 1]},
                      stacked=[5, 6, 1, 2, 1, 3])
        settle(app, scene)
        s = scene.session
        s.play({"type": "roll"})
        step_until(app, s.my_turn)
        s.play({"type": "bank"})                    # Ann banks an 11
        step_until(app, lambda: s.screen_seat == 1)
        steps(app, 2)
        assert scene.handover.words()[1].endswith("then press R to roll"), scene.handover.words()
        step_until(app, s.my_turn)
        s.play({"type": "roll"})
        step_until(app, s.my_turn)
        s.play({"type": "place", "cells": [["blue", 0, 3]]})      # Ben covers blue 3: the 11 may steal it
        step_until(app, lambda: s.screen_seat == 0)
        steps(app, 2)
        title, line = scene.handover.words()
        assert title == "Ann's turn"
        assert line.endswith("then spend your banked 11 or press R to roll (it stays banked)"), line
    finally:
        close(app)
