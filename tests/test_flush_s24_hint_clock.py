"""Session 24 (Flush, new players): at six seats two presses of H in one position could give two hints. The
hint's 400 playouts take 1.5-2.5 s there on a loaded machine, and its search stopped at 2.5 s of wall time:
one press's search was cut short of the other's, on fewer deals, and the two answers differed (the cut one fell
back to the normal bot's move). The hint's budget became work (playouts, and moves played in them): the same
position gives the same hint wherever the search is not cut. Session 33 put a wall-time bound back over it, as a
loaded machine's person waited 10-30 s (test_flush_s33_hint_clock); the session keeps the hint found for a
position, so a second press shows the same hint."""

import pytest

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.flush.bots import HintBot

G = get_game("flush")


def _six_seat_opening():
    """Six seats, the first turn of a seeded deal, where the search leaves the normal bot's move (it lays its
    Flush card rather than the 1s): a cut search would keep the normal bot's."""
    state = G.new_state(6, seed=derive_seed(24, 0) & 0xFFFF)
    return G.view(state, state.to_move), G.legal_actions(state), state.to_move


@pytest.mark.slow
def test_a_search_within_its_time_gets_the_hint_of_its_work_alone():
    """Where the wall time does not run out (a clock standing still), the hint is that of its playouts alone,
    on the same deals."""
    view, legal, seat = _six_seat_opening()
    work = HintBot(G, seat, 0)
    work.wall_seconds = None
    hinted = work.choose(view, legal)
    assert hinted != work._prior, "the position no longer tells a cut search from a whole one"
    quiet = HintBot(G, seat, 0)
    quiet.clock = lambda: 0.0
    assert quiet.choose(view, legal) == hinted, quiet.reason
    assert quiet.last_stats["worlds"] == work.last_stats["worlds"]


def test_the_move_budget_stops_a_long_search_at_the_same_deal_each_time(monkeypatch):
    import quash_table.games.flush.hint_bot as hint_bot
    monkeypatch.setattr(hint_bot, "PLAYOUT_MOVES", 3000)      # a position whose rounds go on and on
    view, legal, seat = _six_seat_opening()
    answers = []
    for _ in range(2):
        bot = HintBot(G, seat, 0)
        bot.clock = lambda: 0.0         # its wall time never runs out here (test_flush_s33_hint_clock cuts it)
        answers.append((bot.choose(view, legal), bot.last_stats["worlds"], bot.last_stats["rollouts"]))
    assert answers[0] == answers[1]
    assert answers[0][2] < hint_bot.PLAYOUTS        # the moves' budget, not the playouts', ended it
