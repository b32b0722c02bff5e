"""Session 38 (review, QUASH at four players, 1024x640): a hint's arrow from your hand to spot 1 ran across your
side's RED badge, the straight way up from the cards under it. Your badge is a wall to the arrow now
(`t.arrow_clear`), with a lane left between it and your plates (art.BADGE_LANE) for the arrow to pass: a wall
alone, a few pixels from the plates, left the arrow no way (session 27's board tests)."""

import pygame
import pytest

from quash_table.games.quash.art import side_chip
from quash_table.ui import hint_arrow
from tests.test_quash_board27 import _four_players_turn
from tests.ui_helpers import ask_hint, close_board, match_board, step_until

pytestmark = pytest.mark.ui


def test_the_arrow_to_spot_1_passes_beside_your_badge_not_across_it():
    m = _four_players_turn(11, 8)              # the hint: your 8♠ on spot 1, the badge between them
    app, scene = match_board(m, size=(1024, 640))
    try:
        hints = scene.hints
        ask_hint(app, scene)
        step_until(app, lambda: not hints.arrow_pending() and hints.frame_drawn()[0], timeout=120)
        assert hints.current["action"]["spot"] == 1, hints.current["action"]
        chip = side_chip(scene.metrics, scene._deco["g"]["header"]["bottom"])
        assert chip in [pygame.Rect(r) for r in scene.table.arrow_clear]
        parts = hints.arrow_parts()
        assert parts, "the arrow is drawn"
        grown = hints._parts_grown(parts, scene.metrics.px(hint_arrow.EDGE))
        assert not any(chip.clipline(u, v) for u, v in grown), (chip, parts)
        plates = [r for r in scene.table.panels if r.y == chip.y and r.left > chip.right]
        assert min(r.left for r in plates) - chip.right >= 2 * scene.metrics.px(hint_arrow.ARROW_CLEAR)
    finally:
        close_board(app)
