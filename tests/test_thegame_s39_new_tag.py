"""Session 39 (review 39, 3 bots, 1024x640): the orange tag "new · on new red 4, 10, purple 4" was unclear to a new
player (what is new? since when?) and sat on the card's top. It now says it in two plain lines, "new since your
turn" over "also new, under it: green 8" (marks.covered_tag, a kit hook), in the line the stack's rule left when it
went up into the subtitle's (a stack holding cards has no need of "any card first": stack_mats), off the top card
(the strips of the cards under it peeking out are what it names)."""

import pytest

from tests.test_thegame_s34_new_tag import _board, _mark
from tests.ui_helpers import close_board

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_covering_cards_tag_says_what_is_new_and_since_when_off_the_cards(size):
    app, scene = _board(size)
    try:
        app.step(1 / 60)
        card, tag, mat = _mark(scene)
        word = next(w for p, _, _, w, _ in scene.marks.framed() if p is not None and p.id == "G10")
        # (review 56s: at 1024x640 the two lines reached over the card's top corners: there it says it in one)
        # (review 61w: the mat keeps room for two lines over the card at 1024x640 too: said in two there again)
        assert word == "new since your turn\nunder it: green 8", word
        # off the top card (its index and border: the old tag lay on both at 1024x640), over no more than the
        # strips of the cards under it that peek out (the very cards its second line names), inside the mat,
        # under the rule
        # (session 40: its two lines in 12 px reach over the card's top edge by a few pixels at 1024x640, above
        # its index)
        assert tag.bottom <= card.top + card.h * 0.04, (tag, card)
        assert mat.contains(tag), (tag, mat)
        words = [d.text_rect() for d in scene.table.decor if type(d).__name__ == "Label" and mat.collidepoint(d.pos)]
        assert not tag.collidelistall(words), (tag, words)
    finally:
        close_board(app)
