"""The shell after the new player's review (s15): Enter on the end-of-game summary shows the final table
(it started a replay at move 0), Load's groups strictly newest first, the pause menu's Save after the end."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, steps


def _finished(game_id="numberquash", seats=("human", "bot:random"), seed=3):
    m = Match(game_id, list(seats), seed=seed)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_enter_on_the_summary_shows_the_final_table_not_a_replay():
    # review 15 (55, 61, 76.png): Enter to dismiss "You won!" opened a replay at move 0
    app, scene = match_board(_finished())
    try:
        steps(app, 60)                                   # past SUMMARY_KEY_WAIT
        assert scene.summary_up()
        primary = [b.id for b in scene.overlay_buttons if b.style == "primary"]
        assert primary == ["summary:table"], primary     # the default button keeps you where you are
        key(app, pygame.K_RETURN, frames=3)
        assert app.top is scene and not getattr(app.top, "read_only", False)
        assert not scene.summary_up() and scene.session.match.over
        key(app, pygame.K_s, frames=3)                   # S brings the summary back, R still replays
        steps(app, 60)
        assert scene.summary_up()
        key(app, pygame.K_r, frames=3)
        assert app.top is not scene and getattr(app.top, "read_only", False)
    finally:
        close_board(app)
