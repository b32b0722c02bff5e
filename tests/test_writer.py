"""Saving off the frame thread (engine/writer, saves.autosave_in_background): the newest snapshot of a file
wins, serialising and writing happen on the writer thread, failures are reported, and a SIGKILL at any
moment leaves a Continue that loads and is at most the last move behind."""

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from quash_table.engine import saves as saves_mod
from quash_table.engine.match import Match
from quash_table.engine.saves import WRITER, autosave_in_background, load_autosave
from quash_table.engine.writer import SaveWriter

ROOT = Path(__file__).resolve().parent.parent


def test_the_newest_snapshot_of_a_file_wins(tmp_path):
    written, gate = [], threading.Event()

    def write(path, raw):
        if raw == b"1":
            gate.wait(5)            # the disk is slow with the first write
        written.append((Path(path).name, raw))
    w = SaveWriter(write)
    w.submit(tmp_path / "a", lambda: b"1")
    time.sleep(0.1)                 # "1" is being written
    for n in (b"2", b"3", b"4"):
        w.submit(tmp_path / "a", lambda n=n: n)
    w.submit(tmp_path / "b", lambda: b"b")
    gate.set()
    assert w.flush(5)
    assert [raw for name, raw in written if name == "a"] == [b"1", b"4"]     # 2 and 3 coalesced away
    assert ("b", b"b") in written


def test_serialising_happens_on_the_writer_thread_and_failures_are_reported(tmp_path):
    threads, errors = [], []

    def write(path, raw):
        if raw == b"fail":
            raise OSError(28, "No space left on device")
    w = SaveWriter(write)
    w.submit(tmp_path / "a", lambda: threads.append(threading.current_thread().name) or b"fail", errors.append)
    assert w.flush(5)
    w.submit(tmp_path / "a", lambda: b"ok", errors.append)
    assert w.flush(5)
    assert threads == ["save-writer"]
    assert isinstance(errors[0], OSError) and errors[1] is None            # the thread went on


def test_a_boards_autosave_is_serialised_off_the_frame_thread(monkeypatch):
    where = []
    real = saves_mod.match_to_dict
    monkeypatch.setattr(saves_mod, "match_to_dict", lambda m: where.append(threading.current_thread().name)
                        or real(m))
    m = Match("quash", "human,bot:easy", seed=3, on_change=autosave_in_background)
    for _ in range(30):
        m.play(m.legal_actions()[0])
    assert WRITER.flush(10)
    assert load_autosave().actions == m.actions and m.save_problem == ""
    assert where[0] == threading.current_thread().name                    # the first write, which keeps
    assert set(where[1:]) == {"save-writer"}                              # a displaced game, stays here


PLAYER = r"""
import sys, time
from quash_table.engine.match import Match
from quash_table.engine.saves import autosave_in_background
m = Match("thegame", "bot:easy,bot:easy,bot:easy", seed=int(sys.argv[1]), on_change=autosave_in_background)
while not m.over:
    m.play(m.legal_actions()[0])
    print(len(m.actions), flush=True)
    time.sleep(0.15)     # a fast table's pace (a bot waits longer at any animation speed but instant)
"""


def test_sigkill_at_random_moments_leaves_continue_whole_and_at_most_one_move_behind():
    rng = random.Random(4)
    for attempt in range(5):
        proc = subprocess.Popen([sys.executable, "-c", PLAYER, str(attempt)], cwd=ROOT, env=dict(os.environ),
                                stdout=subprocess.PIPE, text=True)
        seen = 0
        deadline = time.monotonic() + rng.uniform(0.8, 2.5)
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            seen = int(line)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        saved = load_autosave()                       # loads: never a damaged or half-written file
        assert saved is not None and len(saved.actions) >= seen - 1, (attempt, seen, len(saved.actions))
        json.loads(Path(os.environ["QUASH_TABLE_HOME"], "autosave.json").read_text())
