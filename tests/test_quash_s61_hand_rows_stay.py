"""QUASH advanced at 1024x640 (review s60, revt_128): the 23-card hand lay in two rows, and between two turns (22 cards
to 20) it went to one row: every card's place moved, and the card grabbed from memory was another. Through the round's
play the hand keeps the rows its dealt hand needed; only its leftovers (scoring, tiebreakers) may lie otherwise."""

import pytest

from tests.ui_helpers import close_board, open_board, settle

pytestmark = pytest.mark.ui


def _rows(scene):
    return len({p.home.y for p in scene.table.pieces if p.zone == "hand:0"})


def test_the_hand_keeps_two_rows_through_the_play():
    app, scene = open_board("quash", ["human", "bot:easy"], seed=5, options={"variant": "advanced"}, size=(1024, 640))
    m = scene.session.match
    try:
        seen = []
        while m.state.phase == "play" and m.state.round == 1:
            if m.to_move == 0:
                hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
                seen.append((len(hand), _rows(scene)))
                plain = [a for a in m.legal_actions() if "swap" not in a]
                scene.act(plain[0])
            settle(app, scene)
        assert seen[0] == (23, 2), seen
        assert {rows for n, rows in seen if n > 1} == {2}, seen      # no jump to one row while cards are played
    finally:
        close_board(app)
