"""Review 56p (revp_09, 1024x640): the drag legend ("green: it may go there") lay over the prompt ("Your turn: …"),
which had risen under your seats' plates over a hinted card of your hand's row behind (card_rise.follow) and stays
put while a card is held. The legend then goes right of the plates, in their band, clear of the prompt."""

import pytest

from quash_table.games.quash import over_pieces
from tests.test_quash_s44_held_room import _hold, _spot_4_board
from tests.ui_helpers import steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_legend_keeps_clear_of_a_risen_prompt(size):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        _hold(app, scene, f"r{rnd}:10C", (slots[2].right + 60, slots[2].bottom + 70))
        g = scene._deco["g"]
        band = g["header"]["bottom"]
        rest, _ = over_pieces.legend(scene)
        assert not rest.colliderect(scene.painter.prompt_rect()), (rest, scene.painter.prompt_rect())
        # the prompt risen under the plates, as over a hinted card of the row behind (card_rise.follow)
        pill = scene.painter.prompt_rect()
        scene.table.prompt_pos = (scene.table.prompt_pos[0], band.bottom + scene.metrics.px(4) + pill.h // 2)
        steps(app, 2)
        pill = scene.painter.prompt_rect()
        assert rest.colliderect(pill), "the legend's usual place is under the plates"
        got, _ = over_pieces.legend(scene)
        assert not got.colliderect(pill), (got, pill)
        assert band.contains(got) and got.x >= g["dock"].x, (got, band)
