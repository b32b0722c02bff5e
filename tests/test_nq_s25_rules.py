"""Session 25, NumberQuash's rules: a game ended by stalemate names the last round played."""

import random

from quash_table.engine.match import Match


def _stalemate_game(seed):
    """A two-seat game played at random (banking whenever it may) until it ends; its match."""
    rng = random.Random(seed)
    m = Match("numberquash", ["bot:easy", "bot:easy"], seed, {"stalemate_rounds": 1})
    while not m.over:
        legal = m.legal_actions()
        banks = [a for a in legal if a.get("type") == "bank"]
        m.play(banks[0] if banks else rng.choice(legal))
    return m


def test_a_stalemate_ends_the_game_in_the_round_it_counted():
    # "Round 17" stood in the middle band over a game the stalemate of round 16 had ended: the rules counted
    # the next round before ending the game
    ended = 0
    for seed in range(40):
        m = _stalemate_game(seed)
        view = m.game.view(m.state, None)
        if view["ended"] != "stalemate":
            continue
        ended += 1
        last = [e for e in m.game.events(m.state, None) if e.get("kind") == "stalemate_round"]
        assert last, m.game.events(m.state, None)
        assert view["round"] == last[-1]["round"], (seed, view["round"], last[-1])
        assert m.game.result(m.state)["over"]
    assert ended >= 3, ended
