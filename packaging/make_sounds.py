"""Writes assets/sounds/<name>.wav from the recipes in quash_table/ui/sounds.py.

Run after changing a recipe: python packaging/make_sounds.py (tests/test_sound_files.py fails until the
files match the recipes again). Needs only the standard library and pygame-ce.
"""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from quash_table.ui.sounds import NAMES, sound_file, synthesise, write_samples  # noqa: E402


def main():
    for name in NAMES:
        path = sound_file(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_samples(name, synthesise(name), path)
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
