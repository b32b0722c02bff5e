"""Review 16: Settings said "Allow undo against bots (never in pass-and-play)" and the README too, while
The Game lets a pass-and-play table take back the cards laid before End turn (New game said so). The
words come from the games (engine/game undo_in_own_turn_shared, undo_shared_words)."""

import re
from pathlib import Path

import pygame
import pytest

from tests.test_ui_menus import app, label, press  # noqa: F401
from tests.ui_helpers import find

pytestmark = pytest.mark.ui
TOP = Path(__file__).resolve().parent.parent


def test_settings_says_what_pass_and_play_may_undo(app):  # noqa: F811
    from quash_table.games import get_game
    game = get_game("thegame")
    assert game.undo_in_own_turn_shared and game.undo_shared_words
    press(app, "settings")
    # (session 21: said on the line under the box, "With several people at the screen: only in ...")
    words = label(app, "undo:note1")
    assert "never" not in words, words
    assert game.undo_shared_words in words, words
    for wid in ("undo", "undo:note1"):
        rect = find(app.top.layout_info()["objects"], wid)["rect"]
        assert rect[0] + rect[2] <= pygame.display.get_surface().get_width()


def test_readme_and_rules_page_say_the_same():
    from quash_table.games import get_game
    readme = re.sub(r"\s+", " ", (TOP / "README.md").read_text(encoding="utf-8"))
    bullet = readme[readme.index("**Undo** (U)"):][:400]
    assert "never in pass-and-play" not in bullet, bullet
    assert get_game("thegame").undo_shared_words in bullet, bullet
    rules = (TOP / "assets" / "rules" / "thegame.md").read_text(encoding="utf-8")
    line = next(ln for ln in rules.splitlines() if "U: undo" in ln)
    assert "pass-and-play" in line, line
