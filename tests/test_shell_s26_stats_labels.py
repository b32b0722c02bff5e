"""Session 26: on the Statistics screen one figure carries one label, whichever player or game is shown: the
chart's key says "undone" as the table's column does, a bot's finish "by bot" as the Games cell does, the
chart's title says a low score wins as the Best cell does, and the Win % heading's tooltip says what the note
under the table says."""

import pygame
import pytest

from quash_table.ui.chart import bar_chart_keys
from quash_table.ui.screens.statistics import COLUMNS, games_words
from tests.ui_helpers import key, main_menu_app, open_statistics, play_and_record  # noqa: F401 (app)

pytestmark = pytest.mark.ui


def test_the_charts_key_says_the_tables_words():
    words = [w for _, w, _ in bar_chart_keys([(3, False, True, True, True)])]      # undone, by a bot, drawn
    headings = [name.lower() for name, _, _ in COLUMNS]
    assert "take-backs" in words and "take-backs" in headings, words
    cell = games_words({"games": 2, "drawn_games": 1, "bot_games": 1})
    assert "drawn" in words and "1 drawn" in cell, (words, cell)
    by_bot = next(w for _, w, _ in bar_chart_keys([(3, False, False, True)]) if w not in ("won", "lost", "take-backs"))
    assert f"1 {by_bot}" in cell, (by_bot, cell)


def test_a_low_score_game_and_win_percent_are_said_alike_in_the_table_and_the_chart(app):
    play_and_record("flush", "human:Ann,bot:easy", 1, {"format": "arena", "rounds": 1})
    play_and_record("thegame", "human:Ann,bot:easy", 3)
    info = open_statistics(app)
    titles = {}
    for _ in range(2):
        info = app.top.layout_info()
        titles[info["game"]] = (info["chart_title"], {r["game"]: r["best"] for r in info["rows"]})
        key(app, pygame.K_g, frames=3)
    title, best = titles["flush"]
    low = best["flush"].split(" ", 1)[1]                       # "points (lowest)", as the Best cell says it
    assert f": {low} in the last" in title, (title, best)
    title, best = titles["thegame"]
    assert f": {best['thegame'].split(' ', 1)[1]} in the last" in title, (title, best)
    from quash_table.ui.screens.statistics import WIN_NOTE
    assert app.top.widgets["h:win_pct"].tool_tip_text == WIN_NOTE
