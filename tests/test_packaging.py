"""The standalone app: build the one-folder PyInstaller bundle and run it headless (issue: executable).

This builds for real (about a minute), so it is one module-scoped fixture shared by the checks below.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.packaging


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    if shutil.which("pyinstaller") is None and subprocess.run(
            [sys.executable, "-c", "import PyInstaller"], capture_output=True).returncode != 0:
        pytest.skip("PyInstaller is not installed (pip install -r requirements-dev.txt)")
    work = tmp_path_factory.mktemp("pyi")
    env = dict(os.environ, QUASH_TABLE_BUILD="onedir")
    r = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                        "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
                        str(ROOT / "packaging" / "QuashTable.spec")],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=1200)
    assert r.returncode == 0, r.stderr[-3000:]
    exe = work / "dist" / "QuashTable" / ("QuashTable.exe" if sys.platform == "win32" else "QuashTable")
    assert exe.exists()
    return exe


def run_app(exe, *args, home, cwd, timeout=300):
    env = dict(os.environ, QUASH_TABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([str(exe), *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_bundle_plays_quash_headless_and_the_screenshot_shows_a_board(bundle, tmp_path):
    r = run_app(bundle, "play", "quash", "--seats", "bot:normal,bot:normal", "--screenshot", "shot.png",
                "--frames", "300", home=tmp_path / "home", cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]
    import pygame
    img = pygame.image.load(str(tmp_path / "shot.png"))
    assert img.get_size() == (1280, 800)
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 1280, 37) for y in range(0, 800, 29)}
    assert len(colours) > 20, "the screenshot is (nearly) blank"


def test_bundle_simulates(bundle, tmp_path):
    r = run_app(bundle, "simulate", "thegame", "--games", "50", home=tmp_path / "home", cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "team win rate" in r.stdout


def test_saves_cross_between_source_and_bundle(bundle, tmp_path):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import load_match, save_match
    m = Match("thegame", "human,bot:normal", seed=12)
    for _ in range(5):
        m.play(m.legal_actions()[-1])
    src_save = save_match(m, tmp_path / "from-source.json")
    r = run_app(bundle, "check-save", str(src_save), home=tmp_path / "home", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("OK"), r.stderr
    r = run_app(bundle, "load", str(src_save), "--frames", "5", "--screenshot", "loaded.png",
                home=tmp_path / "home", cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]
    # the bundle autosaves as it plays; the source run must load what it wrote
    r = run_app(bundle, "play", "thegame", "--seats", "bot:easy,bot:easy", "--frames", "120",
                home=tmp_path / "home2", cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]
    written = tmp_path / "home2" / "autosave.json"
    assert written.exists()
    again = load_match(written)
    assert again.game_id == "thegame"


def test_bundle_version(bundle, tmp_path):
    r = run_app(bundle, "--version", home=tmp_path / "home", cwd=tmp_path)
    assert r.returncode == 0 and "Quash Table" in r.stdout


def test_bundle_leaves_out_the_fonts_it_never_uses_and_stays_small(bundle):
    folder = bundle.parent
    names = {p.name for p in folder.rglob("*")}
    assert not {n for n in names if n.startswith(("NotoSansSC-", "NotoSansJP-", "NotoSansKR-"))}
    assert "DejaVuSans.ttf" in names and "NotoSans-Regular.ttf" in names  # ours, and pygame_gui's default
    # symbolic links (PyInstaller links shared libraries into _internal) point at files counted already
    size = sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < 70 * 2**20, f"the one-folder app is {size / 2**20:.1f} MB"


def test_bundle_without_a_sound_card_prints_no_audio_errors(bundle, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update(QUASH_TABLE_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy")
    r = subprocess.run([str(bundle), "play", "quadwar", "--seats", "bot:easy,bot:easy,bot:easy", "--frames",
                        "200"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "ALSA" not in r.stderr, r.stderr[-2000:]
