"""A Quadruple War hand's result box drawn for a sheet line of the tests' own, on a table of bots but you: the
set-up the result box's tests share."""

from tests.ui_helpers import board, close_board, make_app, settle


def result_box(size, line, bags=True, seats=4):
    """(the table's builder, its labels) with a hand's result box drawn for `line` (a sheet line: "hand", "bids",
    "won", "points", "scores", "bag_penalties"[, "bags"]) on a table of `seats` at `size`, you dealing."""
    from quash_table.games.quadwar.layout import table_geometry
    from quash_table.ui.table import TableBuilder
    app = make_app(size=size)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=3,
                  options={"bags": bags, "dealer": 0})
    try:
        settle(app, scene)
        t = TableBuilder(scene, scene.areas()[1])
        d = scene.session.table_view()
        scene._result(t, d, table_geometry(t, d), line)
        return t, [x for x in t.decor if hasattr(x, "text")]
    finally:
        close_board(app)
