"""Session 34: in a summary's word table a two-line row over a block (The Game's players' parts: "1 signal"
over "10 cards laid" at 1024x640) nearly touched it; a block kept half a line after it, not before. Now half a
line lies between a block and the row on either side of it; rows of one or two lines alone as before
(Quadruple War's, QUASH's: tests/*summary*). Headless."""

import pygame

from quash_table.ui import theme
from quash_table.ui.summary_table import summary_table


class _Seats:
    def short_name(self, seat):
        return f"Bot {seat + 1}"


def test_a_two_line_row_over_a_block_keeps_half_a_line_from_it():
    pygame.init()
    surface, m = pygame.Surface((1024, 640)), theme.Metrics((1024, 640))
    table = ([("Each",)], {0: ["a\nb"], 1: ["c\nd\ne\nf"]}, ("",))
    drawn = dict(summary_table(surface, m, _Seats(), [0, 1], table, 10, 10, 700, 15))
    line = theme.font(15).get_linesize()
    assert drawn["c"].top - drawn["b"].top >= line + line // 2, (drawn["b"], drawn["c"])
    # two two-line rows: as before
    two = ([("N",)], {0: ["a\nb"], 1: ["c\nd"]}, ("",))
    drawn = dict(summary_table(surface, m, _Seats(), [0, 1], two, 10, 10, 700, 15))
    assert drawn["c"].top - drawn["b"].top < line + line // 2, (drawn["b"], drawn["c"])
