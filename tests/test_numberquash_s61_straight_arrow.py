"""NumberQuash, review 61 (revu_5, 17b, 30, 40, 54b): a hint's arrow still dog-legged under your right octagon (a single
bend was let stand). It is one straight line now, the cell numbers it crosses laid back over it (read through it)."""

import pygame
import pytest

from tests.ui_helpers import ask_hint, board, close_board, key, make_app, settle, step_until

pytestmark = pytest.mark.ui


def test_the_6_6_arrow_to_left_red_3_is_one_straight_line_with_the_numbers_read_through_it():
    app = make_app((1024, 640), animation="instant")
    try:
        scene = board(app, "numberquash", ["human", "human"], seed=7)
        settle(app, scene)
        key(app, pygame.K_r)
        settle(app, scene)
        ask_hint(app, scene)
        key(app, pygame.K_RETURN, frames=3)        # the 3 picked: the arrow from the pair to the left red 9 bent
        settle(app, scene)
        h = scene.hints
        step_until(app, lambda: not h.arrow_pending() and h.frame_drawn()[0], timeout=120)
        legs, tip, veils = h.frame_drawn()
        assert len(legs) == 1, legs
        u, v = legs[0]
        crossed = [pygame.Rect(r) for r, _ in scene.arrow_soft() if pygame.Rect(r).clipline(u, v)]
        assert all(any(pygame.Rect(w).contains(r) or pygame.Rect(w) == r for w in veils) for r in crossed), \
            (crossed, veils)
    finally:
        close_board(app)
