"""NumberQuash, review 56q ("Round 10 on two consecutive turns of mine?"): your roll that nothing fits ends the turn,
and, last in the turn order, the round: the middle band said the next round's number while the roll was still told
("You: nothing fits 1 and 1"), so that roll seemed to be in the round after. While a move is told, the band says the
round it was made in; the next round's number comes with the next turn."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui
SEATS = ["human", "bot:normal"]


def _before_a_roll_that_ends_the_round():
    """You last in the turn order, before a roll of yours that nothing fits."""
    for seed in range(1, 50):
        m = Match("numberquash", SEATS, seed, {"order": [1, 0]})
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 300:
            if m.to_move == 0 and m.state.phase == "before_roll" and len(m.actions) > 20:
                after = Match("numberquash", SEATS, seed, {"order": [1, 0]})
                for a in m.actions + [{"type": "roll"}]:
                    after.play(a)
                if any(e.get("kind") == "nothing_fits" for e in after.game.events(after.state, 0)):
                    return m
            legal = m.legal_actions()
            m.play(rng.choice([a for a in legal if a["type"] != "bonus"] or legal))
    raise AssertionError("no such position")


def _round_label(scene):
    return next(d.text for d in scene.table.decor if (getattr(d, "text", "") or "").startswith("Round"))


def test_the_round_told_is_the_round_of_the_move_told():
    m = _before_a_roll_that_ends_the_round()
    app, scene = match_board(m, size=(1024, 640), animation="normal")
    try:
        was = m.state.round_no
        assert _round_label(scene) == f"Round {was}"
        key(app, pygame.K_r, frames=3)
        assert m.state.round_no == was + 1 and m.to_move == 1, "the roll did not end the round"
        assert scene.session.director.busy(), "the roll is not being told"
        assert _round_label(scene) == f"Round {was}", "the next round said over the roll still told"
        for _ in range(600):
            steps(app, 1)
            if not scene.session.director.busy():
                break
        assert _round_label(scene) == f"Round {was + 1}"
    finally:
        close_board(app)
