"""Session 48, a new player's review: a bot's card flying from its hand to the pile passed over the seat's caption
("8 in hand") for a moment. The seats' captions are the kit's captions now (Table.label(..., caption=True)): a card
on its way passes under them, the words staying in view (board_hooks.still_over_pieces)."""

import pygame
import pytest

from tests.ui_helpers import board, close_board, make_app

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("seats,size", [(4, (1280, 800)), (6, (1024, 640))])
def test_a_card_in_flight_passes_under_the_seats_captions(seats, size):
    app = make_app(size=size, animation="normal")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * (seats - 1), seed=3, options={"first": 2})
    crossed = 0
    try:
        for _ in range(900):
            app.step(1 / 60)
            table = scene.table
            if table is None or scene._static is None:
                continue
            moving = [p.rect for p in table.pieces if p.rect != p.home]
            screen = pygame.display.get_surface()
            for r in table.captions:
                if r.collidelist(moving) < 0 or not screen.get_rect().contains(r):
                    continue
                shown = pygame.image.tobytes(screen.subsurface(r), "RGB")
                still = pygame.image.tobytes(scene._static.subsurface(r), "RGB")
                same = sum(a == b for a, b in zip(shown, still)) / len(still)
                assert same > 0.95, (r, same)       # the caption as the still table has it, no card over it
                crossed += 1
            if crossed >= 3 or scene.session.my_turn() and crossed:
                break
        assert crossed, "no card flew over a caption"
    finally:
        close_board(app)
