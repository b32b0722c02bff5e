"""Review 35: a cold start showed a black window for seconds before the menu: the window opened, then the screens
were imported (pygame_gui with them), pygame_gui's theme made and the game Continue holds read from its save, and
only then was anything drawn. The window's first frame is now the title on the felt (ui/title.first_frame),
drawn before that work starts. Checked by the order of things, not by time."""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.ui


def _args(command="menu", **kw):
    base = dict(command=command, size=None, layout=None, frames=1, screenshot=None)
    base.update(kw)
    return argparse.Namespace(**base)


def test_the_first_frame_is_drawn_before_the_menu_reads_saves_or_makes_pygame_gui(monkeypatch):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import autosave_path
    from quash_table.ui import launch
    from quash_table.ui.app import App
    from quash_table.ui.screens.main_menu import MainMenuScene
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], 3)
    for _ in range(40):
        m.play(m.legal_actions()[0])
    save_match(m, autosave_path())                      # Continue holds a game: the menu reads it
    order = []
    flip, gui, choose = pygame.display.flip, App.gui, MainMenuScene._choose
    monkeypatch.setattr(pygame.display, "flip", lambda *a: (order.append("drawn"), flip(*a))[1])
    monkeypatch.setattr(App, "gui", lambda self: (order.append("pygame_gui"), gui(self))[1])
    monkeypatch.setattr(MainMenuScene, "_choose", lambda self: (order.append("saves read"), choose(self))[1])
    assert launch.main(_args()) == 0
    assert order and order[0] == "drawn", order
    assert order.index("drawn") < order.index("saves read") < order.index("pygame_gui"), order


def test_the_title_frame_shows_the_title_where_the_menu_draws_it(monkeypatch):
    """The first frame is not black: the title's gold is where the menu's title is."""
    from quash_table.ui import launch, theme
    frames = []
    flip = pygame.display.flip

    def kept(*a):
        frames.append(pygame.display.get_surface().copy())
        return flip(*a)
    monkeypatch.setattr(pygame.display, "flip", kept)
    assert launch.main(_args(size="1024x640")) == 0
    first = frames[0]
    m = theme.Metrics(first.get_size())
    row = [first.get_at((x, m.px(110)))[:3] for x in range(m.w // 2 - m.px(150), m.w // 2 + m.px(150))]
    assert any(px == theme.GOLD[:3] or sum(abs(a - b) for a, b in zip(px, theme.GOLD[:3])) < 40 for px in row)
    assert first.get_at((5, 5))[:3] != (0, 0, 0)        # the felt, not a black window


def test_a_fresh_process_draws_before_it_imports_the_screens_and_pygame_gui(tmp_path):
    """In a process of its own (nothing imported before): at the first drawn frame neither pygame_gui nor the
    menu's screens are imported yet."""
    probe = (
        "import sys, json, pygame\n"
        "seen = []\n"
        "flip = pygame.display.flip\n"
        "def kept(*a):\n"
        "    if not seen:\n"
        "        seen.append({m: m in sys.modules for m in ('pygame_gui', 'quash_table.ui.navigator',"
        " 'quash_table.ui.screens.main_menu')})\n"
        "    return flip(*a)\n"
        "pygame.display.flip = kept\n"
        "from quash_table.cli import main\n"
        "code = main(['menu', '--frames', '1'])\n"
        "print(json.dumps(seen[0]))\n"
        "sys.exit(code)\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", QUASH_TABLE_HOME=str(tmp_path),
               PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    imported = json.loads(r.stdout.strip().splitlines()[-1])
    assert not any(imported.values()), imported
