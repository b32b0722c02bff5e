"""QUASH (review s60, advanced seed 7, 1024x640, three tied spots in a row): H at the third tiebreaker showed the hint's
words ("lay your 6♥ on the tiebreaker …") with no arrow and no raised card, and Enter did nothing. The hint had come
while the table still told the tie's scoring (your turn, the bot's last card told, the scoring show still stepping):
the hand's cards could not be picked yet and the mat's target was not drawn, so the hint found no piece and no target
and never looked again. It finds them once the table holds them: the arrow, the raised card and Enter as at any tie."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, step_until, steps

pytestmark = pytest.mark.ui


def _before_a_second_tie():
    """A basic match at a tiebreaker the bot answers with a tie on the next spot, where you choose first."""
    for seed in range(200, 240):
        m = Match("quash", ["human", "bot:easy"], seed, {"variant": "basic"})
        rng = random.Random(seed)
        while not m.over and m.state.round == 1:
            a = rng.choice(m.legal_actions())
            if m.state.phase == "tiebreak" and m.to_move == 1 and a["type"] == "tiebreak":
                nxt = m.game.apply(m.state, a)
                if nxt.phase == "tiebreak" and nxt.to_move == 0 and nxt.tb_spot != m.state.tb_spot:
                    return m
            m.play(a)
    raise AssertionError("no seed gives two ties in a row")


def test_a_hint_asked_while_the_tie_is_told_gets_its_arrow_and_enter_lays_it():
    m = _before_a_second_tie()
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        # the bot lays its card; your next tiebreaker is due while the scoring show still tells the tie
        step_until(app, lambda: scene.session.my_turn() and scene.animating)
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting and not scene.animating)
        steps(app, 10)
        h = scene.hints.showing()
        assert h is not None and h.action["type"] == "tiebreak"
        assert scene.hints.step() == {"piece": f"r1:{h.action['card']}", "target": "tiebreak", "button": None}
        assert scene.hints.raised() == f"r1:{h.action['card']}"
        assert scene.hints.frame_drawn()[0] or scene.hints.arrow_pending()      # an arrow, or one on its way
        before = len(m.actions)
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert h.action in m.actions[before:]      # Enter lays the hinted card
    finally:
        close_board(app)
