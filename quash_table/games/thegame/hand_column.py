"""Your hand's title and what you said, in a column left of your cards (a part of the board, scene.py, moved
out to keep the files short). Over the cards, on one line ("Your hand  You said: “I have a low red card”"),
they lay right across the way from your cards up to the stacks: a hint's arrow went along under them and up
round their end, a hook, from every card (review 35). Beside the cards the way up is open."""

from ...ui import theme
from .requests import said_line
from .signals_panel import LONGEST_SIGNAL

GAP = 16            # design pixels between the column and the table's edge, and between it and the first card


def column_width(t, label, who):
    """The column's width in screen px: the title `label` ("Your hand") on one line, and the longest thing
    `who` may say ("You said: “I have a middle purple card”") in two lines, fixed for the window so the cards
    never move when you say something."""
    px = t.text_px(13)
    longest = said_line(who, LONGEST_SIGNAL)
    lines = theme.wrap(longest, px, theme.font(px).size(longest)[0] * 11 // 20)
    return max([theme.font(t.text_px(16), True).size(label)[0]] + [theme.font(px).size(line)[0] for line in lines])


def row_shift(t, hand_area, full, width, after):
    """How far right the hand's full row `full` (its rects) moves to leave the column `width` px beside it at
    the hand area's left, as far as the `after` px right of its last card (the End turn button) stay inside the
    area."""
    want = hand_area.x + t.px(GAP) + width + t.px(GAP) - full[0].x
    room = hand_area.right - t.px(GAP) - (full[-1].right + after)
    return max(0, min(want, room))


def draw_column(t, label, said, x0, left, top):
    """The title `label` and, under it, `said` (what the hand's seat said, in said_line's form, or "") wrapped,
    in the column from `x0` to `left` - GAP (the first card's left), from `top` (the cards' top) down. A hint's
    arrow goes round both (`arrow_clear`), not across."""
    width = max(t.px(40), left - t.px(GAP) - x0)
    t.label(label, (x0, top), 16, theme.GOLD, bold=True, max_width=width)
    t.arrow_clear.append(t.decor[-1].text_rect())
    if not said:
        return
    px = t.text_px(13)
    y = t.decor[-1].text_rect().bottom + t.px(6)
    step = theme.font(px).get_linesize()
    for line in theme.wrap(said, px, width):
        t.label(line, (x0, y), 13, theme.MUTED, max_width=width)
        t.arrow_clear.append(t.decor[-1].text_rect())
        y += step
