"""NumberQuash over thousands of random games: the contract and the quasher count at every step."""

import json
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from quash_table.engine.rng import Rng
from quash_table.bots import make_bot
from quash_table.games import get_game
from quash_table.games.numberquash.rules import COLOURS, LETTERS, QUASHERS
from quash_table.games.numberquash.steal_each import StealEach

from .contract_checks import play_random_games

G = get_game("numberquash")


SEATS = (2, 3, 2, 4, 2, 5, 3, 6, 2, 4)   # every table size; small ones (quicker games) more often


def seats_for(i):
    return SEATS[i % 10]


def options_for(i):
    seats = seats_for(i)
    k = 1 + (i // 10) % min(3, 6 // seats)
    # random play often sticks on a last hard number, so most games use short stalemates; every fourth
    # game keeps the default 5
    opts = {"colours_per_seat": k, "stalemate_rounds": 5 if i % 4 == 0 else 1 + i % 3}
    if i % 13 == 0:      # the options of a game begun before `places` (old saves)
        return dict(opts, first_finisher_ends=i % 26 == 0)
    return dict(opts, places=1 + i % 4, doubles=("used", "always")[i // 2 % 2], split_single_die=i % 3 == 0,
                auto_end=i % 5 != 0)


def quashers_conserved(s):
    """For every colour: supply + on its octagons + banked + taken by others = 25, always."""
    board = "".join(s.cells)
    bonus, supply, cells, status = s.bonus, s.supply, s.cells, s.status
    for seat, cols in enumerate(s.colours):
        full = False
        for c in cols:
            letter = LETTERS[c]
            on_own = cells[c].count(letter)
            taken = board.count(letter) - on_own
            banked = bonus[c * 3] + bonus[c * 3 + 1] + bonus[c * 3 + 2]
            if supply[c] < 0 or supply[c] + on_own + banked + taken != QUASHERS:
                raise AssertionError((COLOURS[c], supply[c], on_own, banked, taken))
            full = full or "." not in cells[c]
        # a seat has finished exactly when one of its colours is fully covered
        assert full == (status[seat] == "finished"), (seat, status, [cells[c] for c in cols])
    assert s.stalemate <= s.options["stalemate_rounds"]
    if s.to_move is not None:
        assert status[s.to_move] == "playing" and status.count("playing") >= 2


def view_agrees(s):
    """The public view carries the same count (a scene can draw every quasher from it)."""
    v = G.view(s, None)
    for cols in v["colours"]:
        for name in cols:
            on_octagons = sum(cell == name for o in v["octagons"].values() for octagon in o for cell in octagon)
            assert v["supply"][name] + sum(v["bonus"][name].values()) + on_octagons == QUASHERS


def wrong_moves(s, rng):
    me = s.to_move
    bad = []
    legal = G.legal_actions(s)
    if {"type": "end"} not in legal:
        bad.append({"type": "end"})
    if {"type": "bank"} not in legal:
        bad.append({"type": "bank"})
    if {"type": "roll"} not in legal:
        bad.append({"type": "roll"})
    # a cell of someone else's colour, and a number that makes the wrong sum
    for other in range(s.seats):
        if other != me:
            bad.append({"type": "place", "cells": [[COLOURS[s.colours[other][0]], 0, 1 + rng.below(9)]]})
    if s.phase == "place":
        t = s.dice[0] + s.dice[1]
        for n in range(1, 10):
            cell = [COLOURS[s.colours[me][0]], 0, n]
            a = {"type": "place", "cells": [cell]}
            if n not in (t, s.dice[0], s.dice[1]):
                bad.append(a)
    bad.append({"type": "bonus", "value": 13})
    bad.append({"type": "bonus", "value": 10.0, "effect": "free_roll"})
    for a in legal:
        if a["type"] == "bonus" and a["value"] == 12 and len(a["steals"]) > 1:
            bad.append(dict(a, steals=a["steals"][::-1]))     # one order only
            break
        if a["type"] == "place" and len(a["cells"]) > 1:
            bad.append(dict(a, cells=a["cells"][::-1]))
            break
    bad.append({"type": "roll", "extra": 1})
    return bad


def invariant(s):
    quashers_conserved(s)
    # with auto_end, dice that can be neither placed nor banked never wait on the table for an End
    if s.phase == "place" and s.house.auto_end:
        assert G._usable(s, s.to_move, *s.dice), (s.dice, s.cells)
    if s.events % 41 == 0:
        view_agrees(s)


def _play_chunk(job):
    n, seed = job
    return play_random_games(G, n, seats_for=seats_for, options_for=options_for, invariant=invariant,
                             extra_illegal=wrong_moves, seed=seed, full_every=127, max_steps=20000)


@pytest.mark.slow
def test_random_games_keep_every_rule(n_games):
    """5,000 games by default, shared over the machine's cores (two here) so the file stays quick."""
    n = n_games or 5000
    workers = min(2, os.cpu_count() or 1, max(1, n // 100))
    jobs = [(n // workers + (1 if k < n % workers else 0), 5 + 1000 * k) for k in range(workers)]
    if workers == 1 or "fork" not in multiprocessing.get_all_start_methods():
        done = sum(_play_chunk(job) for job in jobs)
    else:
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
            done = sum(pool.map(_play_chunk, jobs))
    assert done == n


def test_random_games_terminate_by_stalemate():
    """Random play often gets stuck on a hard last number: the stalemate rule must end those games."""
    rng = Rng(3)
    endings = set()
    for i in range(60):
        s = G.new_state(2 + i % 5, seed=i, options={"stalemate_rounds": 2})
        steps = 0
        while s.to_move is not None:
            legal = G.legal_actions(s)
            s = G.apply(s, legal[rng.below(len(legal))])
            steps += 1
        assert steps < 5000
        endings.add(s.ended)
    assert "stalemate" in endings and "all_placed" in endings


@pytest.mark.slow
def test_normal_beats_random():
    rng = Rng(77)
    wins = games = 0
    for i in range(80):
        seats = 2
        s = G.new_state(seats, seed=rng.next64() & 0xFFFF)
        normal_seat = i % 2
        bots = [make_bot("numberquash", "normal" if seat == normal_seat else "random", seat, seed=i * 10 + seat)
                for seat in range(seats)]
        while s.to_move is not None:
            bot = bots[s.to_move]
            s = G.apply(s, bot.choose(G.view(s, s.to_move), G.legal_actions(s)))
        games += 1
        wins += normal_seat in G.result(s)["winners"]
    assert wins / games >= 0.6, wins / games


def test_random_games_with_composed_twelves_keep_every_rule():
    """The list holds only some 12s: here a random 12 composed from any quashers (steal_each) is played
    whenever one is possible, and every step keeps the rules, dumps and loads, and the game replays."""
    rng = Rng(19)
    composed = 0
    for i in range(150):
        seats = seats_for(i)
        s = G.new_state(seats, seed=i, options=options_for(i))
        start, actions = s, []
        while s.to_move is not None and len(actions) < 3000:
            legal = G.legal_actions(s)
            a = legal[rng.below(len(legal))]
            if any(x["type"] == "bonus" and x["value"] == 12 for x in legal):
                v = G.view(s, s.to_move)
                picks = []
                while True:
                    c = StealEach(v, s.to_move, picks)
                    takes = [(w, f) for w in c.victims for f in sorted(c.covered[w]) if not c.why_not_take(w, f)]
                    puts = [t for t in sorted(c.mine_open) if not c.why_not_put(t)]
                    w, f = takes[rng.below(len(takes))]
                    to = puts[rng.below(len(puts))]
                    what, done = c.drop(w, f, to)
                    if what == "act":
                        a = done
                        composed += 1
                        break
                    picks.append((w, f, to))
            s = G.apply(s, a)
            actions.append(a)
            quashers_conserved(s)
            assert G.dump(G.load(json.loads(json.dumps(G.dump(s))))) == G.dump(s)
        again = start
        for a in actions:
            again = G.apply(again, a)
        assert G.dump(again) == G.dump(s)
    assert composed > 20, composed
