"""Quadruple War games the tests share."""

import random

from quash_table.engine import stand_ins
from quash_table.engine.match import Match


def finished_by_stand_in():
    """A game to 100 that a stand-in finished for seat 0 from move 60, seat 0 winning (random play, seed 3)."""
    m = Match("quadwar", ["human", "bot:random", "bot:random", "bot:random"], seed=3, options={"target": 100})
    rng = random.Random(3)
    for _ in range(60):
        m.play(rng.choice(m.legal_actions()))
    stand_ins.record(m, [0])
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    assert m.game.result(m.state)["winners"] == [0]
    return m


def first_hand(seed, bots):
    """A game to 100 of you and `bots` easy bots, played at random to the end of its first hand."""
    m = Match("quadwar", ["human:You"] + ["bot:easy"] * bots, seed, {"target": 100})
    rng = random.Random(seed)
    while m.game.view(m.state, None)["hand_no"] == 1:
        m.play(rng.choice(m.legal_actions()))
    return m
