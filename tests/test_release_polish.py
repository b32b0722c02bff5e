"""What a released app must get right on any machine: no audio noise on the terminal, the window's icon."""

import os
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent


def run_python(code, **env):
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=dict(os.environ, **env))


def test_native_stderr_is_hidden_only_while_the_mixer_opens():
    code = ("import os, sys\n"
            "from quash_table.ui.sounds import quiet_native_stderr\n"
            "with quiet_native_stderr():\n"
            "    os.write(2, b'ALSA lib pcm.c: Unknown PCM default\\n')\n"
            "print('still heard', file=sys.stderr)\n")
    r = run_python(code)
    assert r.returncode == 0, r.stderr
    assert "ALSA" not in r.stderr
    assert "still heard" in r.stderr


def test_a_machine_without_a_sound_card_prints_nothing_when_a_sound_plays():
    # SDL's ALSA driver on a machine with no card is what printed eight 'ALSA lib ...' lines before
    code = ("from quash_table.ui.sounds import Sounds\n"
            "s = Sounds({'sound': True, 'volume': 50})\n"
            "s.play('card'); s.play('win')\n"
            "print('played', s.last)\n")
    r = run_python(code, SDL_AUDIODRIVER="alsa")
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().endswith("played win")
    assert "ALSA" not in r.stderr, r.stderr


def test_the_window_shows_the_app_icon(monkeypatch):
    from quash_table.ui.app import App
    from quash_table.ui.settings import DEFAULTS
    icons = []
    real = pygame.display.set_icon
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: (icons.append(surface), real(surface)))
    App(size=(640, 400), settings=dict(DEFAULTS))
    assert len(icons) == 1
    icon = icons[0]
    drawn = pygame.image.load(str(ROOT / "assets" / "icon.png"))
    assert icon.get_size() == drawn.get_size()
    assert icon.get_at((128, 128)) == drawn.get_at((128, 128))
