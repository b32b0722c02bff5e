"""Session 53 (issue 22, bench: Flush's frame after a move, p50 15 ms, p99 25 ms): where a line telling several
moves ("142–143") is among the lines shown, the log gathers its lines twice a draw, at the narrow number column
and then at the one widened for the range. Each entry's wrapping was kept at one width only, so every draw
wrapped every shown entry twice again. Kept at both, a draw with nothing new wraps nothing."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.chrome import MoveLog
from tests.ui_helpers import LogBook, Recording, make_app

pytestmark = pytest.mark.ui


def ranged_book(n):
    """`n` moves of one line each, the last two told by one line numbered by their range."""
    return LogBook(n, lambda i: (1, "" if i == n - 2 else f"Bot 3 lays a {i % 9 + 1} on the old pile"),
                   first_move=lambda i: n - 2 if i == n - 1 else i)


@pytest.mark.parametrize("n", [143, 1043])
def test_a_second_draw_wraps_no_entry_again(n, monkeypatch):
    pygame.display.quit()
    app = make_app(size=(1024, 640))
    try:
        m = app.metrics
        log, book = MoveLog(), ranged_book(n)
        rect = pygame.Rect(0, 0, m.px(290), m.px(500))
        log.draw(Recording(rect.size), rect, m, book, 0)
        first = [num for num, _, _ in log.shown]
        assert f"{n - 1}\u2013{n}" in first      # the range is shown: the column was widened for it
        wrapped = []
        real = theme.wrap
        monkeypatch.setattr(theme, "wrap", lambda *a, **k: wrapped.append(a[0]) or real(*a, **k))
        log.draw(Recording(rect.size), rect, m, book, 0)
        assert wrapped == []
        assert [num for num, _, _ in log.shown] == first
    finally:
        pygame.display.quit()
