"""Random full hands per second: our Quadruple War through the public game contract against OpenSpiel's
`spades` driven from Python, in the same run and with the same number of hands.

    python scripts/compare_openspiel_spades.py                    (ours only; needs nothing extra)
    python -m venv /tmp/osvenv && /tmp/osvenv/bin/pip install open_spiel -r requirements.txt
    /tmp/osvenv/bin/python scripts/compare_openspiel_spades.py --openspiel

OpenSpiel is not a dependency of the app: pyspiel is imported only when --openspiel asks for it.

One hand on each side, four seats, every choice uniformly at random with the same `random.Random`:
- ours: `new_state(4, seed=i)` (first dealer drawn, cards dealt: a new game's way, deal 2 since session 27,
  games/quadwar/deals.py), then `legal_actions` and `apply` until
  the first hand is scored (4 bids, 52 cards), then `result()`;
- OpenSpiel: `new_initial_state()`, then `legal_actions` and `apply_action` until `is_terminal()` (52
  dealing chance actions, 4 bids, 52 cards; a spades game there is one hand), then `returns()`.
The machine may be shared and noisy: each side is timed in CPU seconds of this process (time spent
waiting for a core does not count), the sides alternate, each --repeat times, and the medians are compared.
"""

import argparse
import importlib
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from quash_table.games.quadwar.rules import GAME  # noqa: E402

SEATS = 4


def ours_hands(hands, seed):
    """Play `hands` random first hands; returns (seconds, decisions made)."""
    choice = random.Random(seed).choice
    game = GAME
    moves = 0
    start = time.process_time()
    for i in range(hands):
        state = game.new_state(SEATS, seed=seed + i)
        while state.to_move is not None and state.hand_no == 1:
            state = game.apply(state, choice(game.legal_actions(state)))
            moves += 1
        game.result(state)
    return time.process_time() - start, moves


def openspiel_hands(hands, seed):
    """Play `hands` random spades hands in OpenSpiel; returns (seconds, actions applied)."""
    pyspiel = importlib.import_module("pyspiel")
    game = pyspiel.load_game("spades")
    choice = random.Random(seed).choice
    moves = 0
    start = time.process_time()
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()))
            moves += 1
        state.returns()
    return time.process_time() - start, moves


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=2000, help="hands per measurement (default 2000)")
    ap.add_argument("--repeat", type=int, default=3, help="measurements per side (default 3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--openspiel", action="store_true", help="also measure OpenSpiel's spades (needs pyspiel)")
    args = ap.parse_args(argv)
    if args.openspiel:
        try:
            importlib.import_module("pyspiel")
        except ImportError:
            sys.exit("pyspiel is not installed in this Python: pip install open_spiel (in a separate venv)")
    sides = [("Quadruple War (ours)", ours_hands)]
    if args.openspiel:
        sides.append(("OpenSpiel spades", openspiel_hands))
    rates = {name: [] for name, _ in sides}
    for r in range(args.repeat):
        for name, run in sides:
            seconds, moves = run(args.hands, args.seed)
            rates[name].append(args.hands / seconds)
            print(f"run {r + 1}: {name:<22} {args.hands / seconds:8.0f} hands/s "
                  f"({moves / args.hands:.0f} moves a hand)", flush=True)
    medians = {name: statistics.median(v) for name, v in rates.items()}
    for name, m in medians.items():
        print(f"median:  {name:<22} {m:8.0f} hands/s over {args.repeat} x {args.hands} hands")
    if args.openspiel:
        ours, theirs = (medians[name] for name, _ in sides)
        print(f"ours / OpenSpiel: {ours / theirs:.2f}x")


if __name__ == "__main__":
    main()
