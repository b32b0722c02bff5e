"""Review 39 (QUASH, you against a bot): while a round was being scored on the table, spot by spot, the greyed
Hint said "Hint after Bot 2's move…", with no move of Bot 2's to come before the result. It now says the round is
being scored and the hint comes on your turn after its result; H says the same."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.board_words import RESULT_COMING_WORDS
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def _before_the_last_move():
    """You (seat 0) to move, a move of yours that scores round 1 among your legal ones: (match, that move)."""
    rng = random.Random(3)
    m = Match("quash", ["human", "bot:easy"], 3, {"target": 30, "dealer": 1}, None, [])
    while True:
        legal = m.legal_actions()
        if m.to_move == 0:
            ending = next((a for a in legal if any(e.get("kind") == "round_scored"
                                                   for e in m.game.events(m.game.apply(m.state, a), None))), None)
            if ending is not None:
                return m, ending
        m.play(rng.choice(legal))


def test_the_greyed_hint_says_the_round_is_being_scored():
    m, ending = _before_the_last_move()
    app = make_app(size=(1024, 640), round_pause=True)       # "Wait for me after each round", as by default
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    s = scene.session
    try:
        s.play(ending)
        steps(app, 3)
        assert s.director.result_coming() and not s.director.result_waits()
        hint = next(b for b in scene.hud.buttons if b.id == "hud:hint")
        assert not hint.enabled and hint.reason == RESULT_COMING_WORDS, hint.reason
        key(app, pygame.K_h)
        assert scene.message is not None and scene.message[0] == RESULT_COMING_WORDS, scene.message
    finally:
        close_board(app)
