"""QUASH board fixes after the new players' second review of session 17, driven by real pygame events and
the app's own clock (a frame is 1/60 s)."""

import random

import pytest

from quash_table.engine.match import Match
from tests.test_quash_s14_quash4 import _curtain_button
from tests.ui_helpers import click, close_board, match_board, settle, step_until, steps

pytestmark = pytest.mark.ui


def _before_the_last_move(seats, seed=5, options=None):
    """A match played at random up to the move that ends the game (returned with it)."""
    m = Match("quash", seats, seed, options or {"dealer": 1, "target": 5})
    rng = random.Random(seed)
    while True:
        legal = m.legal_actions()
        for a in legal:
            if m.game.apply(m.state, a).to_move is None:
                return m, a
        m.play(rng.choice(legal))


def _table_words(scene):
    from quash_table.ui.widgets import Label
    return [d.text for d in scene.table.decor if isinstance(d, Label)]


def test_pass_and_play_the_words_under_the_board_wait_for_the_scoring_steps():
    """Review 17 (pp09.png): under "Scoring spot 1", spots 2 and 3 still to show, the words where the hand
    would be said "The game is over": the result given away. They wait for the scoring steps."""
    m, last = _before_the_last_move(["human:Ann", "human:Bob"])
    app, scene = match_board(m, animation="normal", round_pause=True)
    try:
        click(app, _curtain_button(scene).rect.center)      # the mover at the screen
        settle(app, scene)
        assert scene.session.my_turn()
        scene.act(last)
        step_until(app, lambda: scene.staged_caption().startswith("Scoring spot"), 20)
        seen = 0
        while scene.staged_caption():
            seen += 1
            assert "The game is over" not in _table_words(scene), scene.staged_caption()
            assert scene.nobody_here_text() != "The game is over"
            steps(app, 3)
            if seen > 4000:
                break
        assert seen > 2, "the scoring steps were watched"
        step_until(app, lambda: scene.session.director is None or not scene.session.director.busy(), 20)
        assert scene.nobody_here_text() == "The game is over"
    finally:
        close_board(app)
