"""Session 46 (new players): the OTHER side's gap box was blank (session 37 took its "3 here" away, as it read as
an invitation), and a blank box read as a fault. It now says what is missing there, muted and without "here":
"3 open" (scene._gap_missing), while yours kept "3 here"; since review 55l both say "needs 3" (spot_cards.gap_words),
theirs muted."""

import pytest

from quash_table.games.quash import spot_cards
from quash_table.ui import theme
from tests.test_quash_adv18b import _gap_on_spot_1
from tests.test_quash_s37_gap_side import _their_gap_on_spot_4
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_their_gap_says_what_is_missing_not_here(size):
    m = _gap_on_spot_1()
    rank = _their_gap_on_spot_4(m)
    app, scene = match_board(m, size=size)
    try:
        theirs = [i for i, tid in enumerate(scene._gap_spots) if tid is None]
        assert theirs, scene._gap_spots
        i = theirs[0]
        assert scene._gap_missing[i] == spot_cards.RANK_WORDS[rank], scene._gap_missing
        assert scene._gap_words[i] is None
        size_px = max(11, scene.metrics.px(spot_cards.GAP_TEXT))
        words = spot_cards.gap_words(scene._gap_missing[i], spot_cards.gap_room(scene._gaps[i]), size_px)
        assert words == f"needs {scene._gap_missing[i]}", words    # the same words at both sizes
        yours = scene._gap_spots.index("spot:1")
        assert scene._gap_missing[yours] is None and scene._gap_words[yours] == "3"
    finally:
        close_board(app)


def test_missing_words_fall_back_to_the_rank():
    assert spot_cards.gap_words("6", 1000, 14) == "needs 6"
    assert spot_cards.gap_words("6", theme.text("6", 14, theme.TEXT, False).get_width(), 14) == "6"
