"""Session 33, The Game's loss/win summary table (session-32 review): its "Laid" column read "4 2↺", a cipher
even with a legend under it. Each player's part is now said in words, a line a fact ("8 cards laid / 3 reverse
tricks / 6 signals / 2 asked, 2 kept", win_summary.part_words; "2 of 2 asks kept" until session 36), with no legend to read; where the notes above
leave too little room for those lines the kit draws the compact table and its legend instead (a board's
summary_table may be a list of tables, the fullest first: ui/summary_table.py)."""

import pygame
import pytest

from quash_table.games.thegame.win_summary import part_words, team_cells
from quash_table.ui import theme
from quash_table.ui.summary_table import summary_table
from tests.test_kit_s34_summary_rows import Seats
from tests.test_thegame_s28_summary import lost_summary, played


def test_a_players_part_says_what_each_number_counts():
    # session 36: "2 of 2 asks kept" said nothing to a new player of what was kept (review 35)
    assert part_words(8, 3, 6, 2, 2) == "8 cards laid\n3 reverse tricks\n6 signals\n2 asked, 2 kept"
    assert part_words(1, 1, 1, 1, 0) == "1 card laid\n1 reverse trick\n1 signal\n1 asked, 0 kept"
    # a reverse trick, a signal or an ask only where the player made one
    assert part_words(0, 0, 0, 0, 0) == "0 cards laid"


def test_the_worded_table_comes_first_with_no_mark_to_decode():
    m = played(4)
    worded, compact = team_cells(m.game, m)
    heads, rows, legend = worded
    assert not any(legend)                  # nothing to explain under it
    for seat, (cell,) in rows.items():
        assert "\u21ba" not in cell and cell.split("\n")[0].endswith(("card laid", "cards laid")), cell
    assert compact[2] and len(compact[2]) == len(compact[0])      # the compact one keeps its legend


def test_the_kit_draws_the_first_table_whose_rows_fit_else_the_last():
    pygame.init()
    surface, m = pygame.Surface((1024, 640)), theme.Metrics((1024, 640))
    tall = ([("",)], {0: ["a\nb\nc\nd"], 1: ["e\nf\ng\nh"]}, ("",))
    short = ([("N",)], {0: ["1"], 1: ["2"]}, ("",))
    roomy = [text for text, _ in summary_table(surface, m, Seats(), [0, 1], [tall, short], 10, 10, 600, 15)]
    assert "a" in roomy and "h" in roomy
    cramped = [text for text, _ in summary_table(surface, m, Seats(), [0, 1], [tall, short], 10, 10, 90, 15)]
    assert "N" in cramped and "2" in cramped and "a" not in cramped, cramped
    # one table as before
    assert "1" in [text for text, _ in summary_table(surface, m, Seats(), [0, 1], short, 10, 10, 90, 15)]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_loss_summary_says_each_players_part_in_words(size):
    with lost_summary(size) as (scene, s):
        texts = [text for text, _ in s["table_drawn"]]
        assert not any("\u21ba" in t for t in texts), texts
        assert "You" in texts and "Bot 2" in texts, texts
        assert sum(t.endswith("cards laid") for t in texts) == 2, texts
        assert any(t.endswith("reverse tricks") for t in texts), texts
        panel = pygame.Rect(s["rect"])
        buttons = [pygame.Rect(o["rect"]) for o in scene.layout_info()["objects"] if o.get("kind") == "button"
                   and panel.contains(pygame.Rect(o["rect"]))]
        top = min(b.y for b in buttons)
        assert all(panel.contains(pygame.Rect(r)) and pygame.Rect(r).bottom <= top for _, r in s["table_drawn"])
