"""Session 45, review (QUASH advanced, new players): while the 10♣ was held over spot 4 (J♠-Q♠), the spot made
room on the left (held_room) and its cards stood where its empty right part had been; a drop on the middle or
the right of the spot swapped the Q♠ out ("swap out Q♠") where a player meant to lay the 10 there, the
obvious legal move. Session 45 made a card swap by its top band only; review 47a found a drop on the middle
of "my card" then laid the held card beside it. Session 48's rule (tests/test_quash_s48_drop_aim.py): a card's
face swaps, the spot's open slot lays; session 58: on a spot with room, the middle of a card's
face swaps and its edges lay. Kept here: the tag says what a drop does before the card is let go."""

import pytest

from quash_table.games.quash import over_pieces
from tests.test_quash_s44_held_room import _hold, _let_go, _spot_4_board



def _tag(scene):
    got = over_pieces.drop_tag(scene)
    return got[0] if got is not None else None


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_swap_takes_a_cards_top_and_the_tag_says_swap_first(size):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        # the middle of the Q♠'s face (session 58: its edges lay the card, the spot having room)
        band = scene.table.target_by_id["swap:QS"].rect.center
        _hold(app, scene, f"r{rnd}:10C", band)
        assert _tag(scene) == "swap: Q♠ out, 10♣ in"
        _let_go(app, band)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "QS"
