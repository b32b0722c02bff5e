"""NumberQuash, session 31: at six seats and 1024x640 the plates' latest turns come in the plate's own type,
say a turn missed, and name a cell as the log does."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.widgets import Label
from tests.test_nq_s31_words import six_with_a_block
from tests.ui_helpers import match_board, steps

pytestmark = pytest.mark.ui


def test_the_plates_say_less_in_their_own_type_and_a_turn_missed_at_six_seats_in_a_small_window():
    m = six_with_a_block()        # Bot 3 covered left yellow 2 and 5 with 5+2, Bot 4 was blocked; Bot 5 to move
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    steps(app, 3)
    try:
        plates = scene.badges
        news = {seat: [d for d in scene.table.decor if isinstance(d, Label) and d.colour == theme.TEXT
                       and not d.bold and pygame.Rect(plates[seat]).collidepoint(d.pos)] for seat in plates}
        said = {seat: [d.text for d in labels] for seat, labels in news.items()}
        # it came in smaller type: "rolled 5+2: yellow 2 and 5" (no side) was wider than the plate's room
        assert any("left yellow 2 and 5" in w for w in said[2]) and not any("rolled" in w for w in said[2]), said[2]
        assert any(w.startswith("missed a turn") for w in said[3]), said[3]
        for seat, labels in news.items():
            for d in labels:
                assert theme.fit_size(d.text, d.size, d.max_width, d.bold) == d.size, (seat, d.text)
    finally:
        app.scenes.clear()
        pygame.display.quit()
