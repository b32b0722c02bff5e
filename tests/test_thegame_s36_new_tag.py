"""Session 36: the "new" tag of the top card on a stack on which the others laid several cards since your turn
said each covered card in a clause of its own, "new · on new purple 3 · on new purple 9 · on new purple 4", wider
than the stack's mat; it went under the card across the mat's bottom edge, where it barred a hint arrow's way in
(test_thegame_s36_arrow_legs). The covered cards are said in one list, nearest first, a colour once for a run of
it (marks.covered_words, through the kit's hook covered_mark_words, called once for all the cards under one),
and the tag stands over the card, inside its mat."""

import pygame
import pytest

from quash_table.games.thegame.marks import covered_words
from tests.test_thegame_s36_arrow_legs import _piled
from tests.ui_helpers import close_board, match_board


def test_covered_cards_are_said_in_one_list_nearest_first():
    # (session 39: "also new, under it:" where it said "on new", which a new player could not read; session 40:
    # "under it:", each card with its colour: "purple 3, 9, 4" read as a range or as numbers, review 40)
    assert covered_words([("new", "G8")]) == "under it: green 8"
    assert covered_words([("new", "P3"), ("new", "P9"), ("new", "P4")]) == "under it: purple 3, purple 9, purple 4"
    assert covered_words([("new", "P8"), ("new", "G4"), ("new", "G9")]) == "under it: purple 8, green 4, green 9"
    assert covered_words([("new", "R6"), ("new", "B4"), ("new", "R3")]) == "under it: red 6, blue 4, red 3"


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_three_new_cards_on_a_stack_read_on_one_tag_over_the_card_inside_its_mat(size):
    # four seats, seed 3: Bot 3 lays red 6 on ▼, Bot 4 blue 4 on it and turns ▼ back with blue 10 (it read
    # "new · on new red 6 · on new blue 4", under the card)
    app, scene = match_board(_piled(4, 3), size=size, animation="instant")
    try:
        piece, tag, word = next((p, t, w) for p, _, t, w, _ in scene.marks.framed() if p is not None and p.id == "B10")
        assert word == "new since your turn\nunder it: blue 4, red 6", word
        card = pygame.Rect(piece.rect)
        mat = next(d.rect for d in scene.table.decor
                   if type(d).__name__ == "Panel" and d.rect.contains(card) and d.rect.w < 3 * card.w)
        # (session 40: its words in 12 px, the second line reaches over the card's top edge at 1024x640)
        assert mat.contains(tag) and tag.bottom <= card.top + card.h * 0.1, (tag, card, mat)
        words = [d.text_rect() for d in scene.table.decor if type(d).__name__ == "Label" and mat.collidepoint(d.pos)]
        assert not tag.collidelistall(words), (tag, words)
    finally:
        close_board(app)
