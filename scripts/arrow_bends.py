"""How hint arrows look over many hinted plays: how many bend more than once, and how many cross what a player
reads (the table's words, a board's words in its play such as QUASH's RED / BLACK badges, the hint's own box) or
end with their head on words. QUASH at 2 (advanced) and 4 players, Flush at 3 and 6 seats, at 1024x640 and
1280x800; seeds 1-3, the person's first six turns with a play (or a turn-up) from random legal moves, the middle
such move hinted with a two-line reason, six frames drawn. With `--old REF`, the tree of that git commit is counted
too, on the same positions. A measurement to read, not a test (session 37):

    python scripts/arrow_bends.py [--old <commit>] [--only flush] [--shots DIR]
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

BOARDS = [("quash", 2, {"variant": "advanced"}), ("quash", 4, {}), ("flush", 3, {}), ("flush", 6, {})]
SIZES = [(1024, 640), (1280, 800)]
SEEDS = (1, 2, 3)
TURNS = 6
REASON = ("it keeps your best cards for the spots still open and leaves the others fewer ways to beat it, "
          "so the next round starts with more of your side's cards in play")


def _wanted(game, a):
    return a["type"] in (("play", "hidden") if game == "flush" else ("play",))


def positions(game, seats, options, seed, wanted=None, turns=TURNS):
    """[(match, action)]: the person's first `turns` turns with a wanted action (`wanted(game, action)`, by default
    a play or a turn-up), from random legal moves. scripts/arrow_way_cpu.py takes its positions here too."""
    from quash_table.engine.match import Match
    wanted = wanted or _wanted
    m = Match(game, ["human"] + ["bot:easy"] * (seats - 1), seed, options)
    rng = random.Random(seed)
    out = []
    for _ in range(600):
        if m.over or len(out) >= turns:
            break
        legal = m.legal_actions()
        if m.to_move == 0:
            good = [a for a in legal if wanted(game, a)]
            if good and (game != "quash" or len(m.state.history) >= 4):
                out.append((m.copy(), good[len(good) // 2]))
        m.play(rng.choice(legal))
    return out


def measure(game, seats, options, size, shots=None):
    import pygame
    from tests.ui_helpers import close_board, match_board, steps
    rows = []
    for seed in SEEDS:
        for k, (m, action) in enumerate(positions(game, seats, options, seed)):
            app, scene = match_board(m, size=size, animation="instant")
            try:
                scene.hints.display(action, REASON)
                steps(app, 6)
                pending = getattr(scene.hints, "arrow_pending", lambda: False)
                while pending():        # routed off the window's thread (arrow_offframe): until it is drawn
                    time.sleep(0.01)
                    steps(app, 1)
                steps(app, 2)
                legs, tip, _ = scene.hints.arrow_drawn()
                rows.append(_judge(scene, legs, tip, action))
                if shots:
                    pygame.image.save(pygame.display.get_surface(),
                                      os.path.join(shots, f"{game}{seats}-{size[0]}-s{seed}-{k}.png"))
            finally:
                close_board(app)
    return rows


def _judge(scene, legs, tip, action):
    """{legs, crosses: what read words its solid stroke crosses, head: whether its head lies on words}."""
    import pygame
    from quash_table.ui import hint_arrow
    if not legs:
        return {"legs": 0, "words": [], "badge": False, "said": False, "head": False, "long": 0.0, "action": action}
    h = scene.hints
    table = scene.table
    marks = h.current["marks"]
    piece = next((table.piece_by_id[i] for i in marks if i in table.piece_by_id), None)
    target = next((table.target_by_id[i] for i in marks if i in table.target_by_id), None)
    shown = h._shown_part(piece) if piece is not None else pygame.Rect(0, 0, 0, 0)
    trect = target.rect if target is not None else pygame.Rect(0, 0, 0, 0)
    words = [pygame.Rect(r) for r in table.text_rects()]
    words = [r for r in words if not shown.colliderect(r) and not trect.colliderect(r)]
    # (not those in a part the board lets a calm way cross, its words read through: Flush's tray)
    crossable = [pygame.Rect(r) for r, _ in scene.arrow_crossable()]
    words = [r for r in words if not any(c.contains(r) for c in crossable)]
    from quash_table.ui.hint_way import WORD_COST
    badges = [pygame.Rect(r) for r, c in scene.arrow_soft() if c >= WORD_COST]
    if scene.game.id == "quash" if hasattr(scene.game, "id") else False:
        from quash_table.games.quash import art
        g = scene._deco["g"]
        badges += [art.side_chip(scene.metrics, g["header"][w]) for w in ("top", "bottom")]
    badges = [r for r in badges if not shown.colliderect(r) and not trect.colliderect(r)]
    said = h._said_rect()
    half = hint_arrow.stroke_width(scene.metrics) // 2
    crossed = [r for r in words if any(r.inflate(2 * half - 2, 2 * half - 2).clipline(u, v) for u, v in legs)]
    badge = any(r.inflate(2 * half - 2, 2 * half - 2).clipline(u, v) for r in badges for u, v in legs)
    on_said = said is not None and any(said.clipline(u, v) for u, v in legs)
    head = False
    if tip is not None:
        end, d = pygame.Vector2(tip[0]), pygame.Vector2(tip[1])
        n = d.rotate(90)
        size = scene.metrics.px(hint_arrow.TIP_LENGTH)
        wide = scene.metrics.px(hint_arrow.TIP_HALF)
        corners = [end, end - d * size + n * wide, end - d * size - n * wide]
        every = [pygame.Rect(r) for r in table.text_rects()]
        head = any(r.clipline(u, v) or r.collidepoint(u) for r in every
                   for u, v in zip(corners, corners[1:] + corners[:1]))
    line = (pygame.Vector2(legs[-1][1]) - pygame.Vector2(legs[0][0])).length() or 1.0
    long = sum((pygame.Vector2(v) - pygame.Vector2(u)).length() for u, v in legs) / line
    return {"legs": len(legs), "words": [tuple(r) for r in crossed], "badge": badge, "said": on_said,
            "head": head, "long": round(long, 2), "action": action}


def child(only, shots):
    sys.path.insert(0, os.getcwd())
    out = {}
    for game, seats, options in BOARDS:
        if only and game != only:
            continue
        for size in SIZES:
            out[f"{game} {seats} {size[0]}x{size[1]}"] = measure(game, seats, options, size, shots)
    print(json.dumps(out))


def run_tree(tree, only, shots):
    env = dict(os.environ, QUASH_TABLE_HOME=tempfile.mkdtemp())
    args = [sys.executable, os.path.join(HERE, "scripts", "arrow_bends.py"), "--child"]
    args += ["--only", only] if only else []
    args += ["--shots", shots] if shots else []
    got = subprocess.run(args, cwd=tree, env=env, capture_output=True, text=True)
    if got.returncode:
        sys.exit(got.stderr)
    return json.loads(got.stdout.strip().splitlines()[-1])


def summary(rows):
    n = len(rows)
    bent = sum(r["legs"] > 2 for r in rows)
    legs = sum(r["legs"] for r in rows) / max(1, n)
    words = sum(bool(r["words"]) for r in rows)
    return (f"{bent:2d}/{n} bend more than once ({legs:.1f} legs), {words:2d} cross words, "
            f"{sum(r['badge'] for r in rows):2d} a badge, {sum(r['said'] for r in rows):2d} the hint box, "
            f"{sum(r['head'] for r in rows):2d} head on words, longest {max((r['long'] for r in rows), default=0):.1f}x")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old")
    ap.add_argument("--only")
    ap.add_argument("--shots")
    ap.add_argument("--child", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    if args.child:
        return child(args.only, args.shots)
    trees = {"new": HERE}
    if args.old:
        old = tempfile.mkdtemp()
        archive = subprocess.run(["git", "archive", args.old, "quash_table", "tests", "assets", "scripts"], cwd=HERE,
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", old], input=archive, check=True)
        trees = {"old": old, "new": HERE}
    results = {name: run_tree(tree, args.only, args.shots if name == "new" else None) for name, tree in trees.items()}
    for board in results["new"]:
        for name, r in results.items():
            print(f"{board:22s} {name}: {summary(r[board])}")
            if args.verbose:
                for row in r[board]:
                    print("    ", row)


if __name__ == "__main__":
    main()
