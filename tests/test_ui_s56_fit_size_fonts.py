"""theme.fit_size finds the largest size a line fits from the width measured at the size asked, not down a size at
a time: each size tried is a font loaded (a big word shrunk to a narrow place loaded a dozen on one frame, issue 22,
session 56). The size found is the same as the walk down finds."""

import random

import pygame

from quash_table.ui import theme


def _walked_down(s, size, width, bold):
    got = size
    while got > 8 and theme.font(got, bold).size(s)[0] > width:
        got -= 1
    return got


def test_fit_size_loads_few_fonts_and_finds_the_walks_size(monkeypatch):
    pygame.font.init()
    loaded = []
    real = pygame.font.Font
    monkeypatch.setattr(pygame.font, "Font", lambda *a: loaded.append(a[1]) or real(*a))
    theme._fit_cache.clear()
    monkeypatch.setattr(theme, "_fonts", {})
    assert theme.fit_size("FLUSH SUPER", 90, 200, bold=True) < 60
    assert len(loaded) <= 4, loaded
    monkeypatch.undo()
    rng = random.Random(7)
    for _ in range(400):
        s = rng.choice(["FLUSH!", "Bot 2 (normal)", "13 cards \u00b7 dealer", "10", "Round 12 is over", "W"])
        size, width, bold = rng.randint(8, 90), rng.randint(10, 500), rng.random() < 0.5
        theme._fit_cache.clear()
        assert theme.fit_size(s, size, width, bold) == _walked_down(s, size, width, bold), (s, size, width, bold)
