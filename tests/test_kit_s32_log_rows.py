"""Session 32 (The Game at 1024x640, session-31 review): the move log's words were 11 px and grey, and a line of
its own in an entry ("▸ Bot 2 can lay none of their cards: the game is lost") began with its mark where the
words begin, its wrapped rows back under the mark: unnumbered and ragged. Now every row is numbered, marked "▸"
in the numbers' column, or a wrapped row of the one above; every row's words start at one x; the words are LOG_TEXT_PX
(12) at least, as the column's width allows beside a four-digit range's number, and the other seats' moves
a light shade (chrome.MoveLog)."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.chrome import LOG_TEXT_PX, MoveLog
from quash_table.ui.narration import OWN_LINE
from tests.ui_helpers import LogBook, Recording, make_app

pytestmark = pytest.mark.ui

LOST = "Bot 2 lays green 2 on the descending stack" + OWN_LINE + "Bot 2 can lay none of their cards: the game is lost"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_row_is_numbered_marked_or_wrapped_and_starts_at_one_x(size):
    pygame.display.quit()
    app = make_app(size=size)
    try:
        m = app.metrics
        book = LogBook(3, lambda i: (1, LOST if i == 2 else f"Bot 2 lays a {i + 3} on the ascending stack"))
        log, rect = MoveLog(), pygame.Rect(0, 0, m.px(230), m.px(500))
        surface = Recording(rect.size)
        log.draw(surface, rect, m, book, 0)
        marks = [num for num, _, _ in log.shown]
        assert marks[0] == "1" and "3" in marks and "\u25b8" in marks, marks
        lines = [img for _, img, _ in log.shown]
        xs = {dest[0] for img, dest in surface.places if any(img is line for line in lines)}
        assert len(xs) == 1, xs                                # the mark's row and its wrapped rows too
        own = marks.index("\u25b8")
        assert own > marks.index("3") and all(k == "" for k in marks[own + 1:]), marks
        # readable: at least LOG_TEXT_PX, the others' moves not grey
        assert all(img.get_height() >= theme.font(LOG_TEXT_PX).get_height() for img in lines)
        img = lines[0]
        brightest = max(img.get_at((x, y))[0] for x in range(img.get_width()) for y in range(img.get_height()))
        assert brightest > theme.MUTED[0] + 20, brightest
    finally:
        pygame.display.quit()
