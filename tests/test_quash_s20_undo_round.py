"""Review 20 (revQA, q4-undo-tooltip.png): at 4 players, in round 2 before your first move, the greyed Undo
said "Round 1 is being scored and a scored round is final" when your last move was a tiebreaker card laid
while round 1 was scored: that scoring is over; the reason now is the scored round's result."""

import random

import pygame

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board


def _round_two_after_your_tiebreaker_card():
    """A 4-player match (you seat 0) in round 2 before your first play there, your last move a tiebreaker
    card laid while round 1 was scored."""
    for seed in range(300):
        m = Match("quash", ["human", "bot:random", "bot:random", "bot:random"], seed,
                  {"dealer": 1, "target": 30, "variant": "advanced"})
        rng = random.Random(seed)
        while not (m.state.round == 2 and m.state.phase == "play" and m.to_move == 0):
            m.play(rng.choice(m.legal_actions()))
        mine = len(m.actors) - m.actors[::-1].index(0)
        if m.game.being_scored(m.state_after(mine)):
            return m
    raise AssertionError("no match found whose round 1 ended with your tiebreaker card")


def test_undo_in_round_two_does_not_say_round_one_is_being_scored():
    m = _round_two_after_your_tiebreaker_card()
    assert m.state.round == 2 and not m.game.being_scored(m.state)
    app, scene = match_board(m, size=(1024, 640))
    try:
        reason = scene.session.undo_stop()
        assert reason is not None and "being scored" not in reason, reason
        assert "round 1 is scored and final" in reason, reason
        key(app, pygame.K_u)
        said = scene.message[0]
        assert "being scored" not in said and "round 1 is scored" in said.lower(), said
    finally:
        close_board(app)
