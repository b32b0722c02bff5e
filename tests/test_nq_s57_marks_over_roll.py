"""NumberQuash, review 56q: the gold rings on what the others did since your last move went as soon as you rolled:
you decide the dice with them in view now (the board's marks_kept_over: your roll leaves them), and your move (a
cover) ends them."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, steps

TWO = ["human", "bot:normal"]


def _bots_cover_then_your_turn():
    """You cover left red 3 (1+2); Bot 2 covers a blue 7 (3+4); your turn, the next roll 1+3."""
    m = Match("numberquash", TWO, 1, {"order": [0, 1]}, [1, 2, 3, 4, 1, 3, 2, 2, 2, 2, 2, 2])
    m.play({"type": "roll"})
    m.play({"type": "place", "cells": [["red", 0, 3]]})
    m.play({"type": "roll"})
    m.play({"type": "place", "cells": [["blue", 0, 7]]})
    return m


@pytest.mark.ui
def test_the_rings_stay_over_your_roll_and_go_with_your_move():
    m = _bots_cover_then_your_turn()
    app, scene = match_board(m, animation="instant")
    try:
        before = [pid for pid, _ in scene.marks.marked()]
        assert "q:blue:0:7" in before, before
        key(app, pygame.K_r, frames=3)
        assert m.state.dice is not None, "R did not roll"
        assert [pid for pid, _ in scene.marks.marked()] == before, "the rings went with your roll"
        scene.session.play({"type": "place", "cells": [["red", 0, 4]]})      # 1+3: your move
        steps(app, 2)
        assert not [pid for pid in (p for p, _ in scene.marks.marked()) if pid in before], scene.marks.marked()
    finally:
        close_board(app)
