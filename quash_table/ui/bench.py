"""Window figures for `python main.py bench`: frame times while a card is dragged, and start-up time.

Frames are timed in-process under SDL's dummy video driver at 1280x800, one `App.step` each (drawing
included, the 60 fps sleep excluded), while real mouse-motion events drag a card of the hand in circles.
Start-up is a fresh `main.py play` process, from its launch to the end of its first frame. Both run with
a throw-away QUASH_TABLE_HOME, so the player's autosave and settings are never touched.
"""

import math
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from functools import partial
from pathlib import Path

import pygame

from ..bots import make_bot
from ..engine.match import Match
from ..engine.saves import match_bytes, snapshot
from ..games import get_game
from ..paths import saves_dir
from ..stats_math import percentile
from . import save_list
from . import settings as settings_mod
from .app import App
from .navigator import Navigator
from .screens.load import LoadScene
from .sprites import SPRITES
from .tables import board_for_match, new_board

FRAMES = 360
ROOT = Path(__file__).resolve().parent.parent.parent


@contextmanager
def _throwaway_home(prefix):
    """A fresh QUASH_TABLE_HOME for the figures (the player's saves and settings are never touched); the
    one set before is put back after."""
    old = os.environ.get("QUASH_TABLE_HOME")
    with tempfile.TemporaryDirectory(prefix=prefix) as home:
        os.environ["QUASH_TABLE_HOME"] = home
        try:
            yield home
        finally:
            if old is None:
                os.environ.pop("QUASH_TABLE_HOME", None)
            else:
                os.environ["QUASH_TABLE_HOME"] = old


def _app():
    app = App(size=(1280, 800), settings=dict(settings_mod.DEFAULTS, sound=False), fullscreen=False)
    Navigator(app)
    return app


def _frame_times(game_id, frames=FRAMES):
    game = get_game(game_id)
    app = _app()
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
    with _throwaway_home("qt-bench-"):
        per_game = {gid: _frame_times(gid) for gid in ids}
        long_games = {gid: long_game_figures(gid) for gid in ids}
        load_screen = load_screen_figure()
    main = per_game[main_id]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return {"game": main_id, "frame_p50_ms": main["frame_p50_ms"], "frame_p99_ms": main["frame_p99_ms"],
            "frame_cpu_p99_ms": main["frame_cpu_p99_ms"], "startup_s": _startup(main_id),
            "load_average": None if load is None else round(load, 2), "cpus": os.cpu_count(),
            "frames_per_game": per_game, "long_games": long_games, "load_screen": load_screen}


# --- long games: the work done on the frame thread must not grow with the game -----------------------
# Options that make a game long enough to reach the lengths asked for, where the game allows it (The Game
# and NumberQuash end within a few hundred moves whatever their options: their figures stop there).
LONG_OPTIONS = {"quash": {"target": 500}, "quadwar": {"target": 10000}, "flush": {"elimination_at": 1000},
                "numberquash": {"stalemate_rounds": 20}}
# Random play loses The Game within a few moves: its long game is played by its normal bot.
LONG_LEVELS = {"thegame": "normal"}
LENGTHS = (100, 1000, 10000)
MOVES_TIMED = 40


def _random_log(game_id, length, seed=1):
    """A log of up to `length` moves of random bots (LONG_LEVELS: that level's bots, each choosing from
    its own seat's view), on the longest game the options allow."""
    game = get_game(game_id)
    seats = game.max_seats if game_id != "quash" else 2
    m = Match(game_id, ["bot:random"] * seats, seed, LONG_OPTIONS.get(game_id))
    rng = random.Random(seed)
    level = LONG_LEVELS.get(game_id)
    bots = [make_bot(game_id, level, s, seed + s) for s in range(seats)] if level else None
    while not m.over and len(m.actions) < length + MOVES_TIMED + 1:
        legal = m.legal_actions()
        if bots is None:
            m.play(rng.choice(legal))
        else:
            seat = m.to_move
            m.play(bots[seat].choose(game.view(m.state, seat), legal))
    return m


def _cpu_ms(fn):
    c0 = time.thread_time()
    fn()
    return (time.thread_time() - c0) * 1000


