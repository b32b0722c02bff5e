"""Session 32's review (1024x640): the "new" tag of Bot 2's second card on a stack, which says the card it
covered too ("new · over new yellow 1"), was centred on the card and covered its bottom-right index. A wide
tag now ends where the card's bare bottom band does, left of the index, and grows past the card's left side
(ui/recent_marks); The Game words it shorter, "new · on new green 8", so it stays on the stack's mat. Session 34:
the tag is off the card, in its stack's subtitle line."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.test_thegame_s23 import bots_actions
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_wide_new_tag_keeps_off_the_card_s_index(size):
    # seed 7: Bot 2 lays green 8 then green 10 on ▼ in one turn (test_thegame_s23)
    actions = bots_actions(7, {"first": 0}, lambda s: s.turn == 6)
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=7, options={"first": 0}, actions=actions)
    app, scene = match_board(m, size=size)
    try:
        for _ in range(3):
            app.step(1 / 60)
        marks = [(piece, tag, word) for piece, _, tag, word, _ in scene.marks.framed() if piece is not None]
        piece, tag, word = next(x for x in marks if x[0].id == "G10")
        # (review 56s: one line at 1024x640, where two reached over the card's top corners)
        # (review 61w: the mat keeps room for two lines over the card at 1024x640 too: said in two there again)
        assert word == "new since your turn\nunder it: green 8", word
        card = pygame.Rect(piece.rect)
        # session 34: off the card's face (test_thegame_s34_new_tag); session 36: too long for the mat's margin
        # beside the card, over the card, on its top border at most (across the mat's bottom edge, under the
        # card, it barred a hint arrow's way in: test_thegame_s36_arrow_legs)
        assert tag.bottom <= card.top + card.h * 0.04 and tag.bottom > card.top - card.h // 4, (tag, card)
        mat = next(d.rect for d in scene.table.decor
                   if type(d).__name__ == "Panel" and d.rect.contains(card) and d.rect.w < 3 * card.w)
        assert mat.left <= tag.left and tag.right <= mat.right and tag.centerx == mat.centerx, (tag, mat)
    finally:
        close_board(app)
