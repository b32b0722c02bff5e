"""Session 61 (new player, The Game at 1024x640): after Tab then 2 the words of the card aimed at ▼ ("purple 4 on
▼: lower than ...") lay over ▼'s rule and its "new since your turn" tag. Rectangles, headless: the words take a spot
clear of the table's words and the marks' tags where one is free (refusal_tip.said_rects)."""

import pygame
import pytest

from tests.ui_helpers import close_board, key, open_board, settle, steps


@pytest.mark.ui
def test_the_aimed_cards_words_lie_over_no_words_nor_new_tag():
    app, scene = open_board("thegame", ["human", "bot:normal", "bot:normal"], seed=11, size=(1024, 640))
    try:
        s = scene.session
        s.play({"type": "play", "card": "G1", "stack": "up"})
        settle(app, scene)
        s.play(next(a for a in s.screen_legal() if a["type"] == "end_turn"))
        settle(app, scene)
        assert s.match.to_move == 0 and s.match.state.down == "Y10", s.match.state
        tip = scene.drag.refusal_tip
        drawn = []
        was = tip._draw
        tip._draw = lambda *a, **k: drawn.append(was(*a, **k)) or drawn[-1]
        key(app, pygame.K_TAB, frames=3)
        key(app, pygame.K_2, frames=3)
        steps(app, 3)
        assert drawn and drawn[-1] is not None, drawn
        caption = drawn[-1]
        tags = [tag for _f, tag, _w, _r in scene.marks.frames() if tag is not None]
        assert tags, "no new tag on the stacks"
        assert caption.collidelist(tags) < 0, (caption, tags)
        assert caption.collidelist(scene.table.text_rects()) < 0, caption
    finally:
        close_board(app)
