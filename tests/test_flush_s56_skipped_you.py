"""Review 55m (revm_67): at six seats nineteen bot moves came before your first turn; you were skipped twice and saw
none of it. While you wait, the line over your hand (where the eye is) says whose Skip passed over you, and how often
since your turn; at your turn it says your turn again."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _skipped_you():
    """A six-seat match (you at seat 0) whose last move's Skip passed over you, a bot to move."""
    for seed in range(40):
        rng = random.Random(seed)
        m = Match("flush", ["human"] + ["bot:normal"] * 5, seed=seed)
        while not m.over and len(m.actions) < 300:
            events = m.game.events(m.state, 0)
            if m.to_move != 0 and any(e["kind"] == "skip" and 0 in e["skipped"] for e in events):
                return m, next(e["seat"] for e in events if e["kind"] == "skip")
            m.play(rng.choice(m.legal_actions()))
    return None, None


def test_a_skip_that_passes_over_you_is_said_over_your_hand():
    from quash_table.games.flush.words import prompt
    m, by = _skipped_you()
    assert m is not None, "no deal skips you"
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        steps(app, 3)
        s = scene.session
        assert not s.my_turn()
        said = prompt(scene, s.view())
        assert said == f"{s.short_name(by)}'s Skip passed over you", said
        assert scene.table.prompt == said
    finally:
        close_board(app)
