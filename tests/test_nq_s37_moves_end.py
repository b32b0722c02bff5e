"""NumberQuash, session 37: at game over the Moves column stays as the player left it (review 36b: at six seats,
1024x640, the opened log folded itself when the result came). It stays where it lay over the table,
the summary to its left, clear of it (centred on the window it lay under the log, "3rd plac", review 20)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.overlays import summary_rect
from tests.ui_helpers import close_board, key, match_board, settle, steps

pytestmark = pytest.mark.ui
SIX = ["human"] + ["bot:easy"] * 5


def _one_move_from_the_end():
    """Six seats played at random to an end made by your own move: the match before that move, and the move."""
    for seed in range(200):
        m = Match("numberquash", SIX, seed, {})
        rng = random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
        if m.actors[-1] == 0:
            before = Match("numberquash", SIX, seed, {})
            for a in m.actions[:-1]:
                before.play(a)
            return before, m.actions[-1]
    raise AssertionError("no such game")


def test_the_opened_moves_stay_open_when_the_game_ends_and_the_summary_keeps_clear_of_them():
    m, last = _one_move_from_the_end()
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        assert scene.log_folded(), "six seats at 1024x640: the log starts folded"
        key(app, pygame.K_l, frames=3)          # Moves: the player opens the log
        assert scene.log_open and scene.log_over_table()
        scene.session.play(last)                # the game's last move: the result comes
        settle(app, scene)
        steps(app, 10)
        assert scene.summary_up()
        assert scene.log_open and not scene.log_folded(), "the log stays as the player left it"
        log = scene.areas()[2]
        assert log == scene.open_log, (log, scene.open_log)        # where it lay, from the middle band down
        assert not summary_rect(scene).colliderect(log), (summary_rect(scene), log)
        scene.hide_summary()                    # See the table: the log as it was
        steps(app, 3)
        assert scene.log_open and scene.log_over_table() and scene.areas()[1].w == scene.metrics.w
        scene.open_summary()                    # the header's Summary: the log still open, the summary clear of it
        steps(app, 3)
        assert scene.summary_up() and scene.log_open
        assert not summary_rect(scene).colliderect(scene.areas()[2])
    finally:
        close_board(app)
