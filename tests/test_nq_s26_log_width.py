"""Review 26 (NumberQuash's move log): the opening rolls said above the first move start at the column's pad,
with no move number before them, but were wrapped at the numbered lines' narrower width: their lines broke
early, with room left at the right. They wrap to their own width, as drawn."""

import pytest

from quash_table.ui import theme
from tests.ui_helpers import close_board, make_app, board, steps


@pytest.mark.ui
def test_the_opening_rolls_wrap_to_the_width_they_are_drawn_in():
    for seed in range(1, 30):
        app = make_app(animation="instant", bot_pace="instant")
        scene = board(app, "numberquash", ["human", "bot:easy", "bot:easy"], seed=seed)
        try:
            steps(app, 5)
            setup = scene.logbook.setup_words()
            _, _, log = scene.areas()
            pad, size = scene.metrics.px(14), scene.metrics.px(14)
            full = theme.wrap(setup, size, log.w - 2 * pad, tails=True)
            numbered = theme.wrap(setup, size, log.w - 2 * pad - scene.metrics.px(28), tails=True)
            if len(full) == len(numbered):
                continue            # a setup that reads the same at both widths tells nothing
            drawn = [img for num, img, _ in scene.log.shown if num is None]
            assert len(drawn) == len(full) < len(numbered), (setup, full, numbered)
            assert max(img.get_width() for img in drawn) <= log.w - 2 * pad
            return
        finally:
            close_board(app)
    raise AssertionError("no opening's words wrap differently at the two widths")
