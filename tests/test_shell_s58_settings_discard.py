"""Review 57 (shell): once a setting was changed, Back turned into Cancel beside Save, and Cancel dropped the
change at once without a word. Cancel (or Esc) with something changed now asks "Discard your changes?":
Keep editing goes back to the screen with the change, Discard leaves with the saved settings as they were.
With nothing changed, Back leaves at once."""

import pygame
import pytest

from tests.ui_helpers import key, press_widget, steps

pytestmark = pytest.mark.ui


def _settings_app():
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.app import App
    from quash_table.ui.navigator import Navigator
    settings = dict(settings_mod.DEFAULTS, window=[1024, 640], sound=False, animation="fast")
    app = App(size=(1024, 640), settings=settings, fullscreen=False)
    Navigator(app)
    app.nav.main_menu()
    steps(app, 2)
    app.nav.settings()
    steps(app, 2)
    return app


def test_cancel_with_a_change_asks_before_it_drops_it():
    app = _settings_app()
    try:
        scene = app.top
        settings_before = app.settings["round_pause"]
        menu = app.scenes[-2]
        scene.values["round_pause"] = not scene.values["round_pause"]
        steps(app, 3)
        assert scene.pending() and scene.widgets["back"].text == "Cancel"
        press_widget(app, "back")
        assert getattr(app.top, "name", None) == "discard_confirm", app.top
        assert "Discard your changes?" in [getattr(w, "text", "") for w in app.top.widgets.values()]
        key(app, pygame.K_ESCAPE, frames=3)          # the safe answer: back to the screen, the change kept
        assert app.top is scene and scene.pending()
        press_widget(app, "back")
        press_widget(app, "discard:confirm")
        assert app.top is menu
        assert app.settings["round_pause"] == settings_before
    finally:
        app.pop()


def test_back_with_nothing_changed_leaves_at_once():
    app = _settings_app()
    try:
        scene = app.top
        assert not scene.pending() and scene.widgets["back"].text == "Back"
        press_widget(app, "back")
        assert app.top is not scene and getattr(app.top, "name", None) != "discard_confirm"
    finally:
        app.pop()
