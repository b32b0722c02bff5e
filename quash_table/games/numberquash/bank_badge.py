"""A seat's banked bonuses on its plate, "bank 11", for as long as they are banked: at six seats a new player
could not tell who held a steal (review 33b). The quashers banked lie on the bonus octagons, on their colours'
sides, small and far from the seat's name; the plate's "banked 11" went at that seat's next turn. The badge is
read from the view (the quashers on the bonus octagons: public), never from the log's words."""

import pygame

from ...ui import theme
from .bonus_marks import WHAT

SIZE = 12           # design px: the badge's type (the plate's news line is 12, its kind 13)


def banked_counts(view, seat):
    """{value: how many} of the bonuses `seat` has banked now (10, 11, 12), over its colours."""
    counts = {v: sum(view["bonus"][c][str(v)] for c in view["colours"][seat]) for v in (10, 11, 12)}
    return {v: n for v, n in counts.items() if n}


def _held(v, n):
    """A value banked and how many times: "11", "11 ×2"."""
    return f"{v}" + (f" \u00d7{n}" if n > 1 else "")


def bank_forms(counts):
    """The badge's words, the most said first: ("bank 11", "11"), ("bank 10, 12", "10, 12"), ("bank 11 ×2",
    "11 ×2"); () with nothing banked. The shorter where the plate's kind line has less room (the seat to move,
    its dice at the plate's foot)."""
    if not counts:
        return ()
    held = ", ".join(_held(v, n) for v, n in sorted(counts.items()))
    return f"bank {held}", held


def bank_tip(counts, who, is_you):
    """What the badge means, on hover: "Bot 3 has banked 11: a steal of one quasher, to spend before a later
    roll."; `who`: the seat's short name."""
    has = "You have" if is_you else f"{who} has"
    said = "; ".join(f"{_held(v, n)}: {WHAT[v]}" for v, n in sorted(counts.items()))
    return f"{has} banked {said}. A bonus is spent before a roll, one a turn."


def badge_size(t, words):
    """(w, h) in screen px of the badge with `words`: its words and a margin round them."""
    img = theme.text(words, t.text_px(SIZE), bold=True)
    return img.get_width() + 2 * t.px(7), img.get_height() + t.px(5)


def draw_badge(t, words, left, middle_y):
    """The badge with `words` from x `left`, its middle at `middle_y`: gold words on a dark pill with a gold
    edge, as a thing held. Returns its rect."""
    w, h = badge_size(t, words)
    rect = pygame.Rect(left, middle_y - h // 2, w, h)
    t.panel(rect, (58, 44, 12), 235, radius=h // 2, border=theme.GOLD, width=1)
    t.label(words, rect.center, SIZE, theme.GOLD, bold=True, anchor="center")
    return rect
