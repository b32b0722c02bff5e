"""The Game: End turn is final for undo (it draws the new cards and the next seats play), lays within a turn
are not. Undo past End turn showed the person their next cards and the bots' next moves, the same again on
every retry."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.rules import TheGame
from tests.ui_helpers import button, click, close_board, key, open_board, settle, steps

GAME = TheGame()


def test_the_rules_let_undo_take_back_only_this_turns_moves():
    m = Match("thegame", ["human", "bot:random"], 3, {})
    rng = random.Random(1)
    ended = 0
    while not m.over and len(m.actions) < 400:
        turn = m.state.turn
        m.play(rng.choice(m.legal_actions()))
        n, why = GAME.undo_limit(m.state)
        if m.state.turn != turn:
            ended += 1
            assert n == 0 and "ended turn is final" in why
        else:
            # every move of this turn may be taken back: back to the turn's start, no further
            assert n == sum(1 for j in range(len(m.actions)) if m.state_after(j).turn == turn) > 0
    assert ended > 3


@pytest.mark.ui
def test_undo_after_end_turn_is_refused_with_the_reason():
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], seed=5)
    try:
        session, match = scene.session, scene.session.match
        settle(app, scene)
        assert session.my_turn()
        legal = [a for a in match.legal_actions() if a["type"] == "play"]
        session.play(legal[0])
        settle(app, scene)
        assert match.state.placed == 1 and session.can_undo()     # a lay within the turn comes back
        key(app, pygame.K_u)
        settle(app, scene)
        assert match.state.placed == 0 and match.actions == []
        legal = [a for a in match.legal_actions() if a["type"] == "play"]
        session.play(legal[0])
        settle(app, scene)
        click(app, button(scene, "end_turn").rect.center)
        settle(app, scene)
        assert {"type": "end_turn"} in match.actions and session.my_turn()   # the bot has played its turn
        n = len(match.actions)
        assert not session.can_undo()
        scene.message = None
        key(app, pygame.K_u)
        steps(app, 2)
        assert len(match.actions) == n
        # your End turn is final by itself (it drew your new cards): that is the reason, not the bot's turn after it
        assert scene.message is not None and "an ended turn is final" in scene.message[0].lower(), scene.message
    finally:
        close_board(app)
