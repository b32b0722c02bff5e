"""Session 61 (new player, The Game at 2 players, 1024x640): the end summary's compact table said "Asks" over "1, 1"
(times asked, kept), a cipher even with "Asks: times asked, kept" under it. The narrow cell says it in words, "1 of
1 kept" (on two lines where one has no room), and the legend says what was asked where it has room
(win_summary.ask_cell)."""

import pytest

from quash_table.games.thegame.win_summary import ask_cell
from tests.test_thegame_s28_summary import drawn_summary
from tests.ui_helpers import close_board, match_board


def test_the_narrow_ask_cell_says_kept_in_words():
    assert ask_cell(2, 1) == ("2 asked, 1 kept", "1 of 2 kept", "1 of 2\nkept")


@pytest.mark.ui
def test_the_two_player_compact_table_says_asks_in_words():
    from tests.test_thegame_s28_summary import played
    m = played(8, ("human:Ann", "bot:normal"), {"professional": True})
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        drawn = [text for text, _ in drawn_summary(app, scene)["table_drawn"]]
    finally:
        close_board(app)
    assert "Asks" in drawn, drawn
    # the narrowest form, two lines under each other: "2 of 2" / "kept" (one line has no room at 1024x640)
    said = "\n".join(drawn)
    assert "2 of 2\nkept" in said and "1 of 4\nkept" in said, drawn
    assert "2, 2" not in drawn and "4, 1" not in drawn, drawn
