"""Issue 22's figure: random first hands of Quadruple War per second through the public game contract, against
OpenSpiel's `spades` driven from Python in the same process and with the same number of hands. `bench` reports
it for quadwar; scripts/compare_openspiel_spades.py prints it run by run.

One hand on each side, four seats, every choice uniformly at random with the same `random.Random`:
- ours: `new_state(4, seed=i)` (first dealer drawn, cards dealt: a new game's way, deal 2 since session 27,
  games/quadwar/deals.py), then `legal_actions` and `apply` until the first hand is scored (4 bids, 52 cards), then
  `result()`;
- OpenSpiel: `new_initial_state()`, then `legal_actions` and `apply_action` until `is_terminal()` (52 dealing
  chance actions, 4 bids, 52 cards; a spades game there is one hand), then `returns()`.
The machine may be shared and noisy: each side is timed in CPU seconds of this process (time spent waiting for a
core does not count), each side warms up on 50 hands first, the sides alternate, each `repeat` times, and the medians are compared.

OpenSpiel is not a dependency of the app: pyspiel is imported only when asked for, and its absence is said.
"""

import importlib
import random
import statistics
import time

from ..games.quadwar.rules import GAME

SEATS = 4
OURS, THEIRS = "Quadruple War (ours)", "OpenSpiel spades"


def ours_hands(hands, seed):
    """Play `hands` random first hands; returns (CPU seconds, decisions made)."""
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
    """Play `hands` random spades hands in OpenSpiel; returns (CPU seconds, actions applied)."""
    game = importlib.import_module("pyspiel").load_game("spades")
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


def have_openspiel():
    try:
        importlib.import_module("pyspiel")
    except ImportError:
        return False
    return True


def compare(hands=500, repeat=3, seed=1, openspiel=None, report=None):
    """Both sides (ours alone when OpenSpiel is not installed, or `openspiel` is False), alternated `repeat`
    times; `report(run, side, hands_per_s, moves_a_hand)` is called after each measurement. Returns the
    figures: hands/s medians, their ratio (ours / OpenSpiel) and every run's."""
    if openspiel is None:
        openspiel = have_openspiel()
    sides = [(OURS, ours_hands)] + ([(THEIRS, openspiel_hands)] if openspiel else [])
    rates = {name: [] for name, _ in sides}
    for _, run in sides:        # one-off work (first calls, tables and caches made once) is no side's figure
        run(min(hands, 50), seed)
    for r in range(repeat):
        for name, run in sides:
            seconds, moves = run(hands, seed)
            rate = hands / max(seconds, 1e-9)
            rates[name].append(rate)
            if report is not None:
                report(r + 1, name, rate, moves / hands)
    ours = statistics.median(rates[OURS])
    theirs = statistics.median(rates[THEIRS]) if openspiel else None
    return {"seats": SEATS, "hands": hands, "repeat": repeat,
            "hands_per_s": round(ours, 1), "runs": [round(x, 1) for x in rates[OURS]],
            "openspiel_hands_per_s": round(theirs, 1) if theirs else None,
            "openspiel_runs": [round(x, 1) for x in rates[THEIRS]] if openspiel else None,
            "ratio": round(ours / theirs, 3) if theirs else None}
