"""Flush `hard` playouts per CPU second: this tree against another version of the code (e.g. commit
1405742, when issue 22 was filed), on the same positions in one process.

    git archive 1405742 | (mkdir -p /tmp/old && tar -x -C /tmp/old)
    python scripts/flush_playout_speed.py /tmp/old [--positions 30] [--playouts 60] [--passes 2] [--seats 3]

Positions come from seeded games of normal bots (three seats unless asked) (every 7th move of the seat to move). At each
one, a hard bot of each version with a fixed budget of playouts (hard@N) chooses the move from the same
view; its CPU time (time.process_time, so waiting for a core on a shared machine does not count) and
its own playout count are summed per version. The versions alternate at every position (which goes
first swaps each pass). Each version's modules are swapped into sys.modules while it runs, so the two
never mix.
"""

import argparse
import importlib
import os
import sys
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load(root):
    """Import the package from `root`; returns its modules (to swap back in) and its Flush rules and
    HardBot."""
    for name in [k for k in sys.modules if k == "quash_table" or k.startswith("quash_table.")]:
        del sys.modules[name]
    sys.path.insert(0, root)
    try:
        game = importlib.import_module("quash_table.games").get_game("flush")
        hard = importlib.import_module("quash_table.games.flush.bots").HardBot
        importlib.import_module("quash_table.bots")
    finally:
        sys.path.remove(root)
    mods = {k: v for k, v in sys.modules.items() if k == "quash_table" or k.startswith("quash_table.")}
    return {"modules": mods, "game": game, "hard": hard, "name": root}


def use(version):
    sys.modules.update(version["modules"])


def positions(version, count, seats=3, seed=7):
    """`count` (state dump, seat) pairs from seeded games of `seats` normal bots."""
    use(version)
    game = version["game"]
    bots_mod = importlib.import_module("quash_table.bots")
    found, k = [], 0
    while len(found) < count:
        bots = [bots_mod.make_bot("flush", "normal", s, seed * 1000 + k * 10 + s) for s in range(seats)]
        state = game.new_state(seats, seed=seed * 100 + k)
        step = 0
        while state.to_move is not None and len(found) < count and step < 400:
            if step % 7 == 3 and len(game.legal_actions(state)) > 1:
                found.append((game.dump(state), state.to_move))
            action = bots[state.to_move].choose(game.view(state, state.to_move), game.legal_actions(state))
            state = game.apply(state, action)
            step += 1
        k += 1
    return found


def search(version, dump, seat, playouts, seed):
    """CPU seconds and playouts of one hard@playouts decision at the position."""
    use(version)
    game = version["game"]
    state = game.load(dump)
    bot = version["hard"](game, seat, seed=seed, iterations=playouts)
    view, legal = game.view(state, seat), game.legal_actions(state)
    start = time.process_time()
    bot.choose(view, legal)
    spent = time.process_time() - start
    return spent, (bot.last_stats or {}).get("rollouts", 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old", help="root of the other version's tree (a git archive of it)")
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--playouts", type=int, default=60)
    ap.add_argument("--passes", type=int, default=2)
    ap.add_argument("--seats", type=int, default=3)
    args = ap.parse_args()
    new, old = load(HERE), load(os.path.abspath(args.old))
    found = positions(new, args.positions, args.seats)
    totals = {id(new): [0.0, 0], id(old): [0.0, 0]}
    for p in range(args.passes):
        for i, (dump, seat) in enumerate(found):
            order = (old, new) if (i + p) % 2 == 0 else (new, old)
            for version in order:
                spent, n = search(version, dump, seat, args.playouts, seed=p * 1000 + i)
                totals[id(version)][0] += spent
                totals[id(version)][1] += n
        rates = {k: n / s for k, (s, n) in totals.items() if s}
        print(f"after pass {p + 1}: old {rates[id(old)]:.0f} playouts/CPU s, new {rates[id(new)]:.0f}, "
              f"{rates[id(new)] / rates[id(old)]:.2f}x", flush=True)


if __name__ == "__main__":
    main()
