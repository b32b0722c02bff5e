"""Review 14 (13c.png): at the start of round 2, before any bot had played, the greyed Undo said "undo stops at
Bot 2's move": Bot 2's move was the deal. Your last play scored round 1, and a scored round is final: that is
what stops undo there, and what it says (ui/session.py undo_stop asks the rules about your own last move first)."""

import random

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.engine.match import Match
from quash_table.ui.session import MatchSession


def _bot_dealt_after_your_play_scored_round_one():
    """A match where your play scored round 1 and the bot, dealer of round 2, has just dealt it."""
    for seed in range(40):
        m = Match("quash", ["human", "bot:random"], seed, {"dealer": 0})
        rng = random.Random(seed)
        while m.state.phase == "play" and m.state.round == 1:
            m.play(rng.choice(m.legal_actions()))
        if m.actors[-1] != 0:
            continue                       # the bot's play scored round 1: another deal
        assert m.state.phase == "deal" and m.to_move == 1
        m.play({"type": "deal"})
        return m
    raise AssertionError("no deal found where your play scored round 1")


def test_at_a_round_boundary_undo_says_the_round_is_scored_not_the_bots_deal():
    m = _bot_dealt_after_your_play_scored_round_one()
    session = MatchSession(m, autosave=False)
    try:
        assert m.actors[-2:] == [0, 1] and m.actions[-1] == {"type": "deal"} and m.state.round == 2
        assert not session.can_undo()
        why = session.undo_stop()
        assert why == "round 1 is scored and final: undo stops at its result", why
        with pytest.raises(IllegalAction, match="round 1 is scored and final"):
            session.undo()
    finally:
        session.close()
