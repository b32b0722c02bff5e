"""How much better than the `normal` bot can anyone play the NumberQuash race? An exact answer.

The normal bot places every roll to make the expected number of turns left as small as possible (the race
table in bots.py). Winning a two-seat race is a different aim: behind, a player might gamble; ahead, play
safe. This module measures what that aim is worth, exactly, for the race without bonuses:

- `turn_distributions(start)`: for `start` and every position below it, P(the colour is covered within t
  turns) under the normal bot's placements (t = 0..horizon);
- `race_chance(mine, theirs, first)`: the chance to finish first, given both seats' distributions;
- `best_chance(start, theirs, first)`: the chance of the best possible player, one that knows the
  opponent's distribution exactly and places every roll to win (a finite-horizon decision process over
  (position, turn), solved backwards).

`scripts/numberquash_race_bound.py` prints the figures from the empty octagons. Positions are the race
table's: sum over numbers n of (open cells with number n) * 3^(n-1).
"""

from .race_table import FULL, POW, _patterns, table

HORIZON = 72      # turns; the chance that the race from the empty octagons lasts longer is about 0.0003
ROLLS = tuple((a, b, (1 if a == b else 2) / 36) for a in range(1, 7) for b in range(a, 7))


def open_counts(position):
    return [(position // POW[i]) % 3 for i in range(9)]


def positions_below(start):
    """`start` and every position reachable from it (no number more open than in start), fewest open
    cells first, so each position comes after all the positions it can move to."""
    out = [0]
    for i, count in enumerate(open_counts(start)):
        out = [x + k * POW[i] for x in out for k in range(count + 1)]
    return sorted(out, key=lambda s: sum(open_counts(s)))


def roll_options(position, patterns):
    """For each kind of roll: (probability, roll again this turn if placed in full, positions after a
    placement). A roll that cannot be placed in full offers a cell of either die's number; none: lost."""
    counts = open_counts(position)
    memo = {}

    def after(total):
        if total not in memo:
            memo[total] = [position - delta for delta, need in patterns[total]
                           if all(counts[i] >= m for i, m in need)]
        return memo[total]

    out = []
    for a, b, p in ROLLS:
        full = after(a + b)
        if full:
            out.append((p, a == b, full))
        else:
            out.append((p, False, [position - POW[v - 1] for v in {a, b} if counts[v - 1]]))
    return out


def turn_distributions(start=FULL, horizon=HORIZON):
    """{position: [P(covered within t turns) for t in 0..horizon]} under the normal bot's placements."""
    expected, patterns = table(), _patterns()
    cdf = {0: [1.0] * (horizon + 1)}
    for s in positions_below(start)[1:]:
        reached, lost = [0.0] * (horizon + 1), 0.0
        for p, again, options in roll_options(s, patterns):
            if not options:
                lost += p
                continue
            nxt = cdf[min(options, key=expected.__getitem__)]
            back = 0 if again else 1      # doubles placed in full: the next roll is in this same turn
            for t in range(1, horizon + 1):
                reached[t] += p * nxt[t - back]
        row = [0.0] * (horizon + 1)
        for t in range(1, horizon + 1):
            row[t] = reached[t] + lost * row[t - 1]
        cdf[s] = row
    return cdf


def finish_values(theirs, first, horizon):
    """[value of covering my last cell during my turn t for t in 0..horizon+1]: the opponent must not have
    finished before (it has had t-1 turns if I move first in a round, t if it does)."""
    lag = 1 if first else 0
    return [0.0] + [1.0 - theirs[t - lag] for t in range(1, horizon + 1)] + [0.0]


def race_chance(mine, theirs, first, horizon=HORIZON):
    """The chance to finish first, given both seats' turn distributions (I move first in a round or not)."""
    win = finish_values(theirs, first, horizon)
    return sum((mine[t] - mine[t - 1]) * win[t] for t in range(1, horizon + 1))


def best_chance(start, theirs, first, horizon=HORIZON):
    """The best chance any placement policy has to finish first from `start` at the beginning of its first
    turn, against an opponent whose turn distribution is `theirs`."""
    patterns = _patterns()
    win = finish_values(theirs, first, horizon)
    # value[s][t]: the chance to win from position s at the start of my turn t (t = 1..horizon+1; index
    # 0 unused; past the horizon counts as a loss)
    value = {}
    for s in positions_below(start)[1:]:
        reached, lost = [0.0] * (horizon + 2), 0.0
        for p, again, options in roll_options(s, patterns):
            if not options:
                lost += p
                continue
            # for each option, its value when the roll comes during turn t (t = 0..horizon+1)
            rows = [win if x == 0 else value[x] if again else value[x][1:] + [0.0] for x in options]
            best = rows[0] if len(rows) == 1 else [max(column) for column in zip(*rows)]
            for t in range(1, horizon + 1):
                reached[t] += p * best[t]
        row = [0.0] * (horizon + 2)
        for t in range(horizon, 0, -1):
            row[t] = reached[t] + lost * row[t + 1]
        value[s] = row
    return value[start][1]


def race_bound(horizon=HORIZON):
    """Both seats from the empty octagons: (normal vs normal, best vs normal), each averaged over moving
    first and second."""
    cdf = turn_distributions(FULL, horizon)
    normal = sum(race_chance(cdf[FULL], cdf[FULL], first, horizon) for first in (True, False)) / 2
    best = sum(best_chance(FULL, cdf[FULL], first, horizon) for first in (True, False)) / 2
    return normal, best
