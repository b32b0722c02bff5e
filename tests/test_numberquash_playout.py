"""NumberQuash `hard` playouts run on a private in-place simulator (playout.py): played step by step
beside the public interface (views, legal_actions, the copying apply) from the same worlds with the same
dice and the same normal bots, every move leaves the same table, so the fast path plays only legal moves
and ends every game the same way; and the search still returns legal moves."""

import json

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng, derive_seed
from quash_table.games import get_game
from quash_table.games.numberquash import playout
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


def test_the_bonus_weighed_without_the_legal_list_is_the_normal_bots_choice():
    """Before the roll with a bonus banked, HardBot.playout_bonus (a 10 or an 11 weighed without
    building the legal list) returns the move NormalBot.choose returns from the view and legal_actions,
    in games played on by the normal bot from sampled worlds; and a roll of the dice the playout keeps
    as its choice is the normal bot's placement."""
    hard = HardBot(G, 0, seed=1, iterations=1)
    rng = Rng(11)
    weighed = spent = placed = 0
    for k, (state, seat) in enumerate(positions(30, seed=3)):
        if k % 23:
            continue
        world = sample_world(G, json.loads(json.dumps(G.view(state, seat))), rng)
        bots = players(world.seats, k)
        while world.to_move is not None:
            legal = G.legal_actions(world)
            to_move = world.to_move
            want = bots[to_move].choose(G.view(world, to_move), legal)
            if playout.needs_public(world):
                got = hard.playout_bonus(G.load(G.dump(world)), to_move, bots)
                assert got == want, (k, weighed)
                weighed += 1
                spent += want["type"] == "bonus"
            elif playout.in_place_phase(world):
                option, _ = hard.placement(world, to_move, bots)
                kind, cells = option
                assert want == ({"type": "place", "cells": [list(c) for c in cells]} if kind == "place"
                                else {"type": kind}), (k, placed)
                placed += 1
            world = G.apply(world, want)
    assert weighed > 100 and spent > 50 and placed > 2000, (weighed, spent, placed)


def test_the_kept_choice_of_one_die_tells_the_split_house_rule_apart():
    """The playouts keep the normal bot's use of the dice by the seat's cells, supplies and dice; one
    die alone covers one cell, or any cells summing to it under `split_single_die`: the same table and
    dice under either rule get each rule's own choice, whichever was asked first."""
    hard = HardBot(G, 0, seed=1, iterations=1)
    differ = 0
    for k, (state, seat) in enumerate(positions(40, seed=8)):
        if state.phase != "place":
            continue
        worlds = []
        for split in (False, True):
            d = G.dump(state)
            d["options"] = dict(d["options"], split_single_die=split)
            worlds.append(G.load(d))
        to_move = state.to_move
        wants = [players(w.seats, k)[to_move].choose(G.view(w, to_move), G.legal_actions(w)) for w in worlds]
        if wants[0] == wants[1]:
            continue
        for w, want in zip(worlds, wants):
            (kind, cells), _ = hard.placement(w, to_move, players(w.seats, k))
            assert want == ({"type": "place", "cells": [list(c) for c in cells]} if kind == "place"
                            else {"type": kind}), k
        differ += 1
    assert differ >= 2, differ
