"""The real window under Xvfb, driven by xdotool from the --layout coordinates, through a whole game."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(shutil.which("Xvfb") is None or shutil.which("xdotool") is None,
                    reason="needs Xvfb and xdotool (apt-get install -y xvfb xdotool)")
@pytest.mark.slow
def test_xdotool_playthrough_reaches_the_summary():
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY")}
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "xdotool_playthrough.py"), "--seed", "3",
                        "--animation", "fast"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "reached the summary" in r.stdout
    assert "the app quit cleanly" in r.stdout
