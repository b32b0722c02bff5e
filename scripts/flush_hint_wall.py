"""Wall and CPU time of one Flush hint and whether it is the whole search's move, on the same positions in the
same run: the whole search (its work alone, never cut by a clock), the hint asked at once (cut at
hint_bot.WALL_SECONDS of wall time from its start: all a hint was before session 34) and, with --read, the hint
searched ahead and asked for later. Positions: every second turn of seat 0 with three or more legal moves in
round 1 of games of normal bots.

    PYTHONPATH=. python scripts/flush_hint_wall.py --seats 6 --seeds 1 6 [--most 4] [--load 10] [--read 5]

--load K: a machine whose other work leaves the hint a K-th of a core, emulated: the hint's clock runs K times
its process time (a search is all CPU), so the figures do not depend on what else the machine runs; the times
said are that clock's. Without it, the machine's own wall clock.
--read R: also the session-34 hint searched ahead (the window starts it early in the person's turn) and asked for
(H) R seconds into its search (bots/person_waits.py, as the hint worker has it); its time said is the person's
wait, from H to the answer.

Session 33, load 13-28 on two cores, 3 and 6 seats, seeds 1-5 (40 positions): work alone 0.9-96 s of wall time
(median 7.5 s) for 0.3-1.6 s of CPU; with the wall bound 0.7-4.6 s (median 2.0 s); the same move on 36 of 40.
Session 34: the figures are in CHANGELOG.md (### Session 34).
"""

import argparse
import statistics
import time

from quash_table.bots import make_bot, person_waits
from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.flush import hint_bot
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


class LoadedClock:
    """A machine that leaves the hint a `share` of a core: its wall clock runs 1/share times the process time."""

    def __init__(self, share):
        self.share = share

    def __call__(self):
        return time.process_time() / self.share


class Shared:
    """The number the window marks the asked request in (a multiprocessing.Value in the app)."""
    value = 0


def timed(state, kind, load, read=0.0):
    """(action, wall seconds, CPU seconds, deals) of one hint for seat 0: kind "whole" (no clock), "asked" (asked
    at once: cut at WALL_SECONDS) or "ahead" (searched ahead, asked `read` seconds into its search: its wall
    seconds from then, the person's wait)."""
    view, legal = GAME.view(state, 0), GAME.legal_actions(state)
    bot = HintBot(GAME, 0, seed=1)
    if kind == "whole":
        bot.wall_seconds = None
    clock = LoadedClock(1.0 / load) if load else time.perf_counter
    bot.clock = clock
    shared = Shared()
    w0, c0 = clock(), time.process_time()
    if kind == "ahead":
        person_waits.attach(shared)
        person_waits.begin(1)

        def reading():
            now = clock()
            if now - w0 >= read:
                shared.value = 1
            return now
        bot.clock = reading
    try:
        action = bot.choose(view, legal)
    finally:
        person_waits.attach(None)
    wall = clock() - w0 - (read if kind == "ahead" else 0.0)
    return action, max(0.0, wall), time.process_time() - c0, bot.last_stats.get("worlds")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seats", type=int, default=6)
    ap.add_argument("--seeds", type=int, nargs=2, default=(1, 6))
    ap.add_argument("--most", type=int, default=4)
    ap.add_argument("--load", type=float, default=0.0, help="emulate a K-th of a core (see the notes)")
    ap.add_argument("--read", type=float, default=0.0, help="H pressed this many seconds into a search ahead")
    args = ap.parse_args()
    kinds = ("asked",) + (("ahead",) if args.read else ())
    same = {k: 0 for k in kinds}
    walls = {k: [] for k in kinds}
    n = 0
    for seed in range(*args.seeds):
        for state in positions(args.seats, seed, args.most):
            whole = timed(state, "whole", 0.0)
            n += 1
            line = f"seed {seed} event {len(state.log):3d}: whole {whole[2]:.2f} s CPU, {whole[3]} deals"
            for kind in kinds:
                got = timed(state, kind, args.load, args.read)
                same[kind] += got[0] == whole[0]
                walls[kind].append(got[1])
                line += f" | {kind} {got[1]:5.2f} s, {got[3]} deals, {'same' if got[0] == whole[0] else 'OTHER'}"
            print(line, flush=True)
    where = f"a {args.load:g}th of a core (emulated)" if args.load else "this machine's wall clock"
    print(f"{args.seats} seats, {where}, WALL_SECONDS {hint_bot.WALL_SECONDS}:")
    for kind in kinds:
        w = walls[kind]
        said = f"ahead, H after {args.read:g} s: the wait" if kind == "ahead" else "asked at once: wall"
        print(f"  {said} median {statistics.median(w):.2f} s, max {max(w):.2f} s; the whole search's move on "
              f"{same[kind]} of {n}")


if __name__ == "__main__":
    main()
