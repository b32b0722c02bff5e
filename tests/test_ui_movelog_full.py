"""The move log keeps the newest lines at the bottom of a full column (review 14, QUASH 34: when a
tiebreaker began after the round's long scoring entry, only the newest line showed, at the top, the column
empty below it and the "Spot 1...8" results scrolled out of view)."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.chrome import MoveLog
from tests.ui_helpers import LogBook

pytestmark = pytest.mark.ui


def Book(entries):
    """narration.MoveLogBook's reading side, over fixed entries."""
    return LogBook(len(entries), entries.__getitem__)


SCORING = "Bot 4 plays J of spades on BLACK's spot 4 " + " ".join(
    f"\u25b8 Spot {k}: BLACK wins, RED's spot is FAILED (+1)" for k in range(1, 9)) + " \u25b8 Spot 9: tie"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_long_entry_then_a_short_one_keeps_the_column_full_with_the_newest_at_the_bottom(size):
    pygame.init()
    surface = pygame.Surface(size)
    m = theme.Metrics(size)
    rect = pygame.Rect(size[0] - m.px(290), m.px(54), m.px(290), size[1] - m.px(54))
    log = MoveLog()
    top = rect.y + m.px(42)
    fits = (rect.bottom - top - m.px(14)) // m.px(20)   # the rows the column holds
    scoring = SCORING
    while True:                  # the round's scoring: a little less than the column, as in the review
        log.draw(surface, rect, m, Book([(0, "Ann plays 3 of hearts on spot 1"), (1, scoring)]), 0)
        if log.shown[0][0] == "2":                      # it alone fills the column, as in 35
            break
        scoring += " \u25b8 Spot 9: BLACK wins, higher card (+1)"
    assert fits - 1 <= len(log.shown) <= fits
    # (the entry alone may leave a row spare: at 12 px, session 32, it did at 1024x640; the column is full below)
    newest = "You play RED's tiebreakers this round (8 pooled leftover cards)"
    log.draw(surface, rect, m, Book([(0, "Ann plays 3 of hearts on spot 1"), (1, scoring), (0, newest)]), 0)
    assert len(log.shown) == fits, (len(log.shown), fits)          # full: the scoring's tail above...
    assert log.shown[0][0] == "\u2026"                              # marked as going on from above
    starts = [k for k, row in enumerate(log.shown) if row[2]]
    assert starts and log.shown[starts[-1]][0] == "3"              # ...the newest entry at the bottom
    assert len(log.shown) - starts[-1] <= 3


def test_a_short_cut_entry_is_still_left_out_at_the_top():
    pygame.init()
    size = (1280, 800)
    m = theme.Metrics(size)
    rect = pygame.Rect(990, 54, 290, 746)
    log = MoveLog()
    entries = [(k % 2, f"Bot {k % 2 + 1} plays {k} of clubs on spot {k % 9 + 1}, a longer line to wrap it")
               for k in range(60)]
    log.draw(pygame.Surface(size), rect, m, Book(entries), 0)
    assert log.shown[0][2] and log.shown[0][0] != "\u2026"
