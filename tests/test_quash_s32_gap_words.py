"""Session 32 (a new player, QUASH at 1024x640): the words in a gap's open slot ("Q here", between a triple's
two cards) were light yellow on the beige spot numbers' band, darkened only a little (the hole's fill), and
the band's edge ran through the middle of them: hard to read. The hole is dark now, so the words read on the
band and on your half alike (spot_cards.draw_gaps)."""

import pytest

from quash_table.games.quash.spot_cards import OPEN_SLOT
from quash_table.ui.chart import contrast
from tests.test_quash_adv18b import _gap_on_spot_1
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def test_the_words_in_a_gaps_open_slot_stand_out_from_what_lies_under_them():
    app, scene = match_board(_gap_on_spot_1(), size=(1024, 640))
    try:
        gap = scene._gaps[0]
        assert scene._gap_words[0] == "3"
        px = scene.metrics.px
        # the hole beside its words (inside the dashed outline, left of the words), top to bottom
        x = gap.x + max(3 * px(1) + 2, 5)
        under = [app.screen.get_at((x, y))[:3] for y in range(gap.y + 3, gap.bottom - 3)]
        worst = min(contrast(OPEN_SLOT, c) for c in under)
        assert worst >= 4.5, (worst, under)         # 2.4 on the beige band before
    finally:
        close_board(app)
