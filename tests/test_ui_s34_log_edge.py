"""Session 34, review 33 (Flush, six seats, 1024x640, the Moves open): a merged entry's range number ("19–20")
widened the number column until the number began 2 px from the column's edge line, and it read as spilling past
the panel's left edge. Every number now keeps chrome.NUMBER_EDGE design px from it."""

import pygame
import pytest

from quash_table.ui.chrome import NUMBER_EDGE, MoveLog
from tests.test_ui_s27_log_ranges import Book
from tests.ui_helpers import Recording, make_app

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("n", [20, 143, 1043])
def test_a_ranges_number_keeps_clear_of_the_columns_edge(size, n):
    pygame.display.quit()
    app = make_app(size=size)
    try:
        m = app.metrics
        log, book = MoveLog(), Book(n)
        rect = pygame.Rect(m.px(40), 0, m.px(290), m.px(500))
        surface = Recording((rect.right + 10, rect.bottom))
        log.draw(surface, rect, m, book, 0)
        lines = [img for _, img, _ in log.shown]
        text_x = min(dest[0] for img, dest in surface.places if any(img is line for line in lines))
        # the numbers: what is drawn left of the words, under the heading
        numbers = [pygame.Rect(dest) if isinstance(dest, pygame.Rect) else pygame.Rect(dest, img.get_size())
                   for img, dest in surface.places
                   if not any(img is line for line in lines) and (dest[0] if not isinstance(dest, pygame.Rect)
                                                                  else dest.x) < text_x
                   and (dest[1] if not isinstance(dest, pygame.Rect) else dest.y) > m.px(30)]
        assert numbers
        assert min(r.x for r in numbers) >= rect.x + m.px(NUMBER_EDGE) - 1, (min(r.x for r in numbers), rect.x)
    finally:
        pygame.display.quit()
