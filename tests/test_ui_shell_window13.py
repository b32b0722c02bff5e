"""Session 13's new player and the window size: Settings offers only sizes that fit the screen, a new size
goes back by itself unless kept (as desktops do), a saved size bigger than the screen is opened smaller with
a notice, and Settings shows the window's real size (after --size too)."""

import json

import pygame
import pytest

from tests.ui_helpers import centre, choose, click, find, key, make_app, steps

pytestmark = pytest.mark.ui

SCREEN = (1280, 800)


@pytest.fixture
def screen_1280(monkeypatch):
    """A 1280x800 screen, as the reviewer's (the dummy video driver has no screen: any size fits)."""
    from quash_table.ui.app import App
    monkeypatch.setattr(App, "display_size", staticmethod(lambda: SCREEN))


def objects(app):
    return app.top.layout_info()["objects"]


def window_label(app):
    return find(objects(app), "window")["label"].split()[0]


def offered_sizes(app):
    """The sizes the window's drop-down lists when a click opens it (another click closes it)."""
    click(app, centre(find(objects(app), "window")["rect"]), frames=3)
    seen = [o["label"] for o in objects(app) if o["id"].startswith("window:choice:")]
    click(app, centre(find(objects(app), "window")["rect"]), frames=3)
    assert seen, "the window's list did not open"
    return [tuple(int(v) for v in s.split("x")) for s in seen]


def turn_to(app, size):
    if "x".join(map(str, size)) not in find(objects(app), "window")["choices"]:
        raise AssertionError(f"{size} is not offered")
    choose(app, "window", "x".join(map(str, size)))


def test_with_no_screen_every_size_fits():
    from quash_table.ui import settings as settings_mod
    app = make_app(size=(1024, 640))
    try:
        assert app.display_size() is None                     # the dummy driver: headless, --screenshot
        assert all(app.window_fits(s) for s in settings_mod.WINDOW_SIZES)
    finally:
        pygame.display.quit()


def test_settings_offers_only_window_sizes_that_fit_the_screen(screen_1280):
    app = make_app(size=(1024, 640))
    try:
        app.nav.settings()
        steps(app, 2)
        sizes = offered_sizes(app)
        assert (1024, 640) in sizes and (1280, 800) in sizes
        assert all(w <= SCREEN[0] and h <= SCREEN[1] for w, h in sizes), sizes
    finally:
        pygame.display.quit()


def test_settings_shows_the_window_size_given_by_size_not_the_saved_one(screen_1280):
    app = make_app(size=(1024, 640))
    try:
        app.settings["window"] = [1440, 900]        # what the settings file says; --size opened 1024x640
        app.nav.settings()
        steps(app, 2)
        assert window_label(app) == "1024x640"
    finally:
        pygame.display.quit()


def saved_at_1280_from_1024():
    """A 1024x640 window whose Settings have just been given 1280x800 (a size picked applies at once, review
    15): the "Keep this size?" question is up."""
    app = make_app(size=(1024, 640))
    app.nav.settings()
    steps(app, 2)
    click(app, centre(find(objects(app), "window")["rect"]), frames=3)
    row = next(o for o in objects(app) if o["id"].startswith("window:choice:") and o["label"] == "1280x800")
    click(app, centre(row["rect"]), frames=6)
    return app


def test_a_new_window_size_goes_back_by_itself_unless_kept(screen_1280):
    from quash_table.ui import settings as settings_mod
    app = saved_at_1280_from_1024()
    try:
        assert app.screen.get_size() == (1280, 800)
        assert app.top.name == "settings"
        find(objects(app), "h:keep")
        assert "1024x640" in find(objects(app), "keep:countdown")["label"]
        from quash_table.ui.screens.settings import KEEP_SECONDS
        for _ in range(int(KEEP_SECONDS / 0.5) + 2):          # the whole wait and no answer
            app.step(0.5)
        assert app.screen.get_size() == (1024, 640)
        assert settings_mod.load()["window"] == [1024, 640]
        assert app.top.name == "settings" and window_label(app) == "1024x640"
        assert "went back" in find(objects(app), "note")["label"]
    finally:
        pygame.display.quit()


def test_a_kept_window_size_stays_and_is_saved(screen_1280):
    from quash_table.ui import settings as settings_mod
    app = saved_at_1280_from_1024()
    try:
        click(app, centre(find(objects(app), "keep:keep")["rect"]), frames=3)
        for _ in range(24):
            app.step(0.5)
        assert app.screen.get_size() == (1280, 800)
        assert settings_mod.load()["window"] == [1280, 800]
        # a size picked and kept: Settings stays, for the other settings (it left after a Save)
        assert app.top.name == "settings" and window_label(app) == "1280x800"
    finally:
        pygame.display.quit()


def test_esc_while_asked_sends_the_size_back(screen_1280):
    app = saved_at_1280_from_1024()
    try:
        assert app.screen.get_size() == (1280, 800)
        find(objects(app), "h:keep")
        key(app, pygame.K_ESCAPE, frames=3)
        assert app.screen.get_size() == (1024, 640)
    finally:
        pygame.display.quit()


def test_a_saved_size_bigger_than_the_screen_opens_smaller_with_a_notice(screen_1280):
    from quash_table.paths import settings_path
    from quash_table.ui.app import App
    from quash_table.ui.navigator import Navigator
    from quash_table.ui.screens.main_menu import MainMenuScene
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"window": [3840, 2160], "sound": False}))
    app = App(fullscreen=False)
    try:
        Navigator(app)
        assert app.screen.get_size() == (1280, 800)
        app.push(MainMenuScene(app))
        steps(app, 2)
        note = find(objects(app), "size_notice")["label"]
        assert "3840x2160" in note and "1280x800" in note
    finally:
        pygame.display.quit()
