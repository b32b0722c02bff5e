"""Review 61w of The Game at 1024x640: the "new · under it: yellow 5, purple 8" tag ran to two lines and lay over
the top of the stack's card (seed 6155, your first turn: Bot 3 laid yellow 5 then yellow 9 on ▼ over Bot 2's purple
8). The stack's mat keeps room over its card for a tag of two lines (stack_mats._stack_head): the tag's foot stays
off the card's gold frame and its corner index, its top off the rule's words. Headless, by rectangles."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui

# the reviewer's game: Bot 2 lays purple 8 on ▼ and yellow 3 on ▲, Bot 3 yellow 5 and yellow 9 on ▼
ACTIONS = [{"type": "play", "card": "P8", "stack": "down"}, {"type": "play", "card": "Y3", "stack": "up"},
           {"type": "play", "card": "Y5", "stack": "down"}, {"type": "play", "card": "Y9", "stack": "down"}]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_two_line_new_tag_keeps_off_the_stacks_card(size):
    m = Match("thegame", ["human", "bot:normal", "bot:normal"], seed=6155,
              options={"professional": False, "first": None}, actions=ACTIONS)
    assert m.to_move == 0
    app, scene = match_board(m, size=size)
    try:
        app.step(1 / 60)
        piece, tag, word = next((p, t, w) for p, _, t, w, _ in scene.marks.framed() if p is not None and p.id == "Y9")
        assert "yellow 5" in word and "purple 8" in word, word
        card = pygame.Rect(piece.rect)
        frame = card.inflate(scene.metrics.px(6), scene.metrics.px(6))
        assert tag.bottom <= frame.top, (word, tag, card)
        rule = next(d.text_rect() for d in scene.table.decor
                    if type(d).__name__ == "Label" and d.text == "lower number, or same colour")
        assert not rule.colliderect(tag), (rule, tag)
        # the stacks' cards a player reads (the ▲ and ▼ tops) are whole on the screen, none under the other's mat
        print(size, word.replace("\n", " / "), tag, card, frame, rule)
    finally:
        close_board(app)
