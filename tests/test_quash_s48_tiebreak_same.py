"""Session 48, review 47a (QUASH, new players): the tiebreaker seemed to work one way at 2 seats (the prompt:
drag) and another at 4 (Enter's note: pick, then Enter). Both ways work at both, and the table says both in
the same words, in the prompt and when Enter is pressed with no card lifted; the mat stays where it is."""

import pygame
import pytest

from tests.test_quash_scene import _four_player_tie_match, _tie_on_spot_9
from tests.ui_helpers import click, close_board, drag, grab, key, match_board, piece_rect, settle, steps

pytestmark = pytest.mark.ui


def _tie(seats):
    return _tie_on_spot_9() if seats == 2 else _four_player_tie_match(["human", "bot:easy", "bot:easy", "bot:easy"])


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("how", ["drag", "click"])
def test_the_tiebreaker_card_goes_on_the_mat_the_same_way_at_2_and_4_seats(seats, how, size):
    m = _tie(seats)
    app, scene = match_board(m, size=size)
    try:
        settle(app, scene)
        mat, prompt = tuple(scene._mat), scene.table.prompt
        spot = m.state.tb_spot + 1
        assert prompt == f"Tie on spot {spot}: drag a leftover card onto the tiebreaker, or click it and press Enter"
        key(app, pygame.K_RETURN)                       # nothing lifted: the note says the same words
        steps(app, 3)
        assert scene.message is not None and scene.message[0] == prompt, scene.message
        card = scene.composer.pieces()[0]
        pid = f"r{m.state.round}:{card}"
        if how == "drag":
            drag(app, grab(scene, pid), scene._mat_slots[0].center)
        else:
            click(app, piece_rect(scene, pid).center)
            settle(app, scene)
            assert tuple(scene._mat) == mat
            key(app, pygame.K_RETURN)
        settle(app, scene)
        assert scene.composer.laid == card and tuple(scene._mat) == mat
        n = len(m.actions)
        key(app, pygame.K_RETURN)                       # Lay it
        settle(app, scene)
        assert m.actions[n] == {"type": "tiebreak", "card": card}, m.actions[n:]
    finally:
        close_board(app)
