"""How long the first hint arrow takes to route, with the router of a git commit (`--old REF`, default HEAD~1)
and the one in the tree, on the same boards in one run, and whether both draw the same arrow. QUASH with 4
players (session 27: over a second) or Flush (`--game flush`, session 29: 1 to 1.8 s of one frame at
1280x800 on a loaded machine, the hint's words and arrow waiting for it). A measurement to read, not a test:

    python scripts/arrow_route_speed.py --old <commit> [--game flush]
"""

import argparse
import importlib.util
import inspect
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
    # a module of the package (its relative imports: arrow_head), beside the tree's arrow_route
    import quash_table.ui  # noqa: F401
    spec = importlib.util.spec_from_file_location("quash_table.ui.arrow_route_old", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def as_called(mod):
    """`mod.route_out_into` as the tree's hint_way calls it (an older router takes no `memo`)."""
    if "memo" in inspect.signature(mod.route_out_into).parameters:
        return mod.route_out_into
    def call(*a, memo=None, **kw):
        return mod.route_out_into(*a[:9], **kw)
    return call


def positions(game, variant):
    """(match, size, the action hinted) of the boards measured: QUASH at 4 players after 8 moves; Flush at 3
    seats (1280x800) and 6 (1024x640) at the person's first turn, a play from the hand hinted."""
    from quash_table.engine.match import Match
    for seed in (1, 2, 3):
        for size in ((1280, 800), (1024, 640)):
            if game == "quash":
                m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed, {"variant": variant})
                rng = random.Random(seed)
                while not (m.to_move == 0 and len(m.state.history) >= 8 and m.state.phase == "play"):
                    m.play(rng.choice(m.legal_actions()))
                yield m, size, None
                continue
            n = 3 if size == (1280, 800) else 6
            m = Match("flush", ["human"] + ["bot:easy"] * (n - 1), seed)
            rng = random.Random(seed)
            while m.to_move != 0 or not any(a["type"] == "play" for a in m.legal_actions()):
                m.play(rng.choice(m.legal_actions()))
            plays = [a for a in m.legal_actions() if a["type"] == "play"]
            yield m, size, plays[len(plays) // 2]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", default="HEAD~1")
    ap.add_argument("--game", default="quash", choices=("quash", "flush"))
    ap.add_argument("--variant", default="basic")
    args = ap.parse_args()
    from quash_table.engine.naming import Reason
    from quash_table.ui import arrow_route as new
    from quash_table.ui import hint_way
    from tests.ui_helpers import ask_hint, close_board, match_board
    routers = {"old": as_called(old_router(args.old)), "new": new.route_out_into}
    total = {"old": 0.0, "new": 0.0}
    for m, size, action in positions(args.game, args.variant):
        app, scene = match_board(m, size=size)
        try:
            if action is not None:
                s = scene.session
                s.ask_hint = lambda building=(): True
                s.hint_answer = lambda action=action: (action, Reason("a reason"))
            ask_hint(app, scene)
            took, paths = {}, {}
            for name in ("old", "new"):
                hint_way.route_out_into = routers[name]
                scene.hints._routes.clear()
                scene.hints._frame_ways = None
                t0 = time.perf_counter()
                paths[name] = [tuple(map(tuple, p)) for p in scene.hints._arrow()]
                took[name] = time.perf_counter() - t0
                total[name] += took[name]
            print(f"{args.game} {len(m.seats)} seats {size[0]}x{size[1]} seed {m.seed}: old {took['old'] * 1000:.0f} ms, "
                  f"new {took['new'] * 1000:.0f} ms, same arrow: {paths['old'] == paths['new']}", flush=True)
        finally:
            hint_way.route_out_into = new.route_out_into
            close_board(app)
    print(f"total: old {total['old']:.2f} s, new {total['new']:.2f} s")


if __name__ == "__main__":
    main()
