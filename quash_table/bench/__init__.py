"""`bench`: the figures the project measures (docs/ARCHITECTURE.md, "Measuring"), printed as JSON to compare run to run.

Per game: random full games per second through the public contract, bot decision times per level (Quadruple
War also its random first hands per second at four seats against OpenSpiel's spades in the same run, issue 22), and
(when the table kit is present) frame times while a card is dragged and start-up to the first frame.
Nothing here asserts a speed: it measures and reports.
"""

import importlib
import json
import platform
import time

from ..bots import bot_levels, make_bot
from ..engine.rng import derive_seed
from ..games import available_game_ids, get_game
from ..stats_math import percentile
from . import spades


def random_games_per_second(game_id, seats=None, seconds=1.5):
    game = get_game(game_id)
    seats = seats or game.min_seats
    bots = [make_bot(game_id, "random", s, s + 1) for s in range(seats)]
    done, moves, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_state(seats, seed=done)
        while state.to_move is not None:
            legal = game.legal_actions(state)
            state = game.apply(state, bots[state.to_move].choose(None, legal))
            moves += 1
        done += 1
    elapsed = time.perf_counter() - start
    return {"seats": seats, "games": done, "games_per_s": round(done / elapsed, 1),
            "moves_per_s": round(moves / elapsed, 1)}


def quadwar_first_hands(hands=500, repeat=3):
    """Quadruple War's random first hands per second at four seats through the contract and, when pyspiel is
    installed, OpenSpiel's spades hands in the same run with their ratio (bench/spades.py)."""
    return spades.compare(hands, repeat)


def decision_times(game_id, level, seats=None, max_decisions=300, seconds=3.0):
    """p50/p95/max of one bot level's choose() over positions from games it plays against itself."""
    game = get_game(game_id)
    seats = seats or game.min_seats
    times, deal, start = [], 0, time.perf_counter()
    playouts = search_seconds = 0.0           # search bots (hard): playouts made and time spent on them
    while len(times) < max_decisions and time.perf_counter() - start < seconds:
        bots = [make_bot(game_id, level, s, derive_seed(deal, s)) for s in range(seats)]
        state = game.new_state(seats, seed=1000 + deal)
        while state.to_move is not None and len(times) < max_decisions:
            seat = state.to_move
            view, legal = game.view(state, seat), game.legal_actions(state)
            t0 = time.perf_counter()
            action = bots[seat].choose(view, legal)
            times.append(time.perf_counter() - t0)
            stats = getattr(bots[seat], "last_stats", None)
            if stats:
                playouts += stats["rollouts"]
                search_seconds += stats["seconds"]
                bots[seat].last_stats = {}
            state = game.apply(state, action)
        deal += 1
    ms = [t * 1000 for t in times]
    out = {"decisions": len(ms), "p50_ms": round(percentile(ms, 50), 3),
           "p95_ms": round(percentile(ms, 95), 3), "max_ms": round(max(ms), 3) if ms else 0.0}
    if search_seconds:
        out["playouts_per_s"] = round(playouts / search_seconds, 1)
    return out


def run_bench(game_ids=None, levels=("normal",), ui=True):
    out = {"machine": {"python": platform.python_version(), "platform": platform.platform(),
                       "processor": platform.machine()},
           "games": {}}
    for gid in game_ids or available_game_ids():
        entry = {"random_playouts": random_games_per_second(gid)}
        if gid == "quadwar":    # issue 22: first hands through the contract, OpenSpiel's spades beside when installed
            entry["first_hands"] = quadwar_first_hands()
        have = bot_levels(gid)
        for level in levels:
            if level in have:
                entry[f"{level}_decision"] = decision_times(
                    gid, level, max_decisions=20 if level == "hard" else 300,
                    seconds=30 if level == "hard" else 3.0)
        out["games"][gid] = entry
    if ui:
        try:
            uibench = importlib.import_module("quash_table.ui.bench")
        except ImportError:
            uibench = None
        if uibench is not None:
            out["ui"] = uibench.run(game_ids or available_game_ids())
    return out


def format_bench(result):
    lines = [f"Quash Table bench on {result['machine']['platform']} (Python {result['machine']['python']})"]
    for gid, e in result["games"].items():
        rp = e["random_playouts"]
        lines.append(f"  {gid:<12} random: {rp['games_per_s']:>9.1f} games/s ({rp['seats']} seats, "
                     f"{rp['moves_per_s']:.0f} moves/s)")
        fh = e.get("first_hands")
        if fh:
            theirs = (f"; OpenSpiel spades {fh['openspiel_hands_per_s']:.0f} hands/s in the same run: "
                      f"{fh['ratio']:.2f}x" if fh["ratio"] else "; OpenSpiel not installed (pip install open_spiel)")
            lines.append(f"  {'':<12} first hands: {fh['hands_per_s']:.0f} hands/s ({fh['seats']} seats, "
                         f"medians of {fh['repeat']} x {fh['hands']})" + theirs)
        for k, v in e.items():
            if k.endswith("_decision"):
                lines.append(f"  {'':<12} {k[:-9]}: p50 {v['p50_ms']:.2f} ms, p95 {v['p95_ms']:.2f} ms "
                             f"(max {v['max_ms']:.2f} ms, {v['decisions']} decisions)"
                             + (f", {v['playouts_per_s']:.0f} playouts/s" if "playouts_per_s" in v else ""))
    if "ui" in result:
        lines.append("  ui: " + json.dumps(result["ui"]))
    return "\n".join(lines)
