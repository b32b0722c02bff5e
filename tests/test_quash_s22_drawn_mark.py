"""Session 22, QUASH: the "drawn" tag and a gold frame showed on two neighbouring cards of your hand. The
gold one was the drawn card's own frame: with the card you drew hinted, raised in its place under the next
card (hint_on_top False), its frame and tag were made for the whole card as if drawn on top, so they ran
over its right neighbour. They follow the part of it that shows (drag.shown_columns), as the hint's
outline does."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quash import over_pieces
from quash_table.ui import theme
from tests.test_quash_rules import BLACK, RED, stacked_2p_basic
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_drawn_cards_frame_and_tag_stay_on_it_when_the_hint_raises_it(size):
    red = ["2C 4C 3C"] + RED[1:]
    m = Match("quash", ["human", "bot:easy"], 1, {"dealer": 1}, stacked=stacked_2p_basic(red, BLACK))
    for act in ({"card": "2C", "spot": 1}, {"card": "7H", "spot": 1}, {"card": "4C", "spot": 1},
                {"card": "9H", "spot": 1}):
        m.play(dict(act, type="play"))
    app, scene = match_board(m, size=size)
    try:
        steps(app, 3)
        drawn = scene.table.piece_by_id[scene._drawn]
        hand = sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.rect.x)
        right = hand[hand.index(drawn) + 1]
        code = scene._drawn.split(":")[1]
        act = next(a for a in scene.session.screen_legal() if a.get("card") == code)
        scene.hints.display(act, "")
        steps(app, 3)
        assert scene.hints.raised() == drawn.id and scene.drag.lift_offset(drawn) < 0, "the hint raises it"
        app.draw()
        frame = over_pieces.drawn_frame(scene, scene._drawn)
        tag, _ = over_pieces.drawn_tag(scene.metrics, frame)
        assert frame.right <= right.rect.x, (frame, right.rect)         # on the drawn card only
        assert tag.right <= right.rect.x, (tag, right.rect)
        # and on the screen: no gold inside the neighbour (its face, off its edges)
        gold = pygame.Color(theme.GOLD)[:3]
        inner = right.rect.inflate(-16, -16)
        hits = [(x, y) for x in range(inner.left, inner.right, 2) for y in range(inner.top, inner.bottom, 2)
                if app.screen.get_at((x, y))[:3] == gold]
        assert not hits, hits[:5]
    finally:
        close_board(app)
