"""How long the first hint arrow takes to route at QUASH with 4 players (session 27: over a second), with the
router of a git commit (`--old REF`, default HEAD~1) and the one in the tree, on the same boards in one run,
and whether both draw the same arrow. A measurement to read, not a test:

    python scripts/arrow_route_speed.py --old <commit>
"""

import argparse
import importlib.util
import os
import random
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def old_router(ref):
    text = subprocess.run(["git", "show", f"{ref}:quash_table/ui/arrow_route.py"], capture_output=True,
                          text=True, check=True).stdout
    path = os.path.join(tempfile.mkdtemp(), "arrow_route_old.py")
    with open(path, "w") as f:
        f.write(text)
    spec = importlib.util.spec_from_file_location("arrow_route_old", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", default="HEAD~1")
    ap.add_argument("--variant", default="basic")
    args = ap.parse_args()
    from quash_table.engine.match import Match
    from quash_table.ui import arrow_route as new
    from quash_table.ui import hints
    from tests.ui_helpers import ask_hint, close_board, match_board
    old = old_router(args.old)
    total = {"old": 0.0, "new": 0.0}
    for seed in (1, 2, 3):
        for size in ((1280, 800), (1024, 640)):
            m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed, {"variant": args.variant})
            rng = random.Random(seed)
            while not (m.to_move == 0 and len(m.state.history) >= 8 and m.state.phase == "play"):
                m.play(rng.choice(m.legal_actions()))
            app, scene = match_board(m, size=size)
            try:
                ask_hint(app, scene)
                took, paths = {}, {}
                for name, mod in (("old", old), ("new", new)):
                    hints.route_out_into = mod.route_out_into
                    scene.hints._routes.clear()
                    t0 = time.perf_counter()
                    paths[name] = [tuple(map(tuple, p)) for p in scene.hints._arrow()]
                    took[name] = time.perf_counter() - t0
                    total[name] += took[name]
                print(f"seed {seed} {size[0]}x{size[1]}: old {took['old'] * 1000:.0f} ms, "
                      f"new {took['new'] * 1000:.0f} ms, same arrow: {paths['old'] == paths['new']}")
            finally:
                hints.route_out_into = new.route_out_into
                close_board(app)
    print(f"total: old {total['old']:.2f} s, new {total['new']:.2f} s")


if __name__ == "__main__":
    main()
