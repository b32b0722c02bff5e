"""Review 14: a QUASH hint took about 2 s (its whole 1 s budget, more on a busy machine). The search now stops
once more sampled deals would not change its answer (HardBot.decided): every other move still searched is
below the prior beyond STOP_Z standard errors of the paired difference (or above it by less than STOP_GAIN),
or one move is above the prior and every other by as much. No timed test: the tests count sampled deals."""

import random

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot

G = get_game("quash")


def test_the_search_stops_when_one_move_dominates_and_not_before():
    bot = HardBot(G, 0, 1)
    rng = random.Random(3)
    below = [-0.05 + rng.uniform(-0.01, 0.01) for _ in range(12)]
    noisy = [rng.uniform(-0.3, 0.3) for _ in range(12)]
    # the prior (index 0) against two moves clearly below it: decided, but not before STOP_WORLDS deals
    diffs = [[0.0] * 12, below, [d - 0.02 for d in below]]
    assert bot.decided(diffs, [0, 1, 2], 0, 12)
    assert not bot.decided([d[:8] for d in diffs], [0, 1, 2], 0, 8)
    # a move that may still pass the prior: the search goes on
    assert not bot.decided([[0.0] * 12, below, noisy], [0, 1, 2], 0, 12)
    # one move above the prior and above every other beyond noise: decided (it will be played)
    above = [0.08 + rng.uniform(-0.01, 0.01) for _ in range(12)]
    assert bot.decided([[0.0] * 12, above, below], [0, 1, 2], 0, 12)
    # two moves above the prior, level with each other: which one is not clear yet
    assert not bot.decided([[0.0] * 12, above, [a + rng.uniform(-0.02, 0.02) for a in above]], [0, 1, 2], 0, 12)
    bot.early_stop = False
    assert not bot.decided(diffs, [0, 1, 2], 0, 12)


def position(seats, seed, plays):
    s = G.new_state(seats, seed, {"variant": "advanced"})
    rng = random.Random(seed)
    for _ in range(plays):
        s = G.apply(s, rng.choice([a for a in G.legal_actions(s) if "swap" not in a]))
    return s


def test_a_hint_stops_early_and_chooses_as_the_full_search(monkeypatch):
    # session 46: the advanced hint is no longer searched (HardBot.ADVANCED_SEARCH); the early stop is what is tested
    # here, on the same advanced positions, with the search on as it was when this test was written
    monkeypatch.setattr(HardBot, "ADVANCED_SEARCH", True)
    stopped = same = 0
    for seats, seed, plays in ((2, 1, 8), (2, 2, 20), (4, 3, 10), (4, 4, 24)):
        s = position(seats, seed, plays)
        seat = s.to_move
        view, legal = G.view(s, seat), G.legal_actions(s)
        full = HardBot(G, seat, 7, iterations=400)
        full.early_stop = False
        early = HardBot(G, seat, 7, iterations=400)
        # review 16 (the hint's moves are the normal bot's, its plan a tie-break): on (4, 3) the full search
        # finds the A♥ clearly better at its 400 playouts where the early stop kept the prior
        same += early.choose(view, legal) == full.choose(view, legal)
        if early.last_stats and early.last_stats["worlds"] < full.last_stats["worlds"]:
            stopped += 1
    assert stopped >= 2 and same >= 3, (stopped, same)
