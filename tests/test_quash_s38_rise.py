"""Session 38 (review, a new player at QUASH advanced, 2 players, 1024x640): the hinted card of the row behind in
the two-row hand rose a whole lift, its top half shown, where a full rise would have covered the prompt. It rises
clear of the front row now, its whole face shown, and the prompt (with the hint standing in its place) moves up
over it, no higher than your seats' plates; where they leave too little room the rise stops under the prompt's
pill (ui/table.Table.place_over, rise_under; games/quash/card_rise.py)."""

import pygame
import pytest

from quash_table.ui.table import Table
from tests.test_quash_s31_hint_raise import hinted
from tests.ui_helpers import close_board, steps


def test_the_rise_stops_under_the_prompt_and_the_prompt_moves_no_higher_than_its_ceiling():
    card = pygame.Rect(100, 200, 50, 70)
    pill = pygame.Rect(0, 150, 400, 28)                    # foot at 178: the card may rise to 182 (gap 4)
    assert Table().rise_under(card, 40, pill, 4) == 18
    assert Table().rise_under(card, 10, pill, 4) == 10
    assert Table().rise_under(card, 40, pygame.Rect(300, 150, 80, 28), 4) == 40     # not over its column
    assert Table.place_over((200, 164), 160, 14, 4, 100) == (200, 142)     # up so its foot is 4 above 160
    assert Table.place_over((200, 164), 160, 14, 4, 140) == (200, 154)     # no higher than the ceiling
    assert Table.place_over((200, 164), 250, 14, 4, 100) == (200, 164)     # clear already: where it was


@pytest.mark.ui
def test_the_hinted_card_behind_shows_whole_and_the_prompt_moves_over_it():
    app, scene, piece = hinted((1024, 640), "3S")       # the 3♠: third card of the row behind
    try:
        steps(app, 2)
        t = scene.table
        front = [p.rect for p in t.pieces if p.zone == piece.zone and p.rect.top > piece.rect.top
                 and p.rect.colliderect(piece.rect)]
        assert front, "the hand lies in two rows at 1024x640"
        drawn = piece.rect.move(0, scene.drag.lift_offset(piece))
        # its face above the front row, but for its foot where the plates leave too little room for the whole card
        # (the hint's frame then stops at the front row: a frame round the whole card lay over the row's top)
        assert drawn.bottom - min(r.top for r in front) <= scene.metrics.px(8), (drawn, front)
        assert drawn.bottom - min(r.top for r in front) < drawn.h // 10, (drawn, front)   # a whole lift: 58%
        pill = scene.painter.prompt_rect()
        assert pill.bottom <= drawn.top, (pill, drawn)                           # the prompt clear of it
        plates = scene._deco["g"]["header"]["bottom"]
        assert pill.top >= plates.bottom, (pill, plates)                         # and of your plates
        msg = scene.painter.message_rect()
        assert msg is None or not msg.colliderect(drawn), (msg, drawn)
        # the hint gone, the prompt goes back to its place
        scene.hints.forget()
        steps(app, 2)
        assert t.prompt_pos == scene._deco["g"]["prompt"]
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_one_row_hand_leaves_the_prompt_where_it_is():
    app, scene, piece = hinted((1280, 800), "3S")
    try:
        assert scene.drag.lift_offset(piece) == -scene.metrics.px(18) // 2
        assert scene.table.prompt_pos == scene._deco["g"]["prompt"]
    finally:
        close_board(app)
