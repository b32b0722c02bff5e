"""Session 22: the end-of-game summary's default button was Play again, for every game. Session 55: an Enter in a run
of Enters through QUASH's scoring ("Enter: go on now") dealt a new game over the summary unread (review 55l): the
default is See the table, drawn as the primary button, and Enter presses it (once the summary has been up
SUMMARY_KEY_WAIT: an Enter meant for the last Next does nothing); P plays again."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, step_until, steps

GAMES = ["quash", "numberquash", "thegame", "quadwar", "flush"]


def _finished(game_id, seed=3):
    options = {"target": 30} if game_id == "quadwar" else {}
    m = Match(game_id, ["human", "bot:random"], seed=seed, options=options)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
@pytest.mark.parametrize("game_id", GAMES)
def test_enter_on_the_summary_shows_the_table_and_p_plays_again(game_id):
    m = _finished(game_id)
    app, scene = match_board(m)
    try:
        steps(app, 95)                                   # past SUMMARY_KEY_WAIT (1.5 s)
        assert scene.summary_up()
        primary = [b.id for b in scene.overlay_buttons if b.style == "primary"]
        assert primary == ["summary:table"], primary
        key(app, pygame.K_RETURN, frames=3)
        assert app.top is scene and not scene.summary_up()      # the final table, the game still there
        key(app, pygame.K_s, frames=3)
        steps(app, 95)
        assert scene.summary_up()
        key(app, pygame.K_p, frames=3)
        new = app.top
        assert new is not scene and scene not in app.scenes
        assert new.session.match.game_id == game_id and not new.session.match.over
        assert new.session.match.seats == m.seats
    finally:
        close_board(app)


@pytest.mark.ui
def test_an_enter_as_the_summary_comes_up_does_not_play_again():
    app, scene = match_board(_finished("quadwar"), settled=False)
    try:
        step_until(app, scene.summary_up)
        key(app, pygame.K_RETURN, frames=3)              # within SUMMARY_KEY_WAIT: meant for the last Next
        assert app.top is scene and scene.summary_up()
    finally:
        close_board(app)
