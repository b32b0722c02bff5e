"""The pile's top group finds its card size by halving, not a pixel at a time (issue 22: a pickup's frame
measured every card's words at up to 40 new sizes): the size found fits, one pixel taller does not, and only
a handful of sizes are measured."""

import random

import pygame
import pytest

from quash_table.games.flush import layout
from quash_table.games.flush.deck import CODES
from quash_table.ui.sprites import card_size, words_shown


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def _fits(codes, size, room):
    w, h = size
    return w + sum(max(w * layout.HAND_SHOWN, words_shown("flush", c, (w, h)) + 1) for c in codes[:-1]) <= room


def test_the_size_found_fits_and_one_pixel_more_does_not():
    rng = random.Random(58)
    for _ in range(300):
        codes = [rng.choice(CODES) for _ in range(rng.randint(2, 7))]
        size, room = card_size(rng.randint(40, 140)), rng.randint(60, 500)
        got = layout.top_group_size(None, codes, size, room)
        if got == size:
            assert _fits(codes, size, room)
            continue
        assert got[1] < size[1]
        if got[1] > int(size[1] * 0.5):            # at half size the group goes as it is
            assert _fits(codes, got, room), (codes, size, room, got)
        assert not _fits(codes, card_size(got[1] + 1), room) or got[1] + 1 == size[1], (codes, size, room, got)


def test_a_big_group_in_little_room_measures_few_sizes(monkeypatch):
    heights = set()
    real = layout.words_shown

    def counted(deck, code, size):
        heights.add(size[1])
        return real(deck, code, size)
    monkeypatch.setattr(layout, "words_shown", counted)
    got = layout.top_group_size(None, ["7S", "5L", "1", "3S", "2L", "1L"], card_size(140), 150)
    assert got[1] < 140
    assert len(heights) <= 8, sorted(heights)       # stepping down a pixel at a time measured ~70 sizes
