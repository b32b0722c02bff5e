"""Issue 23 (session 40): at six seats, 1024x640, "you may turn it up" over your first base began 3 px in from your
band's frame line (the name and plate line 10 px in) and read as crossing it. It keeps in from the frame as your
plate's other words do."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.table import Label
from tests.ui_helpers import close_board, key, match_board

# six seats, seed 6: your base 0's top is gone, its hidden card yours to turn up, while you hold other cards
ACTIONS = [{"type": "swap_mimic", "card": "6L"}, {"type": "play", "cards": ["9", "9L", "b2"], "as": 9},
           {"type": "play", "cards": ["6"], "as": 9}, {"type": "play", "cards": ["b0"], "as": 7},
           {"type": "play", "cards": ["5", "5D", "6", "b0"], "as": 5}, {"type": "play", "cards": ["10", "b1"], "as": 10},
           {"type": "play", "cards": ["6S", "b0", "b1"], "as": 8}]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_turn_up_words_keep_inside_your_plate(size):
    m = Match("flush", ["human"] + ["bot:normal"] * 5, 6, actions=ACTIONS)
    assert {"type": "hidden", "base": 0} in m.legal_actions()
    app, scene = match_board(m, size=size, animation="instant")
    try:
        key(app, pygame.K_l, frames=3)
        labels = [(d.text, pygame.Rect(d.text_rect())) for d in scene.table.decor if isinstance(d, Label)]
        band = scene._g["band"]
        words = next(r for text, r in labels if text == "you may turn it up")
        name = min((r for text, r in labels if text == "You"), key=lambda r: r.x)      # (not the score sheet's row)
        assert band.contains(words), (words, band)
        # in from the frame as your name is, not 3 px from its line
        assert words.left >= name.left, (words, name)
    finally:
        close_board(app)
