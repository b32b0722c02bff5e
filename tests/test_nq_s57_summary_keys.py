"""NumberQuash, review 56q: R rolls in play and is the summary's Replay: a player pressing R again and again as the
game ended landed in "Replay Move 0 of 58" without seeing the result. A key pressed in a run (each press within the
summary's key wait of the one before) is not taken by the summary; pressed afresh after a pause, it acts."""

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


def test_r_mashed_as_the_game_ends_does_not_open_the_replay_and_r_after_a_pause_does():
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
        steps(app, 120)                          # a pause: the next R is meant for the summary
        key(app, pygame.K_r, frames=3)
        assert app.top is not scene and app.top.replay is not None, "R after a pause did not open the replay"
    finally:
        close_board(app)
