"""Session 43 (review 43): in hand 2's bidding, with nobody's card yet in hand 2, Undo (U) said "Too late to undo: Bot 2
has played, after waiting 2.5 s for an Undo": a card of hand 1, played after your last one. The reason that stops
it is the hand's result, as the greyed Undo says at that result: "hand 1 is scored and final". The rules' undo
limit is now read after the result too, not only while it shows (ui/undo_reasons.block)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quadwar.rules import GAME
from tests.ui_helpers import close_board, key, match_board

pytestmark = pytest.mark.ui


def test_undo_in_the_next_hands_bidding_names_the_scored_hand():
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, seed=21, options=GAME.options_from_user({}))
    rng = random.Random(21)
    while not (m.state.hand_no == 2 and m.to_move == 0):
        m.play(rng.choice(m.legal_actions()))
    assert m.actors[-1] != 0 and 0 in m.actors      # your last move was in hand 1, a bot's after it
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        n = len(m.actions)
        scene.message = None
        key(app, pygame.K_u)
        assert len(m.actions) == n, "nothing is taken back"
        assert scene.message is not None and "hand 1 is scored and final" in scene.message[0].lower(), scene.message
    finally:
        close_board(app)
