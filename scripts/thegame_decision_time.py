"""Processor time of each `hard@N` decision in The Game, on the same seeded deals `simulate` plays.

`hard`'s default budget is 300 playouts or one second, whichever ends first. This tells whether the
second ever binds on a free core: processor time (`time.process_time`) does not count time spent waiting
for a busy machine's cores, so a decision under 1 s of it fits in the second wherever a core is free.

    python scripts/thegame_decision_time.py --seats 3 --deals 40 [--level hard@300] [--seed 1]
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from quash_table.bots import make_bot  # noqa: E402
from quash_table.engine.rng import derive_seed  # noqa: E402
from quash_table.games import get_game  # noqa: E402


def decision_times(seats, deals, level="hard@300", seed=1):
    """Seconds of processor time of every decision of `deals` games (deal i as `simulate` deals it)."""
    game = get_game("thegame")
    times = []
    for d in range(deals):
        players = [make_bot("thegame", level, s, derive_seed(seed, d, s)) for s in range(seats)]
        state = game.new_state(seats, seed=derive_seed(seed, d) & 0xFFFFFFFF)
        while state.to_move is not None:
            seat = state.to_move
            legal = game.legal_actions(state)
            start = time.process_time()
            action = players[seat].choose(game.view(state, seat), legal)
            times.append(time.process_time() - start)
            state = game.apply(state, action)
    return sorted(times)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seats", type=int, default=3)
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--level", default="hard@300")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    t = decision_times(args.seats, args.deals, args.level, args.seed)
    n = len(t)
    print(f"{args.level}, {args.seats} seats, {args.deals} deals, {n} decisions: median {t[n // 2] * 1000:.0f} ms, "
          f"99th percentile {t[int(n * 0.99)] * 1000:.0f} ms, max {t[-1] * 1000:.0f} ms, over 1 s: "
          f"{sum(x > 1 for x in t)}")


if __name__ == "__main__":
    main()
