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


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_out_of_the_game_lies_clear_of_the_seats_cards_in_a_rounds_result(size):
    """Review 23 (71-crop.png): at 1024x640 a round's result cut "out of the game" to "out of the ga" under the
    seat's first card: where the name column is too narrow it says "OUT", the plates' word."""
    from quash_table.ui.widgets import Label
    from tests.test_flush_s17 import _result_board
    app, scene, scored = _result_board(2, 3, size, options={"elimination_at": 1})
    try:
        assert scored["out"], scored
        panel = scene._g["result"]
        outs = [d for d in scene.table.decor if isinstance(d, Label) and panel.collidepoint(d.pos)
                and d.text in ("out of the game", "OUT")]
        assert len(outs) == len(scored["out"])
        cards = [p.home for p in scene.table.pieces if p.zone == "round_end"]
        for d in outs:
            assert d.text_rect().collidelist(cards) < 0, (d.text, d.text_rect())
    finally:
        close_board(app)
