"""Session 33, review 32 (Flush, three seats, 1280x800): a round's result left its panel's lower half empty, its
cards no larger than 110 design px, and the points under them were in 11 px type. The points are in the type of
the table's small words (14), the cards grow to the panel's room, and the rows lie in the middle of the room under
the legend: no empty half under them."""

import pytest

from quash_table.games.flush.sheet import POINTS, POINTS_GAP
from quash_table.ui.table import MIN_TEXT_PX
from quash_table.ui.widgets import Label
from tests.test_flush_s32_result_size import _at_result
from tests.ui_helpers import close_board

pytestmark = pytest.mark.ui


def test_a_three_seat_result_uses_its_room_and_its_points_read():
    app, scene = _at_result(3, 1, (1280, 800))
    try:
        assert POINTS >= 14
        cards = [p for p in scene.table.pieces if p.zone == "round_end"]
        panel = scene._g["result"]
        assert cards and all(panel.contains(p.home) for p in cards)
        under = [d for d in scene.table.decor if isinstance(d, Label) and d.text.isdigit()
                 and any(p.home.left <= d.pos[0] <= p.home.right
                         and 0 <= d.pos[1] - p.home.bottom <= scene.metrics.px(POINTS_GAP) + 1
                         for p in cards)]
        assert len(under) == len(cards), (len(under), len(cards))
        assert all(d.size >= max(MIN_TEXT_PX, scene.metrics.px(POINTS)) for d in under)
        foot = max(d.text_rect().bottom for d in under)
        top = min(p.home.top for p in cards)
        # the room under the rows no larger than the room over them (under the legend): no empty lower half
        assert panel.bottom - foot <= top - panel.top, (panel, top, foot)
    finally:
        close_board(app)
