"""The card back's emblem is a star, not a letter: a new player read the old "Q" on a face-down tiebreaker
card as a Queen. A letter is not the same turned a quarter round; the star is."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402


def test_the_card_backs_emblem_reads_as_no_letter_the_same_turned_a_quarter_round():
    pygame.init()
    pygame.display.set_mode((10, 10))
    from quash_table.ui.sprites import SPRITES
    w = 140
    back = SPRITES.back((w, int(w * 1.4)), "red")
    side = int(w * 0.26)
    medal = pygame.Rect(0, 0, side, side)
    medal.center = back.get_rect().center
    part = back.subsurface(medal.inflate(4, 4)).copy()
    turned = pygame.transform.rotate(part, 90)

    def differing(dx, dy):       # the star's centre may fall half a pixel off the crop's
        return sum(1 for x in range(2, side + 2) for y in range(2, side + 2)
                   if sum(abs(a - b) for a, b in zip(part.get_at((x, y))[:3],
                                                     turned.get_at((x + dx, y + dy))[:3])) > 120)
    least = min(differing(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
    assert least < side * side * 0.1, least
