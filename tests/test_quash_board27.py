"""QUASH's board, session 27: a hint's full reason lies off its arrow."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _four_players_turn(seed, plays):
    m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed, {"variant": "basic"})
    rng = random.Random(seed)
    while not (m.to_move == 0 and len(m.state.history) >= plays and m.state.phase == "play"):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seed, plays", [(11, 8), (6, 10)])
def test_a_full_reason_neither_crosses_nor_cuts_the_hint_arrow(seed, plays):
    """4 players at 1024x640: H twice shows the full reason. Its one place up or down (a line as wide as the
    table, seed 11) lay across the arrow's only way from the 8 of spades to spot 1, which was drawn cut in
    two under it. The message now goes where it lies off the arrow (beside, in more lines), and the arrow
    drawn is whole and crosses no part of the message."""
    m = _four_players_turn(seed, plays)
    app, scene = match_board(m, size=(1024, 640))
    try:
        ask_hint(app, scene)
        key(app, pygame.K_h)
        steps(app, 3)
        hints = scene.hints
        assert scene.message is not None and hints.current is not None
        parts = hints.arrow_parts()
        assert parts, "the arrow is drawn"
        assert all((a[1] - b[0]).length() <= 1 for a, b in zip(parts, parts[1:])), "the arrow is in one piece"
        said = pygame.Rect(scene.painter.message_rect())
        assert not any(said.clipline(u, v) for u, v in hints._parts_grown(parts)), (said, parts)
    finally:
        close_board(app)

