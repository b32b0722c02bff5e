"""What the session-14 new-player review of Quadruple War found (full14_qw): each test fails on the code
before its fix."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle


def _result_labels(size, line, seats=4):
    """The labels of a hand's result box drawn for `line` on a table of `seats` at `size`, and its builder."""
    from quash_table.games.quadwar.layout import table_geometry
    from quash_table.ui.table import TableBuilder
    app = make_app(size=size)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=3,
                  options={"bags": True, "dealer": 0})
    try:
        settle(app, scene)
        t = TableBuilder(scene, scene.areas()[1])
        d = scene.session.table_view()
        scene._result(t, d, table_geometry(t, d), line)
        return t, [x for x in t.decor if hasattr(x, "text")]
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_bag_penalty_reads_as_points_made_less_the_penalty(size):
    """The Points cell of a seat that lost 100 to bags read "-77 bags" beside a Score of -77 ("5 -77 bags
    -77": 77 bags?); a score pad says the points the tricks made and what bags took off them."""
    from quash_table.games.quadwar.machine import end_hand
    from quash_table.games.quadwar.rules import GAME
    # the rules' own line: seat 1 bid 2 and took 5 with 7 overtricks carried: 23 points, 100 lost to bags
    s = GAME.new_state(4, seed=1, options={"bags": True, "dealer": 3})
    s.bags = (0, 7, 0, 0)
    s.bids, s.won = [1, 2, 1, 1], [0, 5, 0, 0]
    end_hand(s, deal_next=False)
    sheet = s.facts.sheet[-1]
    assert sheet["points"][1] == -77 and sheet["bag_penalties"][1] == 1
    line = dict(sheet, hand=1)
    t, labels = _result_labels(size, line)
    texts = [x.text for x in labels]
    assert "+23 \u2212100 bags" in texts, texts
    assert not any("-77 bags" in x for x in texts)
    cell = next(x for x in labels if x.text == "+23 \u2212100 bags")
    assert cell._size() >= t.text_px(14), cell._size()           # said at its size, not squeezed
    took = next(x for x in labels if x.text == "5")
    assert not cell.text_rect().colliderect(took.text_rect())
