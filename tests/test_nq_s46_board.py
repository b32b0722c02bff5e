"""Session 46, NumberQuash's board: Undo shows the kept roll at once (no tumble), the supply explained and a
steal told on the board, each colour's line apart at 3 seats, the hint arrow straight over the board."""

import pygame
import pytest

from tests.test_numberquash_scene import cell, centre, close, dice_ids, home, open_table
from tests.ui_helpers import drag, key, settle, steps

pytestmark = pytest.mark.ui


def _tumbling(scene):
    return any(isinstance(k, tuple) and k and k[0] == "tumble" for k in scene.tweens._by_key)


def test_undo_back_to_your_roll_shows_the_kept_dice_at_once():
    # the tray tumbled the dice again after an Undo (the state taken back to was one whose events said "rolled"),
    # so the kept roll looked like a re-roll (review 46): the tumble is the roll's, not the state's
    app, scene, match = open_table([3, 5], seats=("human", "bot:normal"))
    try:
        key(app, pygame.K_r, frames=1)
        assert _tumbling(scene)                       # a fresh roll tumbles
        settle(app, scene)
        three, five = dice_ids(scene)
        drag(app, centre(home(scene, three)), centre(cell(scene, "red", 0, 3)))
        settle(app, scene)
        drag(app, centre(home(scene, five)), centre(cell(scene, "red", 1, 5)))
        steps(app, 2)
        assert len(match.actions) == 2 and scene.session.waiting_for_undo()
        key(app, pygame.K_u, frames=1)
        assert match.undos == 1 and match.actions[-1]["type"] == "roll"
        assert not _tumbling(scene)
        assert sorted(p.value for p in scene.table.pieces if p.kind == "die") == [3, 5]
        assert not scene.tray.landing                 # the roll's words at once too
        steps(app, 3)
        assert not _tumbling(scene)
    finally:
        close(app)
