"""Session 59 (QUASH advanced at 1024x640, a new player): over a laid card on a spot with room, moving the pointer
6 px turned "lay 3♣ on spot 1, after 2♥" into "swap: 2♥ out, 3♣ in" and back, and the dragged card lay over the
card it would swap out. A swap aimed at (the middle of a face) now stays while the pointer stays on that face, a lay
(beside the cards, or a face's edge come from there) until the pointer reaches the middle (swap_aim.aim_on_face
`kept`): the two lie a face's edge apart both ways. The card a drop would swap out is drawn lifted out of its spot
over the dragged card (over_pieces.lifted_swap)."""

import pygame
import pytest

from quash_table.games.quash import over_pieces
from quash_table.games.quash.swap_aim import aim_on_face, middle
from tests.test_quash_s55_open_slot import _hold, _one_card_on_spot_1
from tests.ui_helpers import close_board, grab

FACE = pygame.Rect(100, 200, 56, 80)
LIT = {"spot:2", "swap:KH"}


def test_a_swap_aimed_at_stays_on_its_face_and_a_lay_till_the_middle():
    """(Session 61, review 61t: kept near the centre, kept_zone, not the whole face: a face entered at its centre
    swapped all over it.)"""
    top_band = (128, 220)
    assert not middle(FACE).collidepoint(top_band)
    assert aim_on_face(top_band, "swap:KH", FACE, "spot:2", LIT) == "spot:2"               # come from beside: lay
    assert aim_on_face(top_band, "swap:KH", FACE, "spot:2", LIT, kept=True) == "swap:KH"   # come from the middle
    assert aim_on_face((128, 198), "swap:KH", FACE, "spot:2", LIT, kept=True) == "spot:2"   # off the face: lay
    assert aim_on_face((128, 206), "swap:KH", FACE, "spot:2", LIT, kept=True) == "spot:2"   # its top edge: lay
    assert aim_on_face((128, 240), "swap:KH", FACE, "spot:2", LIT) == "swap:KH"


def _tag(scene):
    return over_pieces.drop_tag(scene)[0]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_few_pixels_never_turn_a_swap_into_a_lay_or_back(size):
    app, scene = _one_card_on_spot_1(size)
    try:
        rnd = scene.session.match.state.round
        two = scene.table.piece_by_id[f"r{rnd}:2H"].home
        px = scene.metrics.px
        middle_top = middle(pygame.Rect(two)).y
        # down from the row above the cards (lay) to 2 px above the middle: still a lay
        _hold(app, grab(scene, f"r{rnd}:3D"),
              (two.centerx, two.y - px(4)))
        assert _tag(scene).startswith("lay "), _tag(scene)
        assert over_pieces.lifted_swap(scene) is None
        for y in (two.y + 2, middle_top - 2):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(two.centerx, y), rel=(0, 1), buttons=(1, 0, 0)))
            app.step(1 / 60)
            assert _tag(scene).startswith("lay "), (y, _tag(scene))
        # into the middle: the swap, the 2♥ drawn lifted clear of the held card's middle (kept a little past it;
        # its top edge lays again: session 61)
        for y in (two.centery, middle_top - 6):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(two.centerx, y), rel=(0, -1), buttons=(1, 0, 0)))
            app.step(1 / 60)
            assert _tag(scene).startswith("swap: 2\u2665 out"), (y, _tag(scene))
            got = over_pieces.lifted_swap(scene)
            assert got is not None and got[0].code == "2H"
            held = scene.drag.active()
            held_rect = pygame.Rect(*map(int, held.pos))
            assert got[1].bottom <= held_rect.y + got[1].h // 3 + 1, (got[1], held_rect)
        # its top edge, then off the face into the row above it: a lay again
        for y in (two.y + 2, two.y - px(4)):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(two.centerx, y), rel=(0, -1),
                                                 buttons=(1, 0, 0)))
            app.step(1 / 60)
            assert _tag(scene).startswith("lay "), (y, _tag(scene))
    finally:
        close_board(app)
