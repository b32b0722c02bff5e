"""Review 36c: a window started with `--size` other than the saved size opened Settings with Save lit ("Save",
Back read "Cancel") while nothing had been changed on the screen, and Save then wrote that size as the size for
next time. Save is lit only by a change made on the screen. Real clicks on the main menu and Settings."""

import pygame
import pytest

from tests.ui_helpers import centre, click, find, steps

pytestmark = pytest.mark.ui


def _app(size, saved):
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.app import App
    from quash_table.ui.navigator import Navigator
    settings = dict(settings_mod.DEFAULTS, window=list(saved), sound=False, animation="fast")
    app = App(size=size, settings=settings, fullscreen=False)      # as `--size` starts it
    Navigator(app)
    app.nav.main_menu()
    steps(app, 2)
    return app


def _press(app, wid):
    click(app, centre(find(app.top.layout_info()["objects"], wid)["rect"]), frames=3)


@pytest.mark.parametrize("size, saved", [((1024, 640), (1280, 800)), ((1280, 800), (1024, 640))])
def test_save_is_not_lit_by_the_size_the_window_was_started_with(size, saved):
    from quash_table.ui.screens.settings import SAVED_WORDS
    app = _app(size, saved)
    try:
        assert app.window_size() == size
        _press(app, "settings")
        assert app.top.name == "settings"
        save = find(app.top.layout_info()["objects"], "save")
        assert not save["enabled"] and save["label"] == SAVED_WORDS, save
        _press(app, "colour_blind")                     # a change of the player's: Save lights up
        steps(app, 2)
        save = find(app.top.layout_info()["objects"], "save")
        assert save["enabled"] and save["label"] == "Save", save
        _press(app, "save")
        steps(app, 2)
        # the change saved; the window keeps its size and the size saved for next time is still the one saved
        assert app.settings["colour_blind"] is True
        assert app.window_size() == size and tuple(app.settings["window"]) == saved, app.settings
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size, saved", [((1024, 640), (1280, 800)), ((1280, 800), (1024, 640))])
def test_a_size_from_the_command_line_is_said_to_be_for_this_run_only(size, saved):
    """Review 37: started with `--size 1024x640` (1280x800 saved), Settings showed "Window size 1024x640" beside
    "All saved", as if 1024x640 were saved. The size says it is this run's only, and which size is saved."""
    app = _app(size, saved)
    try:
        _press(app, "settings")
        objects = app.top.layout_info()["objects"]
        note = find(objects, "window:run_only")
        assert "this run only" in note["label"].lower() and f"opens at {saved[0]}x{saved[1]}" in note["label"], note
        assert f"{size[0]}x{size[1]}" in note["label"] and "--size" not in note["label"], note     # session 39
        # whole within the window and under the size's drop-down, over nothing else of the screen
        rect = pygame.Rect(note["rect"])
        assert pygame.Rect(0, 0, *size).contains(rect), (rect, size)
        window = pygame.Rect(find(objects, "window")["rect"])
        assert rect.top >= window.bottom, (rect, window)
        for o in objects:
            if o["id"] not in ("window:run_only", "window") and not o["id"].startswith("window"):
                assert not rect.colliderect(pygame.Rect(o["rect"])), (o["id"], o["rect"], rect)
    finally:
        pygame.display.quit()


def test_no_run_only_words_when_the_window_has_the_saved_size():
    app = _app((1280, 800), (1280, 800))
    try:
        _press(app, "settings")
        ids = [o["id"] for o in app.top.layout_info()["objects"]]
        assert "window:run_only" not in ids, ids
    finally:
        pygame.display.quit()
