"""One notch of the mouse wheel, for everything that scrolls: three lines, as a browser scrolls (no pygame).

A notch was pygame_gui's own on the menus (about 40 px, under two lines of the rules page) and one line in the
move log (review 21: "slow"). The rules page and About scroll three of their lines a notch, Load's and
Replays' lists and an open drop-down's three rows (`screens/text_scroll.wheel_widget`, which a menu screen
asks before pygame_gui sees the wheel: `MenuScene.wheel`), and the move log three lines, landing on the start
of an entry (`chrome.MoveLog.wheel`)."""

WHEEL_LINES = 3


def wheel_top(top, notches, line, total, visible, row=None):
    """Where the top of a scrolled text or list (pixels from its start) lands after `notches` of the wheel
    (SDL's y: positive away from the person, which scrolls up, back towards the start): WHEEL_LINES lines of
    `line` pixels a notch, within its `total` pixels of which `visible` show. `row`: a list's row height,
    the top landing on a whole row."""
    top = top - notches * WHEEL_LINES * line
    if row:
        top = round(top / row) * row
    return max(0.0, min(float(max(0, total - visible)), float(top)))


def landing(starts, first, old_first=None):
    """The line a scrolled column of entries (`starts`: the index of each entry's first line) shows at its
    top for a wished-for top line `first`: the start of an entry, never a part of one. Moving from
    `old_first`, the start nearest the wish that lies that way (at least one entry: a notch always moves; a
    tie goes the farther, as far as the notch asked at least); else the nearest start."""
    if not starts or first in starts:
        return first
    if old_first is not None and first != old_first:
        ahead = [s for s in starts if (s < old_first if first < old_first else s > old_first)]
        if ahead:
            return min(ahead, key=lambda s: (abs(s - first), -abs(s - old_first)))
    return min(starts, key=lambda s: (abs(s - first), -s))
