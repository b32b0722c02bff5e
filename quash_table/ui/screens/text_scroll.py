"""A text page scrolled from the keyboard (the rules page, About): lines, pages, ends."""

import pygame

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
    rows = sorted(row.height for row in box.text_box_layout.layout_rows) or [0]
    line = rows[len(rows) // 2]                 # a typical line: headings and tables are taller
    top = max(0.0, 1.0 - bar.visible_percentage)
    pos = max(0.0, min(top, bar.start_percentage + direction * scroll_step(visible, total, line, unit)))
    bar.set_scroll_from_start_percentage(pos)
    return bar.start_percentage
