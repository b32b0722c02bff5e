"""Session 33 (review 32): Statistics' Streak and Undone columns were unexplained to a new player: their tips
showed only on hover over a heading. A line under the table says what they count, always, with the win note
where a row has a draw (on one line where both fit), above the chart, at 1024x640 and 1280x800."""

import pygame
import pytest

from quash_table.engine.stats import record_match
from quash_table.ui import theme
from quash_table.ui.screens.statistics import COLUMN_NOTE, WIN_NOTE
from tests.test_stats_s24_draws import drawn_match, won_match
from tests.ui_helpers import make_app, steps


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("draw", [False, True])
def test_streak_and_undone_are_said_under_the_table(size, draw):
    record_match(won_match())
    if draw:
        record_match(drawn_match())
    app = make_app(size=size)
    try:
        app.nav.statistics()
        steps(app, 2)
        scene = app.top
        notes = scene.layout_info()["notes"]
        said = " \u00b7 ".join(notes)
        assert COLUMN_NOTE in said and "Streak: " in said and "Take-backs: " in said, notes
        assert (WIN_NOTE in said) == draw, notes
        size_px = max(11, scene.m.px(14))
        table, frame = scene._table_rect(), scene._frame()
        for line in notes:
            assert theme.font(size_px).size(line)[0] <= frame.w, line
        # drawn inside the table's room, clear of the chart under it
        assert scene._chart_rect.top >= table.bottom, (scene._chart_rect, table)
        shot = pygame.Surface(app.screen.get_size())
        scene.draw(shot)
        drawn = scene._drawn_words[-1 - len(notes):-1]        # the chart's title is the last words drawn
        assert len(drawn) == len(notes) and all(table.top <= r.top and r.bottom <= table.bottom for r in drawn), \
            (drawn, table)
    finally:
        pygame.display.quit()
