"""Review 38 (a new player on Settings): the note under the window's size said "This run only (--size or a dragged
edge)" in small muted type, and the colour-blind box named "Okabe-Ito colours". Both now speak a player's words,
and the note is in the help lines' readable size."""

import pygame
import pytest

from tests.test_shell_s37_settings_size import _app, _press
from tests.ui_helpers import find

pytestmark = pytest.mark.ui


def test_settings_words_have_no_jargon_and_the_note_is_readable():
    app = _app((1024, 640), (1280, 800))
    try:
        _press(app, "settings")
        scene = app.top
        objects = scene.layout_info()["objects"]
        note = find(objects, "window:run_only")
        assert "--size" not in note["label"] and "saved: 1280x800" in note["label"], note
        # as tall as the screen's own labels' type, near enough (the muted note's was 14 design px to their 16)
        assert _type_height(scene, "window:run_only") >= _type_height(scene, "window:label") - 1
        box = scene.widgets["colour_blind"]
        assert "Okabe" not in box.text, box.text
    finally:
        pygame.display.quit()


def _type_height(scene, wid):
    return scene.widgets[wid].font.size("Hg")[1]
