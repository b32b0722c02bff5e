"""Session 60, NumberQuash (review 59): after a bonus spent at the turn's start (your 11's steal), a double you
covered said only "Your turn" in the header (and "Now roll the dice" in the prompt): the header, the prompt and the
tray asked that no bonus had been spent. One fact now (views.rolls_again_for_a_double)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.header_news import turn_now
from quash_table.games.numberquash.views import rolls_again_for_a_double
from tests.ui_helpers import close_board, match_board, steps

R = {"type": "roll"}


def stole_then_double():
    """You bank an 11, Bot 2 covers its left blue 3; at your turn you spend the 11 on its 3, roll 2+2 and cover your
    left red 4: you roll again."""
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1]}, [5, 6, 1, 2, 2, 2, 3, 4, 1, 2])
    m.play(R)
    m.play({"type": "bank"})
    m.play(R)
    m.play({"type": "place", "cells": [["blue", 0, 3]]})
    steal = next(a for a in m.legal_actions() if a["type"] == "bonus" and a["value"] == 11)
    m.play(steal)
    m.play(R)
    m.play({"type": "place", "cells": [["red", 0, 4]]})
    assert m.to_move == 0 and m.state.phase == "roll_again" and m.state.bonus_used
    return m


def test_a_double_after_a_steal_rolls_again_in_words():
    m = stole_then_double()
    view = m.game.view(m.state, 0)
    assert rolls_again_for_a_double(view)
    assert turn_now(view) == "roll again (a double)"


def test_after_a_spend_alone_no_double_is_said():
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1]}, [5, 6, 1, 2, 2, 2, 3, 4, 1, 2])
    for a in [R, {"type": "bank"}, R, {"type": "place", "cells": [["blue", 0, 3]]}]:
        m.play(a)
    m.play(next(a for a in m.legal_actions() if a["type"] == "bonus" and a["value"] == 11))
    view = m.game.view(m.state, 0)
    assert view["phase"] == "roll_again" and not rolls_again_for_a_double(view)


@pytest.mark.ui
def test_the_header_and_prompt_say_the_double():
    m = stole_then_double()
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        steps(app, 3)
        assert scene.hud.shown["status"] == "Your turn: roll again (a double)", scene.hud.shown
    finally:
        close_board(app)
