"""The Game's loss summary (session 30): its chart, the cards still to lay turn by turn, was a strip beside the
team's table (330 by 157 pixels at 1024x640, its plot some 170 by 100 beside the legend). The Game's summary
takes the table's room (BoardHooks.summary_size: 900 by 680 design px, the chart at least 230 under the notes,
the spare notes giving way for it) at 1024x640 and 1280x800."""

import pygame
import pytest

from tests.test_thegame_s28_summary import lost_summary


@pytest.mark.ui
@pytest.mark.parametrize("size, least", [((1024, 640), (460, 180)), ((1280, 800), (600, 230))])
def test_the_loss_chart_is_large_enough_to_read(size, least):
    with lost_summary(size) as (scene, s):
        assert s["heading"] == "The team lost" and s["chart"]
        panel, chart = pygame.Rect(s["rect"]), pygame.Rect(s["chart_rect"])
        assert chart.w >= least[0] and chart.h >= least[1], (size, chart)
        assert panel.contains(chart)
        # under the words, clear of the buttons' row and of the team's table beside it
        words = [pygame.Rect(line["rect"]) for line in s["lines"]]
        assert chart.top >= max(r.bottom for r in words)
        assert all(not chart.colliderect(b.rect) for b in scene.overlay_buttons)
        assert all(not chart.colliderect(pygame.Rect(r)) for _, r in s["table_drawn"])
        # the notes that matter are all there: what went wrong and what to try next time
        assert s["notes"][0].startswith("Lost at move") and s["notes"][-1].startswith("Next time")
        _, area, _ = scene.areas()
        assert area.contains(panel)
