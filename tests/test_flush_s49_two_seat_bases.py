"""Session 49 (playing as a new player): at two seats the other seat's base cards were the smallest of any table,
33x45 px at 1024x640 with a "-2" on them some 7 px high, under a three-line plate whose middle line said only "Bot",
while six seats drew them at 80 design px: the one other seat now has the six-seat block, its two-line plate and
its bigger base cards (layout.WIDE), and the middle keeps its room."""

import pytest

from quash_table.games.flush.layout import WIDE
from tests.ui_helpers import board, close_board, make_app, step_until

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_other_seats_bases_are_no_smaller_at_two_seats_than_at_six(size):
    app = make_app(size=size, animation="instant")
    scene = board(app, "flush", ["human", "bot:normal"], seed=11)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=90)
        tops = [p for p in scene.table.pieces if (p.zone or "").startswith("base:1:")]
        assert tops, [p.zone for p in scene.table.pieces]
        for p in tops:
            assert p.rect.h >= scene.metrics.px(WIDE[5]["base_h"]) - 1, (p.id, p.rect)
        # the middle is where it was: its pile below the block
        block = scene._g["blocks"][1]
        assert scene.table.target_by_id["pile"].rect.top > block.bottom
    finally:
        close_board(app)