def long_game_figures(game_id, lengths=LENGTHS):
    """Per length n: CPU ms of opening a board on an n-move game (building the scene and its first
    frame), of the frame after each of the next moves (p50/p99), of saving per move on the frame thread
    (what the autosave listener costs there: the writer thread does the rest), and of an undo with the
    frame after it."""
    full = _random_log(game_id, max(lengths))
    app = _app()
    out = {}
    longest = 0       # the length measured last
    for n in lengths:
        timed = min(MOVES_TIMED, len(full.actions) - n)
        if timed >= MOVES_TIMED // 4:
            out[str(n)] = _figures_at(app, full, n, timed)
            longest = n
            continue
        # the game ends before this length: measured at its end instead, where that is well past the last length
        # measured (Flush's longest game allowed ends near 9,000 moves: its 10,000 figure is its end's)
        end = len(full.actions) - MOVES_TIMED
        out[str(n)] = {"reached": len(full.actions)}
        if end > 2 * longest:
            out[str(n)].update(_figures_at(app, full, end, MOVES_TIMED), measured_at=end)
            longest = end
    pygame.display.quit()
    return out


def _idle_update(*_, **__):
    """The session's update while the bench plays the moves: nothing, whatever the board passes it (wall, seen)."""


def _figures_at(app, full, n, timed=MOVES_TIMED):
    seats = ["human"] + ["bot:random"] * (len(full.seats) - 1)
    m = Match(full.game_id, seats, full.seed, full.options, None, full.actions[:n])
    m.owns_autosave = True                 # saving from the first timed move on
    opened = []

    def open_board():
        scene = board_for_match(app, m, autosave=True)
        # The bench plays the game's own next moves itself: the session's bots and curtain stay idle.
        scene.session.update = _idle_update
        app.push(scene)
        app.step(1 / 60)
        opened.append(scene)
    open_ms = _cpu_ms(open_board)
    scene = opened[0]
    # The deal's animation, the chart's reading of a long log and the faces made ahead finish first, on
    # the quiet frames a person spends looking at a board before a first move.
    for _ in range(600):
        if scene.settled() and scene.score_panel.tracker.caught_up(m) and not SPRITES.wanted():
            break
        app.step(1 / 60)
    saving = []
    recorder = scene.session.recorder        # the autosave's listener, timed where it runs

    def timed_save(kind, match):
        ms = _cpu_ms(lambda: recorder.heard(kind, match))
        if kind == "moved":
            saving.append(ms)
    m.listeners[m.listeners.index(recorder.heard)] = timed_save
    frames, writing = [], []
    for i in range(timed):
        m.play(full.actions[n + i])          # the next move of the same game, whoever's it is
        scene.session._changed()
        frames.append(_cpu_ms(lambda: app.step(1 / 60)))
        # the autosave's work on the writer thread, timed here: it holds the interpreter, and the frame thread
        # waits for it in turn (Python's switch interval, 5 ms), which the frame's CPU figure does not show
        writing.append(_cpu_ms(partial(match_bytes, snapshot(m))))
    undo_ms = _cpu_ms(lambda: (m.undo(1), scene.session._changed(), app.step(1 / 60)))
    app.pop()
    return {"open_ms": round(open_ms, 2), "frame_after_move_p50_ms": round(percentile(frames, 50), 2),
            "frame_after_move_p99_ms": round(percentile(frames, 99), 2),
            "save_per_move_p50_ms": round(percentile(saving, 50), 2),
            "save_per_move_max_ms": round(max(saving), 2),
            "writer_per_move_p50_ms": round(percentile(writing, 50), 2), "writer_per_move_max_ms": round(max(writing), 2),
            "undo_ms": round(undo_ms, 2), "moves_timed": timed}


def load_screen_figure(count=1000):
    """CPU ms of the Load screen's first draw with `count` saves in the folder (copies of the shipped
    examples under other names): each save's header is read and checked, none is replayed; the first
    page of lines before that draw, the rest on the frames after it (their count and worst CPU ms)."""
    examples = sorted((ROOT / "saves").glob("*.json"))
    with _throwaway_home("qt-bench-load-"):
        folder = saves_dir()
        for i in range(count):
            shutil.copyfile(examples[i % len(examples)], folder / f"save-{i:05d}.json")
        save_list._SAVE_SUMMARIES.clear()
        app = _app()
        ms = _cpu_ms(lambda: (app.push(LoadScene(app)), app.step(1 / 60)))
        listed = len(app.top.rows)
        # the lines past the first page are read on the next frames: how many, and their worst
        frames = []
        while not app.top.lines.done and len(frames) < 10000:
            frames.append(_cpu_ms(lambda: app.step(1 / 60)))
        app.pop()
        pygame.display.quit()
    return {"saves": listed, "first_draw_ms": round(ms, 1), "frames_to_every_line": len(frames),
            "reading_frame_max_ms": round(max(frames), 1) if frames else 0.0}
