"""Review 16 (39.png, 41.png, 42.png): the QUASH result chart was read as plotting RED's round-1 total
wrong (7, "on BLACK's line", where the header had said RED 5 during the tiebreaker on spot 9). Replaying
the reviewer's own game shows the chart right: after the tiebreaker RED won spot 9 (+1) and with it all
of section 3, a QUASH (+2): 5 + 1 + 2 = 7, level with BLACK's 7; round 2 then gave RED 3 points up to the
FINISH at 10 (its QUASH bonus cut there). These tests hold the chart to the rules' own round record:
each round's point equals the scores at that round's end (state.rounds), for that game and for random
games to a FINISH of 10 (tiebreakers, QUASHes and points cut at the FINISH among them)."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui.scores import ScoreTracker, history_from_states

# the reviewer's game: FINISH 10, you against Bot 2 (normal)
SEED = 2034480424
ACTIONS = [
    {"type": "play", "card": "AH", "spot": 9}, {"type": "play", "card": "AD", "spot": 3},
    {"type": "play", "card": "3S", "spot": 2}, {"type": "play", "card": "6C", "spot": 2},
    {"type": "play", "card": "4S", "spot": 3}, {"type": "play", "card": "AC", "spot": 6},
    {"type": "play", "card": "QC", "spot": 5}, {"type": "play", "card": "8D", "spot": 8},
    {"type": "play", "card": "9D", "spot": 8}, {"type": "play", "card": "9S", "spot": 7},
    {"type": "play", "card": "JS", "spot": 7}, {"type": "play", "card": "9H", "spot": 1},
    {"type": "play", "card": "QD", "spot": 7}, {"type": "play", "card": "QH", "spot": 5},
    {"type": "play", "card": "6D", "spot": 4}, {"type": "play", "card": "9C", "spot": 4},
    {"type": "play", "card": "8S", "spot": 8}, {"type": "play", "card": "10S", "spot": 4},
    {"type": "play", "card": "KD", "spot": 5}, {"type": "play", "card": "5S", "spot": 2},
    {"type": "play", "card": "10C", "spot": 1}, {"type": "play", "card": "8H", "spot": 1},
    {"type": "play", "card": "4D", "spot": 4}, {"type": "play", "card": "10D", "spot": 1},
    {"type": "play", "card": "10H", "spot": 7}, {"type": "play", "card": "AS", "spot": 9},
    {"type": "play", "card": "2S", "spot": 2}, {"type": "play", "card": "2D", "spot": 7},
    {"type": "play", "card": "2H", "spot": 6}, {"type": "play", "card": "2C", "spot": 7},
    {"type": "play", "card": "5C", "spot": 4}, {"type": "play", "card": "7S", "spot": 8},
    {"type": "play", "card": "QS", "spot": 1}, {"type": "play", "card": "8C", "spot": 4},
    {"type": "play", "card": "JH", "spot": 1}, {"type": "play", "card": "KH", "spot": 5},
    {"type": "tiebreak", "card": "KS"}, {"type": "tiebreak", "card": "KC"}, {"type": "tiebreak", "card": "JD"},
    {"type": "tiebreak", "card": "7C"}, {"type": "deal"}, {"type": "play", "card": "4S", "spot": 1},
    {"type": "play", "card": "7C", "spot": 1}, {"type": "play", "card": "JC", "spot": 2},
    {"type": "play", "card": "9H", "spot": 8}, {"type": "play", "card": "JD", "spot": 8},
    {"type": "play", "card": "QH", "spot": 2}, {"type": "play", "card": "3S", "spot": 5},
    {"type": "play", "card": "AC", "spot": 3}, {"type": "play", "card": "3D", "spot": 1},
    {"type": "play", "card": "5D", "spot": 1}, {"type": "play", "card": "KS", "spot": 6},
    {"type": "play", "card": "2S", "spot": 8}, {"type": "play", "card": "5C", "spot": 1},
    {"type": "play", "card": "JS", "spot": 7}, {"type": "play", "card": "8D", "spot": 4},
    {"type": "play", "card": "9C", "spot": 4}, {"type": "play", "card": "4H", "spot": 5},
    {"type": "play", "card": "2H", "spot": 9}, {"type": "play", "card": "7H", "spot": 9},
    {"type": "play", "card": "6H", "spot": 5}, {"type": "play", "card": "10D", "spot": 4},
    {"type": "play", "card": "6S", "spot": 1}, {"type": "play", "card": "9D", "spot": 4},
    {"type": "play", "card": "7S", "spot": 5}, {"type": "play", "card": "5S", "spot": 3},
    {"type": "play", "card": "10S", "spot": 4}, {"type": "play", "card": "QS", "spot": 7},
    {"type": "play", "card": "9S", "spot": 7}, {"type": "play", "card": "AS", "spot": 7},
    {"type": "play", "card": "10H", "spot": 7}, {"type": "play", "card": "10C", "spot": 2},
    {"type": "play", "card": "JH", "spot": 4}, {"type": "play", "card": "QD", "spot": 8},
    {"type": "play", "card": "KC", "spot": 2}, {"type": "play", "card": "KH", "spot": 7},
    {"type": "play", "card": "AH", "spot": 6}
]


def _round_points(m):
    """The chart's totals per seat after each finished round, from the tracker a board uses."""
    h = ScoreTracker(m.game).history(m)
    assert h.x_title == "round" and h.labels[0] == "start"
    return h.labels[1:], [list(t) for t in h.totals[1:]]


def _rules_rounds(m):
    return [[r["scores"][seat % 2] for seat in range(len(m.seats))] for r in m.state.rounds]


def test_the_reviewers_game_charts_seven_all_after_round_one():
    m = Match("quash", ["human:You", "bot:normal"], SEED, {"target": 10}, actions=ACTIONS)
    assert m.over
    labels, totals = _round_points(m)
    assert labels == ["1", "2"]
    assert totals == _rules_rounds(m) == [[7, 7], [10, 7]]
    # the same from every state, as a replay's chart reads it
    assert history_from_states(m.game, m.replay_states()).totals[1:] == totals


@pytest.mark.parametrize("seed", range(12))
def test_the_chart_equals_the_scores_at_each_rounds_end(seed):
    rng = random.Random(seed)
    m = Match("quash", ["bot:random", "bot:random"], seed, {"target": 10})
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    if len(m.state.rounds) < 2:
        pytest.skip("one round: charted by turns")
    labels, totals = _round_points(m)
    assert totals == _rules_rounds(m)
    assert labels == [str(r["round"]) for r in m.state.rounds]
