"""Flush: another seat's hand of two or three cards shows as that many backs (review 52b: "2 in hand" under what
looked like one back, the second a sliver beside it, at the step that fits six backs in the fan)."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _with_a_small_hand():
    """A 3-seat game, you to move, a bot holding 2 or 3 cards in hand (seed and moves found by random play)."""
    for seed in range(1, 60):
        m = Match("flush", ["human", "bot:random", "bot:random"], seed)
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 400:
            if m.to_move == 0:
                view = m.game.view(m.state, 0)
                small = [s for s in (1, 2) if 2 <= view["hand_counts"][s] <= 3]
                if small:
                    return m, small[0], view["hand_counts"][small[0]]
            m.play(rng.choice(m.legal_actions()))
    raise AssertionError("no small hand found")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_each_back_of_a_small_hand_shows(size):
    m, seat, count = _with_a_small_hand()
    app, scene = match_board(m, size=size)
    try:
        backs = sorted((p for p in scene.table.pieces if p.id.startswith(f"hand{seat}:")), key=lambda p: p.rect.x)
        assert 2 <= len(backs) <= count, [p.id for p in backs]
        for a, b in zip(backs, backs[1:]):
            assert b.rect.x - a.rect.x >= a.rect.w * 0.4, (a.rect, b.rect)
    finally:
        close_board(app)
