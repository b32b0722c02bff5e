"""Review 49a (QUASH, 4 seats, 1024x640): on the end summary beside the chart the winner's row, "★ BLACK (Bot 2 &
Bot 4)", was drawn much smaller than "RED (You & Bot 3)" under it: each row was fitted alone to 150 px. Every
row is drawn at one size, in the room the right-aligned scores leave."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui import chrome
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def test_the_summary_rows_beside_the_chart_share_one_size(monkeypatch):
    m = Match("quash", ["human", "bot:random", "bot:random", "bot:random"], 1)     # BLACK wins
    rng = random.Random(1)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        steps(app, 90)
        assert scene.summary_up()
        drawn = []
        blit = chrome.theme.blit_text

        def record(surface, text, size, *a, **k):
            drawn.append((text, size))
            return blit(surface, text, size, *a, **k)
        monkeypatch.setattr(chrome.theme, "blit_text", record)
        scene.painter._placed = None
        steps(app, 2)
        # the standings' rows: the name drawn right after each place ("1.", "2.")
        rows = [drawn[k + 1] for k, (text, _) in enumerate(drawn[:-1]) if text in ("1.", "2.")][:2]
        assert [text.removeprefix("\u2605 ").split(" (")[0] for text, _ in rows] == ["BLACK", "RED"], drawn
        assert len({size for _, size in rows}) == 1, rows
        assert rows[0][1] >= scene.metrics.px(13), rows        # not both shrunk to the smallest
    finally:
        close_board(app)
