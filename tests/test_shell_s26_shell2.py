"""Review 26 (shell2): what a new player found on the shell."""

import json
import os
import shutil
from datetime import datetime
from pathlib import Path

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui

EXAMPLES = Path(__file__).resolve().parent.parent / "saves"


def test_load_list_is_newest_first_by_the_date_each_row_shows():
    """Five example saves copied into the saves folder: the file times are the copy's, in another order
    than the saved dates the rows show (05:45, 07:06, 06:27, 06:26, 06:44 read under "Newest first")."""
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    names = sorted(p.name for p in EXAMPLES.glob("*.json"))
    assert len(names) == 5
    saved = {n: datetime.fromisoformat(json.loads((EXAMPLES / n).read_text())["saved_at"]) for n in names}
    # file times in an order the saved dates contradict: the oldest saved, the newest file
    by_saved = sorted(names, key=lambda n: saved[n])
    for age, n in enumerate(by_saved):
        shutil.copy(EXAMPLES / n, saves_dir() / n)
        t = 1_700_000_000 + 60 * (len(names) - age)
        os.utime(saves_dir() / n, (t, t))
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        rows = [r["file"] for r in app.top.layout_info()["rows"]]
        assert rows == sorted(names, key=lambda n: saved[n], reverse=True), rows
    finally:
        pygame.display.quit()
