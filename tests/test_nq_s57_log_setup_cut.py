"""NumberQuash at 1024x640, review 56q: with the log full, the opening rolls' words (the setup, wrapped to the whole
column with no number column) cut at the column's top took the "…" mark in the numbers' column and their first row
ran past the column's right edge. The column now starts under them; no row passes its edge."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui
FOUR = ["human", "bot:normal", "bot:normal", "bot:normal"]


@pytest.mark.parametrize("seed", [1, 4])      # (openings with a tie: their words cut at the top)
def test_no_log_row_passes_the_columns_edge_as_the_opening_scrolls_off(seed):
    m = Match("numberquash", FOUR, seed, {})
    app, scene = match_board(m, size=(1024, 640), animation="instant", settled=False)
    rng = random.Random(seed)
    try:
        for _ in range(40):
            if m.over:
                break
            m.play(rng.choice(m.legal_actions()))      # every seat's moves, played straight on the match
            steps(app, 2)
            log = scene.areas()[2]
            shown = scene.log.shown
            for r in scene.log.word_rects:
                assert r.right <= log.right, (len(m.actions), r, log, shown[:1])
    finally:
        close_board(app)
