"""The Game: a card in your hand that no stack takes now is shaded, as Quadruple War's are; a new player learnt it
only from the refusal when dragging it (review 55k). The cards you may lay, and every card when it is not your
turn, are drawn plain."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui import theme
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _with_a_card_nowhere(seed):
    """A 2-seat match (you and a bot) played at random to your turn with a card in hand no stack takes, or None."""
    m = Match("thegame", ["human", "bot:normal"], seed, {})
    rng = random.Random(seed)
    for _ in range(200):
        if m.over:
            return None
        legal = m.legal_actions()
        if m.to_move == 0:
            plays = {a["card"] for a in legal if a["type"] == "play"}
            hand = m.state.hands[0]
            if plays and any(c not in plays for c in hand):
                return m
        m.play(rng.choice([a for a in legal if a["type"] != "signal"] or legal))
    return None


def _hand(scene):
    return {p.code: p for p in scene.table.pieces if p.zone == "hand:0"}


def test_a_card_no_stack_takes_is_shaded_on_your_turn():
    m = next(x for x in map(_with_a_card_nowhere, range(1, 60)) if x is not None)
    plays = {a["card"] for a in m.legal_actions() if a["type"] == "play"}
    app, scene = match_board(m)
    try:
        hand = _hand(scene)
        assert hand and any(c not in plays for c in hand)
        for code, piece in hand.items():
            assert piece.dim == (False if code in plays else theme.UNPLAYABLE_SHADE), (code, plays)
    finally:
        close_board(app)


def test_no_card_is_shaded_when_it_is_not_your_turn():
    m = next(x for x in map(_with_a_card_nowhere, range(1, 60)) if x is not None)
    while m.to_move == 0 and not m.over:        # your turn played out: the bot's turn
        legal = m.legal_actions()
        m.play({"type": "end_turn"} if {"type": "end_turn"} in legal else next(a for a in legal if a["type"] == "play"))
    app, scene = match_board(m)
    try:
        assert not scene.session.my_turn() and _hand(scene)
        assert all(not p.dim for p in _hand(scene).values())
    finally:
        close_board(app)
