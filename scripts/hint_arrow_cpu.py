"""The CPU one hint's display takes (its words placed, its arrow routed, the frames that draw it), and the longest
of those frames on the window's thread (how long the window stood still), on every
board at 1024x640 and 1280x800, and how often `arrow_route.route` ran for it: NumberQuash at 6 seats (a steal
hinted: its arrow from another seat's octagon across the table), QUASH at 2 and 4, Flush at 6, The Game and
Quadruple War. With `--old REF`, the tree of that git commit is measured too, in turn with this one, on the same
positions in one run. A measurement to read, not a test (session 32: H held NumberQuash's window 4-7 s):

    python scripts/hint_arrow_cpu.py [--old <commit>] [--repeat 2]
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BOARDS = [("numberquash", 6), ("quash", 2), ("quash", 4), ("flush", 6), ("thegame", 2), ("quadwar", 4)]
SIZES = [(1024, 640), (1280, 800)]


def _wanted(game, a):
    """The action hinted on `game`'s board: one with a piece and a target (an arrow)."""
    if game == "numberquash":
        return a["type"] == "bonus" and a.get("value") in (11, 12) and a.get("steals")
    if game == "flush":
        return a["type"] == "play"
    if game in ("quash", "thegame"):
        return a["type"] == "play"
    return True


def position(game, seats, seed):
    """(match, action) at the person's turn with an action of `_wanted` among the legal ones."""
    from quash_table.engine.match import Match
    for s in range(seed, seed + 400):
        m = Match(game, ["human"] + ["bot:easy"] * (seats - 1), s)
        rng = random.Random(s)
        for _ in range(400):
            if m.over:
                break
            legal = m.legal_actions()
            if m.to_move == 0:
                good = [a for a in legal if _wanted(game, a)]
                if good and (game != "quash" or len(m.state.history) >= 8):
                    return m, good[len(good) // 2]
            m.play(rng.choice(legal))
    raise RuntimeError(f"no position for {game} at {seats}")


def measure(game, seats, size, repeat):
    """{cpu: seconds of one hint's display, routes: route() calls}, the best of `repeat`."""
    from quash_table.ui import arrow_route
    from tests.ui_helpers import close_board, match_board, steps
    m, action = position(game, seats, 1)
    best = None
    for _ in range(repeat):
        app, scene = match_board(m, size=size, animation="instant")
        calls = [0]
        real = arrow_route.route

        def counted(*a, calls=calls, real=real, **kw):
            calls[0] += 1
            return real(*a, **kw)
        arrow_route.route = counted
        try:
            t0 = time.process_time()
            frame = time.thread_time()
            scene.hints.display(action, "a reason")
            longest = 0.0
            # two frames, and where the arrow is routed off the window's thread (ui/arrow_offframe.py) the frames
            # until it is drawn; each frame's CPU on the window's thread alone (the longest: how long the window
            # stood still)
            pending = getattr(scene.hints, "arrow_pending", lambda: False)
            for i in range(100000):
                if i >= 2 and not pending():
                    break
                steps(app, 1)
                longest = max(longest, time.thread_time() - frame)
                time.sleep(0.005 if i >= 2 else 0)
                frame = time.thread_time()
            took = time.process_time() - t0
            legs = scene.hints.arrow_drawn()[0]
        finally:
            arrow_route.route = real
            close_board(app)
        got = {"cpu": took, "frame": longest, "routes": calls[0], "legs": [[tuple(map(round, u)), tuple(map(round, v))] for u, v in legs]}
        if best is None or took < best["cpu"]:
            best = got
    return best


def child(repeat):
    sys.path.insert(0, os.getcwd())
    out = {}
    for game, seats in BOARDS:
        for size in SIZES:
            out[f"{game} {seats} {size[0]}x{size[1]}"] = measure(game, seats, size, repeat)
    print(json.dumps(out))


def run_tree(tree, repeat):
    env = dict(os.environ, QUASH_TABLE_HOME=tempfile.mkdtemp())
    got = subprocess.run([sys.executable, os.path.join(HERE, "scripts", "hint_arrow_cpu.py"), "--child",
                          "--repeat", str(repeat)], cwd=tree, env=env, capture_output=True, text=True)
    if got.returncode:
        sys.exit(got.stderr)
    return json.loads(got.stdout.strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--child", action="store_true")
    args = ap.parse_args()
    if args.child:
        return child(args.repeat)
    trees = {"new": HERE}
    if args.old:
        old = tempfile.mkdtemp()
        archive = subprocess.run(["git", "archive", args.old, "quash_table", "tests", "assets"], cwd=HERE,
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", old], input=archive, check=True)
        trees = {"old": old, "new": HERE}
    results = {name: run_tree(tree, args.repeat) for name, tree in trees.items()}
    for board in results["new"]:
        row = "  ".join(f"{name} {r[board]['cpu'] * 1000:6.0f} ms, {r[board]['routes']:3d} routes, longest frame "
                        f"{r[board].get('frame', r[board]['cpu']) * 1000:5.0f} ms"
                        for name, r in results.items())
        same = "" if "old" not in results else \
            ("  same arrow" if results["old"][board]["legs"] == results["new"][board]["legs"] else "  OTHER ARROW")
        print(f"{board:24s} {row}{same}")
    for name, r in results.items():
        print(f"total {name}: {sum(v['cpu'] for v in r.values()):.2f} s")


if __name__ == "__main__":
    main()
