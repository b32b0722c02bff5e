"""Session 25: Statistics' win % counted a draw among the games, so a draw lowered it as a loss did (Ann, a
win and a drawn NumberQuash stalemate: 50%). It is the win % of the games decided (100%), a game of draws
alone says "–", and the screen says under the table what the % counts where a row has a draw."""

import pygame

from quash_table.engine.stats import load_stats, record_match, summary_rows, win_percent
from tests.test_stats_s24_draws import drawn_match, won_match
from tests.ui_helpers import make_app, steps


def test_win_percent_leaves_draws_out():
    assert win_percent(1, 2, 1) == 100.0
    assert win_percent(1, 4, 1) == 100.0 / 3
    assert win_percent(0, 2, 2) is None
    assert win_percent(0, 0, 0) is None


def test_a_draw_is_no_loss_in_the_win_percent_and_the_screen_says_so():
    record_match(won_match())
    record_match(drawn_match())
    rows = {r["player"]: r for r in summary_rows(load_stats()[0])}
    assert rows["Ann"]["win_pct"] == 100.0 and rows["Bob"]["win_pct"] == 0.0
    app = make_app()
    try:
        app.nav.statistics()
        steps(app, 2)
        info = app.top.layout_info()
        assert info["win_note"] and "draw" in info["win_note"]
        row = info["rows"][0]
        assert row["win_pct"] in (0.0, 100.0)
    finally:
        pygame.display.quit()
