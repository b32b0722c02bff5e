"""Session 61 (Quadruple War's Learn to play): the card strip under "Spades and jokers" sits one paragraph gap under
the words before it, as every other paragraph does: two blank lines in the file over it were two gaps, a blank line
above the strip (review 60). Blank lines in a row are one gap, on every rules page."""

from pathlib import Path

import pytest

from quash_table.ui import markdown

RULES = Path(__file__).resolve().parents[1] / "assets" / "rules"

pytestmark = pytest.mark.ui


def test_blank_lines_in_a_row_are_one_gap():
    one = markdown.to_html("Spades are trumps.\n\n::cards standard | trumps: BJ AS\n\nMore.")
    two = markdown.to_html("Spades are trumps.\n\n\n::cards standard | trumps: BJ AS\n\n\nMore.")
    assert one == two


@pytest.mark.parametrize("page", sorted(p.name for p in RULES.glob("*.md")))
def test_no_rules_page_has_an_empty_line_of_its_own(page):
    import pygame
    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        html = markdown.to_html(RULES.joinpath(page).read_text(encoding="utf-8"), width=600, size=16)
        assert "<br><br><br>" not in html
    finally:
        pygame.display.quit()
