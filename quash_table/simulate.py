"""Headless bot-against-bot runs: `simulate` (and the duplicate-deal `arena`), spread over all cores.

Deals are duplicated: every deal is played once per rotation of the bots round the table, so luck of the
deal (and of the seat) falls equally on every bot. Game i uses deal i // seats and rotation i % seats,
except when every seat has the same bot (a team in The Game): then game i is simply deal i. Every seed
derives from --seed, so the same command prints the same table on any machine.
"""

import os
import sys
import time
from multiprocessing import get_context

from .bots import make_bot
from .engine.rng import derive_seed
from .games import get_game
from .stats_math import mean_ci, wilson

MAX_STEPS = 200000


def play_one(game_id, bots, seed, index, options=None):
    """Play game number `index` of a run; returns what the table needs (by bot entry, not by seat)."""
    game = get_game(game_id)
    n = len(bots)
    deal, rotation = divmod(index, n)
    if len(set(bots)) == 1:
        # The same bot in every seat: a rotation would replay the same deal with the same players (in a
        # co-operative game exactly so), so every game gets a deal of its own, as `analyze` counts them.
        deal, rotation = index, 0
    # entry e sits at seat (e + rotation) % n
    seat_entry = [(s - rotation) % n for s in range(n)]
    players = [make_bot(game_id, bots[seat_entry[s]], s, derive_seed(seed, index, s)) for s in range(n)]
    state = game.new_state(n, seed=derive_seed(seed, deal) & 0xFFFFFFFF, options=options)
    steps = 0
    while state.to_move is not None:
        seat = state.to_move
        legal = game.legal_actions(state)
        action = players[seat].choose(game.view(state, seat), legal)
        state = game.apply(state, action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"{game_id} game {index} did not end in {MAX_STEPS} moves")
    res = game.result(state)
    extra = game.match_stats(state) if hasattr(game, "match_stats") else {}
    return {
        "index": index,
        "winners": sorted(seat_entry[s] for s in res["winners"]),
        "scores": [res["scores"][(e + rotation) % n] for e in range(n)],
        "extra": {k: [v[(e + rotation) % n] for e in range(n)] for k, v in extra.items()},
        "moves": steps,
    }


def _worker(job):
    return play_one(*job)


def run(game_id, bots, games, seed=1, options=None, jobs=None, progress=True):
    """Play `games` games; returns the list of per-game records in index order."""
    jobs = jobs or os.cpu_count() or 1
    work = [(game_id, list(bots), seed, i, options) for i in range(games)]
    records = []
    show = progress and sys.stderr.isatty()
    start = time.time()
    if jobs > 1 and games >= 8:
        with get_context("spawn").Pool(jobs) as pool:
            for rec in pool.imap_unordered(_worker, work, chunksize=max(1, games // (jobs * 20))):
                records.append(rec)
                if show:
                    _progress(len(records), games, start)
    else:
        for job in work:
            records.append(_worker(job))
            if show:
                _progress(len(records), games, start)
    if show:
        sys.stderr.write("\n")
    records.sort(key=lambda r: r["index"])
    return records


def _progress(done, total, start):
    width = 30
    filled = int(width * done / total)
    rate = done / max(1e-9, time.time() - start)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games  {rate:.1f}/s ")
    sys.stderr.flush()


def summarise(game_id, bots, records):
    """Per bot entry: wins, draws, average score (95% intervals); plus the team line in co-op games."""
    game = get_game(game_id)
    total = len(records)
    rows = []
    for e, level in enumerate(bots):
        wins = sum(1 for r in records if e in r["winners"] and len(r["winners"]) == 1) \
            if not game.cooperative else sum(1 for r in records if e in r["winners"])
        shared = sum(1 for r in records if e in r["winners"] and len(r["winners"]) > 1) \
            if not game.cooperative else 0
        lo, hi = wilson(wins, total)
        avg, half = mean_ci([r["scores"][e] for r in records])
        row = {"entry": e, "bot": level, "games": total, "wins": wins, "shared_wins": shared,
               "win_rate": wins / total if total else 0.0, "win_ci": [lo, hi],
               "avg_score": avg, "score_ci": half}
        for key in (records[0]["extra"] if records else {}):
            vals = [r["extra"][key][e] for r in records if r["extra"][key][e] is not None]
            m, h = mean_ci(vals)
            row[key] = {"mean": m, "ci": h}
        rows.append(row)
    nobody = sum(1 for r in records if not r["winners"])
    out = {"game": game_id, "bots": list(bots), "games": total, "rows": rows,
           "no_winner": nobody, "avg_moves": mean_ci([r["moves"] for r in records])[0]}
    if game.cooperative:
        team = sum(1 for r in records if r["winners"])
        out["team"] = {"wins": team, "win_rate": team / total if total else 0.0,
                       "win_ci": list(wilson(team, total)),
                       "avg_score": rows[0]["avg_score"], "score_ci": rows[0]["score_ci"]}
    return out


def add_margins(summary, records):
    """Arena: each bot's score minus the average of the others', per game, with its 95% interval."""
    n = len(summary["bots"])
    for e, row in enumerate(summary["rows"]):
        margins = [r["scores"][e] - sum(r["scores"][o] for o in range(n) if o != e) / (n - 1)
                   for r in records]
        m, half = mean_ci(margins)
        row["margin"] = {"mean": m, "ci": half}
    summary["low_score_wins"] = getattr(get_game(summary["game"]), "low_score_wins", False)


def format_table(summary):
    game = get_game(summary["game"])
    how = ("every game a deal of its own" if len(set(summary["bots"])) == 1
           else "deals replayed with the bots rotated round the table")   # as play_one deals them
    lines = [f"{game.title}: {summary['games']} games, bots {','.join(summary['bots'])} ({how})"]
    if game.cooperative:
        t = summary["team"]
        lines.append(f"  team win rate   {100 * t['win_rate']:5.1f}%  "
                     f"(95% CI {100 * t['win_ci'][0]:.1f}-{100 * t['win_ci'][1]:.1f}%)  "
                     f"{t['wins']} of {summary['games']}")
        lines.append(f"  cards laid      {t['avg_score']:5.2f} of 50 on average (+/- {t['score_ci']:.2f})")
        return "\n".join(lines)
    extra_keys = [k for k in summary["rows"][0] if isinstance(summary["rows"][0][k], dict)
                  and "mean" in summary["rows"][0][k]]
    head = f"  {'#':>2} {'bot':<8} {'wins':>6} {'win %':>7} {'95% CI':>13} {'draws':>6} {'avg score':>10} {'+/-':>6}"
    for k in extra_keys:
        head += f" {k:>14}"
    lines.append(head)
    for r in summary["rows"]:
        line = (f"  {r['entry']:>2} {r['bot']:<8} {r['wins']:>6} {100 * r['win_rate']:>6.1f}% "
                f"{100 * r['win_ci'][0]:>5.1f}-{100 * r['win_ci'][1]:<5.1f}% {r['shared_wins']:>6} "
                f"{r['avg_score']:>10.2f} {r['score_ci']:>6.2f}")
        for k in extra_keys:
            line += f" {r[k]['mean']:>9.3f}+/-{r[k]['ci']:.3f}"
        lines.append(line)
    if "low_score_wins" in summary:
        lines.append("  margin = own score minus the others' average"
                     + (" (lower is better in this game)" if summary["low_score_wins"] else ""))
    if summary["no_winner"]:
        lines.append(f"  games with no winner: {summary['no_winner']}")
    lines.append("  draws = wins shared with another bot; +/- = half-width of the 95% interval")
    return "\n".join(lines)
