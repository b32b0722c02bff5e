"""Session 33: on a loaded machine (load ~25, two cores) a Flush hint took 10-30 s of wall time to appear, and a
new player pressed H again. Its budget was work alone (400 playouts, 40 000 moves in them: 1-1.5 s of CPU at six
seats), which a loaded machine stretches without bound. The search now also stops at WALL_SECONDS of wall time
from its start, on its own clock, after the deal it is playing, with the best it has by then; a cut search keeps
the normal bot's move on fewer than MIN_WORLDS deals, as the move budget's cut always did. The clock here is a
fake one: no timing is measured."""

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.flush import hint_bot
from quash_table.games.flush.bots import HintBot, NormalBot

G = get_game("flush")


class BusyClock:
    """A loaded machine's wall clock: every look at it finds another second gone."""

    def __init__(self):
        self.now = 0.0
        self.reads = 0

    def __call__(self):
        self.now += 1.0
        self.reads += 1
        return self.now


def _six_seat_opening():
    """The first turn of a seeded six-seat deal (test_flush_s24_hint_clock's): the uncut search leaves the
    normal bot's move there (it lays its Flush card rather than the 1s)."""
    state = G.new_state(6, seed=derive_seed(24, 0) & 0xFFFF)
    return G.view(state, state.to_move), G.legal_actions(state), state.to_move


def test_the_search_stops_when_its_wall_time_is_up():
    view, legal, seat = _six_seat_opening()
    bot = HintBot(G, seat, 0)
    clock = bot.clock = BusyClock()
    action = bot.choose(view, legal)
    # read once at the start (the deadline: 1 + 2 = 3 s), once after each deal: the second deal ends it
    assert bot.last_stats["worlds"] == 2, bot.last_stats
    assert clock.reads == 3
    assert bot.last_stats["rollouts"] < hint_bot.PLAYOUTS
    # on two deals the search overrules nothing: the hint is the normal bot's move, said in its words
    assert action == NormalBot(G, seat).choose(view, legal)
    assert bot.reason
    assert hint_bot.WALL_SECONDS == 2.0


def test_a_level_with_a_number_of_playouts_is_never_cut():
    """hint@200 (scripts/flush_hint_duplicate.py) is reproducible on any machine: its playouts only."""
    assert HintBot(G, 0, 0, iterations=200).wall_seconds is None
    assert HintBot(G, 0, 0).wall_seconds == hint_bot.WALL_SECONDS
