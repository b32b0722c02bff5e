"""NumberQuash, session 35 (review 34b: six seats, 1280x800, the Moves open): a plate that shows the bank badge
keeps the seat's latest turn in view, on its lower row where the kind line after the badge has no room for it."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.widgets import Label
from tests.test_nq_s34_banks import banks_board
from tests.ui_helpers import close_board


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_plate_with_a_badge_says_the_latest_turn_whole_under_it(size):
    app, scene = banks_board(size)
    try:
        t = scene.table
        labels = [d for d in t.decor if isinstance(d, Label)]
        badges = {tip.id: tip.rect for tip in t.tips}
        # Bot 2 banked its second 11; Bot 3 banked a 12 with a double and placed the roll after it; Bot 5 placed
        # (at 1280x800 the first two said nothing beside "bank 11 ×2" and "bank 10, 12"); at 1024x640 the plate
        # has no room for a row under the badge clear of its edge (it lay on the border, review 35b): the kind
        # line after the badge says a shorter form, whole, or nothing
        # (session 36: Bot 3's turn counted whole, "1 roll, then left yellow 3" said its last roll without its dice;
        # at 1024x640 it said nothing beside "bank 10, 12": the badge says "10, 12", the turn its fewest words)
        wanted = ((1, "rolled 6+5: banked"), (2, "banked 12, left yellow 3"), (4, "left orange 4")) \
            if size == (1280, 800) else ((1, "banked"), (2, "banked, 1 cell"), (4, "left orange 4"))
        for seat, says in wanted:
            plate = pygame.Rect(scene.badges[seat])
            news = [d for d in labels if says in d.text and plate.colliderect(d.text_rect())]
            assert len(news) == 1, (seat, [d.text for d in labels if plate.colliderect(d.text_rect())])
            words = news[0]
            box = words.text_rect()
            # whole, in the plate's type, inside the plate, over none of its other words nor its badge
            assert box.w == theme.text(words.text, words.size).get_width(), words.text
            assert plate.contains(box) and box.bottom <= plate.bottom - 2, (seat, plate, box)
            others = [d.text_rect() for d in labels if d is not words and plate.colliderect(d.text_rect())]
            assert box.collidelist(others) < 0 and not box.colliderect(badges[f"plate-bank:{seat}"]), seat
    finally:
        close_board(app)
