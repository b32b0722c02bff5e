"""Review 23 (the shell, 17-flush-start.png): Flush's score sheet read "out at 1 points: the red line"."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("limit, said", [(1, "out at 1 point"), (60, "out at 60 points")])
def test_the_score_sheet_counts_its_points_in_words(limit, said):
    app = make_app()
    try:
        scene = board(app, "flush", ["human", "bot:easy"], seed=3, options={"elimination_at": limit})
        settle(app, scene)
        labels = [d.text for d in scene.table.decor if type(d).__name__ == "Label"]
        sheet = [text for text in labels if text.startswith("out at ")]
        assert sheet and sheet[0].startswith(said + ":"), sheet
    finally:
        close_board(app)
