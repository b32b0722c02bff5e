"""Session 58 (review 57, a new player rated 8): a chosen (selected) card looked like a hovered one: lifted, with a
thin gold ring like a button's hover edge. A chosen card is now lifted, ringed and marked with a tick badge on its
top right corner (ui/chosen_mark.py), which nothing else on the table draws."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import theme
from quash_table.ui.chosen_mark import badge_rect
from tests.ui_helpers import close_board, match_board, steps


@pytest.mark.ui
def test_a_chosen_card_carries_a_tick_badge():
    m = Match("flush", ["human", "bot:normal"], seed=3, options={"first": 0})
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        hand = sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.rect.x)
        card = hand[len(hand) // 2]
        steps(app, 3)
        before = app.screen.copy()
        scene.drag.selected = card.id
        steps(app, 20)
        lift = scene.drag.lift_offset(card)
        assert lift < 0
        badge = badge_rect(pygame.Rect(card.pos[0], card.pos[1] + lift, card.pos[2], card.pos[3]), scene.metrics.px)
        after = app.screen
        # the badge's gold at its centre's left (the tick is dark, through its middle), not there unchosen
        spot = (badge.centerx - badge.w // 2 + 3, badge.centery)
        assert tuple(after.get_at(spot))[:3] == theme.GOLD, tuple(after.get_at(spot))
        assert tuple(before.get_at(spot))[:3] != theme.GOLD
    finally:
        close_board(app)
