"""NumberQuash `hard` playouts run on a private in-place simulator (playout.py): played step by step
beside the public interface (views, legal_actions, the copying apply) from the same worlds with the same
dice and the same normal bots, every move leaves the same table, so the fast path plays only legal moves
and ends every game the same way; and the search still returns legal moves."""

import json

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng, derive_seed
from quash_table.games import get_game
from quash_table.games.numberquash.bots import HardBot, sample_world

from .test_numberquash_sampler import positions

G = get_game("numberquash")


def table(s):
    """Everything a state holds but its event record (the fast path writes no words)."""
    d = G.dump(s)
    d.pop("log")
    d.pop("events")
    return d


def players(seats, seed):
    return [make_bot("numberquash", "normal", x, derive_seed(seed, x)) for x in range(seats)]


def test_fast_playouts_make_the_same_moves_as_the_public_interface_to_the_same_end():
    hard = HardBot(G, 0, seed=1, iterations=1)
    rng = Rng(7)
    games = moves = 0
    for k, (state, seat) in enumerate(positions(24)):
        if k % 5:
            continue
        view = json.loads(json.dumps(G.view(state, seat)))
        world = sample_world(G, view, rng)
        slow, fast = world, G.load(G.dump(world))
        p_slow, p_fast = players(world.seats, k), players(world.seats, k)
        while slow.to_move is not None:
            legal = G.legal_actions(slow)
            action = p_slow[slow.to_move].choose(G.view(slow, slow.to_move), legal)
            assert action in legal or G.listed_in_part(action, legal)
            slow = G.apply(slow, action)
            fast = hard.playout_step(fast, p_fast)
            assert table(fast) == table(slow), (k, moves)
            moves += 1
        assert fast.to_move is None
        assert G.result(fast)["winners"] == G.result(slow)["winners"]
        games += 1
    assert games > 100 and moves > 5000, (games, moves)


def test_the_search_with_fast_playouts_returns_legal_moves():
    for k, (state, seat) in enumerate(positions(3, seed=5, simple=True)):
        if k % 7 or state.to_move is None:
            continue
        seat = state.to_move
        legal = G.legal_actions(state)
        bot = HardBot(G, seat, seed=k, iterations=12)
        action = bot.choose(G.view(state, seat), legal)
        assert action in legal or G.listed_in_part(action, legal)
