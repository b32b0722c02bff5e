"""Advanced: a bot's swap chain moves two or three cards at once; the board marks each moved card where it
now lies until the next move (nothing marked them, and a player could not follow the chain)."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.quash.over_pieces import moved_marks
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, settle

pytestmark = pytest.mark.ui


def _after_a_bots_swap():
    m = Match("quash", ["human", "bot:random"], 11, {"variant": "advanced"})
    rng = random.Random(2)
    while True:
        legal = m.legal_actions()
        if m.to_move == 1:
            swaps = [a for a in legal if "swap" in a]
            if swaps and m.state.round == 1:
                m.play(swaps[0])
                return m, swaps[0]
        m.play(rng.choice(legal))


def test_the_cards_a_bots_chain_moved_are_marked_where_they_lie():
    m, swap = _after_a_bots_swap()
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        rnd = m.state.round
        moved = [f"r{rnd}:{c}" for c, _ in swap["swap"]]
        marks = moved_marks(scene)
        assert len(marks) == len(moved)
        for pid, (frame, _) in zip(moved, marks):
            assert frame.contains(scene.table.piece_by_id[pid].rect), pid
    finally:
        close_board(app)
