"""Review 49c: at 1024x640 the rules page's text was 13 px, where DejaVu Sans draws "rn" touching: "turns" read
"tums" all through the rules ("End tum", "3 tums ago"). The page's running text is never under READING_PX."""

import pytest

from quash_table.ui.theme import READING_PX
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_rules_pages_text_is_at_least_the_reading_size(size):
    import pygame
    app = make_app(size)
    try:
        app.nav.rules("thegame", choose=True)
        steps(app, 3)
        box = app.top.widgets["rules"]
        font = box.ui_theme.get_font(box.get_object_ids() if hasattr(box, "get_object_ids") else
                                     box.combined_element_ids)
        assert font.get_point_size() >= READING_PX, font.get_point_size()
    finally:
        pygame.display.quit()
