"""The Game's loss summary at 1024x640, session 31: its chart was made readable in session 30, its words were
still small (the result's line 14 px, the gold notes 13, the team's table's heads 11 and cells 12). The board sets the
summary's words at 15 px at least (BoardHooks.summary_text_px), the spare notes giving way for the chart, the
table's names kept whole ("Bo…" at that size before the kit gave names their room)."""

import pytest

from quash_table.ui import theme
from tests.test_thegame_s28_summary import lost_summary


@pytest.mark.ui
def test_the_loss_summarys_words_read_at_15_pixels_at_1024x640():
    with lost_summary() as (scene, s):
        assert s["heading"] == "The team lost"
        least = theme.font(15).get_height()
        assert s["lines"] and all(line["rect"][3] >= least for line in s["lines"]), s["lines"]
        # what went wrong and what to try next time are still there
        assert s["notes"][0].startswith("Lost at move") and s["notes"][-1].startswith("Next time")
        texts = [text for text, _ in s["table_drawn"]]
        assert "You" in texts and "Bot 2" in texts, texts          # each name whole
        # the table's narrow column (200 design px) holds its cells at 14 px, its heads at 13 (were 12 and 11)
        # (the legend under the cells, "Kept: ...", at the heads' size since session 32)
        drawn = s["table_drawn"]
        legend = min([r[1] for text, r in drawn if ": " in text] + [10 ** 6])
        heads, cells = drawn[:3], [c for c in drawn[3:] if c[1][1] < legend]
        assert all(r[3] >= theme.font(13).get_height() for _, r in heads), heads
        assert all(r[3] >= theme.font(14).get_height() for _, r in cells), cells
