"""Review 39 (issue 23): Settings' notes were in a small muted type, hard to read, and the colour-blind box named
"Okabe-Ito colours", a palette nobody knows."""

import pytest

from tests.ui_helpers import steps

pytestmark = pytest.mark.ui


def test_settings_notes_are_readable_and_the_colour_box_says_what_it_does():
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.app import App
    from quash_table.ui.navigator import Navigator
    settings = dict(settings_mod.DEFAULTS, window=[1280, 800], sound=False, animation="fast")
    app = App(size=(1024, 640), settings=settings, fullscreen=False)     # a size of this run only: its note shows
    Navigator(app)
    app.nav.main_menu()
    steps(app, 2)
    try:
        app.nav.settings()
        steps(app, 2)
        scene = app.top
        scene.note = "The window went back to 1280x800"        # the note under the title
        scene.rebuild()
        steps(app, 2)
        notes = {wid: el for wid, el in scene.widgets.items() if "note" in wid or "run_only" in wid}
        assert {"note", "window:run_only", "undo:note0"} <= set(notes), sorted(notes)
        for wid, el in notes.items():
            assert "muted" not in (el.object_ids[-1] or ""), (wid, el.object_ids)
            # (the muted 14 was 11 px at 1024x640)
            assert el.font.get_point_size() >= 12, (wid, el.font.get_point_size())
        box = scene.widgets["colour_blind"]
        assert "Okabe" not in box.text and "Colour-blind friendly colours" in box.text, box.text
    finally:
        app.pop()
