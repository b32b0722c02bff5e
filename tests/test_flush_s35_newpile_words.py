"""Review 35b: a Skip added to the new pile a turned hidden card started was advised as "lay a 10 on the pile"
(the old pile, to a new player) and its why, "adds a 10 to the new pile your turned card started", never said
whom the Skip passed. Headless: a random three-seat game to such a position."""

import random

from quash_table.engine.match import Match
from quash_table.games.flush.reasons import hidden_pickup_reason
from quash_table.games.flush.telling import describe_hint

SKIP_ADDED = {"type": "play", "cards": ["7S"], "as": 7}


def _at_hidden_pickup():
    m = Match("flush", ["human"] + ["bot:random"] * 2, seed=2)
    rng = random.Random(2)
    for _ in range(183):
        m.play(rng.choice(m.legal_actions()))
    return m


def test_a_skip_added_to_the_new_pile_says_the_new_pile_and_whom_it_skips():
    m = _at_hidden_pickup()
    v = m.game.view(m.state, m.to_move)
    assert v["stage"] == "hidden_pickup" and SKIP_ADDED in m.legal_actions()
    assert describe_hint(SKIP_ADDED, v["seat"], 3, v) == "lay a 7 Skip on the new pile"
    said = hidden_pickup_reason(SKIP_ADDED["cards"], 7, len(v["adjacent"]) + 1, v)
    # Seat 2 is out: the Skip passes Seat 1, and the turn comes back to the seat that laid it
    assert said == "1 card fewer in your hand as you pick up the old pile; it skips Seat 1: you play again", said
    m.play(SKIP_ADDED)
    m.play({"type": "declare"})
    assert m.to_move == v["seat"]          # what the words said is what the rules did
    # without a view (or going out) no Skip is claimed
    assert hidden_pickup_reason(["7S"], 7, 2) == "1 card fewer in your hand as you pick up the old pile"
