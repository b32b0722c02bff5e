"""Session 59 (new player): at 1024x640 a gap's dashed box above 10 _ Q read "needs |" and above 9 _ J only "10".
The box's dashed outline ran through the words (the J's hook lay under the bottom dash), and measured against the box
less px(6) a side, "needs 10" did not fit in its card's width. The words now lie on a plate of the hole over the
outline, centred by their ink, and are measured against all of the box but a pixel a side (spot_cards.gap_room)."""

import pytest

from quash_table.games.quash import spot_cards
from tests.test_quash_adv18b import _gap_on_spot_1
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("low, high, rank", [("9H", "JS", "10"), ("10H", "QS", "J")])
def test_the_gap_says_needs_and_its_rank_whole(size, low, high, rank):
    m = _gap_on_spot_1()
    m.state.board[0][0] = (low, high)      # (cards of nobody's hand: the view only draws them)
    app, scene = match_board(m, size=size)
    try:
        px = scene.metrics.px
        i = scene._gap_spots.index("spot:1")
        assert scene._gap_words[i] == rank
        strip = scene._gaps[i]
        room = spot_cards.gap_room(strip)
        assert room == strip.w - 2
        words = spot_cards.gap_words(rank, room, spot_cards.gap_size(px))
        assert words == f"needs {rank}", (words, strip, room)
    finally:
        close_board(app)
