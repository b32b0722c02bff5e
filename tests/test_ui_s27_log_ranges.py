"""Session 27 (review: Flush's long game): a log line telling several moves is numbered by their range
("142–143"); where that range was wider than the number column it was drawn at 8 px, a smudge beside the
other numbers. It is drawn at the numbers' own size, wrapped after its dash as a line of words is ("142–" over
"143"), its entry taking a second line for it where it had one."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.chrome import MoveLog, range_rows
from tests.ui_helpers import make_app

pytestmark = pytest.mark.ui


class Recording(pygame.Surface):
    def __init__(self, size):
        super().__init__(size)
        self.places = []

    def blit(self, source, dest, *args, **kw):
        self.places.append((source, dest))
        return super().blit(source, dest, *args, **kw)


class Book:
    """`n` moves of one short line each; the last two told by one line (a bot's Flush card and its play)."""

    def __init__(self, n):
        self.n = n

    def count(self):
        return self.n

    def entries(self, start=0, end=None):
        end = self.n if end is None else end
        return [(1, "" if i == self.n - 2 else f"Bot 3 lays a {i % 9 + 1} on the pile") for i in range(start, end)]

    def first_move(self, i):
        return self.n - 2 if i == self.n - 1 else i

    def setup_words(self):
        return ""


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
        joined = "".join(numbers[-2:]) if numbers[-1] == str(n) and numbers[-2].endswith("\u2013") else numbers[-1]
        assert joined == f"{n - 1}\u2013{n}", numbers           # the range said whole, maybe over two rows
        size_px = m.px(12)
        for num in numbers:
            # at the numbers' one size, and it fits between the column's edge and its line's words
            assert theme.text(num, size_px).get_width() <= text_x - rect.x - m.px(6), num
        drawn = {theme.text(num, size_px).get_height() for num in numbers}
        assert len(drawn) == 1
    finally:
        pygame.display.quit()


def test_range_rows_wraps_after_the_dash_only_where_it_must():
    pygame.init()
    assert range_rows(28, 29, 16, 1000) == ["28\u201329"]
    assert range_rows(142, 143, 16, 10) == ["142\u2013", "143"]
