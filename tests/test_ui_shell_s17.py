"""Session 17 shell review: the Settings note, the score charts, the Load list."""

import pygame
import pytest

from tests.ui_helpers import steps


def _pick_size(app, text):
    from tests.ui_helpers import centre, click, find, screen_objects
    click(app, centre(find(screen_objects(app), "window")["rect"]), frames=3)
    row = next(o for o in screen_objects(app) if o["id"].startswith("window:choice:") and o["label"] == text)
    click(app, centre(row["rect"]), frames=6)


@pytest.mark.ui
def test_a_size_kept_after_one_went_back_clears_the_went_back_note():
    # review 17 (45.png): 1024x640, the countdown runs out, 1024x640 again, Keep: "went back" stayed
    from tests.ui_helpers import centre, click, find, make_app, screen_objects
    app = make_app(size=(1280, 800))
    try:
        app.nav.settings()
        steps(app, 2)
        _pick_size(app, "1024x640")
        for _ in range(24):                       # the 10 s run out: it goes back
            app.step(0.5)
        assert app.screen.get_size() == (1280, 800)
        assert "went back" in find(screen_objects(app), "note")["label"]
        _pick_size(app, "1024x640")
        click(app, centre(find(screen_objects(app), "keep:keep")["rect"]), frames=3)
        steps(app, 2)
        assert app.screen.get_size() == (1024, 640)
        notes = [o for o in screen_objects(app) if o["id"] == "note"]
        assert not any("went back" in o["label"] for o in notes), notes
    finally:
        pygame.display.quit()
