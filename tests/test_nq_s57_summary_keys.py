"""NumberQuash, review 56q: R rolls in play and is the summary's Replay: a player pressing R again and again as the
game ended landed in "Replay Move 0 of 58" without seeing the result. A key pressed in a run (each press within the
summary's key wait of the one before) is not taken by the summary. Session 60 (review 60u): R pressed afresh after a
pause still opened it; NumberQuash's summary has no R (its Replay is clicked: test_numberquash_s60_summary_r)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, settle, steps

pytestmark = pytest.mark.ui
TWO = ["human", "bot:normal"]


def _one_move_from_the_end():
    """Two seats played at random to an end made by your own move: the match before that move, and the move."""
    for seed in range(200):
        m = Match("numberquash", TWO, seed, {})
        rng = random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
        if m.actors[-1] == 0:
            before = Match("numberquash", TWO, seed, {})
            for a in m.actions[:-1]:
                before.play(a)
            return before, m.actions[-1]
    raise AssertionError("no such game")


def test_r_mashed_as_the_game_ends_does_not_open_the_replay_nor_r_after_a_pause():
    m, last = _one_move_from_the_end()
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        key(app, pygame.K_r, frames=20)          # R as the player would roll (refused or not: the game goes on)
        scene.session.play(last)                 # the game's last move: the result comes
        for _ in range(12):                      # R pressed every half second for six seconds
            key(app, pygame.K_r, frames=30)
            assert app.top is scene, "a run of R presses opened the replay over the result"
        settle(app, scene)
        assert scene.summary_up(), "the result is not shown"
        steps(app, 120)                          # a pause: R is still no key of the summary's here (review 60u:
        key(app, pygame.K_r, frames=3)           # R pressed to roll as the game ended opened the replay)
        assert app.top is scene and scene.summary_up(), "R opened the replay over the result"
    finally:
        close_board(app)
