"""Review 19 (Flush, 6 seats at 1024x640): "you may turn it up" over your first base was cut at the window's
left edge; the line stays centred over the offered cards but never past your band's left edge."""

import pytest

from tests.test_flush_s17 import _freed, _played, _turn_labels
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def test_the_turn_up_line_over_your_first_base_stays_inside_the_window():
    def ready(m):
        st = m.state
        return (st.stage is None and st.to_move == 0 and _freed(st, 0) == [0]
                and sum(st.hands[0].values()) > 0)
    m = None
    for seed in range(1, 60):
        try:
            m = _played(["human"] + ["bot:normal"] * 5, seed, lambda m: m.over or ready(m))
        except Exception:
            continue
        if not m.over:
            break
    assert m is not None and not m.over
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 3)
        said = _turn_labels(scene)
        assert len(said) == 1, [d.text for d in said]
        left = said[0].text_rect().left
        assert left >= scene._g["band"].x >= 0, (left, scene._g["band"], said[0].text)
    finally:
        close_board(app)
