"""The chart's history read incrementally (move by move, a slice at a time after opening a long game, cut
back on undo) equals the history read from every state of the game, at every step."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui.scores import ScoreTracker, history_from_states

GAMES = [("quash", 2, {"target": 60}), ("quadwar", 4, {"target": 300}), ("flush", 3, {"elimination_at": 30}),
         ("numberquash", 2, {})]


def _same(h, want):
    return (h.labels, h.totals, h.x_title, h.teams) == (want.labels, want.totals, want.x_title, want.teams)


@pytest.mark.parametrize("game_id,seats,options", GAMES)
def test_incremental_history_equals_whole_replay(game_id, seats, options):
    rng = random.Random(4)
    m = Match(game_id, ["bot:random"] * seats, 9, options)
    tracker = ScoreTracker(m.game)
    checked = 0
    for step in range(700):
        if m.over:
            break
        m.play(rng.choice(m.legal_actions()))
        if rng.random() < 0.08:
            m.undo(rng.randint(1, min(9, len(m.actions))))
        tracker.update(m)
        tracker.catch_up(m, rng.choice([1, 3, 50]))
        if step % 7 == 0 or m.over:
            want = history_from_states(m.game, m.replay_states())
            assert _same(tracker.history(m), want), step
            checked += 1
    assert checked > 10


def test_a_long_game_opened_is_read_a_slice_at_a_time():
    rng = random.Random(1)
    m = Match("quadwar", ["bot:random"] * 4, 2, {"target": 10000})
    while len(m.actions) < 2000:
        m.play(rng.choice(m.legal_actions()))
    tracker = ScoreTracker(m.game)
    tracker.update(m)
    calls = 0
    while not tracker.catch_up(m):
        calls += 1
    assert calls >= 2000 // ScoreTracker.SLICE - 1          # never the whole game in one call
    assert _same(tracker.history(m), history_from_states(m.game, m.replay_states()))
