"""Flush `hard` playouts take a faster path (playout.py: the part of the view the normal bot reads,
plays and pickups changed in place without checks or words): played step by step beside the public
interface (views, legal_actions, the copying apply) from the same sampled deals with the same normal
bots, every move leaves the same table (the log's entries but for their words), so the fast path plays
only legal moves and ends every round the same; and the search still returns legal moves."""

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng, derive_seed
from quash_table.games import get_game
from quash_table.games.flush.bots import HardBot, LogMemory, sample_world

from .positions import game_steps

G = get_game("flush")


def table(s):
    """Everything a state holds, its log entries without their words (the fast path writes none)."""
    d = G.dump(s)
    d["log"] = [{k: v for k, v in e.items() if k != "text"} for e in d["log"]]
    return d


def starts(games, seed=0):
    """(state, seat, round log) from games of 2..6 seats, normal and random play, every 9th step."""
    def kind(k):
        return 2 + k % 5, ("normal", "random")[k % 2], {"elimination_at": 30}, None
    memories = None
    for state, step in game_steps("flush", games, kind, seed, max_steps=300):
        if step == 0:
            memories = [LogMemory() for _ in range(state.seats)]
        seat = state.to_move
        log = memories[seat].see(G.view(state, seat))
        if step % 9 == 0:
            yield state, seat, log


def test_fast_playouts_make_the_same_moves_as_the_public_interface_to_the_same_end():
    rng = Rng(3)
    hard = HardBot(G, 0, seed=1, iterations=1)
    rounds = moves = in_place = 0
    for k, (state, seat, log) in enumerate(starts(14)):
        world = sample_world(G, G.view(state, seat), rng, log)
        slow, fast = world, G.load(G.dump(world))
        p_slow = [make_bot("flush", "normal", x, derive_seed(k, x)) for x in range(world.seats)]
        p_fast = [make_bot("flush", "normal", x, derive_seed(k, x)) for x in range(world.seats)]
        start = len(world.rounds)
        while slow.to_move is not None and len(slow.rounds) == start and moves < 40000:
            legal = G.legal_actions(slow)
            action = p_slow[slow.to_move].choose(G.view(slow, slow.to_move), legal)
            assert action in legal
            slow = G.apply(slow, action)
            before = fast
            fast = hard.playout_step(fast, p_fast)
            in_place += fast is before
            assert table(fast) == table(slow), (k, moves)
            moves += 1
        rounds += 1
    assert rounds > 50 and moves > 3000 and in_place > moves // 3, (rounds, moves, in_place)


def test_the_search_with_fast_playouts_returns_legal_moves():
    for k, (state, seat, log) in enumerate(starts(2, seed=4)):
        if k % 4:
            continue
        legal = G.legal_actions(state)
        bot = HardBot(G, seat, seed=k, iterations=10)
        assert bot.choose(G.view(state, seat), legal) in legal
