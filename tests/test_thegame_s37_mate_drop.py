"""The Game, session 37 (review 37): a card dropped on the team-mate's hand (Bot 2's plate) sprang back with no
message, where the draw pile now says why. A team-mate's plate is a place a drop is told at (composer.why_not):
the card goes home and the table says cards go on the stacks, and a signal tells the team-mate what you need."""

import pytest

from quash_table.games.thegame.composer import team_mate_words
from tests.ui_helpers import board, click, close_board, drag, grab, make_app, settle

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_card_dragged_onto_the_team_mates_hand_goes_back_and_says_why(size):
    app = make_app(size=size, animation="instant")
    scene = board(app, "thegame", ["human", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        m = scene.session.match
        assert m.to_move == 0
        card = m.state.hands[0][0]
        before = len(m.actions)
        plate = scene.table.target_by_id["seat:1"].rect
        drag(app, grab(scene, card), plate.center)
        settle(app, scene)
        assert len(m.actions) == before and card in m.state.hands[0]
        assert scene.message is not None and scene.message[1] == "error", scene.message
        assert scene.message[0] == team_mate_words("Bot 2"), scene.message
        piece = scene.table.piece_by_id[card]
        assert tuple(piece.pos) == tuple(piece.home), (piece.pos, piece.home)
        # a card lifted by a click, then the plate clicked: the same words, and the card stays lifted
        scene.message = None
        click(app, grab(scene, card))
        assert scene.drag.selected is not None
        click(app, plate.center)
        assert scene.message is not None and scene.message[0] == team_mate_words("Bot 2"), scene.message
        assert scene.drag.selected is not None and len(m.actions) == before
    finally:
        close_board(app)


def test_the_team_mate_words_say_where_cards_go_and_what_to_do_instead():
    assert team_mate_words("Bot 2") == ("Cards go on \u25b2 or \u25bc, never to Bot 2's hand; a signal tells Bot 2 "
                                        "what you need.")
