"""Review 35: Settings' greyed Save looked dead (why it was greyed showed only on hover). With nothing changed the
button says so in its own words, "All saved", beside Back; a change lights it as Save (and Back reads Cancel);
the change undone, it reads "All saved" again. Real clicks on the main menu and the Settings screen."""

import pygame
import pytest

from tests.ui_helpers import centre, click, find, steps

pytestmark = pytest.mark.ui


def _app(size):
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.app import App
    from quash_table.ui.navigator import Navigator
    settings = dict(settings_mod.DEFAULTS, window=list(size), sound=False, animation="fast")
    app = App(size=size, settings=settings, fullscreen=False)
    Navigator(app)
    app.nav.main_menu()
    steps(app, 2)
    return app


def _objects(app):
    return app.top.layout_info()["objects"]


def _press(app, wid):
    click(app, centre(find(_objects(app), wid)["rect"]), frames=3)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_save_says_all_saved_while_nothing_changed_and_save_once_something_has(size):
    from quash_table.ui.screens.settings import SAVED_WORDS
    app = _app(size)
    try:
        _press(app, "settings")
        assert app.top.name == "settings"
        save, back = find(_objects(app), "save"), find(_objects(app), "back")
        assert not save["enabled"] and save["label"] == SAVED_WORDS == "All saved", save
        assert "Nothing changed" in save["reason"] and back["label"] == "Back"
        _press(app, "colour_blind")                          # a change: Save is live, and says Save
        steps(app, 2)
        save, back = find(_objects(app), "save"), find(_objects(app), "back")
        assert save["enabled"] and save["label"] == "Save" and back["label"] == "Cancel", (save, back)
        _press(app, "colour_blind")                          # undone: nothing waits again
        steps(app, 2)
        save = find(_objects(app), "save")
        assert not save["enabled"] and save["label"] == "All saved", save
    finally:
        pygame.display.quit()
