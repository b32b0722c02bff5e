"""QUASH board fixes after the second new players' review of session 16, driven by real pygame events and
the app's own clock (a frame is 1/60 s)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _before_a_round_ending_tiebreaker(seed=18):
    """Round 1 (you dealt it) at your tiebreaker card, the last of the round: it settles the tie on the
    last spot left and the round is scored (its events: the tiebreak, then round_scored)."""
    m = Match("quash", ["human", "bot:easy"], seed, {"dealer": 0})
    rng = random.Random(seed)
    while True:
        legal = m.legal_actions()
        if m.to_move == 0 and legal[0]["type"] == "tiebreak":
            for a in legal:
                kinds = [e["kind"] for e in m.game.events(m.game.apply(m.state, a), None)]
                if kinds == ["tiebreak", "round_scored"]:
                    return m, a
        m.play(rng.choice(legal))


def _pair_waiting(animation="normal"):
    m, last = _before_a_round_ending_tiebreaker()
    app = make_app(round_pause=True, animation=animation)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    step_until(app, scene.settled, 20)
    scene.act(last)
    step_until(app, lambda: scene.scoring_show.waiting, 20)     # the pair face up, its Next
    return app, scene, m


@pytest.mark.parametrize("gap", [0.3, 0.6, 0.8, 1.0, 1.3])
def test_enter_soon_after_the_tiebreakers_next_does_not_pass_the_rounds_result(gap):
    """Review 16 (58.png, 60.png): Enter on the tiebreaker's Next, then Enter again a second later went past
    round 1's result straight into round 2's deal. A key pressed before the result is fully shown, or
    within a moment of it, is not a press for the result: it waits for a deliberate one."""
    app, scene, m = _pair_waiting()
    try:
        n = len(m.actions)
        d = scene.session.director
        key(app, pygame.K_RETURN)                   # the pair's Next
        assert not scene.scoring_show.waiting
        steps(app, int(gap * 60))
        key(app, pygame.K_RETURN)                   # again, soon after
        for _ in range(3 * 60):
            app.step(1 / 60)
        assert len(m.actions) == n and m.state.round == 1, "a hurried Enter dealt the next round"
        assert d.gate() is not None and d.started, "the round's result waits for Next"
        steps(app, 90)
        key(app, pygame.K_RETURN)                   # a deliberate press, the result on show a while
        steps(app, 5)
        assert d.gate() is None, "a press after the result has shown moves on"
    finally:
        close_board(app)
