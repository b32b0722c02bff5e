"""Session 60 (review 60t, QUASH advanced, seed 42 round 2): the hint's chain "K♦ on to spot 1" drew the 10♣ of the
full spot 1 (10♣ J♥ Q♥) raised whole over the J♥ (revt_86z); once the K♦ was dragged the 10♣ sank back to a strip
under the held card, and the drop inside the drawn 10♣ went to the J♥: refused, "K♦ cannot replace J♥" (revt_87/88).
The card of the swap the hint names for the held card stays raised whole while it is dragged (swap_aim.hinted_up), so
a drop where it is drawn swaps it; once the pointer has been on it and left, it sinks as any aimed card does.
Here: seed 11, 10♣ J♠ Q♠ full on your spot 4, the hint's step the K♣ on the 10♣ (J-Q-K). Driven by real drags."""

import pytest

from quash_table.games.quash import over_pieces
from tests.test_quash_s44_held_room import _hold, _let_go, _move, _seed_11
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _full_spot_4(size):
    m = _seed_11()
    m.play({"type": "play", "card": "10C", "spot": 4})
    m.play(next(a for a in m.legal_actions() if a["type"] == "play" and "swap" not in a))
    assert m.to_move == 0 and "KC" in m.state.hands[0]
    app, scene = match_board(m, size=size)
    rnd = m.state.round
    scene.hints.step = lambda: {"piece": f"r{rnd}:KC", "target": "swap:10C", "button": None}
    return m, app, scene, rnd


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_hinted_card_stays_raised_while_dragged_and_a_drop_where_it_is_drawn_swaps_it(size):
    m, app, scene, rnd = _full_spot_4(size)
    try:
        ten = scene.table.piece_by_id[f"r{rnd}:10C"]
        strip = scene.table.target_by_id["swap:10C"].rect
        assert strip.w < ten.rect.w // 2, strip                  # at rest a strip shows, the J♠ over the rest
        spot = scene._deco["g"]["spots"]["bottom"][3]
        _hold(app, scene, f"r{rnd}:KC", (spot.centerx, spot.bottom + scene.metrics.px(60)))   # below the spot
        assert over_pieces.raised_card(scene) is ten               # drawn raised whole while dragged
        at = (ten.rect.right - scene.metrics.px(6), ten.rect.centery)    # inside the drawn 10♣, on the J♠ at rest
        assert not strip.collidepoint(at)
        _move(app, at)
        assert over_pieces.aimed(scene)[1].id == "swap:10C"
        assert over_pieces.drop_tag(scene)[0] == "swap: 10\u2663 out, K\u2663 in"
        _let_go(app, at)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "10C"
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640)])
def test_once_the_pointer_left_the_hinted_card_it_sinks_and_the_card_under_it_is_aimed_again(size):
    m, app, scene, rnd = _full_spot_4(size)
    try:
        ten = scene.table.piece_by_id[f"r{rnd}:10C"]
        spot = scene._deco["g"]["spots"]["bottom"][3]
        _hold(app, scene, f"r{rnd}:KC", (spot.centerx, spot.bottom + scene.metrics.px(60)))
        _move(app, ten.rect.center)
        _move(app, (spot.centerx, spot.bottom + scene.metrics.px(60)))     # off it again
        assert over_pieces.raised_card(scene) is None
        j = scene.table.target_by_id["swap:JS"].rect             # the J♠ in view, under the 10♣ raised before
        at = (j.centerx, j.centery)
        assert ten.rect.collidepoint(at)
        _move(app, at)
        assert over_pieces.raised_card(scene) is None
        assert scene.drag.target_at(at, scene.drag.active()).id == "swap:JS"     # (K♣ for J♠ refused: not lit)
    finally:
        close_board(app)
