"""QUASH advanced, a swap half built: the spot the card in the air came from takes the swap back (the panel says "drop
it there to put it back"), but it was outlined red with no word while the card was held over it (review 45a, seed 33).
It is lit as a place now, and the tag says what a drop there does."""

import pytest

from quash_table.games.quash import over_pieces
from tests.test_quash_s44_held_room import _hold, _let_go
from tests.test_quash_scene import _chain_board, _zone
from tests.ui_helpers import click, close_board, grab
from tests.ui_helpers import target_rect as target

pytestmark = pytest.mark.ui


def test_the_card_in_the_air_held_over_the_spot_it_left_is_lit_and_told_put_back():
    app, scene, m = _chain_board()
    try:
        n = len(m.actions)
        click(app, grab(scene, "r1:KH"))
        click(app, target(scene, "swap:JH").center)          # K♥ swaps J♥ out of spot 2: J♥ in the air
        assert _zone(scene, "JH") == "chain"
        click(app, grab(scene, "r1:JH"))                      # put down (a click on the lifted card)
        spot = target(scene, "spot:2")
        _hold(app, scene, "r1:JH", spot.center)
        held = scene.drag.active()
        hot = scene.drag.target_at(spot.center, held)
        assert hot is not None and hot.id in scene.drag.legal_targets(held), "lit, not red"
        assert scene.drag.refusal_tip.words(held, hot) is None
        said = over_pieces.drop_hint(scene)
        assert said is not None and said[0] == "put J♥ back on spot 2", said
        _let_go(app, spot.center)
        assert len(m.actions) == n and _zone(scene, "JH") == "spot:RED:2" and _zone(scene, "KH") == "hand:0"
    finally:
        close_board(app)


def test_a_card_held_over_the_other_sides_spot_says_why_before_it_is_let_go(quash_stacked):
    """Review 45a (seeds 11 and 33): held over BLACK's half, a card showed no red outline and no word; the reason
    came only once it was let go. Their spots are places now, never lit: held over one, the kit outlines it red with
    the reason, the same words the drop then says."""
    app, scene = quash_stacked
    rnd = scene.session.match.state.round
    other = scene._deco["g"]["spots"]["top"][4]            # BLACK's spot 5
    _hold(app, scene, f"r{rnd}:2H", other.center)
    held = scene.drag.active()
    hot = scene.drag.target_at(other.center, held)
    assert hot is not None and hot.id == "theirs:5" and hot.id not in scene.drag.legal_targets(held)
    words = scene.drag.refusal_tip.words(held, hot)
    assert words == "That is BLACK's side: you play on your own side, RED, the bottom half of the board.", words
    _let_go(app, other.center)
    assert not scene.session.match.actions
    assert scene.message is not None and scene.message[0] == words, scene.message
