"""Review 16: the "you have finished" choice is where the eye is, large, the moment you finish."""

import pygame
import pytest

from tests.test_numberquash_review15 import button, close, finished_first, out_board

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_finished_the_choice_is_asked_large_in_the_middle_of_the_table(size):
    """It sat in the dice tray's corner and two players never saw it (36.png, 19.png): now your area (session
    18: not the middle band, whose bonus octagons it hid) says "You finished 1st of 4" large and the two
    buttons stand side by side there, well inside the window. (Review 18b: your area's panel hid your own
    octagons: it is a framed panel at the tray's foot now, the buttons one over the other, test_nq_s18b.)"""
    from tests.ui_helpers import centre, click
    match = finished_first()
    app, scene = out_board(match, size)
    try:
        mid, tray = pygame.Rect(scene.mid_rect.x, scene.mid_rect.bottom, scene.mid_rect.w, size[1]), scene.tray.rect
        fin, watch = button(scene, "out:finish"), button(scene, "out:watch")
        assert fin is not None and watch is not None
        for b in (fin, watch):
            assert mid.contains(b.rect) and tray.contains(b.rect)
            assert b.rect.h >= 30 and b.rect.w >= 150
        assert abs(fin.rect.x - watch.rect.x) < 2 and fin.rect.y < watch.rect.y      # one over the other
        labels = [d for d in scene.table.decor if type(d).__name__ == "Label"]
        head = next(d for d in labels if d.text == f"You finished 1st of {len(match.seats)}")
        assert mid.contains(head.text_rect())
        click(app, centre(watch.rect))
        assert button(scene, "out:watch") is None and button(scene, "out:finish") is None
    finally:
        close(app)
