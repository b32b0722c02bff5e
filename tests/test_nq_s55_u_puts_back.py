"""U in the middle of a steal (or a split) said "A roll is final (everyone saw its dice): undo stops at the last
roll" and left what was picked on the table (review 55n: it pointed nowhere; Clear and Esc put it back). U puts it
back too, and says so; the roll stays."""

import pygame
import pytest

from tests.test_numberquash_scene import _twelve_table, cell, close
from tests.ui_helpers import centre, drag, key, settle

pytestmark = pytest.mark.ui


def test_u_in_the_middle_of_a_twelve_puts_the_steal_back():
    app, scene, match = _twelve_table()
    try:
        q = scene.table.piece_by_id["q:blue:0:3"]
        drag(app, centre(q.home), centre(cell(scene, "red", 0, 5)))
        settle(app, scene)
        assert scene.composer.steals
        made = len(match.actions)
        key(app, pygame.K_u)
        settle(app, scene)
        assert not scene.composer.steals and len(match.actions) == made
        assert scene.message is not None and scene.message[0].startswith("Steal put back"), scene.message
        assert "Esc" not in scene.message[0] and app.top is scene
    finally:
        close(app)
