"""NumberQuash `hard`: nothing on the table is hidden, so a sampled world is the real state but for the
dice to come (a fresh RNG, no stacked dice); the sampler reads only the view; the search considers every
distinct outcome once and returns legal moves."""

import json

import pytest

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng
from quash_table.games import get_game

from .positions import game_steps, rotating_seat
from quash_table.games.numberquash.bots import LEVELS, HardBot, outcome_key, sample_world

G = get_game("numberquash")


def positions(games, seed=0, most=6, simple=False):
    """(state, seat) at every step of games with 2..`most` seats, 1..3 colours each, short and long
    stalemates, random and normal play; one seat's point of view per step, in turn. `simple`: one
    colour each and normal play only (cheap to search)."""
    def table(k):
        seats = 2 + k % (most - 1)
        per = 1 + k % (6 // seats) if seats <= 3 and not simple else 1
        opts = {"colours_per_seat": per, "stalemate_rounds": 2 + k % 4, "places": 1 + k % 3,
                "doubles": ("used", "always")[k % 2], "split_single_die": k % 4 == 0,
                "auto_end": k % 3 != 0}     # some tables end turns by hand (games begun before auto_end)
        level = "normal" if simple else ("random", "normal")[k % 2]
        return seats, level, opts, [1 + i % 6 for i in range(k % 7)]
    for state, step in game_steps("numberquash", games, table, seed):
        yield state, rotating_seat(state, step)


def without_dice(d):
    d = dict(d)
    d.pop("rng")
    d.pop("queue")
    return d


@pytest.mark.slow
def test_thousands_of_samples_are_the_real_table_with_fresh_dice():
    rng = Rng(1)
    checked = 0
    for state, seat in positions(40):
        view = G.view(state, seat)
        world = sample_world(G, json.loads(json.dumps(view)), rng)
        assert G.view(world, seat) == view
        assert without_dice(G.dump(world)) == without_dice(G.dump(state))
        assert G.dump(world)["queue"] == []               # stacked dice are never known
        assert G.legal_actions(world) == G.legal_actions(state)
        checked += 1
    assert checked > 3000, checked


def test_the_dice_to_come_are_fresh_and_the_sampler_reads_only_the_view():
    s = G.new_state(2, seed=4, options={"order": [0, 1]}, stacked=[6, 6, 6, 6])
    view = G.view(s, 0)
    twin = G.load(dict(G.dump(s), rng=12345, queue=[1, 2]))
    assert G.view(twin, 0) == view and not G.same_state(twin, s)
    a, b = sample_world(G, view, Rng(7)), sample_world(G, G.view(twin, 0), Rng(7))
    assert G.dump(a) == G.dump(b)                                    # only the view went in
    rolls = set()
    for k in range(30):
        w = G.apply(sample_world(G, view, Rng(k)), {"type": "roll"})
        rolls.add(tuple(G.view(w, 0)["dice"]))
    assert len(rolls) > 8          # fresh dice each world, not the stacked double sixes again and again


@pytest.mark.slow
def test_every_distinct_outcome_is_a_candidate_once():
    bot = HardBot(G, 0, 1, iterations=10)
    checked = 0
    for n, (state, seat) in enumerate(positions(20, seed=3)):
        if seat != state.to_move or n % 2:
            continue
        view, legal = G.view(state, seat), G.legal_actions(state)
        bot.seat = seat
        cands = bot.candidates(view, legal)
        keys = [outcome_key(a) for a in cands]
        assert len(keys) == len(set(keys))
        # a 12 the normal bot composed from any quashers (the list holds only some): the rules take it
        assert all(a in legal or (a["value"] == 12 and G.apply(state, a)) for a in cands)
        # every outcome of a bank, roll or end is there; placements and bonuses are the best few
        wanted = {outcome_key(a) for a in legal if a["type"] not in ("bonus", "place")}
        assert wanted <= set(keys)
        assert sum(1 for a in cands if a["type"] == "bonus") <= HardBot.BONUS_CANDIDATES
        places = {outcome_key(a) for a in legal if a["type"] == "place"}
        assert len([a for a in cands if a["type"] == "place"]) == min(len(places), HardBot.PLACE_CANDIDATES)
        # two forms of one placement (either octagon) share a key, different cells do not
        for a in legal:
            if a["type"] == "place":
                flipped = {"type": "place", "cells": [[c, 1 - o, n] for c, o, n in a["cells"]]}
                assert outcome_key(flipped) == outcome_key(a)
        checked += 1
    assert checked > 300


@pytest.mark.slow
def test_hard_is_a_level_and_chooses_legal_moves_reproducibly():
    assert LEVELS["hard"] is HardBot
    checked = 0
    for n, (state, seat) in enumerate(positions(8, seed=8, most=3, simple=True)):
        if seat != state.to_move or n % 7:
            continue
        view, legal = G.view(state, seat), G.legal_actions(state)
        a = make_bot("numberquash", "hard@12", seat, 5).choose(view, legal)
        b = make_bot("numberquash", "hard@12", seat, 5).choose(json.loads(json.dumps(view)), legal)
        assert (a in legal or (a["value"] == 12 and G.apply(state, a))) and a == b
        checked += 1
        if checked == 20:
            return
    raise AssertionError(f"only {checked} positions")


def test_hard_covers_its_last_cells():
    """Two cells left (a 4 and a 5) and a 4+5 on the dice: covering them finishes and wins at once."""
    d = G.dump(G.new_state(2, seed=1, options={"order": [0, 1]}))
    d["octagons"]["red"] = "rrr..rrrr|rrrrrrrrr"
    d["supply"]["red"] = 25 - 16
    d.update(phase="place", dice=[4, 5], last_roll=[4, 5])
    s = G.load(d)
    legal = G.legal_actions(s)
    a = make_bot("numberquash", "hard@40", 0, 2).choose(G.view(s, 0), legal)
    after = G.apply(s, a)
    assert after.to_move is None and G.result(after)["winners"] == [0]
