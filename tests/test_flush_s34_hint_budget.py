"""Session 34, review 33: under load the 2 s Flush hint was mostly the normal bot's move. At WALL_SECONDS a loaded
machine's search had played fewer than MIN_WORLDS deals, the fewest it may leave the normal bot's move on, so the
search's work went for nothing. Such a search now goes on until it has MIN_WORLDS deals, never past WALL_CAP; one
that has them by WALL_SECONDS stops there, as before. The clocks here are fake: no timing is measured."""

from quash_table.games import get_game
from quash_table.games.flush import hint_bot
from quash_table.games.flush.bots import HintBot
from tests.test_flush_s33_hint_clock import _six_seat_opening

G = get_game("flush")


class StepClock:
    """A wall clock on which every look finds `step` seconds gone (one look a deal, and one at the start)."""

    def __init__(self, step):
        self.step, self.now = step, 0.0

    def __call__(self):
        self.now += self.step
        return self.now


def deals_played(step):
    view, legal, seat = _six_seat_opening()
    bot = HintBot(G, seat, 0)
    bot.clock = StepClock(step)
    bot.choose(view, legal)
    assert bot.reason
    return bot.last_stats["worlds"]


def test_a_search_short_of_its_fewest_deals_goes_on_to_them():
    assert (hint_bot.WALL_SECONDS, hint_bot.WALL_CAP, hint_bot.MIN_WORLDS) == (2.0, 3.0, 16)
    # 0.15 s a deal: some 13 deals at 2 s (the session-33 hint stopped there, and could leave the normal bot's move on
    # none of them); on to 16 deals at 2.55 s
    assert deals_played(0.15) == hint_bot.MIN_WORLDS


def test_it_never_goes_past_its_wall_cap():
    # 0.25 s a deal: 8 deals at 2 s, 12 at the 3 s cap (16 would take 4 s)
    assert deals_played(0.25) == 12


def test_a_search_with_its_fewest_deals_stops_at_its_wall_time():
    # 0.1 s a deal: 20 deals at 2 s, more than 16: it stops there, as before
    assert deals_played(0.1) == 20


def test_the_whole_search_and_a_level_of_playouts_have_no_cap():
    assert HintBot(G, 0, 0, iterations=200).wall_cap is None
    assert HintBot(G, 0, 0).wall_cap == hint_bot.WALL_CAP
