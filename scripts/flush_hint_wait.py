"""How long a person waits for Flush's hint at 6 seats (1024x640): from H to the hint's words on the table (a first
look while the search goes on counts: session 28), and to its search's answer, the window stepped in real time
as the app runs it (frames at its own pace), the settings' normal animation and bots' pace, H pressed `--read`
seconds after the turn came to the screen (0: at once). A measurement to read, not a test. With `--old REF` the tree of that
commit is measured too, each turn of each in turn, in the same run on the same games:

    python scripts/flush_hint_wait.py --old <commit> --seeds 1,2 --turns 4 --read 0,1
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def measure(seed, turns, read):
    """[seconds from H to the hint shown] of the first `turns` turns of seat 0 in a 6-seat game, H pressed
    `read` seconds after each turn came to the screen; each hinted move then played."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    from quash_table.engine.match import Match
    from tests.ui_helpers import close_board, key, match_board

    m = Match("flush", ["human"] + ["bot:normal"] * 5, seed)
    app, scene = match_board(m, size=(1024, 640), animation="normal", bot_pace="normal")
    s = scene.session

    def run_until(cond, timeout=60.0):
        end = time.perf_counter() + timeout
        while time.perf_counter() < end:
            app.step()
            if cond():
                return True
        return False

    waits, leads, answers = [], [], []
    try:
        for _ in range(turns):
            came = []

            def turn_shown(came=came):
                if m.to_move == 0 and not came:
                    came.append(time.perf_counter())      # the position is yours: the last bot has moved
                return s.my_turn() and scene.settled() and not m.over
            if not run_until(turn_shown):
                break
            leads.append(round(time.perf_counter() - came[0], 3) if came else 0.0)
            end = time.perf_counter() + read
            while time.perf_counter() < end:
                app.step()
            t0 = time.perf_counter()
            key(app, pygame.K_h, frames=0)

            def shown():
                h, msg = scene.hints.current, scene.message
                return h is not None and msg is not None and msg[0].startswith("Hint")

            def searched():
                return shown() and not getattr(scene.hints, "checking", False)
            if not run_until(shown):
                waits.append(None)
                break
            waits.append(round(time.perf_counter() - t0, 3))
            run_until(searched)
            answers.append(round(time.perf_counter() - t0, 3))
            s.play(scene.hints.current["action"])
    finally:
        close_board(app)
    return waits, leads, answers


def export(ref):
    """A copy of the tree at git `ref` (its files only) in a new temporary folder."""
    out = tempfile.mkdtemp(prefix="flush-hint-wait-")
    archive = subprocess.run(["git", "-C", ROOT, "archive", ref], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", out], input=archive, check=True)
    return out


def child(tree, seed, turns, read):
    """measure() in a fresh process running `tree`'s code."""
    got = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", tree, str(seed), str(turns), str(read)],
                         capture_output=True, text=True, cwd=tree)
    if got.returncode:
        sys.stderr.write(got.stderr)
        return [], [], []
    return json.loads(got.stdout.strip().splitlines()[-1])


def main():
    if sys.argv[1:2] == ["--child"]:
        tree, seed, turns, read = sys.argv[2:6]
        sys.path.insert(0, tree)
        print(json.dumps(measure(int(seed), int(turns), float(read))))
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", default=None, help="a git commit to measure beside the working tree")
    ap.add_argument("--seeds", default="1,2")
    ap.add_argument("--turns", type=int, default=4)
    ap.add_argument("--read", default="0,1", help="seconds between the turn coming and H, comma-separated")
    args = ap.parse_args()
    trees = {"new": ROOT}
    if args.old:
        trees = {"old": export(args.old), "new": ROOT}
    got = {name: {} for name in trees}
    for read in [float(x) for x in args.read.split(",")]:
        for seed in [int(x) for x in args.seeds.split(",")]:
            for name, tree in trees.items():
                waits, leads, answers = child(tree, seed, args.turns, read)
                got[name].setdefault(read, []).extend(w for w in waits if w is not None)
                print(f"{name:3} read {read:.1f}s seed {seed}: H to the hint's words {waits}, to its search's "
                      f"answer {answers} (the last bot's move to the turn shown {leads})", flush=True)
    for name in trees:
        for read, waits in got[name].items():
            if waits:
                print(f"{name:3} H {read:.1f}s into the turn: median {statistics.median(waits):.2f}s, "
                      f"max {max(waits):.2f}s over {len(waits)} hints")


if __name__ == "__main__":
    main()
