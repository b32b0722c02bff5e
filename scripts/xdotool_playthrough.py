"""Play a whole game of The Game against a bot in a real window, through the mouse and keyboard.

Starts Xvfb (unless --display names a running X server), runs `main.py play thegame` with --layout, and
drives the window with xdotool using the coordinates the layout file gives: cards are dragged onto the
stacks (sometimes clicked then the stack clicked, sometimes played with the keyboard), End turn is
clicked, until the end-of-game summary shows; then Main menu, then Q to quit. Exit status 0 when the
game reached its summary and the app exited cleanly.

    python scripts/xdotool_playthrough.py [--seed 3] [--shots DIR] [--display :99]
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sh(*args, env=None, check=True):
    return subprocess.run(list(args), env=env, check=check, capture_output=True, text=True).stdout.strip()


class Driver:
    def __init__(self, env, layout_path, window):
        self.env, self.layout_path, self.window = env, layout_path, window

    def xdo(self, *args):
        sh("xdotool", *map(str, args), env=self.env)

    def layout(self):
        try:
            return json.loads(Path(self.layout_path).read_text())
        except (OSError, ValueError):
            return None

    def wait(self, cond, timeout=30.0, what="the table"):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            info = self.layout()
            if info is not None and info.get("still", True) and cond(info):     # the screen at rest
                return info
            time.sleep(0.05)
        raise SystemExit(f"timed out waiting for {what}; last layout: {json.dumps(self.layout())[:400]}")

    def move(self, pos):
        self.xdo("mousemove", "--window", self.window, int(pos[0]), int(pos[1]))

    def click(self, pos):
        self.move(pos)
        time.sleep(0.05)
        self.xdo("click", 1)

    def drag(self, start, end, steps=10):
        self.move(start)
        time.sleep(0.05)
        self.xdo("mousedown", 1)
        for i in range(1, steps + 1):
            self.move((start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps))
            time.sleep(0.02)
        time.sleep(0.05)
        self.xdo("mouseup", 1)

    def key(self, *names):
        for n in names:
            self.xdo("key", "--window", self.window, n)
            time.sleep(0.05)


def find_window(env, pid, timeout=60.0):
    """The app's X window, found by its process id (SDL sets _NET_WM_PID); a loaded machine (the rest of
    the suite running beside it) can take many seconds to open it."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = sh("xdotool", "search", "--pid", str(pid), env=env, check=False).split()
        if found:
            return found[-1]
        time.sleep(0.1)
    raise SystemExit("the app's window never appeared")


def centre(rect):
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


def by_id(info, oid):
    return next((o for o in info["objects"] if o["id"] == oid), None)


def play(driver, shots, home):
    moves = 0
    first = True
    while True:
        info = driver.wait(lambda i: i.get("waiting") in ("you", "summary"), timeout=60,
                           what="my turn or the summary")
        if info["waiting"] == "summary":
            break
        before = info["actions"]
        hand = [o for o in info["objects"] if o.get("zone", "").startswith("hand:") and o.get("targets")]
        end = by_id(info, "end_turn")
        if hand:
            card = hand[moves % len(hand)]
            target = by_id(info, card["targets"][0])
            way = moves % 3
            if way == 0:
                driver.drag(centre(card["rect"]), centre(target["rect"]))
            elif way == 1:
                driver.click(centre(card["rect"]))
                time.sleep(0.1)
                driver.click(centre(target["rect"]))
            else:
                # Keyboard: Tab until this card is chosen, the target's number, Enter.
                cards = [o for o in info["objects"] if o.get("zone", "").startswith("hand:") and "targets" in o]
                idx = [o["id"] for o in cards].index(card["id"])
                driver.move((5, 5))
                driver.key(*(["Tab"] * (idx + 1)))
                order = ["stack:up", "stack:down"]
                driver.key(str(order.index(target["id"]) + 1), "Return")
        elif end is not None and end["enabled"]:
            driver.click(centre(end["rect"]))
        else:
            raise SystemExit(f"nothing to do on my turn: {json.dumps(info)[:400]}")
        moves += 1
        driver.wait(lambda i: i["actions"] > before or i["waiting"] == "summary", timeout=20,
                    what="the move to be taken")
        if first and shots:
            first = False
            driver.key("F12")
    if shots:
        time.sleep(0.3)
        driver.key("F12")
        time.sleep(0.5)
        for p in sorted((home / "screenshots").glob("*.png")):
            shutil.copy(p, Path(shots) / p.name)
    return moves, info


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--display", default=None, help="use this running X display instead of starting Xvfb")
    ap.add_argument("--shots", default=None, help="copy the app's F12 screenshots here")
    ap.add_argument("--animation", default="fast", choices=("slow", "normal", "fast", "instant"))
    args = ap.parse_args(argv)
    for tool in ("xdotool",) + (() if args.display else ("Xvfb",)):
        if shutil.which(tool) is None:
            print(f"{tool} is not installed (apt-get install -y xvfb xdotool)", file=sys.stderr)
            return 3
    tmp = Path(tempfile.mkdtemp(prefix="qt-xdotool-"))
    home = tmp / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"animation": args.animation, "sound": False}))
    if args.shots:
        Path(args.shots).mkdir(parents=True, exist_ok=True)
    xvfb = None
    display = args.display
    if display is None:
        for n in range(99, 140):
            if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
                display = f":{n}"
                break
        xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.05)
    env = dict(os.environ, DISPLAY=display, QUASH_TABLE_HOME=str(home), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    layout_path = tmp / "layout.json"
    app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "play", "thegame", "--seats", "human,bot:normal",
                            "--seed", str(args.seed), "--layout", str(layout_path), "--size", "1280x800"],
                           cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        window = find_window(env, app.pid)
        driver = Driver(env, layout_path, window)
        driver.wait(lambda i: i.get("scene") == "board", what="the board")
        moves, info = play(driver, args.shots, home)
        summary = [o for o in info["objects"] if o["id"].startswith("summary:")]
        print(f"reached the summary after {info['actions']} actions ({moves} of them mine); "
              f"buttons: {[o['label'] for o in summary]}")
        driver.click(centre(by_id(info, "summary:menu")["rect"]))
        driver.wait(lambda i: i.get("scene") == "main_menu", what="the main menu")
        try:
            driver.key("q")              # the main menu's Quit key (Esc there no longer quits)
        except subprocess.CalledProcessError:
            # the app quits on the key press, and its window can be gone before xdotool sends the
            # release (BadWindow); whether it quit, and cleanly, is what app.wait() below checks
            pass
        code = app.wait(timeout=15)
        if code != 0:
            print(app.stderr.read(), file=sys.stderr)
            return 1
        print("the app quit cleanly")
        return 0
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
