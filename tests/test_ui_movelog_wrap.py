"""The move log's wrapping and scrolling: a number or a short word never starts a line on its own when
the word before it can go down with it, and the column's top shows whole entries after any scroll."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.chrome import MoveLog
from tests.ui_helpers import LogBook, Recording, make_app, plain_wrap

pytestmark = pytest.mark.ui


@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.display.quit()


# (the preposition goes down with its place since session 28: "on / spot 1" ended a line with "on")
@pytest.mark.parametrize("text, tail", [("You play 9 of diamonds on spot 1", "on spot 1"),
                                        ("Bot 2 plays the 3 on base 4", "on base 4"),
                                        ("Ann places a 5 on octagon 2", "on octagon 2")])
def test_a_number_keeps_its_word(app, text, tail):
    size = 14
    f = theme.font(size)
    width = f.size(text[:-2])[0] + 2            # room for everything but the last number
    assert plain_wrap(text, size, width)[-1] == tail.split()[-1]      # plain greedy wrapping: "1" alone
    lines = theme.wrap(text, size, width, tails=True)
    assert lines[-1] == tail and " ".join(lines) == text
    assert all(f.size(line)[0] <= width for line in lines)


def test_a_tail_that_cannot_go_down_whole_still_wraps(app):
    f = theme.font(14)
    text = "1 2 3 4 5 6 7 8 9 10 11 12"
    width = f.size("1 2 3 4")[0]
    lines = theme.wrap(text, 14, width, tails=True)
    assert " ".join(lines) == text and all(f.size(line)[0] <= width for line in lines)


def Book(n):
    """`n` entries of three wrapped lines each."""
    return LogBook(n, lambda i: (0, f"Move {i + 1}: you play 9 of diamonds on spot 1 and then some more words "
                                    f"so that it wraps onto three lines"))


def test_the_top_of_a_scrolled_log_is_a_whole_entry(app):
    log = MoveLog()
    book = Book(40)
    rect = pygame.Rect(0, 0, app.metrics.px(290), app.metrics.px(400))
    firsts = set()
    for scroll in range(0, 12):
        log.scroll = scroll
        surface = Recording(rect.size)
        log.draw(surface, rect, app.metrics, book, 0)
        for images in log.rendered().values():
            assert len(images) >= 2, "the test wants entries of several lines"
            firsts.add(id(images[0]))
        lines = [img for img in surface.blits if any(img is imgs[0] or img in imgs
                                                     for imgs in log.rendered().values())]
        # the first line drawn starts an entry, or is the tail of one cut by more than two lines, marked "…"
        # as going on from above (a long entry left out emptied the column: review 14)
        assert lines and (id(lines[0]) in firsts or log.shown[0][0] == "\u2026"), scroll


def test_a_scrolled_log_starts_at_its_first_whole_entry_without_a_gap(app):
    """Once the log had scrolled, the lines of the entry cut by the column's top were left blank: an empty
    gap above the first line. The first whole entry now starts the column, where the first line is
    unscrolled, and the column stays full below it."""
    log = MoveLog()
    book = Book(40)
    rect = pygame.Rect(0, 0, app.metrics.px(290), app.metrics.px(400))
    ours = lambda img: any(img in imgs for imgs in log.rendered().values())     # noqa: E731
    log.draw(Recording(rect.size), rect, app.metrics, book, 0)
    log.scroll = 0
    surface = Recording(rect.size)
    log.draw(surface, rect, app.metrics, book, 0)
    top = min(dest[1] for img, dest in surface.places if ours(img))
    full = sum(1 for img, _ in surface.places if ours(img))
    for scroll in range(1, 9):
        log.scroll = scroll
        surface = Recording(rect.size)
        log.draw(surface, rect, app.metrics, book, 0)
        drawn = [dest[1] for img, dest in surface.places if ours(img)]
        assert min(drawn) == top, scroll
        assert len(drawn) >= full - 2, scroll     # the column stays (nearly: whole entries) full


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_quadruple_wars_last_line_keeps_its_clause_and_the_score_goes_down(size):
    """The game's end in the log at 1024x640 broke "▸ Bot 4 wins / the game, 523 to 430": the number after
    the comma was bound to "game," as "spot / 1" is, so the only breaks cut the clause. A comma ends a clause:
    the score goes down ("▸ Bot 4 wins the game, / 523 to 430"), and the winner's name stays with its verb."""
    from quash_table.engine.match import Match
    from quash_table.games.quadwar.words import game_won_words
    pygame.display.quit()
    a = make_app(size=size)
    try:
        m = Match("quadwar", ["human"] + ["bot:random"] * 3, seed=3)
        names = {1: "Bot 2", 3: "Bot 4"}
        event = {"kind": "game_won", "seat": 3, "scores": [430, 380, 402, 523]}
        text = "\u25b8 " + game_won_words(event, 4, lambda s, n: names.get(s, m.seats[s]["name"]))
        clause = "\u25b8 Bot 4 wins the game,"
        assert text == clause + " 523 to 430"
        log_size = a.metrics.px(14)
        f = theme.font(log_size)
        # the log's text widths at this window (its column less the pad and the move numbers), and a range
        # around them
        for width in range(a.metrics.px(150), a.metrics.px(260)):
            lines = theme.wrap(text, log_size, width, tails=True)
            assert " ".join(lines) == text and all(f.size(line)[0] <= width for line in lines)
            assert not any(line.endswith("Bot 4") for line in lines), (width, lines)   # name and verb together
            if f.size(text)[0] > width >= f.size(clause)[0]:
                assert lines == [clause, "523 to 430"], (width, lines)
    finally:
        pygame.display.quit()
