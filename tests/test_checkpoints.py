"""Checkpoints: undo, "the state after move n" and the replay viewer's positions are rebuilt from a state
kept every K moves; each must equal the same position replayed from the seed, at every step."""

import random

import pytest

from quash_table.engine import match as match_mod
from quash_table.engine.match import Match
from quash_table.games import get_game

LONG = {"quash": {"target": 60}, "quadwar": {"target": 200}, "flush": {"elimination_at": 40}}


def _from_seed(game, seats, seed, options, actions):
    state = game.new_state(seats, seed, options)
    for a in actions:
        state = game.apply(state, a)
    return state


@pytest.mark.parametrize("game_id", ["quash", "numberquash", "thegame", "quadwar", "flush"])
def test_checkpoints_equal_replay_from_seed(game_id, monkeypatch):
    monkeypatch.setattr(match_mod, "CHECKPOINT_EVERY", 5)   # many checkpoints even in short games
    game = get_game(game_id)
    rng = random.Random(7)
    seats = game.min_seats + (1 if game.max_seats > game.min_seats and game_id != "quash" else 0)
    options = LONG.get(game_id, {})
    m = Match(game_id, ["bot:random"] * seats, seed=11, options=options)
    steps = 0
    while not m.over and steps < 400:
        m.play(rng.choice(m.legal_actions()))
        steps += 1
        n = rng.randrange(len(m.actions) + 1)
        want = _from_seed(game, seats, 11, m.options, m.actions[:n])
        assert game.same_state(m.state_after(n), want), (steps, n)
        if rng.random() < 0.15:            # take back a few moves now and then
            back = rng.randint(1, min(7, len(m.actions)))
            m.undo(back)
            assert game.same_state(m.state, _from_seed(game, seats, 11, m.options, m.actions))
    # the replay viewer's positions, from a copy holding the whole log
    full = m.copy()
    view = Match(game_id, ["bot:random"] * seats, seed=11, options=options)
    for n in list(range(0, len(full.actions) + 1, 3)) + [len(full.actions)]:
        view.become_prefix_of(full, n)
        assert view.actions == full.actions[:n]
        assert game.same_state(view.state, _from_seed(game, seats, 11, m.options, full.actions[:n]))
        if n:
            k = rng.randrange(n + 1)
            assert game.same_state(view.state_after(k), _from_seed(game, seats, 11, m.options,
                                                                    full.actions[:k]))
    assert m.actions == full.actions and m.state is full.state
