"""Session 26 review: the replay bar's slider and its "Move N of 186" counter showed no tooltip on hover
(its buttons did). Both say what they are, placed by the board's one tip placer, over the bar."""

import pygame
import pytest

from tests.test_shell_s25_shell2 import _replay
from tests.ui_helpers import board_tip, find, make_app, step_until

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_replay_sliders_and_counters_tooltips_show_on_hover(monkeypatch, size):
    from quash_table.ui.tables import replay_board
    a = make_app(size, animation="instant")
    try:
        scene = replay_board(a, _replay("quash", 2, 60))
        a.push(scene)
        step_until(a, lambda: all(s.settled() for s in a.scenes))
        for oid, word in (("replay:slider", "any move"), ("replay:counter", "moves the game had")):
            rect = pygame.Rect(find(scene.layout_info()["objects"], oid)["rect"])
            board_tip(monkeypatch, a, scene, rect)
            assert scene.hud.tip is not None and word in scene.hud.tip[0], (oid, scene.hud.tip)
            if oid == "replay:slider":      # session 31: its words in the bar under its track (its help line)
                assert scene.replay.caption_rect().contains(scene.hud.tip[1]), (scene.hud.tip, rect)
            else:
                assert scene.hud.tip[1].bottom <= rect.top + 10, (scene.hud.tip, rect)   # over the bar, not on it
    finally:
        pygame.display.quit()
