"""Quadruple War, session 17 (helper qw3): with Bags on and your bid made, a hint that takes a trick to set an
opponent says so ("try to set Seat 2, who needs 2 of the last 4 tricks; ..."): the set's reason was overwritten
by "a cheap extra trick", read in play as advice to take a bag."""

import random

from quash_table.engine.match import Match
from quash_table.games.quadwar.knowledge import Table
from quash_table.games.quadwar.players import NormalBot


def _setting_positions(limit=6):
    """Views where the normal bot, its bid made with Bags on, plays to set an opponent."""
    found = []
    for seed in range(60):
        m = Match("quadwar", ["bot:normal"] * 4, seed=seed, options={"target": 1000, "bags": True})
        rng = random.Random(seed)
        for _ in range(56):
            seat = m.to_move
            view = m.game.view(m.state, seat)
            legal = m.legal_actions()
            if view["phase"] == "play" and len(legal) > 1 and view["won"][seat] >= view["bids"][seat]:
                probe = NormalBot(m.game, seat)
                if probe._set_chance(Table(view)):
                    found.append((m.game, seat, view, legal))
                    if len(found) >= limit:
                        return found
            m.play(rng.choice(legal))
    return found


def test_a_trick_taken_to_set_an_opponent_says_so():
    """(and one already set, needing more tricks than are left, is not a reason: the trick is only cheap)"""
    positions = _setting_positions()
    assert positions
    real = 0
    for game, seat, view, legal in positions:
        bot = NormalBot(game, seat)
        bot.choose(view, legal)
        t = Table(view)
        j = next(j for j in range(t.n) if j != t.me and 0 < t.bids[j] - t.won[j]
                 and t.bids[j] - t.won[j] >= t.tricks_left - 2 and (not t.trick or t.best_seat == j or j in t.after))
        if t.bids[j] - t.won[j] <= t.tricks_left:       # a set still to make
            real += 1
            assert bot.reason.startswith(f"try to set Seat {j + 1}, who needs "), bot.reason
            assert "cheap extra trick" not in bot.reason, bot.reason
        else:                                           # set already: no set is claimed
            assert "set" not in bot.reason, bot.reason
    assert real
