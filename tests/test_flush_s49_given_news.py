"""Flush, review 49c (6 seats, 1024x640, the move log folded): a bot's Super Flush gave the new player one of its
bases between their turns, two more cards to play and to count, and the only trace was "+2 earlier: see Moves".
The header says it at your turn ("Your turn: Bot 2 gave you a base: …"), read from the rules' "base_given"
events (given_news.py)."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.given_news import bases_given_since_last_move

SEED = 70       # random play: seat 2 or 3 gives seat 1 (index 0) a base, then seat 1 is to move


def given_then_your_turn():
    m = Match("flush", ["human", "bot:random", "bot:random"], SEED)
    rng = random.Random(SEED)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
        if m.actions[-1].get("type") == "give_base" and \
                any(e["kind"] == "base_given" and e["target"] == 0 for e in m.game.events(m.state, None)):
            break
    while not m.over and m.to_move != 0:
        m.play(rng.choice(m.legal_actions()))
    assert m.to_move == 0
    return m


def test_a_base_given_to_you_is_news_until_you_move():
    m = given_then_your_turn()
    [(giver, event)] = bases_given_since_last_move(m, 0)
    assert giver != 0 and event["target"] == 0
    m.play(m.legal_actions()[0])            # your move: it is no longer news
    assert bases_given_since_last_move(m, 0) == []


@pytest.mark.ui
def test_the_header_says_who_gave_you_a_base():
    from tests.ui_helpers import close_board, match_board
    m = given_then_your_turn()
    app, scene = match_board(m, size=(1024, 640))
    try:
        status = scene.hud.status()
        assert "gave you a base: " in status and status.startswith("Your turn"), status
        assert "no top card" not in status, status
    finally:
        close_board(app)
