"""The score chart never pops up by itself at a round's end, on any board (it covered QUASH's spots 7-9, a
Quadruple War plate; Flush and NumberQuash still popped it when the round pause was off): the kit decides
once for all boards; C (or Scores) opens it."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import key, make_app, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("game_id,seats", [("flush", ["human", "human", "human"]),
                                           ("numberquash", ["human", "human"])])
def test_a_round_ending_pops_no_chart(game_id, seats):
    match = Match(game_id, seats, 4)
    app = make_app(round_pause=False)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        rng = random.Random(4)
        rounds = scene.score_panel.tracker.round
        while scene.score_panel.tracker.round == rounds and not match.over:
            match.play(rng.choice(match.legal_actions()))
            steps(app, 1)                                   # the board hears each move as it comes
        assert scene.score_panel.tracker.round != rounds    # the kit saw the round end
        for _ in range(120):
            steps(app, 1)
            assert not scene.score_panel.showing()
        scene.session.curtain = None                        # pass-and-play's curtain aside: C on the table
        key(app, pygame.K_c)
        assert scene.score_panel.showing()
    finally:
        app.pop()
        pygame.display.quit()
