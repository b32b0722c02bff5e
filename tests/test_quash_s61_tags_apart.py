"""QUASH advanced at 1024x640 (review s60): the bot's 10♦ laid on spot 5 moved the 9♠ there (and its K♣ on), and the
two cards' tags, merged into "new · moved", were widened about their middle: the tag ran over the 10♦'s bottom-right
rank and out of its spot toward the next one's "moved". A merged tag too narrow for its words stacks them, a word a
line, over its own card's foot: no tag overlaps another, nor a card's rank."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.recent_marks import drawn_tags
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui

# seed 1, advanced: RED (you) lays plain cards, BLACK is the normal bot; its 28th move is 10♦ on spot 5, moving
# K♣ to spot 6 and 9♠ to spot 5
PLAYS = [['4S', 8], ['QD', 6], ['QS', 2], ['7D', 8], ['2H', 8], ['9D', 5], ['7S', 2], ['AD', 6, [['QD', 4]]],
         ['5S', 4], ['5C', 4, [['QD', 5], ['9D', 2]]], ['10H', 1], ['10S', 7], ['QC', 9], ['KS', 9], ['10C', 5],
         ['2D', 2, [['9D', 7], ['10S', 1]]], ['JH', 1], ['8S', 7], ['AH', 7], ['3S', 2], ['9H', 1],
         ['KC', 5, [['QD', 1]]], ['KD', 3], ['9S', 6, [['AD', 3]]], ['4D', 5], ['6H', 4], ['3H', 4],
         ['10D', 5, [['KC', 6], ['9S', 5]]]]


def _index_rects(card):
    """A card face's two rank corners: top left, and bottom right (upside down)."""
    w, h = int(card.w * 0.29), int(card.h * 0.26)
    return [pygame.Rect(card.x, card.y, w, h), pygame.Rect(card.right - w, card.bottom - h, w, h)]


def test_merged_tags_never_cover_a_rank_nor_another_tag():
    m = Match("quash", ["human", "bot:normal"], 1, {"variant": "advanced"})
    for card, spot, *swap in PLAYS:
        m.play({"type": "play", "card": card, "spot": spot, **({"swap": swap[0]} if swap else {})})
    app, scene = match_board(m, size=(1024, 640))
    try:
        tags = drawn_tags(scene, pygame.display.get_surface().get_rect())
        rects = [r for r, _, _ in tags]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
        cards = [p for p in scene.table.pieces if p.zone.startswith("spot:") and p.code]
        for p in cards:
            shown = [r for r in _index_rects(p.rect)
                     if not any(o.z > p.z and o.zone == p.zone and o.rect.contains(r) for o in cards)]
            hit = [(t, p.code) for t in rects for r in shown if t.colliderect(r)]
            assert not hit, hit
        assert any(len(lines) == 2 for _, lines, _ in tags), tags          # new and moved, stacked
    finally:
        close_board(app)
