"""Session 23, the shell as a new player reads it without help (review 22's findings): a damaged save's row
stays legible under the pointer and when chosen; ..."""

import pygame
import pytest

from tests.ui_helpers import click, make_app, post, steps

pytestmark = pytest.mark.ui


def _contrast(a, b):
    from quash_table.ui.chart import contrast
    return contrast(a, b)


def _row_colours(rect):
    """(the row's background: its most common colour, its words: the colour standing out most from it)."""
    screen = pygame.display.get_surface()
    counts = {}
    for x in range(rect.x + 4, rect.right - 4, 2):
        for y in range(rect.y + 3, rect.bottom - 3):
            c = tuple(screen.get_at((x, y))[:3])
            counts[c] = counts.get(c, 0) + 1
    bg = max(counts, key=counts.get)
    words = max(counts, key=lambda c: _contrast(c, bg))
    return bg, words


@pytest.fixture
def damaged_app():
    from quash_table.paths import saves_dir
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text('{"format": "quash-table-save", "version": 1, "game": "flush"')
    a = make_app()
    a.nav.load()
    steps(a, 5)
    yield a
    pygame.display.quit()


def test_a_damaged_rows_words_stay_legible_under_the_pointer_and_when_chosen(damaged_app):
    """Red words on the light green hover could not be read (review 22): the pointer over a damaged row,
    then a click on it, each leaves its words at a contrast of 4.5 or more with the row's colour."""
    from quash_table.ui import theme
    app = damaged_app
    lst = app.top.widgets["saves"]
    row = next(item["button_element"] for item in lst.item_list if "damaged" in item["text"])
    bg, words = _row_colours(row.rect)
    assert _contrast(bg, words) >= 4.5 and bg == theme.PANEL[:3]       # at rest: red on the list's dark
    pygame.mouse.set_pos(row.rect.center)        # pygame_gui reads the pointer where the system has it
    post(pygame.MOUSEMOTION, pos=row.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    steps(app, 4)
    assert row.hovered
    bg, words = _row_colours(row.rect)
    assert bg != theme.PANEL[:3]                                        # the pointer lights it
    assert _contrast(bg, words) >= 4.5, (bg, words)
    click(app, row.rect.center, frames=4)
    bg, words = _row_colours(row.rect)
    assert bg != theme.PANEL[:3]                                        # chosen
    assert _contrast(bg, words) >= 4.5, (bg, words)
