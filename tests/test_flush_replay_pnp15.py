"""Review 15 (final look): replaying a Flush game played pass-and-play crashed the app ('ReplaySession' object
has no attribute 'holder'): the board kept the mover's side by asking who held the screen, which a replay
has not."""
import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, replay_of, steps


@pytest.mark.ui
@pytest.mark.parametrize("face_up", [False, True])
def test_a_pass_and_play_flush_game_replays_step_by_step(face_up):
    m = Match("flush", ["human:Ann", "human:Bob", "human:Cat"], seed=4)
    rng = random.Random(4)
    for _ in range(12):
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, face_up=face_up)
    try:
        steps(app, 3)
        for position in range(len(m.actions) + 1):
            scene.session.goto(position)
            steps(app, 2)
        assert scene.table is not None
    finally:
        close_board(app)
