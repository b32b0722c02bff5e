"""What the session-12 new-player review of Quadruple War found (rev-qw): each test fails on the code before
its fix."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_score_pad_with_bags_leaves_the_trick_mat_clear(size, seats):
    """With Bags the pad is a column wider and lay over the mat's right corner at 1280x800: it cut off
    "Last trick: Bot 4" and the lit drop zone ran under it (rev-qw 12.png, 14.png)."""
    app = make_app(size=size)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=3,
                  options={"bags": True, "dealer": 0})
    try:
        settle(app, scene)
        g = scene.geometry
        mat = scene.table.target_by_id["trick"].rect
        assert not g["pad"].colliderect(mat), (g["pad"], mat)
        for r in g["slots"].values():
            assert mat.contains(r) and not g["pad"].colliderect(r)
        for seat, plate in g["plates"].items():
            assert not plate.colliderect(mat), (seat, plate, mat)
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("bags", [False, True])
def test_the_gold_rows_legend_is_drawn_at_its_size(size, bags):
    """"gold: most points this hand" squeezed left of the column heads shrank to ~7 pixels when the Points
    column said a missed bid in a middle narrowed by the Bags pad (rev-qw 17.png, 32.png)."""
    from quash_table.games.quadwar.layout import table_geometry
    from quash_table.ui.table import TableBuilder
    app = make_app(size=size)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=3, options={"bags": bags, "dealer": 0})
    try:
        settle(app, scene)
        t = TableBuilder(scene, scene.areas()[1])
        d = scene.session.table_view()
        line = {"hand": 1, "bids": [2, 5, 2, 3], "won": [1, 7, 2, 3], "points": [0, 52, 20, 30],
                "scores": [0, 52, 20, 30], "bag_penalties": [0, 0, 0, 0]}
        scene._result(t, d, table_geometry(t, d), line)
        labels = {x.text: x for x in t.decor if hasattr(x, "text")}
        legend, title = labels["gold: most points this hand"], labels["Hand 1 is over"]
        assert legend._size() >= t.text_px(12), (legend._size(), t.text_px(12))
        assert title._size() >= t.text_px(16)
        assert not legend.text_rect().colliderect(title.text_rect())
    finally:
        close_board(app)
