"""Session 46 (new players, QUASH advanced): a lay and a swap were both lit green, and the swap band is 33 px
tall; a player could not tell them apart before reading the tag. Swap targets are lit blue (theme.SWAP, the
kit's target_colour for a target whose look is "swap"); lays stay green."""

import pytest

from quash_table.ui import theme
from tests.test_quash_s44_held_room import _hold, _spot_4_board

pytestmark = pytest.mark.ui


def test_colours_tell_lay_from_swap():
    assert theme.target_colour("swap", False) == theme.SWAP != theme.LEGAL
    assert theme.target_colour(None, False) == theme.LEGAL
    assert theme.target_colour("swap", True) == theme.WARN
    assert theme.target_colour("swap", False, False) == theme.ILLEGAL


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_held_card_lights_swaps_blue_and_lays_green(size):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        spot = scene._deco["g"]["spots"]["bottom"][3]
        _hold(app, scene, f"r{rnd}:10C", (spot.centerx, spot.bottom + scene.metrics.px(60)))
        lit = set(scene.drag.legal_targets(scene.drag.active()))
        looks = {t.id: t.look for t in scene.table.targets if t.id in lit}
        assert looks.get("swap:JS") == "swap" and looks.get("spot:4") is None, looks
        swap = scene.table.target_by_id["swap:JS"]
        assert theme.target_colour(swap.look, False) == theme.SWAP
