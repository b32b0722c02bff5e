"""NumberQuash, review 55n: a bank hint's why (H again) went to the move log's foot, far from the short words by
your plate, and a new player read it as the hint hidden. It now comes where the short words were, a little
smaller where it must (hint_place.place_hint), as a cover hint's why does."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.test_nq_s37_bank_hint import _banking_position
from tests.ui_helpers import close_board, key, match_board, step_until, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("seed, size", [(1, (1280, 800)), (5, (1280, 800)), (1, (1024, 640))])
def test_the_bank_hints_why_comes_where_its_short_words_were(seed, size):
    moves, _ = _banking_position(seed, 2)
    m = Match("numberquash", ["human", "bot:normal"], seed, {"order": [0, 1]})
    for a in moves:
        m.play(a)
    app, scene = match_board(m, size=size, animation="instant")
    try:
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting)
        steps(app, 2)
        assert scene.message[0].startswith("Hint: bank the roll")
        short = scene.painter.message_rect()
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.full_shown())
        steps(app, 2)
        full = scene.painter.message_rect()
        assert "worth more to you than covering" in scene.message[0]
        _, table, _ = scene.areas()
        assert table.contains(full), (full, table)          # not at the move log's foot
        assert full.colliderect(short), (full, short)       # where the short words were
        assert not scene.painter.message_crowded()          # over nothing read
    finally:
        close_board(app)
