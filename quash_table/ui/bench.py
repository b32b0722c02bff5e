"""Window figures for `python main.py bench`: frame times while a card is dragged, and start-up time.

Frames are timed in-process under SDL's dummy video driver at 1280x800, one `App.step` each (drawing
included, the 60 fps sleep excluded), while real mouse-motion events drag a card of the hand in circles.
Start-up is a fresh `main.py play` process, from its launch to the end of its first frame. Both run with
a throw-away QUASH_TABLE_HOME, so the player's autosave and settings are never touched.
"""

import math
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ..stats_math import percentile

FRAMES = 360
ROOT = Path(__file__).resolve().parent.parent.parent


def _frame_times(game_id, frames=FRAMES):
    import pygame

    from ..games import get_game
    from . import settings as settings_mod
    from .app import App
    from .launch import new_board
    game = get_game(game_id)
    app = App(size=(1280, 800), settings=dict(settings_mod.DEFAULTS, sound=False), fullscreen=False)
    seats = ["human"] + ["bot:random"] * (game.min_seats - 1)
    scene = new_board(app, game_id, seats, seed=1, autosave=False)
    app.push(scene)
    for _ in range(240):               # let the deal finish
        app.step(1 / 60)
        if scene.settled():
            break
    movable = scene.drag.movable()
    dragging = bool(movable)
    times, cpu = [], []
    if dragging:
        start = movable[0].home.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        app.step(1 / 60)
    for i in range(frames):
        if dragging:
            a = i / 30 * math.pi
            pos = (int(start[0] + 220 * math.sin(a)), int(start[1] - 200 - 120 * math.cos(a)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
    if dragging:
        dragging = scene.drag.dragging is not None   # the drag really was under way
    app.pop()
    pygame.display.quit()
    times, cpu = times[10:], cpu[10:]  # the first frames build sprites: that is start-up, not a frame
    # Wall time is what the eye sees; the thread's CPU time shows our own cost when other processes
    # share the cores (a busy machine preempts the loop and inflates the wall-clock tail).
    return {"frame_p50_ms": round(percentile(times, 50), 3), "frame_p99_ms": round(percentile(times, 99), 3),
            "frame_cpu_p50_ms": round(percentile(cpu, 50), 3), "frame_cpu_p99_ms": round(percentile(cpu, 99), 3),
            "dragging": dragging, "frames": len(times)}


def _startup(game_id, runs=3):
    """Seconds from process launch to the first frame (best of `runs`: the machine's noise is not ours)."""
    best = None
    with tempfile.TemporaryDirectory(prefix="qt-bench-") as home:
        for _ in range(runs):
            env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", QUASH_TABLE_HOME=home,
                       QUASH_TABLE_T0=repr(time.time()))
            r = subprocess.run([sys.executable, str(ROOT / "main.py"), "play", game_id, "--seed", "1",
                                "--frames", "1"], env=env, capture_output=True, text=True, timeout=60)
            m = re.search(r"first frame after ([0-9.]+) s", r.stderr)
            if r.returncode != 0 or m is None:
                return None
            t = float(m.group(1))
            best = t if best is None else min(best, t)
    return round(best, 3)


def run(game_ids):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    ids = list(game_ids)
    main_id = "thegame" if "thegame" in ids else ids[0]
    with tempfile.TemporaryDirectory(prefix="qt-bench-") as home:
        old = os.environ.get("QUASH_TABLE_HOME")
        os.environ["QUASH_TABLE_HOME"] = home
        try:
            per_game = {gid: _frame_times(gid) for gid in ids}
        finally:
            if old is None:
                os.environ.pop("QUASH_TABLE_HOME", None)
            else:
                os.environ["QUASH_TABLE_HOME"] = old
    main = per_game[main_id]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return {"game": main_id, "frame_p50_ms": main["frame_p50_ms"], "frame_p99_ms": main["frame_p99_ms"],
            "frame_cpu_p99_ms": main["frame_cpu_p99_ms"], "startup_s": _startup(main_id),
            "load_average": None if load is None else round(load, 2), "cpus": os.cpu_count(),
            "frames_per_game": per_game}
