"""Session 60 (review 59w: "Quadruple War seed 21, 4 seats: the hint bid 4 twice; the hands took 7 and 6"): the
hint's bid is priced on playouts that play every seat with the normal bot, the hint's own seat too, but a person
who follows the hint plays the search's cards, which took more. Over 141 four-seat hands (seeds 100-169 and
250-320, the hint's seat against three normal bots, no bags) the hinted play took 0.43 tricks a hand more than the
playouts' average and 0.85 more than the hint bid. The hint now bids on playouts in which the search's edge
(search_edge.py, 0.4: one trick more in 4 playouts of 10) is counted: its estimate is 0.06 under what the hand
took, the bid 0.62 under (made 87% of the time, 94% before), and the bids score 29.9 points a hand where
they scored 29.3. Headless."""

from quash_table.games.quadwar.hard import HardBot
from quash_table.games.quadwar.hint_bot import HintBot
from quash_table.games.quadwar.players import NormalBot
from quash_table.games.quadwar.rules import GAME
from quash_table.games.quadwar.search_edge import with_edge


def _bid_position(seed):
    s = GAME.new_state(4, seed=seed, options={"bags": False})
    while s.to_move != 0:
        s = GAME.apply(s, NormalBot(GAME, s.to_move).choose(GAME.view(s, s.to_move), GAME.legal_actions(s)))
    return GAME.view(s, 0), GAME.legal_actions(s)


def test_the_hint_bids_what_its_own_play_takes():
    # the hint bid 3 in these hands and its play took 4, 4 and 7 tricks (session 60's measure): it bids 4 now
    for seed in (107, 110, 133):
        view, legal = _bid_position(seed)
        assert HintBot(GAME, 0).choose(view, legal) == {"type": "bid", "tricks": 4}, seed


def test_the_edge_is_the_hints_alone_and_one_trick_in_its_share_of_playouts():
    assert HardBot.SEARCH_EDGE == 0.0 and HintBot.SEARCH_EDGE == 0.4     # the hard bot's play is unchanged
    more = [with_edge(3, k, 0.4, 13) - 3 for k in range(150)]
    assert sum(more) == 60 and set(more) == {0, 1}
    assert more == [with_edge(3, k, 0.4, 13) - 3 for k in range(150)]     # the same playouts, the same counts
    assert with_edge(13, 1, 0.4, 13) == 13 and with_edge(2, 0, 0.0, 13) == 2
