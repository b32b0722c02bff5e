"""Session 60, NumberQuash (review 60u, revu_44/62/102/120): H right after your own roll fitted nothing said "Nothing
fits this roll: your turn passes." and yet was kept: "Hint: roll the dice…" came by itself when your turn came back.
The board's words answer that H; nothing is kept for a later turn. H pressed while a bot plays its own turn is still
kept for yours (the kit's "Hint after Bot 2's move…")."""

import pygame
import pytest

from tests.test_numberquash_s60_hint_dud import dud
from tests.ui_helpers import close_board, key, match_board, step_until, steps


def _your_turn_shown(app, scene):
    m = scene.session.match
    step_until(app, lambda: m.to_move == 0 and scene.session.my_turn() and scene.turn_on_screen(), timeout=120)
    steps(app, 30)


@pytest.mark.ui
def test_h_after_your_roll_fitted_nothing_is_not_kept_for_your_next_turn():
    m = dud(2)
    app, scene = match_board(m, size=(1024, 640), animation="normal", settled=False, bot_pace="normal")
    try:
        steps(app, 2)
        key(app, pygame.K_h, frames=3)
        assert scene.message[0] == "Nothing fits this roll: your turn passes.", scene.message
        assert scene.hints.for_turn is None
        _your_turn_shown(app, scene)
        said = scene.message[0] if scene.message else ""
        assert scene.hints.current is None and not scene.hints.waiting and not said.startswith("Hint"), said
    finally:
        close_board(app)


@pytest.mark.ui
def test_h_while_the_bot_plays_its_turn_is_still_kept_for_yours():
    m = dud(2)
    m.play({"type": "roll"})            # Bot 2 rolls: H now is pressed during its turn, not after your dud
    app, scene = match_board(m, size=(1024, 640), animation="normal", settled=False, bot_pace="normal")
    try:
        steps(app, 2)
        key(app, pygame.K_h, frames=3)
        assert scene.hints.for_turn is not None, scene.message
        _your_turn_shown(app, scene)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting, timeout=60)
    finally:
        close_board(app)
