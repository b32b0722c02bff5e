"""Quadruple War, review 17 (helper qw4): a 26-card hand's two rows each show whole cards (the second row
covered the lower 40% of the first, so only its corners showed)."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle


def _covered_from_below(piece, others):
    """The share of `piece`'s height, from its foot up, that cards of a lower row drawn over it cover."""
    r = piece.home
    over = [o.home for o in others if o.z > piece.z and o.home.y > r.y and o.home.colliderect(r)]
    top = min([o.y for o in over] + [r.bottom])
    return (r.bottom - max(r.y, top)) / r.h


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_first_row_of_a_26_card_hand_is_covered_no_more_than_its_lower_quarter(size):
    app = make_app(size=size, animation="instant")
    scene = board(app, "quadwar", ["human", "bot:normal"], seed=3, options={"dealer": 1})   # you bid first
    try:
        s = scene.session
        settle(app, scene)
        s.play(next(a for a in s.screen_legal() if a.get("type") == "bid"))
        settle(app, scene)
        cards = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert len(cards) == 26
        upper = min(p.home.y for p in cards)
        first = [p for p in cards if p.home.y == upper]
        assert 0 < len(first) < 26
        for p in first:
            assert _covered_from_below(p, cards) <= 0.25, (p.code, _covered_from_below(p, cards))
        for p in cards:     # no card sideways over another's face either: whole cards in each row
            assert not any(o is not p and o.home.y == p.home.y and o.home.colliderect(p.home) for o in cards)
        assert min(p.home.h for p in cards) >= scene.metrics.px(80)
        assert max(p.home.bottom for p in cards) <= scene.table.area.bottom
    finally:
        close_board(app)
