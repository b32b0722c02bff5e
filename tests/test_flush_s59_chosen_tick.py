"""Session 59, a new player's review of Flush: a card clicked (chosen) while the hint showed had no "chosen" tick (seed 581,
three seats): the hint's arrow, leaving from the hinted card, and its outline were drawn over the tick and the ring.
The chosen card's mark is now drawn over the hint (board_paint: after the hint's marks)."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.chosen_mark import badge_rect
from tests.ui_helpers import ask_hint, board_at_small_size, key, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def table(tmp_path):
    yield from board_at_small_size("flush", ["human", "bot:normal", "bot:normal"], 581, tmp_path)


def gold_share(surface, r):
    near = sum(1 for x in range(r.left, r.right) for y in range(r.top, r.bottom)
               if all(abs(a - b) < 14 for a, b in zip(surface.get_at((x, y))[:3], theme.GOLD)))
    return near / (r.w * r.h)


def test_the_hinted_card_clicked_shows_its_tick_over_the_hints_marks(table, monkeypatch):
    app, scene = table
    ask_hint(app, scene)
    steps(app, 10)
    h = scene.hints.showing()
    card = scene.table.piece_by_id[h.piece]
    key(app, pygame.K_TAB)        # chosen by the keys (a click stages it, session 61): Tab lands on the hinted card
    steps(app, 4)
    assert scene.drag.selected == card.id
    assert scene.hints.showing() is not None
    draw = scene.hints.draw

    def over_everything(surface):     # the hint's arrow and outline as they lay over the tick, made total
        draw(surface)
        surface.fill((60, 140, 220), scene.table.piece_by_id[card.id].rect.inflate(80, 80))

    monkeypatch.setattr(scene.hints, "draw", over_everything)
    steps(app, 3)
    x, y, w, hh = card.pos
    r = badge_rect((int(x), int(y + scene.drag.lift_offset(card)), int(w), int(hh)), scene.metrics.px)
    assert gold_share(pygame.display.get_surface(), r) > 0.3
