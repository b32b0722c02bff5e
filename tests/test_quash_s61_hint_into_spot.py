"""Session 61 (review 61t, QUASH advanced at 1024x640, revt_63): a hint's lay on a spot with cards framed, and its
arrowhead ended on, what shows of the open slot above the cards: a strip on the band of spot numbers. The hint
frames the whole open slot now (held_room.spot_targets), on the spot's card row, and a drop at its middle lays
the card there (a card's face swaps only at its small centre, swap_aim.middle)."""

import pygame
import pytest

from quash_table.games.quash import over_pieces
from tests.test_quash_s55_open_slot import _hold, _one_card_on_spot_1
from tests.test_quash_s61_lay_between import _two_apart
from tests.ui_helpers import close_board, grab

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("board", ["one card", "a gap"])
def test_the_hint_frames_the_open_place_on_the_card_row_and_a_drop_there_lays(size, board):
    app, scene = (_one_card_on_spot_1 if board == "one card" else _two_apart)(size)
    try:
        m = scene.session.match
        rnd = m.state.round
        slots = scene._deco["g"]["slots"]["bottom"][0]
        band = scene._deco["g"]["badge_rows"]["bottom"]
        framed = scene.table.target_by_id["spot:1"].frame
        assert framed.h >= slots[0].h // 2 and slots[0].y <= framed.centery <= slots[0].bottom, (framed, slots[0])
        assert not band.collidepoint(framed.center), (framed, band)
        _hold(app, grab(scene, f"r{rnd}:3D"), framed.center)
        assert over_pieces.drop_tag(scene)[0].startswith("lay 3\u2666 on spot 1"), over_pieces.drop_tag(scene)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=framed.center, button=1))
        app.step(1 / 60)
        assert m.actions[-1] == {"type": "play", "card": "3D", "spot": 1}, m.actions[-1]
    finally:
        close_board(app)
