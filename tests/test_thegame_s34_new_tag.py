"""Session 34: the "new" tag of a card another laid covered the foot of the stack's top card ("new · on new
green 8" on green 10: 8-15 px lie between the card and the mat's rule). It filled the stack's subtitle line
then, hiding the subtitle (review 34); session 35: as small as its words, beside the card or, words too long for
the mat's margin, under the rule, across the mat's bottom edge (games/thegame/marks.py `mark_tag_spot`, a kit
hook; test_thegame_s35_table has the short tag beside the card); session 36: over the card, under the rule (across
the bottom edge it barred a hint arrow's way in from your hand)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame import stack_mats
from tests.test_thegame_s23 import bots_actions
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _board(size):
    # seed 7: Bot 2 lays green 8 then green 10 on ▼ in one turn (test_thegame_s23)
    actions = bots_actions(7, {"first": 0}, lambda s: s.turn == 6)
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=7, options={"first": 0}, actions=actions)
    return match_board(m, size=size)


def _mark(scene):
    piece, tag = next((p, t) for p, _, t, _, _ in scene.marks.framed() if p is not None and p.id == "G10")
    card = pygame.Rect(piece.rect)
    mat = next(d.rect for d in scene.table.decor
               if type(d).__name__ == "Panel" and d.rect.contains(card) and d.rect.w < 3 * card.w)
    return card, tag, mat


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_new_tag_is_small_and_hides_nothing(size):
    # session 35 (review 34): it filled the subtitle's line, a gold band over "any card first, then falls"; now
    # as small as its words, beside the card's top in the mat's margin, or (longer words: "new · on new green
    # 8") between the rule and the card's top (session 36; across the mat's bottom edge before)
    app, scene = _board(size)
    try:
        app.step(1 / 60)
        card, tag, mat = _mark(scene)
        words = [d.text_rect() for d in scene.table.decor if type(d).__name__ == "Label" and mat.collidepoint(d.pos)]
        # (session 40: its words in 12 px, the second line reaches over the card's top edge at 1024x640)
        assert tag.bottom <= card.top + card.h * 0.1 and not tag.collidelistall(words), (tag, card)
        # (session 39: two lines, "new since your turn" over "also new, under it: green 8", in the line the rule
        # left over the card: a little wider than the one line was)
        # (session 40: in 12 px its top reaches the foot of the subtitle's place, which a card laid leaves empty:
        # the rule's words, higher up, stay clear)
        # (review 56s: one line at 1024x640, off the card, "new · under it: green 8", within the mat's inside)
        inside = mat.inflate(-2 * scene.metrics.px(stack_mats.MARK_OFF), 0)
        assert inside.contains(tag) and tag.top >= scene._tags["down"].bottom - 2, (tag, mat)
    finally:
        close_board(app)


def test_under_a_request_s_tag_it_goes_over_the_card_under_the_rule(monkeypatch):
    monkeypatch.setattr(stack_mats, "stack_tag", lambda view, stack, name: "Bot 2: leave \u25bc alone")
    app, scene = _board((1024, 640))
    try:
        app.step(1 / 60)
        card, tag, mat = _mark(scene)
        # session 36: over the card (on its top border at most), not across the mat's bottom edge under it
        # (session 40: in 12 px it reaches a little over the card's top edge at 1024x640)
        assert tag.bottom <= card.top + card.h * 0.1 and not tag.colliderect(scene._tags["down"]), (tag, card)
        assert tag.bottom < mat.bottom - card.h // 2 and tag.centerx == mat.centerx, (tag, mat)
        rule = next(d.text_rect() for d in scene.table.decor
                    if type(d).__name__ == "Label" and d.text == "lower number, or same colour")
        assert not rule.colliderect(tag), (rule, tag)
    finally:
        close_board(app)
