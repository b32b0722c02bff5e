"""Session 58 (QUASH advanced, a new player): A♥ dropped on a spot holding K♥ (to make K-A) swapped the K♥ out,
the open slot beside it being an 18 px strip at 1024x640; the session before, a drop on the card a swap hint named
laid the card instead. One rule (swap_aim.aim_on_face): on a spot with room a drop lays the card unless it is
clearly aimed at one laid card, the pointer over the middle part of its face (session 60: whatever a hint shows);
a full spot's cards swap by all of their face. The tag over the held card says which before the drop."""

import pygame
import pytest

from quash_table.games.quash import over_pieces
from quash_table.games.quash.swap_aim import aim_on_face, middle
from tests.test_quash_s55_open_slot import _hold, _one_card_on_spot_1
from tests.ui_helpers import close_board, grab

FACE = pygame.Rect(100, 200, 56, 80)       # the K♥ on a double, its whole face in view (1024x640)
LIT = {"spot:2", "swap:KH"}


@pytest.mark.parametrize("pos", [(104, 240), (152, 240), (128, 203), (128, 276), (150, 210), (116, 220), (140, 260)])
def test_a_drop_on_the_edges_of_a_laid_card_on_a_spot_with_room_lays(pos):
    assert aim_on_face(pos, "swap:KH", FACE, "spot:2", LIT) == "spot:2"


@pytest.mark.parametrize("pos", [(128, 240), (122, 230), (134, 250)])
def test_a_drop_on_the_middle_of_a_laid_card_swaps_it(pos):
    assert middle(FACE).collidepoint(pos)
    assert aim_on_face(pos, "swap:KH", FACE, "spot:2", LIT) == "swap:KH"


def test_a_full_spot_s_cards_swap_anywhere_on_their_face():
    """(Session 58 made the card a hint named swap anywhere on its face, review 56p; session 60 made one rule with or
    without a hint, review 60t: test_quash_s60_one_drop_rule.)"""
    edge = (104, 240)
    assert aim_on_face(edge, "swap:KH", FACE, "spot:2", {"swap:KH"}) == "swap:KH"       # no room: nothing else
    # a swap the rules refuse is no aim where the spot takes the card: its middle lays too (session 60, review 60:
    # "2♣ cannot replace 3♦" at a drop on the middle of a half-filled spot)
    assert aim_on_face((128, 240), "swap:KH", FACE, "spot:2", {"spot:2"}) == "spot:2"
    assert aim_on_face(edge, "swap:KH", FACE, "spot:2", {"spot:2"}) == "spot:2"


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("part", ["right edge", "middle"])
def test_a_real_drag_onto_the_laid_card_says_and_does_lay_or_swap(size, part):
    """2♥ laid on spot 1 (a triple), 3♦ held: over the 2♥'s right edge (beside the narrow open strip) the tag
    says "lay" and the drop lays 2-3; over its middle the tag says "swap" and the drop swaps it out."""
    app, scene = _one_card_on_spot_1(size)
    try:
        m = scene.session.match
        rnd = m.state.round
        two = scene.table.piece_by_id[f"r{rnd}:2H"].home
        at = (two.right - scene.metrics.px(6), two.centery) if part == "right edge" else two.center
        _hold(app, grab(scene, f"r{rnd}:3D"), at)
        tag = over_pieces.drop_tag(scene)[0]
        if part == "right edge":
            assert tag.startswith("lay 3\u2666 on spot 1"), tag
            assert over_pieces.raised_card(scene) is None
        else:
            assert tag == "swap: 2\u2665 out, 3\u2666 in", tag
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        app.step(1 / 60)
        if part == "right edge":
            assert m.actions[-1]["card"] == "3D" and "swap" not in m.actions[-1], m.actions[-1]
            assert sorted(m.state.board[0][0]) == ["2H", "3D"]
        else:
            assert scene.composer.chain is not None and scene.composer.chain.moving == "2H"
    finally:
        close_board(app)
