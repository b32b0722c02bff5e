"""Session 53 (issue 22, bench: Flush's frame after a move): the board walks the moves since a seat's last
turn, asking the state after each (Flush's newly come cards, the undo limit). Each ask replayed from the last
checkpoint, so a walk over K moves cost K^2/2 applies. States state_after rebuilt lately are kept: the walk
costs one apply a move, and what is kept never outlives an undo."""

import random

from quash_table.engine.match import Match
from quash_table.games import get_game


def _from_seed(m, n):
    state = m.game.new_state(len(m.seats), m.seed, m.options)
    for a in m.actions[:n]:
        state = m.game.apply(state, a)
    return state


def _played(moves, seed=3):
    m = Match("flush", ["bot:random"] * 3, seed=seed, options={"elimination_at": 200})
    rng = random.Random(seed)
    while len(m.actions) < moves and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_a_walk_over_the_moves_applies_each_move_about_once(monkeypatch):
    m = _played(60)
    assert len(m.actions) == 60
    applied = []
    real = type(m.game).apply
    monkeypatch.setattr(type(m.game), "apply", lambda self, s, a: applied.append(a) or real(self, s, a))
    for i in range(20, 60):
        m.state_after(i)
    # 20 moves up to the walk's start, then one each (replayed from the checkpoint every time: 1,580)
    assert len(applied) <= 60, len(applied)


def test_states_kept_are_the_positions_replayed_from_the_seed_through_undo_and_new_moves():
    game = get_game("flush")
    rng = random.Random(5)
    m = _played(90, seed=5)
    for _ in range(60):
        n = rng.randrange(len(m.actions) + 1)
        assert game.same_state(m.state_after(n), _from_seed(m, n)), n
        if rng.random() < 0.3:
            m.undo(rng.randint(1, 6))
        else:
            for _ in range(rng.randint(1, 4)):
                if not m.over:
                    m.play(rng.choice(m.legal_actions()))
        n = rng.randrange(len(m.actions) + 1)
        assert game.same_state(m.state_after(n), _from_seed(m, n)), n
