"""Review 61w (Load): back from a replay of a finished game far down the list, the list stood scrolled to its top
with the chosen row out of sight, and the main button read "View result" with no row chosen to be seen. The list
built again is scrolled to the chosen row (load_scroll.LoadScroll._keep_chosen_in_view)."""

import pygame
import pytest

from quash_table.ui.screens.load import LoadScene
from tests.test_load_s53_one_look import _fill
from tests.ui_helpers import make_app

pytestmark = pytest.mark.ui


def _row_seen(scene, path):
    lst = scene.widgets["saves"]
    text = next(r for r, f in scene.rows if f == path)
    el = next(i.get("button_element") for i in lst.item_list if i.get("text") == text)
    return el is not None and el.visible and pygame.Rect(el.rect).clip(lst.rect).h >= el.rect.h - 2


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_back_from_a_replay_the_chosen_row_is_in_view(size):
    _fill(40)
    app = make_app(size=size)
    try:
        app.push(LoadScene(app))
        scene = app.top
        for _ in range(200):
            app.step(1 / 60)
            if scene.lines.done:
                break
        app.step(1 / 60)
        path = scene.rows[-1][1]          # the last row, far under the rows shown
        scene.pick(path)
        scene._show_selection()
        scene.replay()
        assert app.top is not scene
        for _ in range(3):
            app.step(1 / 60)
        app.pop(app.top)                  # the replay closed
        for _ in range(3):
            app.step(1 / 60)
        assert app.top is scene and scene.chosen_path() == path
        assert _row_seen(scene, path)
    finally:
        pygame.display.quit()
