"""Session 51: while a hint's arrow is routed off the window's thread, the frame draws a quick way (a straight line
or one bend, arrow_offframe._quick_parts). It went round Flush's tray as a wall, where the routed way crosses it
(its words read through): at four seats, 1024x640, seed 2, the arrow from your 5 to the pile ran out to the
table's left edge and back, 2.6 times the line, until the routed way came (long on a loaded machine)."""

import pytest

from tests.test_kit_s26_arrows2 import flush_seed_2_hint
from tests.ui_helpers import close_board

pytestmark = pytest.mark.ui


def test_the_quick_way_to_flushs_pile_crosses_the_tray_as_the_routed_way_does():
    app, scene = flush_seed_2_hint()
    try:
        h = scene.hints
        legs, (point, _), (_, _, veils) = h._quick_parts(None)
        assert legs
        length = sum((v - u).length() for u, v in legs)
        assert length <= 1.3 * (legs[-1][1] - legs[0][0]).length(), legs
        assert scene.table.target_by_id["pile"].rect.collidepoint(point), point
        tray = scene._g["tray"]
        # across the tray, whose news gives way while the arrow is up (review 55m: it ran across its words), its
        # caption and other words crossed laid back over it whole (arrow_parts.arrow_under)
        import pygame
        assert not [r for r in map(pygame.Rect, scene.table.text_rects()) if tray.contains(r)]
        assert any(tray.clipline(u, v) for u, v in legs), legs
    finally:
        close_board(app)
