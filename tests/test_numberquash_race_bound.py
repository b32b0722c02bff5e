"""The exact NumberQuash race analysis (race_bound.py): its distributions agree with the race table, and
the best placement policy is never worse than the normal bot's and equal where there is no choice."""

from quash_table.games.numberquash import race_table
from quash_table.games.numberquash import race_bound as rb

POW = race_table.POW
# 1, 2, 4, 7, 9 open once and 5 open twice: small enough to solve in a moment, rich enough to offer choices
START = POW[0] + POW[1] + POW[3] + 2 * POW[4] + POW[6] + POW[8]


def test_positions_below_are_every_sub_position_fewest_open_first():
    below = rb.positions_below(START)
    assert len(below) == len(set(below)) == 2 * 2 * 2 * 3 * 2 * 2
    assert below[0] == 0 and below[-1] == START
    counts = [sum(rb.open_counts(s)) for s in below]
    assert counts == sorted(counts)


def test_distribution_means_match_the_race_table():
    E = race_table.table()
    cdf = rb.turn_distributions(START, horizon=200)
    for s in rb.positions_below(START):
        mean = sum(1 - p for p in cdf[s][:-1])
        assert abs(mean - E[s]) < 0.002, (s, mean, E[s])
        assert all(0 <= a <= b <= 1 + 1e-12 for a, b in zip(cdf[s], cdf[s][1:]))


def test_a_lone_nine_is_a_geometric_wait():
    cdf = rb.turn_distributions(POW[8], horizon=10)[POW[8]]
    assert all(abs(cdf[t] - (1 - (8 / 9) ** t)) < 1e-12 for t in range(11))


def test_best_chance_equals_the_normal_policy_without_choices_and_beats_it_with_them():
    theirs = rb.turn_distributions(START)[START]
    # a lone 9 leaves no choice: the best player is the normal bot
    lone = rb.turn_distributions(POW[8])[POW[8]]
    for first in (True, False):
        assert abs(rb.best_chance(POW[8], theirs, first) - rb.race_chance(lone, theirs, first)) < 1e-12
    # against a slower opponent the best player can never do worse than the normal bot, and the same
    # start is worth more moving first
    normal = rb.turn_distributions(START)[START]
    slower = rb.turn_distributions(START + POW[8])[START + POW[8]]
    best_first = rb.best_chance(START, slower, True)
    best_second = rb.best_chance(START, slower, False)
    assert best_first >= rb.race_chance(normal, slower, True) - 1e-12
    assert best_second >= rb.race_chance(normal, slower, False) - 1e-12
    assert 0.5 < best_second < best_first < 1
