"""QUASH board fixes after the second new player's review of session 18 (rev18b), driven by real pygame
events and the app's own clock (a frame is 1/60 s)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _one_move_from_the_end(seats, options, seed):
    """A match one move of seat 0 (the person) before its end, and that move."""
    for s in range(seed, seed + 200):
        m = Match("quash", list(seats), s, dict(options))
        rng = random.Random(s)
        played = []
        while not m.over:
            a = rng.choice(m.legal_actions())
            played.append((m.to_move, a))
            m.play(a)
        if played[-1][0] == 0:
            m = Match("quash", list(seats), s, dict(options), actions=[a for _, a in played[:-1]])
            return m, played[-1][1]
    raise AssertionError("no game ending on the person's move")


def test_enter_pressed_through_the_last_scoring_does_not_close_you_won():
    """rev18b (87-89.png): pressing Enter quickly (every 120 ms) through the last round's scoring closed the
    "You won!" window before it was seen: its See the table answers Enter after 0.8 s, however the key came.
    The summary takes a key as the curtain does: not within CURTAIN_KEY_GUARD (1.5 s) of its coming up;
    a deliberate press after that closes it onto the table."""
    m, last = _one_move_from_the_end(["human", "bot:normal", "bot:normal", "bot:normal"], {"target": 5}, 1)
    app, scene = match_board(m, size=(1024, 640), round_pause=True, animation="normal")
    try:
        scene.act(last)
        presses = 0
        while not scene.summary_up():
            key(app, pygame.K_RETURN, frames=7)          # Enter, every 120 ms, while it is scored
            presses += 1
            assert presses < 200, "the game never ended"
        for _ in range(10):                              # and on for 1.2 s more: the summary is up
            key(app, pygame.K_RETURN, frames=7)
            assert scene.summary_up(), "a press meant for the scoring closed the You won! window"
        steps(app, 30)
        key(app, pygame.K_RETURN, frames=3)              # now on purpose: See the table
        assert not scene.summary_up() and scene.session.match.over
    finally:
        close_board(app)
