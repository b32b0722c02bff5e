"""Quadruple War: undo of a bid or a card after the bots answered showed their bids and cards, and one could
choose again knowing them. Another seat's move is final (others_moves_final), and so is a hand's last card
(it deals the next hand): your own bid or card comes back only before anyone has answered it."""

import random

import pygame
import pytest

from quash_table.engine.game import IllegalAction
from quash_table.engine.match import Match
from quash_table.games.quadwar.rules import GAME
from quash_table.ui.session import MatchSession
from tests.ui_helpers import close_board, key, open_board, settle, steps

SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


@pytest.mark.ui
def test_undo_after_the_bots_answered_is_refused_with_the_reason():
    app, scene = open_board("quadwar", SEATS, seed=3, options={"dealer": 3})
    try:
        session, m = scene.session, scene.session.match
        assert session.my_turn() and m.state.phase == 0
        bid = session.screen_legal()[2]
        session.play(bid)                              # your bid, not yet answered: it comes back
        assert session.can_undo()
        key(app, pygame.K_u)
        assert m.actions == [] and m.undos == 1
        session.play(bid)
        settle(app, scene)                             # the bots bid and the first cards are played
        assert m.actors[-1] != 0 and session.my_turn()
        before, n = GAME.dump(m.state), len(m.actions)
        assert not session.can_undo()
        undo = next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo")
        assert not undo["enabled"] and undo["reason"].startswith("too late to undo: ")
        scene.message = None
        key(app, pygame.K_u)
        steps(app, 2)
        assert GAME.dump(m.state) == before and len(m.actions) == n and m.undos == 1
        assert scene.message is not None and "too late to undo" in scene.message[0].lower()
    finally:
        close_board(app)


def test_a_hands_last_card_is_final_for_undo():
    """Your card that ends a hand deals the next one (your new cards seen): refused, even before any bot
    has answered it."""
    rng = random.Random(5)
    for seed in range(40):             # a game whose first hand ends on your card
        m = Match("quadwar", ["human", "bot:random", "bot:random"], seed, {"dealer": 0})
        while m.state.hand_no == 1 and not m.over:
            m.play(rng.choice(m.legal_actions()))
        if m.actors[-1] == 0 and m.state.hand_no == 2:
            break
    assert m.actors[-1] == 0 and m.state.hand_no == 2 and m.state.bids == (None,) * 3
    session = MatchSession(m, autosave=False)
    try:
        assert not session.can_undo()
        with pytest.raises(IllegalAction, match="hand 1 is scored and final: undo stops at its result"):
            session.undo()
        assert m.state.hand_no == 2 and m.undos == 0
    finally:
        session.close()


def test_undo_limit_never_goes_back_past_a_deal():
    """Random games at 2 to 5 seats: undo_limit lets go back exactly this hand's bids and cards."""
    for seats in (2, 3, 4, 5):
        m = Match("quadwar", ["human"] + ["bot:random"] * (seats - 1), seats, {"target": 150})
        rng = random.Random(seats)
        deals = 0
        while not m.over and len(m.actions) < 300:
            m.play(rng.choice(m.legal_actions()))
            n, why = GAME.undo_limit(m.state)
            hand = m.state.hand_no
            assert n == sum(1 for k in range(len(m.actions)) if m.state_after(k).hand_no == hand)
            if n < len(m.actions):              # the move before them dealt this hand
                kinds = [e["kind"] for e in m.state_after(len(m.actions) - n).caused]
                assert "hand_dealt" in kinds and why.endswith("is scored and final: undo stops at its result")
                deals += 1
        assert deals
