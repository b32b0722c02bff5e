"""Session 27 (load): Continue resumes the game Load lists first, by one rule (the saved date each row shows)."""

import json
import os
import shutil
from datetime import datetime
from pathlib import Path

import pygame
import pytest

from tests.ui_helpers import find, make_app, steps

pytestmark = pytest.mark.ui

EXAMPLES = Path(__file__).resolve().parent.parent / "saves"


def test_continue_resumes_the_unfinished_game_load_lists_first_by_its_saved_date():
    """Five example saves copied in with file times against their saved dates: Continue resumed the newest
    file (The Game, saved 05:45) while Load listed QUASH (saved 07:06) first."""
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    names = sorted(p.name for p in EXAMPLES.glob("*.json"))
    saved = {n: datetime.fromisoformat(json.loads((EXAMPLES / n).read_text())["saved_at"]) for n in names}
    by_saved = sorted(names, key=lambda n: saved[n])
    for age, n in enumerate(by_saved):       # the oldest saved gets the newest file time
        shutil.copy(EXAMPLES / n, saves_dir() / n)
        t = 1_700_000_000 + 60 * (len(names) - age)
        os.utime(saves_dir() / n, (t, t))
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        menu = app.top
        note = find(menu.layout_info()["objects"], "autosave_note")["label"]
        assert Path(menu.continue_from).name == by_saved[-1], menu.continue_from
        assert "QUASH" in note and "Game" not in note, note
        app.nav.load()
        steps(app, 3)
        rows = [r["file"] for r in app.top.layout_info()["rows"]]
        assert rows[0] == Path(menu.continue_from).name, rows
    finally:
        pygame.display.quit()
