"""A colour's octagon is drawn once as an image and laid down whole (issue 22, session 56: twelve octagons drawn
line by line and number by number were a third of NumberQuash's frame after a move). Laid down, it gives the very
pixels drawing it in place gives, wherever it lies within a pixel and at any size and scale."""

import random

import pygame

from quash_table.games.numberquash import paint
from quash_table.games.numberquash.pieces import RGB
from quash_table.ui import theme


class _Metrics:
    def __init__(self, scale):
        self.scale = scale

    def px(self, v):
        return max(1, int(round(v * self.scale)))


def test_an_octagon_laid_down_as_an_image_is_the_octagon_drawn_in_place():
    pygame.init()
    pygame.display.set_mode((640, 480))
    rng = random.Random(4)
    for _ in range(60):
        felt = theme.felt((640, 480))
        drawn, laid = felt.copy(), felt.copy()
        colour, r = rng.choice(sorted(RGB)), rng.uniform(30, 120)
        cx, cy, m = rng.uniform(130, 510), rng.uniform(130, 350), _Metrics(rng.uniform(0.8, 1.3))
        paint._draw_octagon(drawn, colour, cx, cy, r, m)
        paint.draw_octagon(laid, colour, cx, cy, r, m)
        assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(laid, "RGB"), (colour, r, cx, cy)
    paint.draw_octagon(felt, "red", 300.25, 200.5, 80, _Metrics(1.0))
    assert any(key[0] == "red" and key[1] == 80 for key in paint._OCTAGONS)      # kept for the next frame
