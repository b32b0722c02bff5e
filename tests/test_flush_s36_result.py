"""Session 36, review of Flush at six seats, 1024x640: a round's result showed its cards tiny (29x40 px in five rows
over a band repeating your own row's cards), and a Mimic's "M" badge lay on the card's edge (on a hidden card's gold
frame). The result now lies over your band too where that shows its cards a good deal larger (sheet.result_rect,
TALL_GAIN), keeps to the table's width beside the Moves, and the points and the badge lie clear under each card
(POINTS_GAP)."""

import pygame
import pytest

from quash_table.ui.widgets import Label
from tests.test_flush_s17 import _result_board
from tests.ui_helpers import close_board, key, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("log_open", [False, True])
def test_a_six_seat_result_at_1024_shows_larger_cards_with_their_m_badges_clear(log_open):
    app, scene, scored = _result_board(6, 3, (1024, 640))
    try:
        if log_open:
            key(app, pygame.K_l, frames=3)
        steps(app, 3)
        _, area, log = scene.areas()
        panel = scene._g["result"]
        assert area.contains(panel), (panel, area)              # not under the Moves
        assert not panel.colliderect(scene._g["sheet"])        # the score sheet in view
        cards = [p for p in scene.table.pieces if p.zone == "round_end"]
        assert cards and all(panel.contains(p.home) for p in cards)
        assert min(p.home.h for p in cards) >= scene.metrics.px(62), {p.home.h for p in cards}   # was 40 px
        # your band waits under the result: none of your cards lies over it
        assert not [p for p in scene.table.pieces if p.zone.startswith(("hand:0", "base:0:")) and
                    panel.colliderect(p.home)]
        marks = [d for d in scene.table.decor if isinstance(d, Label) and d.text == "M"]
        assert marks, "no Mimic among the cards held (seed changed?)"
        gap = scene.metrics.px(3)
        for m in marks:
            r = m.text_rect()
            card = min((p.home for p in cards if p.home.left <= r.centerx <= p.home.right and p.home.bottom <= r.y),
                       key=lambda c: r.y - c.bottom)
            assert r.y - card.bottom >= gap, (r, card)          # under the card (and its gold frame), not on it
    finally:
        close_board(app)
