"""Review 47b: a spent bonus's ring (pale inside, a coloured rim) read like a counter, and a new player could
not tell a bonus used up from one still banked. It carried a tick (or the number spent, where more than one: that
"2" read as "2 banked", review 54g2); it is crossed out now, the same however often spent (its tip says how often)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from quash_table.games.numberquash.middle import draw_spent  # noqa: E402
from quash_table.ui.theme import Metrics  # noqa: E402

GREEN, PALE = (20, 90, 50), (250, 248, 240)


def inside(n):
    """The pixels well inside a spent ring of `n` drawn at (40, 40), radius 16, on the table's green."""
    pygame.init()
    surface = pygame.Surface((80, 80))
    surface.fill(GREEN)
    draw_spent(surface, ("spent", "red", 40, 40, 16, n), Metrics((1280, 800)))
    return [surface.get_at((x, y))[:3] for x in range(31, 50) for y in range(31, 50)]


def test_a_spent_ring_is_crossed_out():
    seen = inside(1)
    marked = [p for p in seen if p != PALE]
    assert len(marked) > 20, len(marked)         # the cross's strokes, in the rim's colour
    assert sum(p == PALE for p in seen) > len(seen) // 2     # still a pale ring round it, the size of a quasher


def test_a_ring_of_more_than_one_has_no_count_in_it():
    assert inside(3) == inside(1)
