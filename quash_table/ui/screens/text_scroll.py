"""A text page scrolled from the keyboard (the rules page, About): lines, pages, ends; and a menu's text
box or list scrolled by the wheel (`wheel_widget`, the program's one rule for a notch: ui/wheel.py)."""

import pygame
from pygame_gui.elements import UISelectionList

from ..wheel import wheel_top

# What each key scrolls a text box by: lines (Up / Down), pages (Page Up / Down: one visible page less a
# line, so the line last read stays in sight; a quarter of the whole text jumped 1.6 screens of a long
# rules page, review 20) or to an end (Home / End).
SCROLL_KEYS = {pygame.K_UP: ("line", -1), pygame.K_DOWN: ("line", 1), pygame.K_PAGEUP: ("page", -1),
               pygame.K_PAGEDOWN: ("page", 1), pygame.K_HOME: ("end", -1), pygame.K_END: ("end", 1)}
ARROW_LINES = 2              # lines an arrow key scrolls


def scroll_step(visible, total, line, unit):
    """How far (a fraction of the whole text) one step of `unit` moves a text `total` pixels tall of which
    `visible` show at once, its lines `line` pixels: a page is what shows less one line."""
    if total <= 0:
        return 0.0
    if unit == "end":
        return 1.0
    if unit == "line":
        return ARROW_LINES * line / total
    return max(line, visible - line) / total


def scroll_key(key, mod=0):
    """The scroll a key asks of a text page, (unit, direction), or None; Space is Page Down, Shift+Space
    Page Up (as in a browser)."""
    if key == pygame.K_SPACE:
        return ("page", -1 if mod & pygame.KMOD_SHIFT else 1)
    return SCROLL_KEYS.get(key)


def scroll_text(box, key, mod=0):
    """Scroll a UITextBox from the keyboard; returns where its top now is (0..1)."""
    bar = getattr(box, "scroll_bar", None)
    step = scroll_key(key, mod)
    if bar is None or step is None:
        return 0.0
    unit, direction = step
    total = box.text_box_layout.layout_rect.height
    visible = box.text_wrap_rect.height
    line = line_pitch(box)
    top = max(0.0, 1.0 - bar.visible_percentage)
    pos = max(0.0, min(top, bar.start_percentage + direction * scroll_step(visible, total, line, unit)))
    bar.set_scroll_from_start_percentage(pos)
    return bar.start_percentage


def line_pitch(box):
    """A text box's typical line: the distance from one row of its text to the next (its rows' height left
    out the space between them: an arrow's "two lines" scrolled 1.6), the commonest one (headings and
    tables are taller)."""
    rows = box.text_box_layout.layout_rows
    gaps = sorted(b.y - a.y for a, b in zip(rows, rows[1:]) if b.y > a.y)
    if gaps:
        return gaps[len(gaps) // 2]
    heights = sorted(row.height for row in rows) or [0]
    return heights[len(heights) // 2]


def wheel_widget(widget, notches):
    """Scroll a pygame_gui text box or list under the pointer by `notches` of the wheel, the program's one
    rule (ui/wheel.py: three lines, a list's three rows, landing on a whole row). False when it has nothing
    to scroll (all of it in view)."""
    bar = getattr(widget, "scroll_bar", None)
    if bar is None or not notches:
        return False
    if isinstance(widget, UISelectionList):
        total = widget.total_height_of_list
        row = total / max(1, len(widget.item_list))
        line, visible = row, widget.list_and_scroll_bar_container.rect.h
    else:
        total = widget.text_box_layout.layout_rect.height
        line, visible, row = line_pitch(widget), widget.text_wrap_rect.height, None
    if total <= 0:
        return False
    # (the bar's own end: a little short of total - visible where its slider was rounded)
    visible = max(visible, bar.visible_percentage * total)
    top = wheel_top(bar.start_percentage * total, notches, line, total, visible, row)
    bar.set_scroll_from_start_percentage(top / total)
    if isinstance(widget, UISelectionList):
        widget.update(0.0)          # its rows placed now (as a drop-down's Up / Down does)
    return True
