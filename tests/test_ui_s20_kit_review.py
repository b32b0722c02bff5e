"""Session 20's new-player review of the kit (revA): a rules page read a page at a time with the keys,
the bots' own pace, the main buttons' keys, who plays in a Load row, what `--layout` says a result waits for."""

import pygame
import pytest

from tests.ui_helpers import key, make_app, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def app():
    a = make_app(animation="instant")
    yield a
    pygame.display.quit()


def rules_top(app):
    """The pixel row of the rules text at the top of the box now, and the box's visible height."""
    box = app.top.widgets["rules"]
    total = box.text_box_layout.layout_rect.height
    return box.scroll_bar.start_percentage * total, box.text_wrap_rect.height


def test_page_down_on_a_rules_page_turns_one_page_less_a_line_and_shows_every_part(app):
    from quash_table.ui.screens.rules_page import RulesScene
    app.push(RulesScene(app, "quash"))
    steps(app, 3)
    box = app.top.widgets["rules"]
    total = box.text_box_layout.layout_rect.height
    seen_to = []                                         # the rows shown, page after page
    top, visible = rules_top(app)
    assert top == 0
    while top + visible < total - 1:
        key(app, pygame.K_PAGEDOWN, frames=2)
        new_top, _ = rules_top(app)
        moved = new_top - top
        # one page less about a line (the bar's pixel steps make it a little inexact): no row skipped
        at_end = new_top + visible >= total - 2
        assert (0 < moved if at_end else visible * 0.85 < moved) and moved < visible, (moved, visible)
        seen_to.append((top, top + visible))
        top = new_top
        if len(seen_to) > 40:
            raise AssertionError("Page Down never reached the end")
    # "Your turn" (the heading the review never saw) lies in a page shown
    rows = box.text_box_layout.layout_rows
    heading = next(r for r in rows if any("Your turn" in getattr(c, "text", "") for c in r.items))
    assert any(a <= heading.top and heading.bottom <= b for a, b in seen_to + [(top, top + visible)])
    key(app, pygame.K_HOME, frames=2)
    assert rules_top(app)[0] == 0
    key(app, pygame.K_END, frames=2)
    end_top, _ = rules_top(app)
    assert end_top + visible >= total - 2
    key(app, pygame.K_PAGEUP, frames=2)
    assert visible * 0.85 < end_top - rules_top(app)[0] < visible
    key(app, pygame.K_HOME, frames=2)
    key(app, pygame.K_SPACE, frames=2)                   # Space is Page Down, Shift+Space Page Up
    after_space = rules_top(app)[0]
    assert visible * 0.85 < after_space < visible
    key(app, pygame.K_SPACE, mod=pygame.KMOD_SHIFT, frames=2)
    assert rules_top(app)[0] == 0
    key(app, pygame.K_DOWN, frames=2)                    # an arrow: a couple of lines
    assert 0 < rules_top(app)[0] < visible / 4
