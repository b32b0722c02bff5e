"""Session 34: in a summary's word table a two-line row over a block (The Game's players' parts: "1 signal"
over "10 cards laid" at 1024x640) nearly touched it; a block kept half a line after it, not before. Now half a
line lies between a block and the row on either side of it; rows of one or two lines alone as before
(Quadruple War's, QUASH's: tests/*summary*). Headless."""

import pygame

from quash_table.ui import theme
from quash_table.ui.summary_table import summary_table


class Seats:
    """The names a summary table asks for (the session's short_name)."""
    def short_name(self, seat):
        return f"Bot {seat + 1}"


def drawn_gap(size, rows, above, below):
    """How far apart the tops of the words `above` and `below` are drawn in a summary table of `rows` (seat ->
    cells) at `size`, and the type's line height."""
    pygame.init()
    surface, m = pygame.Surface(size), theme.Metrics(size)
    drawn = dict(summary_table(surface, m, Seats(), list(rows), ([("Each",)], rows, ("",)), 10, 10, 700, 15))
    return drawn[below].top - drawn[above].top, theme.font(15).get_linesize()


def test_a_two_line_row_over_a_block_keeps_half_a_line_from_it():
    gap, line = drawn_gap((1024, 640), {0: ["a\nb"], 1: ["c\nd\ne\nf"]}, "b", "c")
    assert gap >= line + line // 2, gap
    # two two-line rows: as before
    gap, line = drawn_gap((1024, 640), {0: ["a\nb"], 1: ["c\nd"]}, "b", "c")
    assert gap < line + line // 2, gap
