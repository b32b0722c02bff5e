"""A Hint asked while the bots played ("Wait: the hint comes when your turn does.") stood on the game-over screen
over the move log when the game ended before the turn came (you finished first, the bots played on: review 55n).
A kept hint ends with the game, its words with it."""

import pytest

from quash_table.ui.board_words import hint_kept_words
from tests.test_kit_s22_summary import _finished
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def test_a_hint_kept_for_the_turn_goes_with_its_words_when_the_game_is_over():
    app, scene = match_board(_finished("numberquash", seed=5))
    try:
        h = scene.hints
        h.for_turn = scene.session.hint_for_turn()
        h.kept_said = hint_kept_words(scene.session)
        scene.show_message(h.kept_said, "hint", 9)
        steps(app, 3)
        assert h.for_turn is None
        assert scene.message is None or scene.message[0] != h.kept_said, scene.message
    finally:
        close_board(app)
