"""Session 26 (review: "Hovering the enabled Hint, Scores and Menu for 1.5 s shows nothing, although they have
key shortcuts"): a lit header button says what it does and its key once the pointer rests on it a moment; a
pointer passing over it shows nothing."""

import pygame
import pytest

from tests.ui_helpers import board, make_app, rest_pointer, settle, steps

pytestmark = pytest.mark.ui


def rest_on(monkeypatch, app, btn, frames):
    rest_pointer(monkeypatch, app, btn.rect.center, frames)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("bid, key", [("hud:hint", "(H)"), ("hud:scores", "(C)"), ("hud:menu", "(Esc)"),
                                      ("hud:rules", "(F1)")])
def test_a_lit_header_button_names_what_it_does_and_its_key_when_the_pointer_rests(monkeypatch, size, bid, key):
    from quash_table.ui.hud import LIT_TIP_WAIT
    from tests.ui_helpers import DT
    app = make_app(size)
    try:
        scene = board(app, "quadwar", ["human"] + ["bot:random"] * 3, seed=3)
        settle(app, scene, timeout=60)
        btn = next(b for b in scene.hud.buttons if b.id == bid)
        assert btn.enabled
        rest_on(monkeypatch, app, btn, 3)
        assert scene.hud.tip is None, scene.hud.tip          # passing over: nothing yet
        steps(app, int(LIT_TIP_WAIT / DT) + 3)
        assert scene.hud.tip is not None and scene.hud.tip[0].endswith(key), scene.hud.tip
        tip = scene.hud.tip[1]
        assert not tip.colliderect(btn.rect) and pygame.Rect(0, 0, *size).contains(tip)
        others = [b.rect for b in scene.hud.buttons if b is not btn]
        assert tip.collidelist(others) < 0, (tip, others)
    finally:
        pygame.display.quit()
