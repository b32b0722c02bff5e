"""Screenshots of the polish features in a real window, driven by keys as a player would (xdotool), each
saved by the app itself with F12: the rules page (and Flush's original sheet), a hint on the board, the
replay viewer mid-game (a seat's view and everything face up), the statistics screen, an end-of-game
chart and the About box.

    Xvfb :99 -screen 0 1280x800x24 &
    DISPLAY=:99 python scripts/polish_screenshots.py --out /tmp/shots

It uses a scratch QUASH_TABLE_HOME (a few finished games in the statistics, two saves), never yours.
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def prepare(home):
    """Statistics for Ann and Bob, a finished Quadruple War and a Flush game in progress."""
    os.environ["QUASH_TABLE_HOME"] = str(home)
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.engine.stats import record_match
    from quash_table.paths import saves_dir
    rng = random.Random(4)
    for i in range(16):
        for gid, seats in (("quash", ["human:Ann", "bot:easy"]), ("flush", ["human:Ann", "bot:easy", "human:Bob"])):
            m = Match(gid, seats, seed=rng.randrange(10 ** 6))
            while not m.over:
                m.play(rng.choice(m.legal_actions()))
                if len(m.actions) == 5 and i % 6 == 3 and len(m.human_seats()) == 1 and not m.undos:
                    m.undo()          # a few games with a move taken back: marked in the statistics
            record_match(m)
    done = Match("quadwar", ["human:Ann", "bot:normal", "bot:normal"], seed=8, options={"target": 250})
    while not done.over:
        done.play(rng.choice(done.legal_actions()))
    finished = save_match(done, saves_dir() / "quadwar-finished.json")
    going = Match("flush", ["human:Ann", "bot:normal", "bot:normal"], seed=5)
    for _ in range(40):
        going.play(rng.choice(going.legal_actions()))
    save_match(going, saves_dir() / "flush-in-progress.json")
    return finished


class Run:
    """One run of the app with --layout, its window found by pid, keys sent to it."""

    def __init__(self, args, env, out, layout):
        self.env, self.out, self.layout_path = env, out, layout
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "main.py")] + args + ["--layout", str(layout)],
                                     env=env)
        end = time.monotonic() + 20
        self.window = None
        while time.monotonic() < end and self.window is None:
            got = subprocess.run(["xdotool", "search", "--pid", str(self.proc.pid)], env=env,
                                 capture_output=True, text=True).stdout.split()
            self.window = got[-1] if got else None
            time.sleep(0.1)
        if self.window is None:
            raise SystemExit("the window never appeared")

    def layout(self):
        try:
            return json.loads(Path(self.layout_path).read_text())
        except (OSError, ValueError):
            return {}

    def wait(self, cond, what, timeout=30):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            info = self.layout()
            if info and info.get("still", True) and cond(info):     # the screen at rest
                time.sleep(0.4)
                return info
            time.sleep(0.05)
        raise SystemExit(f"timed out waiting for {what}: {json.dumps(self.layout())[:300]}")

    def key(self, *names):
        for n in names:
            subprocess.run(["xdotool", "key", "--window", self.window, n], env=self.env, check=True)
            time.sleep(0.12)

    def shot(self, name):
        folder = Path(self.env["QUASH_TABLE_HOME"]) / "screenshots"
        before = set(folder.glob("*.png")) if folder.exists() else set()
        self.key("F12")
        end = time.monotonic() + 10
        while time.monotonic() < end:
            new = set(folder.glob("*.png")) - before if folder.exists() else set()
            if new:
                time.sleep(0.2)
                target = self.out / f"{name}.png"
                shutil.move(str(new.pop()), target)
                print("saved", target)
                return
            time.sleep(0.05)
        raise SystemExit(f"F12 saved nothing for {name}")

    def close(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="polish-shots")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="qt-shots-"))
    finished = prepare(home)
    env = dict(os.environ, QUASH_TABLE_HOME=str(home), SDL_AUDIODRIVER="dummy")
    layout = home / "layout.json"

    def scene(name):
        return lambda i: i.get("scene") == name

    r = Run(["play", "flush", "--seats", "human:Ann,bot:normal,bot:normal", "--seed", "3"], env, out, layout)
    r.wait(lambda i: i.get("waiting") == "you", "Ann's turn")
    r.key("F1")
    r.wait(scene("rules"), "the rules page")
    r.shot("rules-flush")
    r.key("o")
    r.wait(lambda i: any(o["id"] == "original" and "English" in o.get("label", "") for o in i["objects"]),
           "the original sheet")
    r.shot("rules-flush-original")
    r.close()

    r = Run(["play", "quash", "--seats", "human:Ann,bot:normal", "--seed", "4"], env, out, layout)
    r.wait(lambda i: i.get("waiting") == "you", "Ann's turn")
    r.key("h")
    r.wait(lambda i: any(o["kind"] == "hint" for o in i["objects"]), "the hint")
    r.shot("hint-quash")
    r.close()

    r = Run(["menu"], env, out, layout)
    r.wait(scene("main_menu"), "the menu")
    r.key("l")
    r.wait(scene("load"), "the load screen")
    r.key("Tab")
    while not any(o.get("focused") and o["id"] == "saves" for o in r.layout()["objects"]):
        r.key("Tab")
    names = [p.name for p in sorted((home / "saves").glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)]
    for _ in range(names.index(finished.name) + 1):
        r.key("Down")
    r.key("r")
    r.wait(lambda i: i.get("waiting") == "replay", "the replay")
    r.key(*["Next"] * 8, "Right", "Right")
    r.wait(lambda i: i.get("replay", {}).get("position") == 82, "move 82")
    r.shot("replay-seat")
    r.key("v", "v", "v")
    r.wait(lambda i: i.get("replay", {}).get("face_up"), "face up")
    r.shot("replay-face-up")
    r.key("Escape")
    r.wait(scene("load"), "back to the load screen")
    r.key("Escape")
    r.wait(scene("main_menu"), "the menu")
    r.key("s")
    r.wait(scene("statistics"), "the statistics")
    r.shot("statistics")
    r.key("Escape")
    r.wait(scene("main_menu"), "the menu")
    r.key("a")
    r.wait(scene("about"), "the about box")
    r.shot("about")
    r.close()

    r = Run(["load", str(finished)], env, out, layout)
    r.wait(lambda i: i.get("waiting") == "summary", "the summary")
    r.shot("summary-chart")
    r.close()
    shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
