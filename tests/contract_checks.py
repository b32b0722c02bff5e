"""Checks every game must pass, step by step, over many random games (OpenSpiel style).

Each game's property test calls `play_random_games` with its own invariants: the generic part here checks
the contract itself (apply never mutates, illegal moves refused with the state unchanged, dump/load and
JSON round trips at every step, replay from seed + actions, views JSON-able and free of other seats'
secrets via the game's own `secrets` callback).
"""

import json

from quash_table.engine.game import IllegalAction
from quash_table.engine.rng import Rng

GARBAGE_ACTIONS = [{}, {"type": "no-such-move"}, {"type": None}, {"type": "play"},
                   {"type": "play", "card": "ZZ"}, {"type": 7}]


def assert_refused(game, state, action):
    before = game.dump(state)
    try:
        game.apply(state, action)
    except IllegalAction as e:
        assert str(e), "an IllegalAction must carry a reason"
    else:
        raise AssertionError(f"{action!r} was accepted but should be illegal")
    assert game.dump(state) == before, "a refused action changed the state"


def play_random_games(game, n_games, seats_for, seed=0, options_for=None, invariant=None,
                      secrets=None, extra_illegal=None, full_every=1, max_steps=20000):
    """Play n random games, checking the contract at every step.

    seats_for(i) -> seat count; options_for(i) -> options dict; invariant(state) raises on a broken
    rule; secrets(state, seat) -> strings that must not appear in view(state, other seat) as values;
    extra_illegal(state, rng) -> list of actions that must be refused; full_every: check dump/load and
    views every k-th step (1 = every step).
    """
    rng = Rng(seed)
    finished = 0
    for i in range(n_games):
        seats = seats_for(i)
        options = options_for(i) if options_for else None
        gseed = rng.next64() & 0xFFFFFFFF
        state = game.new_state(seats, seed=gseed, options=options)
        initial = state
        actions = []
        for step in range(max_steps):
            legal = game.legal_actions(state)
            if state.to_move is None:
                assert legal == [], "legal actions must be empty once the game is over"
                break
            assert legal, "legal actions are empty but the game is not over"
            if step % full_every == 0:
                _check_step(game, state, seats, secrets)
                for bad in GARBAGE_ACTIONS + ["play", None, [1, 2]]:
                    if bad not in legal:
                        assert_refused(game, state, bad)
                if extra_illegal:
                    for bad in extra_illegal(state, rng):
                        assert_refused(game, state, bad)
            action = legal[rng.below(len(legal))]
            assert json.loads(json.dumps(action)) == action, "actions must be JSON-able"
            before = game.dump(state)
            nxt = game.apply(state, action)
            assert game.dump(state) == before, "apply changed the state it was given"
            state = nxt
            actions.append(action)
            if invariant:
                invariant(state)
        else:
            raise AssertionError(f"game {i} did not finish in {max_steps} steps")
        _check_step(game, state, seats, secrets)
        res = game.result(state)
        assert res["over"] is True and len(res["scores"]) == seats
        assert all(0 <= w < seats for w in res["winners"])
        json.dumps(res)
        # replay from the seed and the log reaches the same state
        replay = game.new_state(seats, seed=gseed, options=options)
        assert game.dump(replay) == game.dump(initial)
        for a in actions:
            replay = game.apply(replay, a)
        assert game.dump(replay) == game.dump(state), "replay from seed + actions differs"
        finished += 1
    return finished


def _check_step(game, state, seats, secrets):
    d = game.dump(state)
    assert json.loads(json.dumps(d)) == d, "dump must be JSON-able"
    again = game.load(json.loads(json.dumps(d)))
    assert game.dump(again) == d, "load(dump(state)) differs"
    assert again.to_move == state.to_move
    assert game.legal_actions(again) == game.legal_actions(state)
    for seat in list(range(seats)) + [None]:
        v = game.view(state, seat)
        json.dumps(v)
        if secrets:
            flat = set(_leaves(v))
            for other in range(seats):
                if other == seat:
                    continue
                for secret in secrets(state, other, seat):
                    assert secret not in flat, f"view of seat {seat} shows {secret!r}, a secret of seat {other}"


def _leaves(obj):
    """Every string or number leaf of a view (where a card code could hide)."""
    if isinstance(obj, dict):
        for v in obj.values():
            yield from _leaves(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from _leaves(v)
    else:
        yield obj
