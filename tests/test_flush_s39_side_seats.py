"""Session 39, issue 23 (Flush, six seats, 1024x640, Moves open): the side seats' bases were drawn 31x44 px beside a
fan as wide as "8 in hand", a LINK band over the card's foot index. The backs close up, their count in two short lines
under them, and the bases take the room (at least 40 px wide), the block no taller: laying the hand under the bases
took the hint's why its column under the block (session 38, reverted; test_flush_s33_hint_words keeps it)."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.test_flush_fit import drawn_labels
from tests.ui_helpers import close_board, key, match_board, settle

pytestmark = pytest.mark.ui


def _rects(scene, zone):
    return [pygame.Rect(p.home) for p in scene.table.pieces if (p.zone or "").startswith(zone)]


@pytest.mark.parametrize("size,moves", [((1024, 640), True), ((1024, 640), False), ((1280, 800), False)])
def test_side_seats_bases_readable_beside_their_hand(size, moves):
    m = Match("flush", ["human"] + ["bot:random"] * 5, seed=5, options={"first": 1})
    app, scene = match_board(m, size=size, animation="instant")
    try:
        if moves:       # (at 1280x800 the move log is always beside the table)
            key(app, pygame.K_l, frames=3)
            settle(app, scene)
            assert scene.log_open
        labels = drawn_labels(scene)
        for seat in (1, 5):         # the side seats (left, right)
            bases, hand = _rects(scene, f"base:{seat}:"), _rects(scene, f"hand:{seat}")
            assert bases and hand
            assert all(r.w >= 40 for r in bases), (seat, [r.size for r in bases])
            block = scene._g["blocks"][seat]
            assert block.h == scene.metrics.px(154)         # no taller: the columns under it keep their room
            for r in bases + hand:
                assert block.contains(r), (seat, r, block)
            assert not any(h.colliderect(b) for h in hand for b in bases), seat
            # the hand's count within the block, clear of the bases
            fan = scene._g["hands"][seat]
            said = [r for text, r, _ in labels if "in" in text.split() or text == "hand" or text.endswith(" in hand")
                    if fan.left - 2 <= r.centerx <= fan.right + 2 and fan.bottom <= r.top <= block.bottom]
            assert said, seat
            for r in said:
                assert block.left <= r.left and r.right <= block.right, (seat, r, block)
                assert not any(r.colliderect(b) for b in bases), (seat, r)
    finally:
        close_board(app)
