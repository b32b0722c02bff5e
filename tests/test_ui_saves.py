"""Save from the in-game menu and load it back; Continue after the app was killed mid-game."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from tests.ui_helpers import board, centre, click, drag, find, key, make_app, settle, steps

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parent.parent


def run_main(*args, timeout=60, **kw):
    env = dict(os.environ)
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=env, timeout=timeout,
                          capture_output=True, text=True, **kw)


def gui_click(app, wid):
    """Click a pygame_gui widget of the top scene by its id, as a person would."""
    rect = find(app.top.layout_info()["objects"], wid)["rect"]
    pos = centre(rect)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    steps(app, 2)
    click(app, pos, frames=3)


@pytest.mark.slow
def test_save_from_pause_menu_then_load_resumes_the_same_position(tmp_path):
    from quash_table.paths import saves_dir
    app = make_app()
    scene = board(app, "thegame", ["human", "bot:normal"], seed=21)
    settle(app, scene)
    match = scene.session.match
    # Play a card and end the turn, let the bot answer.
    card = next(p for p in scene.drag.movable() if scene.drag.legal_targets(p))
    target = scene.table.target_by_id[scene.drag.legal_targets(card)[0]]
    drag(app, card.home.center, target.rect.center)
    settle(app, scene)
    if not match.over and {"type": "end_turn"} in match.legal_actions():
        click(app, next(b for b in scene.table.buttons if b.id == "end_turn").rect.center)
        settle(app, scene)
    assert len(match.actions) >= 2
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "pause"
    gui_click(app, "save_quit")
    assert app.top.name == "main_menu"
    saves = list(saves_dir().glob("thegame-*.json"))
    assert len(saves) == 1
    data = json.loads(saves[0].read_text())
    actions = data["actions"]
    hand = sorted(data["state"]["hands"][0])
    app.pop()
    pygame.display.quit()

    out = tmp_path / "layout.json"
    r = run_main("load", str(saves[0]), "--frames", "30", "--layout", str(out))
    assert r.returncode == 0, r.stderr
    info = json.loads(out.read_text())
    assert info["actions"] == len(actions)
    assert sorted(o["card"] for o in info["objects"] if o.get("zone") == "hand:0") == hand


def test_load_refuses_a_damaged_save(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{\"format\": \"quash-table-save\", \"version\": 1, \"game\": \"thegame\"")
    r = run_main("load", str(bad), "--frames", "2")
    assert r.returncode == 2
    assert "refused" in r.stderr and "JSON" in r.stderr
    assert bad.read_text().startswith("{\"format\"")   # left untouched


def test_continue_after_sigkill_resumes_at_the_last_action(tmp_path):
    from quash_table.engine.atomic_files import clean_leftover_temps
    from quash_table.engine.saves import load_autosave
    from quash_table.paths import autosave_path, settings_path
    settings_path().write_text(json.dumps({"animation": "fast", "sound": False}))
    out = tmp_path / "layout.json"
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "play", "thegame", "--seats",
                             "bot:normal,bot:normal", "--seed", "8", "--layout", str(out)], cwd=ROOT,
                            env=dict(os.environ), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 40
        seen = 0
        while time.monotonic() < deadline:
            time.sleep(0.1)
            try:
                seen = json.loads(out.read_text())["actions"]
            except (OSError, ValueError, KeyError):
                continue
            if seen >= 4:
                break
        assert seen >= 4, "the bots did not play"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    saved = load_autosave()                  # a valid save: the write is atomic
    # written off the frame thread: Continue may be the last move behind, never more
    assert saved is not None and len(saved.actions) >= seen - 1
    # a kill in the middle of a write may leave that write's temp file (the autosave itself stays whole, above):
    # the next start removes it once it is older than a write could be (atomic_files.clean_leftover_temps)
    left = list(autosave_path().parent.glob(".autosave.json.*.tmp"))
    assert len(left) <= 1, left
    assert clean_leftover_temps(autosave_path().parent, now=time.time() + 3600) == len(left)
    assert not list(autosave_path().parent.glob(".autosave.json.*.tmp"))

    app = make_app()
    from quash_table.ui.screens.main_menu import MainMenuScene
    app.push(MainMenuScene(app))
    steps(app, 3)
    assert find(app.top.layout_info()["objects"], "continue")["enabled"]
    gui_click(app, "continue")
    assert app.top.name == "board"
    resumed = app.top.session.match
    assert resumed.actions == saved.actions
    assert resumed.game.dump(resumed.state) == saved.game.dump(saved.state)
    app.pop()
    pygame.display.quit()
