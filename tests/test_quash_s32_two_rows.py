"""Session 32 (a new player, QUASH advanced, 2 players, 1024x640): in the two-row hand the hint's frame round a
card of the row behind ran down over the front card, and a click in the frame picked up that front card: the
player played the wrong card. The frame stops where the front row starts (ui/shown_part.shown_part), and a
click anywhere in a hint's frame, drawn over every piece, picks the card it frames (drag.piece_at)."""

import pygame
import pytest

from tests.ui_helpers import click, close_board, key, steps

pytestmark = pytest.mark.ui


def hinted(size, card):
    # the board and hint of test_quash_s31_hint_raise (seed 5, advanced), with the hint's frame round the card
    from tests.test_quash_s31_hint_raise import hinted as raised
    app, scene, piece = raised(size, card)
    return app, scene, piece, scene.hints._mark_rects(scene.hints.current["marks"])[piece.id]


def test_the_frame_of_a_card_behind_stops_at_the_front_row_and_a_click_in_it_picks_that_card():
    app, scene, piece, frame = hinted((1024, 640), "3S")      # the 3♠: third card of the row behind
    try:
        front = [p for p in scene.table.pieces if p.zone == piece.zone and p.rect.top > piece.rect.top]
        assert front, "the hand lies in two rows at 1024x640"
        assert not any(frame.colliderect(p.rect) for p in front)     # it reached 49 px over the 8♣
        assert frame.bottom > piece.rect.top + scene.drag.lift_offset(piece) + scene.metrics.px(20)  # its index
        for x in (frame.left + 1, frame.centerx, frame.right - 2):
            pos = (x, frame.bottom - 2)
            assert scene.drag.piece_at(pos) is piece, pos
            click(app, pos)                 # a real click there lifts the framed card
            assert scene.drag.selected == piece.id, pos
            key(app, pygame.K_ESCAPE)
            steps(app, 2)
    finally:
        close_board(app)


def test_a_one_row_hand_keeps_the_whole_card_framed():
    app, scene, piece, frame = hinted((1280, 800), "3S")
    try:
        drawn = piece.rect.move(0, scene.drag.lift_offset(piece))
        assert frame.bottom > drawn.bottom and frame.top < drawn.top
    finally:
        close_board(app)


class _Drag:
    def lift_offset(self, piece):
        return 0


class _Piece:
    def __init__(self, x, y):
        self.rect = pygame.Rect(x, y, 70, 100)


def test_what_shows_of_a_card_is_what_the_cards_drawn_over_it_leave():
    """Headless (ui/shown_part): a card of the row behind shows its top down to the front row, less the side
    its neighbour covers; the front row's card and a lone card show whole."""
    from quash_table.ui.shown_part import shown_part
    behind, beside = _Piece(100, 0), _Piece(150, 0)
    front = [_Piece(60, 42), _Piece(125, 42)]       # two front cards span the card's foot with no gap
    order = [behind, beside] + front
    assert shown_part(behind, order, _Drag()) == pygame.Rect(100, 0, 50, 42)
    assert shown_part(front[0], order, _Drag()) == pygame.Rect(60, 42, 65, 100)
    lone = _Piece(0, 0)
    assert shown_part(lone, [lone], _Drag()) == lone.rect
    # a card over a corner only (a third of its width) leaves its foot shown
    assert shown_part(behind, [behind, _Piece(145, 42)], _Drag()).h == 100
