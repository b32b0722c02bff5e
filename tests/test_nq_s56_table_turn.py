"""NumberQuash, review 55n: at a pass-and-play hand-over the whole table turned at once to put the next person's
octagons at the front (disorienting). Each colour's pair of octagons now glides to its new place (table_turn.py);
against bots the table never turns."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, settle, step_until, steps

pytestmark = pytest.mark.ui


def test_at_a_hand_over_each_pair_glides_to_its_new_place():
    m = Match("numberquash", ["human", "human"], 5, {"order": [0, 1]}, [1, 2, 1, 3])
    app, scene = match_board(m)
    try:
        turn = scene.table_turn
        key(app, pygame.K_r)
        settle(app, scene)
        key(app, pygame.K_3)                     # 1+2: your left red 3
        assert m.actions[-1] == {"type": "place", "cells": [["red", 0, 3]]}
        step_until(app, turn.turning)
        moves = {}
        for picture, frm, to in turn.flying:
            colour = next(c for c, r in scene.pair_at.items() if r == to)
            moves[colour] = (frm, to)
        assert moves["red"][1].y < moves["red"][0].y, moves          # your red goes up to the top
        assert moves["blue"][1].y > moves["blue"][0].y, moves        # the next person's blue comes to the front
        assert moves["blue"][1].w > moves["blue"][0].w               # ... growing as it comes
        step_until(app, lambda: not turn.turning())
        assert scene.session.screen_seat == 1
    finally:
        close_board(app)


def test_against_a_bot_the_table_never_turns():
    m = Match("numberquash", ["human", "bot:normal"], 5, {"order": [0, 1]}, [1, 2, 1, 3, 2, 2])
    app, scene = match_board(m)
    try:
        key(app, pygame.K_r)
        settle(app, scene)
        key(app, pygame.K_3)
        for _ in range(60):
            steps(app, 1)
            assert not scene.table_turn.turning()
    finally:
        close_board(app)
