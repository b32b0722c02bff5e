"""Flush `hard` playouts take a faster path (playout.py: the part of the view the normal bot reads,
plays and pickups changed in place without checks or words): played step by step beside the public
interface (views, legal_actions, the copying apply) from the same sampled deals with the same normal
bots, every move leaves the same table (the log's entries but for their words), so the fast path plays
only legal moves and ends every round the same; and the search still returns legal moves."""

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng, derive_seed
from quash_table.games import get_game
from quash_table.games.flush import playout, rollout, sampler
from quash_table.games.flush.bots import HardBot, LogMemory, NormalBot, sample_world
from quash_table.games.flush.cards import VALUE
from quash_table.games.flush.rollout import choose_rollout
from quash_table.games.flush.rules import deck_for, default_composition
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


def play_both_ways(hard, games, seed, cap):
    """Rounds of sampled deals played with hard's playout choices, step by step both ways: the public
    apply on one copy, the playouts' in-place step on another. Every choice must be one of
    legal_actions and leave the same table. Returns (rounds, moves, moves made in place, moves the
    playout policy chose itself)."""
    rng = Rng(3)
    rounds = moves = in_place = own = 0
    for k, (state, seat, log) in enumerate(starts(games, seed)):
        world = sample_world(G, G.view(state, seat), rng, log)
        slow, fast = world, G.load(G.dump(world))
        players = [make_bot("flush", "normal", x, derive_seed(k, x)) for x in range(world.seats)]
        start = len(world.rounds)
        while slow.to_move is not None and len(slow.rounds) == start and moves < cap:
            legal = G.legal_actions(slow)
            action = hard.playout_choice(fast, players)
            assert action in legal, (k, moves, action)
            own += choose_rollout(fast, NormalBot) is not None
            slow = G.apply(slow, action)
            before = fast
            fast = playout.step(G, fast, action)
            in_place += fast is before
            assert table(fast) == table(slow), (k, moves)
            moves += 1
        rounds += 1
    return rounds, moves, in_place, own


def test_the_greedy_playouts_make_only_legal_moves_and_the_same_tables_both_ways():
    """The hard bot's rollout policy (rollout.py), from deals sampled in games of 2..6 seats under normal
    and random play: every move is legal, and the in-place step leaves the public apply's table."""
    hard = HardBot(G, 0, seed=1, iterations=1)
    assert hard.greedy_rollouts
    rounds, moves, in_place, own = play_both_ways(hard, 14, 0, 40000)
    assert rounds > 50 and moves > 3000 and in_place > moves // 3 and own > moves * 3 // 4, \
        (rounds, moves, in_place, own)


def test_the_normal_bots_playouts_make_the_same_moves_as_the_public_interface_to_the_same_end():
    """With greedy_rollouts off the playouts are the normal bot's own moves (choose_normal), in place."""
    hard = HardBot(G, 0, seed=1, iterations=1)
    hard.greedy_rollouts = False
    rounds, moves, in_place, _ = play_both_ways(hard, 8, 5, 20000)
    assert rounds > 30 and moves > 1500 and in_place > moves // 3, (rounds, moves, in_place)


def test_the_rollout_policys_deck_mix_is_the_decks_own_count():
    """rollout.at_most, kept per deck, is the share of the deck's cards of value <= v (Flush cards as
    0) counted afresh, for the shipped deck and a different one, asked twice."""
    custom = dict(default_composition())         # a copy: the shipped one is shared
    custom["values"] = [dict(e, plain=e["plain"] + 2) if e["value"] in (3, 7) else e for e in custom["values"]]
    for comp in (default_composition(), custom, custom):
        deck = deck_for(comp)
        want = [sum(1 for c in deck.cards if VALUE[c] <= v) / len(deck.cards) for v in range(11)]
        assert rollout.at_most(deck) == want


def test_the_search_with_fast_playouts_returns_legal_moves():
    for k, (state, seat, log) in enumerate(starts(2, seed=4)):
        if k % 4:
            continue
        legal = G.legal_actions(state)
        bot = HardBot(G, seat, seed=k, iterations=10)
        assert bot.choose(G.view(state, seat), legal) in legal


def test_the_normal_bots_choice_read_from_the_state_is_its_choice_from_the_view():
    """playout.choose_normal (no view, no action list) picks the very move NormalBot.choose picks from
    the seat's view (less the cards it saw go into other hands, which a playout keeps no record of) and
    legal_actions, wherever it answers: every move outside a staged turn in rounds
    up to the length where the bot may play at random, and a staged turn whose only move is declare."""
    rng = Rng(5)
    asked = chosen = staged = 0
    for k, (state, seat, log) in enumerate(starts(10, seed=2)):
        world = sample_world(G, G.view(state, seat), rng, log)
        bots = [make_bot("flush", "normal", x, derive_seed(k, x)) for x in range(world.seats)]
        start = len(world.rounds)
        while world.to_move is not None and len(world.rounds) == start:
            legal = G.legal_actions(world)
            # as a playout sees the table: no cards seen go into another hand (playout.prepare; the view's
            # known_in_hand, session 42, is the normal bot's only reading a playout leaves out)
            want = bots[world.to_move].choose(dict(G.view(world, world.to_move), known_in_hand=None), legal)
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


def test_the_samplers_kept_deck_answer_is_a_fresh_reading():
    """sampler._composition keeps its last answer for the same deck figures: asked for views of the
    shipped deck and of another one in turn, it answers as a fresh reading (_read_composition) does, and
    the custom deck is passed on as the option."""
    custom = dict(default_composition())         # a copy: the shipped one is shared
    custom["values"] = [dict(e, plain=e["plain"] + 2) if e["value"] in (3, 7) else e for e in custom["values"]]
    shipped = G.view(G.new_state(3, seed=1), 0)
    other = G.view(G.new_state(3, seed=1, options={"deck": custom}), 0)
    assert other["deck_counts"] != shipped["deck_counts"]
    for view in (shipped, shipped, other, other, shipped, other):
        assert sampler._composition(view) == sampler._read_composition(view)
    assert sampler._composition(shipped)[1] is None and sampler._composition(other)[1] is not None
