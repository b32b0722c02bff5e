"""NumberQuash pass-and-play, review 61 (revu_86->87, 82c/83c): a hint laid one cell per Enter taught people to
press Enter twice; after a one-cell cover the second Enter landed on the next person's turn and rolled their dice
(they may have wanted to spend a banked bonus first). Enter at the start of a new person's turn only puts the pass
notice away; R (or a click on Roll) rolls."""

import pygame
import pytest

from tests.test_nq_s55_handover_live import cover_and_pass
from tests.ui_helpers import button, close_board, key, make_app, settle

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("enter", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE])
def test_the_mover_s_extra_enter_does_not_roll_for_the_next_person(enter):
    app = make_app((1024, 640), animation="normal")
    try:
        scene, s, m = cover_and_pass(app)
        n = len(m.actions)
        key(app, enter, frames=2)              # the mover's extra Enter, as the cover lands
        settle(app, scene)
        key(app, enter, frames=2)              # and another, once the table has turned (it rolled, review 61)
        settle(app, scene)
        assert len(m.actions) == n, m.actions[n:]
        assert button(scene, "roll").enabled
        key(app, pygame.K_r, frames=2)         # R rolls
        assert len(m.actions) == n + 1 and m.actions[-1] == {"type": "roll"}
    finally:
        close_board(app)


def test_the_first_enter_only_puts_the_notice_away():
    app = make_app((1024, 640), animation="instant")
    try:
        scene, s, m = cover_and_pass(app)
        settle(app, scene)
        assert scene.handover.words() is not None
        n = len(m.actions)
        key(app, pygame.K_RETURN, frames=2)
        assert len(m.actions) == n and scene.handover.words() is None
    finally:
        close_board(app)
