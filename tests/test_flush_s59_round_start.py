"""Session 59, a new player's review of Flush: at six seats (seed 5862) the player's first turn came after 16 moves:
Bot 6 began (the rules: chosen at random in the first round), and its Skips and the bots' Flushes went round twice.
The rules were kept; what was missing is the word: the first round's deal (who plays first, the Mimic) was said
nowhere, a later round's with the move that dealt it. The move log now says who began over its first move
(one line: the header and the Mimic card say the Mimic)."""

import pytest

from quash_table.games.flush.rules import GAME
from tests.ui_helpers import close_board, open_board, settle

pytestmark = pytest.mark.ui


def test_the_first_deal_is_said_by_the_rules():
    s = GAME.new_state(6, 5862, {}, None)
    assert s.first == 5
    assert GAME.describe_setup(s) == "Round 1: Seat 6 plays first"


def test_the_move_log_says_who_began_over_the_first_move(tmp_path):
    app, scene = open_board("flush", ["human"] + ["bot:normal"] * 5, seed=5862, size=(1024, 640),
                            layout_path=tmp_path / "layout.json")
    try:
        settle(app, scene)
        assert len(scene.session.match.actions) >= 10
        assert scene.logbook.setup_words().endswith("Bot 6 plays first")
    finally:
        close_board(app)
