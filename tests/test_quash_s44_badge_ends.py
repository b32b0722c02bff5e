"""Session 44 (review 44): QUASH's FAILED badge squeezed the J of "FAILED: 2 3 J" into the pill's round right end: the
words were fitted to the pill less 3 px a side and centred by their line's box, whose room after the last letter
set them left. They are now fitted inside the round ends and centred by their ink; the badge is measured with room
for them."""

import pygame
import pytest

from quash_table.games.quash import badges, over_pieces
from quash_table.ui import theme

pytestmark = pytest.mark.ui


class Scale:
    def __init__(self, k):
        self.k = k

    def px(self, v):
        return max(1, round(v * self.k))


@pytest.mark.parametrize("k, h", [(0.8, 14), (1.0, 16), (1.25, 20)])
def test_the_badges_words_lie_inside_its_round_ends_and_in_its_middle(k, h):
    pygame.init()
    text = "FAILED: 2 3 J"
    m = Scale(k)
    rect = pygame.Rect(10, 10, badges._width(m, text, badges.TEXT_SIZE), h)
    bare, drawn = (pygame.Surface((rect.right + 10, rect.bottom + 10)) for _ in range(2))
    for s in (bare, drawn):
        s.fill((200, 190, 160))
    theme.panel(bare, rect, badges.FAILED, 245, rect.h // 2, theme.shade(badges.FAILED, -0.5), 1)
    over_pieces._tag(m, drawn, rect, text, badges.FAILED, theme.TEXT)
    ink = [x for x in range(drawn.get_width()) for y in range(drawn.get_height())
           if drawn.get_at((x, y)) != bare.get_at((x, y))]
    left, right = min(ink) - rect.x, rect.right - 1 - max(ink)
    assert min(left, right) >= rect.h // 3, (left, right, rect)
    assert abs(left - right) <= 2, (left, right)
