"""Wall and CPU time of one Flush hint, the search bounded by work alone (as before session 33) and by work and
hint_bot.WALL_SECONDS (now), on the same positions in the same run, and whether the two hinted the same move.
Positions: every second turn of seat 0 with three or more legal moves in round 1 of games of normal bots.

    PYTHONPATH=. python scripts/flush_hint_wall.py --seats 6 --seeds 1 6 [--most 4]

Session 33, load 13-28 on two cores, 3 and 6 seats, seeds 1-5 (40 positions): work alone 0.9-96 s of wall time
(median 7.5 s) for 0.3-1.6 s of CPU; with the wall bound 0.7-4.6 s (median 2.0 s); the same move on 36 of 40.
"""

import argparse
import time

from quash_table.bots import make_bot
from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.flush.hint_bot import HintBot

GAME = get_game("flush")


def positions(seats, seed, most):
    state = GAME.new_state(seats, seed=seed)
    players = [make_bot("flush", "normal", s, derive_seed(seed, s + 1)) for s in range(seats)]
    got = turn = 0
    while state.to_move is not None and not state.rounds and got < most:
        legal = GAME.legal_actions(state)
        if state.to_move == 0 and len(legal) > 2:
            turn += 1
            if turn % 2 == 1:
                yield state
                got += 1
        state = GAME.apply(state, players[state.to_move].choose(GAME.view(state, state.to_move), legal))


def timed(state, wall):
    """(action, wall seconds, CPU seconds, playouts) of one hint for seat 0; `wall`: with the wall bound."""
    view, legal = GAME.view(state, 0), GAME.legal_actions(state)
    bot = HintBot(GAME, 0, seed=1)
    if not wall:
        bot.wall_seconds = None
    w0, c0 = time.perf_counter(), time.process_time()
    action = bot.choose(view, legal)
    return action, time.perf_counter() - w0, time.process_time() - c0, bot.last_stats.get("rollouts")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seats", type=int, default=6)
    ap.add_argument("--seeds", type=int, nargs=2, default=(1, 6))
    ap.add_argument("--most", type=int, default=4)
    args = ap.parse_args()
    same = n = 0
    for seed in range(*args.seeds):
        for state in positions(args.seats, seed, args.most):
            old, new = timed(state, False), timed(state, True)
            n += 1
            same += old[0] == new[0]
            print(f"seed {seed} event {len(state.log):3d}: work alone {old[1]:5.2f} s wall, {old[2]:.2f} s CPU, "
                  f"{old[3]} playouts | bounded {new[1]:5.2f} s wall, {new[2]:.2f} s CPU, {new[3]} playouts | "
                  f"same move: {old[0] == new[0]}", flush=True)
    print(f"{args.seats} seats: the bounded hint is the work's move on {same} of {n} positions")


if __name__ == "__main__":
    main()
