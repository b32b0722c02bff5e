"""The CPU each routed way of a hint's arrow takes (hint_way.HintArrowWays._way, on whichever thread it runs), over
real hints on every game's board: QUASH at 2 (advanced) and 4 players, Flush at 3 and 6 seats, NumberQuash at 2 and
6, The Game and Quadruple War; 1024x640 and 1280x800; seeds 1-2, the person's first three turns with a move that has
an arrow (random legal moves between), the middle such move hinted with a two-line reason and drawn until its arrow
is. With `--old REF`, the tree of that git commit is measured too, in turn with this one, on the same positions in
one run, and whether both draw the same arrow. A measurement to read, not a test (session 38: on a loaded machine
the words came seconds before their arrow):

    python scripts/arrow_way_cpu.py [--old <commit>] [--only flush] [--profile FILE] [--wait]

With `--wait` the frame waits for every way (arrow_offframe.QUICK_WAY_SECONDS): the words are placed against the
routed way in both trees alike, so both route the same ways, and their CPU is compared way for way.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import types

from arrow_bends import positions as bends_positions

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BOARDS = [("quash", 2, {"variant": "advanced"}), ("quash", 4, {}), ("flush", 3, {}), ("flush", 6, {}),
          ("numberquash", 2, {}), ("numberquash", 6, {}), ("thegame", 2, {}), ("quadwar", 4, {})]
SIZES = [(1024, 640), (1280, 800)]
SEEDS = (1, 2)
TURNS = 3
REASON = ("it keeps your best cards for the spots still open and leaves the others fewer ways to beat it, "
          "so the next round starts with more of your side's cards in play")


def _wanted(game, a):
    if game == "numberquash":
        return a["type"] == "bonus" or a["type"] == "place"
    if game == "flush":
        return a["type"] in ("play", "hidden")
    if game in ("quash", "thegame"):
        return a["type"] == "play"
    return True


def positions(game, seats, options, seed):
    """[(match, action)]: as arrow_bends.py picks them, with this script's moves and turns."""
    return bends_positions(game, seats, options, seed, _wanted, TURNS)


def measure(game, seats, options, size):
    from quash_table.ui import hint_way
    from tests.ui_helpers import close_board, match_board, steps
    rows = []
    real = hint_way.HintArrowWays._way
    for seed in SEEDS:
        for m, action in positions(game, seats, options, seed):
            app, scene = match_board(m, size=size, animation="instant")
            ways = []

            def timed(self, *a, ways=ways, **kw):
                t0 = time.thread_time()
                routed = len(self._routes)
                got = real(self, *a, **kw)
                if len(self._routes) != routed:      # a way routed, not one looked up
                    ways.append(time.thread_time() - t0)
                return got
            hint_way.HintArrowWays._way = timed
            try:
                scene.hints.display(action, REASON)
                steps(app, 1)
                first_frame = bool(scene.hints.frame_drawn()[0])
                for _ in range(100000):
                    steps(app, 1)
                    if not scene.hints.arrow_pending():
                        break
                    time.sleep(0.005)
                steps(app, 2)
                legs = scene.hints.frame_drawn()[0]
            finally:
                hint_way.HintArrowWays._way = real
                close_board(app)
            if not legs and not ways:
                continue        # no arrow for this move (a button, a guess)
            rows.append({"ways": ways, "first": first_frame,
                         "legs": [[tuple(map(round, u)), tuple(map(round, v))] for u, v in legs]})
    return rows


def child(only, profile, wait):
    sys.path.insert(0, os.getcwd())
    out = {}
    if wait:
        from quash_table.ui import arrow_offframe
        arrow_offframe.QUICK_WAY_SECONDS = 600

    def run():
        for game, seats, options in BOARDS:
            if only and game != only:
                continue
            for size in SIZES:
                out[f"{game} {seats} {size[0]}x{size[1]}"] = measure(game, seats, options, size)
    if profile:
        # the ways routed on this thread, where cProfile sees them (a helper thread's calls are not profiled)
        import cProfile
        import threading

        from quash_table.ui import arrow_offframe

        class AtOnce(threading.Thread):
            def start(self):
                self.run()

            def is_alive(self):
                return False

            def join(self, timeout=None):
                pass
        arrow_offframe.threading = types.SimpleNamespace(Thread=AtOnce)
        cProfile.runctx("run()", globals(), {"run": run}, profile)
    else:
        run()
    print(json.dumps(out))


def run_tree(tree, only, profile=None, wait=False):
    env = dict(os.environ, QUASH_TABLE_HOME=tempfile.mkdtemp())
    args = [sys.executable, os.path.join(HERE, "scripts", "arrow_way_cpu.py"), "--child"]
    args += ["--only", only] if only else []
    args += ["--profile", profile] if profile else []
    args += ["--wait"] if wait else []
    got = subprocess.run(args, cwd=tree, env=env, capture_output=True, text=True)
    if got.returncode:
        sys.exit(got.stderr)
    return json.loads(got.stdout.strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old")
    ap.add_argument("--only")
    ap.add_argument("--profile")
    ap.add_argument("--wait", action="store_true")
    ap.add_argument("--child", action="store_true")
    args = ap.parse_args()
    if args.child:
        return child(args.only, args.profile, args.wait)
    trees = {"new": HERE}
    if args.old:
        old = tempfile.mkdtemp()
        archive = subprocess.run(["git", "archive", args.old, "quash_table", "tests", "assets"], cwd=HERE,
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", old], input=archive, check=True)
        os.makedirs(os.path.join(old, "scripts"))
        subprocess.run(["cp", os.path.join(HERE, "scripts", "arrow_way_cpu.py"), os.path.join(old, "scripts")],
                       check=True)
        trees = {"old": old, "new": HERE}
    results = {name: run_tree(tree, args.only, args.profile if name == "new" else None, args.wait)
               for name, tree in trees.items()}
    totals = {name: [0.0, 0, 0.0, 0] for name in results}
    for board in results["new"]:
        row = []
        for name, r in results.items():
            ways = [w for h in r[board] for w in h["ways"]]
            t = totals[name]
            t[0] += sum(ways)
            t[1] += len(ways)
            t[2] = max(t[2], max(ways, default=0.0))
            t[3] += sum(h["first"] for h in r[board])
            row.append(f"{name} {len(ways):2d} ways, mean {1000 * sum(ways) / max(1, len(ways)):5.0f} ms, "
                       f"max {1000 * max(ways, default=0):5.0f} ms, arrow in first frame {sum(h['first'] for h in r[board])}"
                       f"/{len(r[board])}")
        same = ""
        if "old" in results:
            pairs = list(zip(results["old"][board], results["new"][board]))
            same = f"  same arrow {sum(a['legs'] == b['legs'] for a, b in pairs)}/{len(pairs)}"
        print(f"{board:24s} {'  '.join(row)}{same}")
    for name, t in totals.items():
        print(f"total {name}: {t[1]} ways, {t[0]:.2f} s, mean {1000 * t[0] / max(1, t[1]):.0f} ms a way, "
              f"longest {1000 * t[2]:.0f} ms, arrow in the first frame {t[3]}")


if __name__ == "__main__":
    main()
