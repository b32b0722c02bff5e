"""Session 59 (new player, The Game at 2 players): the end summary's compact table showed "Asks" over "2, 1" with no
legend line under it, though the 4-player summary said "Asks: times asked, kept": the legend had a line too few at
1024x640 and its last entry was left out. A legend entry may have a shorter form (ui/summary_table._legend_lines),
and The Game's reverse-trick entry has one, so every entry is said."""


import pytest

from tests.test_thegame_s28_summary import drawn_summary
from tests.ui_helpers import close_board, match_board


def _played(seed, options):
    from tests.test_thegame_s28_summary import played
    return played(seed, ("human:Ann", "bot:normal"), options)


@pytest.mark.ui
def test_the_two_player_compact_table_says_what_asks_count():
    m = _played(8, {"professional": True})
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        drawn = [text for text, _ in drawn_summary(app, scene)["table_drawn"]]
    finally:
        close_board(app)
    assert "Asks" in drawn and "2 of 2" in drawn, drawn     # the compact table, with asks
    # session 61: the cell says "2 of 2" / "kept" in words (it said "2, 2"), its two lines taking the legend's last
    assert drawn[drawn.index("2 of 2") + 1] == "kept", drawn
    assert "Said: signals given" in drawn and any("\u21ba" in t and "reverse tricks" in t for t in drawn[-3:]), drawn
