"""Print how much better than the `normal` bot any player could do in the NumberQuash race (no bonuses).

    python scripts/numberquash_race_bound.py        (about 40 seconds)

Both seats start from the empty octagons. `normal` places every roll to need the fewest turns on average;
the best player knows the opponent's turn distribution exactly and places every roll to win. See
quash_table/games/numberquash/race_bound.py for how it is solved.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from quash_table.games.numberquash.bots import FULL  # noqa: E402
from quash_table.games.numberquash.race_bound import best_chance, race_chance, turn_distributions  # noqa: E402


def main():
    cdf = turn_distributions(FULL)
    normal_cdf = cdf[FULL]
    mean = sum(1 - p for p in normal_cdf[:-1])
    print(f"normal needs {mean:.2f} turns on average from the empty octagons")
    rows = []
    for first in (True, False):
        rows.append((race_chance(normal_cdf, normal_cdf, first), best_chance(FULL, normal_cdf, first)))
        print(f"moving {'first ' if first else 'second'}: normal wins {100 * rows[-1][0]:.2f}%, "
              f"the best possible player {100 * rows[-1][1]:.2f}%")
    normal, best = (sum(r[i] for r in rows) / 2 for i in (0, 1))
    print(f"over both seats: normal {100 * normal:.2f}%, best possible {100 * best:.2f}% "
          f"(+{100 * (best - normal):.2f} points)")


if __name__ == "__main__":
    main()
