"""Flush `hard` playouts take a faster path (playout.py: the part of the view the normal bot reads,
plays and pickups changed in place without checks or words): played step by step beside the public
interface (views, legal_actions, the copying apply) from the same sampled deals with the same normal
bots, every move leaves the same table (the log's entries but for their words), so the fast path plays
only legal moves and ends every round the same; and the search still returns legal moves."""

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng, derive_seed
from quash_table.games import get_game
from quash_table.games.flush import playout
from quash_table.games.flush.bots import HardBot, LogMemory, sample_world
from quash_table.games.flush.cards import VALUE
from quash_table.games.flush.sampler import unseen_counts

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


def test_the_normal_bots_choice_read_from_the_state_is_its_choice_from_the_view():
    """playout.choose_normal (no view, no action list) picks the very move NormalBot.choose picks from
    the seat's view and legal_actions, wherever it answers: every move outside a staged turn in rounds
    up to the length where the bot may play at random, and a staged turn whose only move is declare."""
    rng = Rng(5)
    asked = chosen = staged = 0
    for k, (state, seat, log) in enumerate(starts(10, seed=2)):
        world = sample_world(G, G.view(state, seat), rng, log)
        bots = [make_bot("flush", "normal", x, derive_seed(k, x)) for x in range(world.seats)]
        start = len(world.rounds)
        while world.to_move is not None and len(world.rounds) == start:
            legal = G.legal_actions(world)
            want = bots[world.to_move].choose(G.view(world, world.to_move), legal)
            got = playout.choose_normal(bots[world.to_move], world)
            asked += 1
            if got is not None:
                assert got == want, (k, asked)
                chosen += len(legal) > 1
                staged += world.stage is not None
            world = G.apply(world, want)
    assert chosen > 1500 and staged > 200, (asked, chosen, staged)


def test_the_unseen_cards_read_from_the_state_are_the_views_count():
    """playout.unseen_by_value (the other hands, the hidden cards, the stock) counts what the seat's view
    leaves unseen (the deck minus what it shows), value by value, for every seat at every step."""
    n = 0
    for state, step in game_steps("flush", 6, lambda k: (2 + k % 5, "normal", {}, None), 3, max_steps=400):
        for seat in range(state.seats):
            if state.out[seat]:
                continue
            want = [0] * 11
            for c, k in unseen_counts(G.view(state, seat)).items():
                want[VALUE[c]] += k
            assert playout.unseen_by_value(state, seat) == want, (step, seat)
            n += 1
    assert n > 3000, n
