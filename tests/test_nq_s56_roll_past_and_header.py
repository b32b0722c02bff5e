"""NumberQuash, review 55n: a fast R right after the bots' turn rolled past a banked 11 with nothing said (the first
Roll past a bonus banked says so, R again rolls: roll_past.py); and the header's "Your turn: Bot 2 stole your left
red 9 (11)" still stood on the second roll after a double (it says what the turn is now: header_news.py)."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, settle, step_until, steps

TWO = ["human", "bot:normal"]


def test_roll_past_a_bonus_is_said_once_a_position():
    from quash_table.games.numberquash.roll_past import RollPast, roll_past_words     # (new in session 56)
    rp, turn, next_turn = RollPast(), object(), object()
    assert rp.first_roll([11], turn) == roll_past_words(["11"])
    assert rp.first_roll([11], turn) is None                # R again rolls
    # the next turn with the 11 still banked: said again (review 56q: told once a bonus, a later R rolled past it)
    assert rp.first_roll([11, 12], next_turn) == roll_past_words(["11", "12"])
    assert rp.first_roll([], object()) is None              # nothing to spend: nothing to say
    assert "12 banked" in roll_past_words(["12"]) and "Roll (R) again" in roll_past_words(["12"])


def _banked_11():
    """You bank an 11 (5+6); Bot 2 covers its left blue 3 (1+2); your turn, the 11 may steal it."""
    m = Match("numberquash", TWO, 1, {"order": [0, 1]}, [5, 6, 1, 2, 1, 3, 1, 4, 2, 3])
    for a in ({"type": "roll"}, {"type": "bank"}, {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 3]]}):
        m.play(a)
    return m


@pytest.mark.ui
def test_the_first_r_past_a_banked_11_says_so_and_r_again_rolls():
    m = _banked_11()
    app, scene = match_board(m, animation="instant")
    try:
        s = scene.session
        assert s.my_turn() and m.state.phase == "before_roll"
        key(app, pygame.K_r, frames=2)
        assert m.state.phase == "before_roll", "the first R rolled past the banked 11"
        assert scene.message is not None and "bonus 11 banked" in scene.message[0], scene.message
        key(app, pygame.K_r, frames=2)
        assert m.state.dice is not None, "R again did not roll"
        s.play({"type": "place", "cells": [["red", 0, 1], ["red", 0, 3]]})     # 1+3
        step_until(app, lambda: s.my_turn() and m.state.phase == "before_roll")
        settle(app, scene)
        key(app, pygame.K_r, frames=2)          # the 11 still banked: said again at this turn (review 56q)
        assert m.state.phase == "before_roll" and "bonus 11 banked" in scene.message[0], scene.message
        key(app, pygame.K_r, frames=2)
        assert m.state.dice is not None, "the second turn's R again did not roll"
    finally:
        close_board(app)


def _robbed_then_double():
    """You cover left red 3 (1+2); Bot 2 banks an 11 (5+6); you cover left red 4 (1+3); Bot 2 steals your left red 3
    with it and covers left blue 1 and 2 (1+2); you roll a double 2 and cover right red 4: your turn goes on."""
    m = Match("numberquash", TWO, 1, {"order": [0, 1]}, [1, 2, 5, 6, 1, 3, 1, 2, 2, 2, 1, 4])
    moves = [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 3]]}, {"type": "roll"}, {"type": "bank"},
             {"type": "roll"}, {"type": "place", "cells": [["red", 0, 4]]},
             {"type": "bonus", "value": 11, "steals": [{"seat": 0, "from": ["red", 0, 3], "to": ["blue", 0, 3]}]},
             {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 1], ["blue", 0, 2]]}]
    for a in moves:
        m.play(a)
    return m


@pytest.mark.ui
def test_the_header_says_the_steal_on_your_first_roll_and_the_double_after_it():
    m = _robbed_then_double()
    app, scene = match_board(m, animation="instant")
    try:
        steps(app, 2)
        assert scene.hud.shown["status"] == "Your turn: Bot 2 stole your left red 3 (11)", scene.hud.shown
        s = scene.session
        s.play({"type": "roll"})
        settle(app, scene)
        assert "Bot 2 stole your left red 3" in scene.hud.shown["status"]     # through the first roll
        assert m.state.dice == (2, 2) or list(m.state.dice) == [2, 2]
        s.play({"type": "place", "cells": [["red", 1, 4]]})
        settle(app, scene)
        assert s.my_turn() and m.state.phase == "roll_again"
        assert scene.hud.shown["status"] == "Your turn: roll again (a double)", scene.hud.shown
        s.play({"type": "roll"})
        settle(app, scene)
        assert scene.hud.shown["status"] == "Your turn", scene.hud.shown
    finally:
        close_board(app)
