"""Where a hint's words lie, turn after turn: a game played by its own hints, H pressed twice on each of your turns,
and every turn printed where the short words or the why (H) cut the arrow, lie over what a message keeps off
("crowd"), lie over a plate or the score pad (the board's `geometry`, where it has one), or take the other side of
the arrow from each other. A screenshot of each such turn is saved (the short words' and the why's), headless.

    python scripts/hint_place_survey.py quadwar --seats human,bot:normal,bot:normal,bot:normal --size 1024x640 \\
        --seeds 1-3 --turns 30 [--out /tmp/survey] [--all]

Session 43 found with it Quadruple War's why across the arrow at 1024x640 (8 turns of 3 games), its short words over
a plate with three seats, and the why over two plates at five seats. Not a test: a hint bot's search takes about a
second a turn.
"""

import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from quash_table.ui.hint_side import side_of  # noqa: E402
from quash_table.ui.message_spot import cuts  # noqa: E402
from tests.ui_helpers import ask_hint, board, close_board, make_app, settle, step_until  # noqa: E402


def placed(app, scene):
    """(rect, arrow band) of the hint's words once its routed arrow is drawn (a hint with no arrow: at once)."""
    h = scene.hints
    try:
        step_until(app, lambda: not h.arrow_pending() and h.frame_drawn()[0], timeout=3)
    except AssertionError:
        pass            # no arrow (a button hinted)
    return pygame.Rect(scene.painter.message_rect()), h.arrow_band()


def side(rect, band):
    return side_of(rect, band) if band else None


def survey_turn(app, scene, label, out, every):
    """Ask the hint and its why on this turn; print and save what is wrong with their places. The hint's move."""
    ask_hint(app, scene, 120)
    hint = scene.hints.current
    short, band = placed(app, scene)
    crowd_short = scene.painter.message_crowded()
    shot = pygame.display.get_surface().copy()
    scene.hints.why()
    full, band_full = placed(app, scene)
    for _ in range(6):          # the log is repainted a frame or two after the table
        app.step(1 / 60)
    crowd_full = scene.painter.message_crowded()
    g = getattr(scene, "geometry", None) or {}
    panels = [pygame.Rect(r).inflate(-6, -6) for r in [*g.get("plates", {}).values(), g.get("pad")] if r]
    in_log = scene.painter._log_rect().contains(full)        # (the why at the log's foot has no side)
    t = scene.table
    seat = scene.session.match.to_move
    own = [p.home for p in t.pieces if p.zone == f"hand:{seat}"]
    others = [p.home for p in t.pieces if p.zone != f"hand:{seat}" and p.zone.startswith("hand:")]
    faults = [name for name, bad in (
        ("short cuts the arrow", bool(band) and cuts(short, band)),
        ("why cuts the arrow", bool(band_full) and cuts(full, band_full)),
        ("short crowded", crowd_short), ("why crowded", crowd_full),
        ("over a plate or the pad", short.collidelist(panels) >= 0 or full.collidelist(panels) >= 0),
        ("why over your hand", full.collidelist(own) >= 0), ("short over your hand", short.collidelist(own) >= 0),
        ("over others' hands", short.collidelist(others) >= 0 or full.collidelist(others) >= 0),
        ("sides differ", bool(band) and side(short, band) * side(full, band_full) < 0 and not in_log)) if bad]
    if faults or every:
        print(label, "short", tuple(short), side(short, band), "| why", tuple(full), side(full, band_full),
              "|", ", ".join(faults) or "ok", flush=True)
        pygame.image.save(shot, os.path.join(out, f"{label}_short.png"))
        pygame.image.save(pygame.display.get_surface(), os.path.join(out, f"{label}_why.png"))
    return hint.action


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game")
    ap.add_argument("--seats", default="human,bot:normal,bot:normal,bot:normal")
    ap.add_argument("--size", default="1024x640")
    ap.add_argument("--seeds", default="1-3", help="first-last")
    ap.add_argument("--turns", type=int, default=30, help="turns (anyone's) a game")
    ap.add_argument("--out", default="/tmp/hint_survey")
    ap.add_argument("--all", action="store_true", help="print and save every turn, not only the faulty ones")
    args = ap.parse_args(argv)
    seats = args.seats.split(",")
    size = tuple(map(int, args.size.split("x")))
    first, last = map(int, args.seeds.split("-"))
    os.makedirs(args.out, exist_ok=True)
    for seed in range(first, last + 1):
        app = make_app(size=size, animation="instant")
        scene = board(app, args.game, seats, seed=seed)
        m = scene.session.match
        try:
            for turn in range(args.turns):
                settle(app, scene)
                while scene.session.director is not None and scene.session.director.busy():
                    scene.session.director.skip()
                    settle(app, scene)
                if m.over:
                    break
                if scene.session.is_bot(m.to_move):
                    continue
                label = f"{args.game}{len(seats)}_{size[0]}_seed{seed}_turn{turn}"
                scene.session.play(survey_turn(app, scene, label, args.out, args.all))
        finally:
            close_board(app)
    print("done")


if __name__ == "__main__":
    main()
