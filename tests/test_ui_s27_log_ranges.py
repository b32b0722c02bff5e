"""Session 27 (review: Flush's long game): a log line telling several moves is numbered by their range
("142–143"); where that range was wider than the number column it was drawn at 8 px, a smudge beside the
other numbers. It is drawn at the numbers' own size and on one line: the number column widens to the widest range
among the lines shown (review 27 changed this file's fact: it was wrapped after its dash, "126–" over "127",
which stood beside the entry's second line of words)."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.chrome import MoveLog
from tests.ui_helpers import LogBook, Recording, make_app

pytestmark = pytest.mark.ui


def Book(n):
    """`n` moves of one short line each; the last two told by one line (a bot's Flush card and its play)."""
    return LogBook(n, lambda i: (1, "" if i == n - 2 else f"Bot 3 lays a {i % 9 + 1} on the pile"),
                   first_move=lambda i: n - 2 if i == n - 1 else i)


def plain_book(n):
    """`n` moves of one short line each, each its own line."""
    return LogBook(n, lambda i: (1, f"Bot 3 lays a {i % 9 + 1} on the pile"))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("n", [9, 143, 1043])
def test_a_ranges_number_is_as_big_as_the_others_and_stays_in_the_column(size, n):
    pygame.display.quit()
    app = make_app(size=size)
    try:
        m = app.metrics
        log, book = MoveLog(), Book(n)
        rect = pygame.Rect(0, 0, m.px(290), m.px(500))
        surface = Recording(rect.size)
        log.draw(surface, rect, m, book, 0)
        numbers = [num for num, _, _ in log.shown if num]
        lines = [img for _, img, _ in log.shown]
        text_x = min(dest[0] for img, dest in surface.places if any(img is line for line in lines))
        assert numbers[-1] == f"{n - 1}\u2013{n}", numbers      # the range said whole, on its entry's first row
        assert log.shown[-1][0] == numbers[-1], log.shown[-1]     # ... its only row here: a line of words
        size_px = m.px(12)
        for num in numbers:
            # at the numbers' one size, and it fits between the column's edge and its line's words
            assert theme.text(num, size_px).get_width() <= text_x - rect.x - m.px(6), num
        drawn = {theme.text(num, size_px).get_height() for num in numbers}
        assert len(drawn) == 1
    finally:
        pygame.display.quit()


def test_the_number_column_widens_only_for_a_range_among_the_lines_shown():
    pygame.display.quit()
    app = make_app(size=(1024, 640))
    try:
        m = app.metrics
        rect = pygame.Rect(0, 0, m.px(290), m.px(500))

        def text_x(book):
            log, surface = MoveLog(), Recording(rect.size)
            log.draw(surface, rect, m, book, 0)
            lines = [img for _, img, _ in log.shown]
            return min(dest[0] for img, dest in surface.places if any(img is line for line in lines))

        assert text_x(Book(143)) > text_x(plain_book(143))      # "142–143" whole: a wider column
    finally:
        pygame.display.quit()
