"""Review 34: a window size picked in Settings needed Keep and then Save again. Keep now saves the size and
every other change on the screen, and the screen says nothing is pending: Save greyed ("All saved"),
Cancel reading Back; a change makes Save live again."""

import pygame
import pytest

from tests.test_ui_shell_window13 import objects, saved_at_1280_from_1024, screen_1280  # noqa: F401
from tests.ui_helpers import centre, click, find, steps

pytestmark = pytest.mark.ui


def test_keep_saves_everything_and_leaves_nothing_pending(screen_1280):  # noqa: F811
    from quash_table.ui import settings as settings_mod
    app = saved_at_1280_from_1024()
    try:
        app.top.values["round_pause"] = not app.settings["round_pause"]     # another change, made before Keep
        click(app, centre(find(objects(app), "keep:keep")["rect"]), frames=3)
        steps(app, 2)
        saved = settings_mod.load()
        assert saved["window"] == [1280, 800] and saved["round_pause"] == app.top.values["round_pause"]
        save, back = find(objects(app), "save"), find(objects(app), "back")
        # greyed, and its own words say why (review 35: a greyed "Save" looked dead)
        assert not save["enabled"] and save["label"] == "All saved" and "Nothing changed" in save["reason"]
        assert back["label"] == "Back"
        assert "every setting here is saved" in find(objects(app), "note")["label"]
        app.top.values["sound"] = not app.settings["sound"]                 # a change: Save is live again
        steps(app, 2)
        assert find(objects(app), "save")["enabled"] and find(objects(app), "back")["label"] == "Cancel"
    finally:
        pygame.display.quit()
