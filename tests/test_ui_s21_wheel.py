"""Session 21's new players on scrolling: a notch of the mouse wheel moved the rules page under two lines and
the move log one line (slow); every scrolled thing now moves three lines a notch, as a browser does, a list
three rows (ui/wheel.py). And a scrolled move log showed the tail of an entry cut by its top: it lands on
whole entries. All through real MOUSEWHEEL events with the pointer over the thing scrolled."""

import random

import pygame
import pytest

from tests.ui_helpers import make_app, match_board, post, steps

pytestmark = pytest.mark.ui


def notch(app, pos, up=False, frames=3):
    """One notch of the wheel with the pointer at `pos` (SDL: y = 1 away from the person, scrolling up)."""
    pygame.mouse.set_pos(pos)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    steps(app, 1)
    y = 1 if up else -1
    post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y), which=0)
    steps(app, frames)


def text_top(box):
    """The pixel row of the text at the top of a text box now."""
    return box.scroll_bar.start_percentage * box.text_box_layout.layout_rect.height


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_notch_on_the_rules_page_moves_three_lines(size):
    from quash_table.ui.screens.rules_page import RulesScene
    app = make_app(size=size, animation="instant")
    try:
        app.push(RulesScene(app, "quash"))
        steps(app, 3)
        box = app.top.widgets["rules"]
        rows = box.text_box_layout.layout_rows
        # the line as read on the page: its rows' commonest distance apart (most rows are a paragraph's)
        gaps = [b.y - a.y for a, b in zip(rows, rows[1:])]
        line = max(set(gaps), key=gaps.count)
        assert gaps.count(line) > len(gaps) // 3
        for k in range(1, 4):
            notch(app, box.rect.center)
            assert abs(text_top(box) - 3 * k * line) <= 2, (k, text_top(box), line)    # pygame_gui: ~40 px
        notch(app, box.rect.center, up=True)
        assert abs(text_top(box) - 6 * line) <= 2
        # the wheel over the buttons under the page scrolls nothing
        notch(app, app.top.widgets["back"].rect.center)
        assert abs(text_top(box) - 6 * line) <= 2
    finally:
        pygame.display.quit()


@pytest.fixture
def many_saves():
    """Thirty saves, each of its own game: a Load list longer than its window."""
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    folder = saves_dir()
    for i in range(30):
        m = Match("thegame", ["human:Ann", "bot:normal"], 100 + i)
        m.play(m.legal_actions()[0])
        save_match(m, folder / f"game-{i:02}.json")
    return folder


def test_a_notch_on_the_load_list_moves_three_rows(many_saves):
    app = make_app(animation="instant")
    try:
        app.nav.load()
        steps(app, 20)
        lst = app.top.widgets["saves"]
        assert lst.scroll_bar is not None
        row = lst.total_height_of_list / len(lst.item_list)
        seen = lambda: [item["text"] for item in lst.item_list                 # noqa: E731
                        if item["button_element"] is not None and item["button_element"].visible
                        and lst.list_and_scroll_bar_container.rect.contains(item["button_element"].rect)]
        first = seen()
        texts = [item["text"] for item in lst.item_list]
        top = texts.index(first[0])
        notch(app, lst.rect.center)
        assert abs(lst.scroll_bar.start_percentage * lst.total_height_of_list - 3 * row) <= 1
        assert texts.index(seen()[0]) == top + 3            # three whole rows on, none cut at the top
        notch(app, lst.rect.center)
        assert texts.index(seen()[0]) == top + 6
        notch(app, lst.rect.center, up=True)
        assert texts.index(seen()[0]) == top + 3
    finally:
        pygame.display.quit()


def _long_flush(moves=160, seed=4):
    from quash_table.engine.match import Match
    m = Match("flush", ["human", "bot:random", "bot:random"], seed, {"elimination_at": 1000})
    rng = random.Random(seed)
    while len(m.actions) < moves and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_notch_on_the_move_log_moves_about_three_lines_and_lands_on_whole_entries(size):
    app, scene = match_board(_long_flush(), size=size)
    try:
        _, _, column = scene.areas()
        log = scene.log
        at = column.center
        assert log.scroll == 0
        scrolls = [0]
        for _ in range(8):
            notch(app, at, up=True)
            scrolls.append(log.scroll)
            # the top of the column is the first line of an entry, never a tail marked as going on
            assert log.shown and log.shown[0][2] and log.shown[0][0] != "\u2026", log.shown[0][:1]
        moved = [b - a for a, b in zip(scrolls, scrolls[1:])]
        assert all(d >= 1 for d in moved), moved                   # every notch moves
        assert sum(moved) >= 2 * len(moved), moved                 # about three lines each (one before)
        for _ in range(8):
            before = log.scroll
            notch(app, at)
            assert log.scroll < before or log.scroll == 0
            if log.scroll:
                assert log.shown[0][2] and log.shown[0][0] != "\u2026"
        # the wheel over the table scrolls no log
        notch(app, scene.areas()[1].center, up=True)
        assert log.scroll == 0
    finally:
        app.pop()
        pygame.display.quit()


class LongEntries:
    """A log whose entries take five wrapped lines each (a round's scoring, a turn-up and a new pile)."""

    def __init__(self, n):
        self.n = n

    def count(self):
        return self.n

    def entries(self, start=0, end=None):
        end = self.n if end is None else end
        return [(0, f"Move {i + 1}: " + "a long account of everything this one move caused, " * 4)
                for i in range(start, end)]

    def entry_lines(self, start=0, end=None):
        return [(seat, (words,)) for seat, words in self.entries(start, end)]

    def first_move(self, i):
        return i

    def setup_words(self):
        return ""


def test_a_scrolled_log_of_long_entries_shows_each_whole_from_its_first_line():
    """Entries longer than a notch: each notch lands on the start of the entry above (the tail of one
    showed under "Moves", marked "…", as soon as the log was scrolled)."""
    from quash_table.ui.chrome import MoveLog
    app = make_app()
    try:
        log = MoveLog()
        book = LongEntries(30)
        rect = pygame.Rect(0, 0, app.metrics.px(290), app.metrics.px(500))
        surface = pygame.Surface(rect.size)
        log.draw(surface, rect, app.metrics, book, 0)
        lines_each = len(next(iter(log.rendered().values())))
        assert lines_each > 3, lines_each
        numbers = []
        for _ in range(5):
            log.wheel(1)
            log.draw(surface, rect, app.metrics, book, 0)
            assert log.shown[0][2] and log.shown[0][0] not in ("", "\u2026"), log.shown[0][:1]
            numbers.append(int(log.shown[0][0]))
        assert numbers == sorted(numbers, reverse=True) and len(set(numbers)) == 5, numbers   # one entry a notch
        for _ in range(3):
            log.wheel(-1)
            log.draw(surface, rect, app.metrics, book, 0)
            assert log.scroll == 0 or (log.shown[0][2] and log.shown[0][0] not in ("", "\u2026"))
    finally:
        pygame.display.quit()
