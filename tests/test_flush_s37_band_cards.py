"""Session 37, review of Flush at 3 seats (1280x800) and 6 seats (1024x640): your hand's cards (94x132) were bigger
than your bases (76x106) beside them and than the pile, so the table's cards read smaller than the hand. Your
hand and bases now share one card size (layout.HAND_H, MY_BASE_H), the hand's never the bigger; and Declare and
Take back show their keys (Enter, Backspace) after their words, where Enter was looked for in vain."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import button, close_board, key, match_board, settle

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("seats,size,moves", [(3, (1280, 800), False), (6, (1024, 640), False),
                                              (6, (1024, 640), True), (6, (1280, 800), False)])
def test_your_bases_are_as_big_as_your_hand(seats, size, moves):
    m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=5, options={"first": 1})
    app, scene = match_board(m, size=size, animation="instant")
    try:
        if moves:
            key(app, pygame.K_l, frames=3)      # the Moves opened: your band runs under them
            settle(app, scene)
        hand = [p.rect for p in scene.table.pieces if p.zone == "hand:0"]
        bases = [p.rect for p in scene.table.pieces if (p.zone or "").startswith("base:0:")]
        assert hand and bases
        assert min(r.h for r in bases) >= max(r.h for r in hand), (bases[0].size, hand[0].size)
        assert min(r.w for r in bases) >= max(r.w for r in hand), (bases[0].size, hand[0].size)
        assert button(scene, "declare").key_hint == "\u21b5" and button(scene, "take_back").key_hint == "\u232b"
    finally:
        close_board(app)
