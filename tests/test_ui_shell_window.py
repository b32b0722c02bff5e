"""The window is never smaller than the smallest size the Settings screen offers: not from a settings file
written by hand or by an old version, not on the Settings screen. (A window dragged smaller is opened again
at the smallest size by App._resized.)"""

import json

import pygame
import pytest

from tests.ui_helpers import find, make_app, steps

pytestmark = pytest.mark.ui


def test_a_settings_file_asking_for_a_smaller_window_gets_the_smallest_size():
    from quash_table.paths import settings_path
    from quash_table.ui import settings as settings_mod
    settings_path().write_text(json.dumps({"window": [800, 500], "sound": False}))
    assert settings_mod.load()["window"] == list(settings_mod.MIN_WINDOW)
    assert settings_mod.clean({"window": [1100, 500]})["window"] == [1100, settings_mod.MIN_WINDOW[1]]
    assert settings_mod.clean({"window": [1440, 900]})["window"] == [1440, 900]


def test_the_settings_screen_never_offers_a_size_below_the_smallest():
    from quash_table.ui import settings as settings_mod
    app = make_app()
    try:
        app.settings["window"] = [800, 500]           # as an old or hand-written file would have it
        app.nav.settings()
        steps(app, 2)
        seen = set(find(app.top.layout_info()["objects"], "window")["choices"])    # what its list offers
        sizes = {tuple(int(v) for v in s.split("x")) for s in seen}
        least = settings_mod.MIN_WINDOW
        assert all(w >= least[0] and h >= least[1] for w, h in sizes), sizes
    finally:
        pygame.display.quit()
