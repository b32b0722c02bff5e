"""Session 34, The Game's end summary (session-33 review): the loss summary was a wall of paragraphs with no
line saying first why the game was lost; the players' parts, four lines each, ran together; their column
had an empty head; the words' table drawn under "Checking…" became the compact one when the notes came; and
the compact table's "Kept" went unexplained at 1024x640 (its legend's last two lines had no room)."""

import pygame
import pytest

from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import verdict_lines
from quash_table.games.thegame.next_time import lost_lines
from quash_table.games.thegame.win_summary import team_cells
from quash_table.ui import theme
from tests.test_thegame_s16_verdict import END, lost, names
from tests.test_kit_s34_summary_rows import drawn_gap
from tests.test_thegame_s28_summary import played


def test_a_loss_a_move_decided_leads_with_one_line_saying_why():
    a = lost(1, END, 1, 2)
    lines = lost_lines(a, names)
    assert lines[0] == "Lost at move 18: after Bot 2 ended their turn, no way to win was left.", lines
    assert lines[1] == ("Bot 2 was in a tight spot: of 2 choices only laying yellow 3 on \u25bc kept a win open "
                        "(every card known)."), lines
    mine = lost_lines(lost(0, {"type": "play", "card": "R9", "stack": "up"}, 3, 5), names)
    assert mine[0] == "Lost at move 18: after you laid red 9 on \u25b2, no way to win was left.", mine
    assert mine[1] == ("With every card known, laying yellow 3 on \u25bc or 2 others of 5 choices would have "
                       "kept a win open."), mine
    # the lead fits one line of the summary at 1024x640 (its notes' 15 px over the panel's 900 design px)
    pygame.init()
    m = theme.Metrics((1024, 640))
    for seat in (0, 1, 4):
        for action in (END, {"type": "play", "card": "P10", "stack": "down"}):
            lead = lost_lines(lost(seat, action, 1, 12, index=117), lambda s: YOU if s == 0 else f"Bot {s + 1}")[0]
            assert theme.font(15).size(lead)[0] <= m.px(900) - m.px(60), lead
    # the command line's verdict keeps its one line
    assert verdict_lines(a, names)[0].startswith("Winnable (every card known) until move 18")


def test_blocks_of_lines_keep_a_gap_between_them():
    gap, line = drawn_gap((1280, 800), {0: ["a\nb\nc\nd"], 1: ["e\nf\ng\nh"]}, "d", "e")
    assert gap >= line + line // 2, gap
    # rows of one or two lines as before (Quadruple War's two-line cells)
    gap, line = drawn_gap((1280, 800), {0: ["a\nb"], 1: ["c\nd"]}, "b", "c")
    assert gap < line + line // 2, gap


def test_the_words_column_has_a_head_and_the_compact_legend_says_kept_in_one_line():
    m = played(4)
    worded, compact = team_cells(m.game, m)
    assert worded[0][0][0], worded[0]
    heads, rows, legend = compact
    tricks = any("\u21ba" in rows[s][0][0] for s in rows)
    laid = legend[0] if isinstance(legend[0], str) else legend[0][0]      # (session 59: an entry may have forms)
    assert ("\u21ba" in laid) == tricks, (legend, rows)
    pygame.init()
    # at 1024x640 the compact table's column is 160 px, its legend at 13 px: "Asks" in one line
    assert theme.font(13).size(f"Asks: {legend[2]}")[0] <= theme.Metrics((1024, 640)).px(200), legend


@pytest.mark.ui
def test_the_loss_table_comes_with_its_notes_not_before():
    from tests.ui_helpers import close_board, match_board
    from quash_table.games.thegame.analysis import analyze_match
    m = played(3, ("human:Ann", "bot:normal"))
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        found = {}
        scene._analysis = (scene.session.match, found)        # the analysis still running
        assert scene.summary_notes() == [scene.CHECKING]
        assert scene.summary_table() is None
        found.update(analyze_match(scene.session.match))
        assert scene.summary_notes()[0].startswith("Lost at move")
        assert scene.summary_table() is not None
    finally:
        close_board(app)
