"""The Game, session 37: a card dropped on the draw pile sprang back without a word (review 36c), where every
other refused drop says why. The pile is a place a drop may be told at (composer.why_not): the card goes home,
and the table says what the pile is for."""

import pytest

from quash_table.games.thegame.composer import pile_words
from tests.ui_helpers import board, centre, click, close_board, drag, grab, make_app, settle

pytestmark = pytest.mark.ui


def refused_drop(size, where, words):
    """The Game at `size`, your turn: your first card dragged to `where(scene)` (a point) goes home with `words` as
    the table's refusal, no move made; lifted by a click and `where` clicked, the same words, the card still lifted.
    (The draw pile here, a team-mate's plate: test_thegame_s37_mate_drop.)"""
    app = make_app(size=size, animation="instant")
    scene = board(app, "thegame", ["human", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        m = scene.session.match
        assert m.to_move == 0
        card = m.state.hands[0][0]
        before = len(m.actions)
        drag(app, grab(scene, card), where(scene))
        settle(app, scene)
        assert len(m.actions) == before and card in m.state.hands[0]
        assert scene.message is not None and scene.message[1] == "error", scene.message
        assert scene.message[0] == words(m), scene.message
        piece = scene.table.piece_by_id[card]
        assert tuple(piece.pos) == tuple(piece.home), (piece.pos, piece.home)
        # a card lifted by a click, then the place clicked: the same words, and the card stays lifted
        scene.message = None
        click(app, grab(scene, card))
        assert scene.drag.selected is not None
        click(app, where(scene))
        assert scene.message is not None and scene.message[0] == words(m), scene.message
        assert scene.drag.selected is not None and len(m.actions) == before
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_card_dragged_onto_the_draw_pile_goes_back_and_says_why(size):
    refused_drop(size, lambda scene: centre(scene.table.piece_by_id["pile:0"].home),
                 lambda m: pile_words(len(m.state.pile)))
    assert "draw pile refills your hand" in pile_words(20)


def test_the_pile_words_say_what_the_pile_is_for():
    assert pile_words(20) == "Cards go on \u25b2 or \u25bc; the draw pile refills your hand as your turn ends."
    assert pile_words(0) == "Cards go on \u25b2 or \u25bc; the draw pile is empty."
