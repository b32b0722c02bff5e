"""Session 60 (review 60u, revu_190): with the turn order set in the options (no opening rolls), the words over the
tray said "Bot 2 starts: highest roll" while the move log said "the turn order was set in the options". Both say
what the rules did: the order was set."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.prompt import prompt_words
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def test_a_set_order_is_not_called_a_highest_roll():
    m = Match("numberquash", ["human", "bot:normal"], 5, {"order": [1, 0]})
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        view = scene.session.game.view(m.state, 0)
        assert not view["opening"] and view["to_move"] == 1
        words = prompt_words(scene, view)
        assert words.endswith("the order was set") and "roll" not in words, words
    finally:
        close_board(app)
