"""Session 24 (Flush, new players): at six seats two presses of H in one position could give two hints. The
hint's 400 playouts take 1.5-2.5 s there on a loaded machine, and its search stopped at 2.5 s of wall time:
one press's search was cut short of the other's, on fewer deals, and the two answers differed (the cut one fell
back to the normal bot's move). The hint's budget is now work (playouts, and moves played in them), never the
clock: the same position gives the same hint on a quiet machine and a busy one."""

import types

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.flush.bots import HintBot

G = get_game("flush")


class SlowClock:
    """time as a busy machine sees it: every look at the clock finds another half second gone."""

    def __init__(self):
        self.now = 0.0

    def perf_counter(self):
        self.now += 0.5
        return self.now


def _six_seat_opening():
    """Six seats, the first turn of a seeded deal, where the search leaves the normal bot's move (it lays its
    Flush card rather than the 1s): a cut search would keep the normal bot's."""
    state = G.new_state(6, seed=derive_seed(24, 0) & 0xFFFF)
    return G.view(state, state.to_move), G.legal_actions(state), state.to_move


def test_a_busy_machine_gets_the_hint_a_quiet_one_gets(monkeypatch):
    import quash_table.bots.search as search
    view, legal, seat = _six_seat_opening()
    quiet = HintBot(G, seat, 0)
    hinted = quiet.choose(view, legal)
    assert hinted != quiet._prior, "the position no longer tells a cut search from a whole one"
    monkeypatch.setattr(search, "time", types.SimpleNamespace(perf_counter=SlowClock().perf_counter))
    busy = HintBot(G, seat, 0)
    assert busy.choose(view, legal) == hinted, busy.reason
    assert busy.last_stats["worlds"] == quiet.last_stats["worlds"]


def test_the_move_budget_stops_a_long_search_at_the_same_deal_each_time(monkeypatch):
    import quash_table.games.flush.hint_bot as hint_bot
    monkeypatch.setattr(hint_bot, "PLAYOUT_MOVES", 3000)      # a position whose rounds go on and on
    view, legal, seat = _six_seat_opening()
    answers = []
    for _ in range(2):
        bot = HintBot(G, seat, 0)
        answers.append((bot.choose(view, legal), bot.last_stats["worlds"], bot.last_stats["rollouts"]))
    assert answers[0] == answers[1]
    assert answers[0][2] < hint_bot.PLAYOUTS        # the moves' budget, not the playouts', ended it
