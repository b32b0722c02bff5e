"""The Game, session 22 (2 players, a person and a bot): a "play on ▼" asked before the bot's turn is honoured
on that very turn; the words of a request come from one place; a hint's reasons say one thought."""

import pytest

from quash_table.games.thegame import playout
from quash_table.games.thegame.bots import HardBot, NormalBot
from quash_table.games.thegame.rules import GAME as G
from quash_table.games.thegame.playout import Playout

SEEDS = range(60)


def asked_then_bot_to_move(seed, stack="down"):
    """A new 2-player deal: seat 1 (the person) says "play on `stack`", lays its lowest card on the other
    stack and ends; the bot (seat 2, index 1) is to move for its first turn."""
    s = G.new_state(2, seed=seed)
    s = G.apply(s, {"type": "signal", "text": {"stack": stack, "ask": "play"}})
    other = "up" if stack == "down" else "down"
    card = (min if other == "up" else max)(s.hands[0], key=lambda c: int(c[1:]))
    s = G.apply(s, {"type": "play", "card": card, "stack": other})
    return G.apply(s, {"type": "end_turn"})


def bot_turn(state, bot):
    while state.to_move == 1 and state.outcome is None:
        state = G.apply(state, bot.choose(G.view(state, 1), G.legal_actions(state)))
    return state


@pytest.mark.parametrize("stack", ["down", "up"])
def test_the_bot_plays_on_the_asked_stack_on_its_very_first_turn(stack):
    # review 22: asked "play on ▼" before its first turn, the bot laid red 3 on ▲ and ended (13 of these 60
    # deals ignored it): a card fits there in every one of them, so each turn lays one there
    for seed in SEEDS:
        s = asked_then_bot_to_move(seed, stack)
        fitting = [a for a in G.legal_actions(s) if a.get("stack") == stack]
        after = bot_turn(s, NormalBot(G, 1, seed=seed))
        laid = [h for h in after.history if h[0] == 1]
        if fitting:
            assert any(h[2] == stack for h in laid), (seed, laid)
            assert not [e for e in after.caused if e["kind"] == "play_ask_passed"], seed


def test_the_hint_says_why_it_plays_on_the_asked_stack():
    said = []
    for seed in SEEDS:
        s = asked_then_bot_to_move(seed)
        bot = NormalBot(G, 1, seed=seed)
        move = bot.choose(G.view(s, 1), G.legal_actions(s))
        if move.get("stack") == "down" and bot.reason == NormalBot.REASONS["play_ask"]:
            said.append(seed)
    assert said      # some turns lay there only because they were asked, and the hint says so


def test_the_playouts_honour_it_as_the_bot_does():
    # the hard bot's playouts run the normal team's policy on the private simulator: the same move, at the
    # turn's first card and at its second
    for seed in SEEDS:
        s = asked_then_bot_to_move(seed)
        bot = NormalBot(G, 1, seed=seed)
        for _ in range(2):
            if s.to_move != 1:
                break
            view = G.view(s, 1)
            move = bot.policy_choice(dict(view, signalled=True), G.legal_actions(s))
            p = Playout.from_state(s, give_signals=False)
            assert playout.move_as_action(p.normal_move()) == move, seed
            s = G.apply(s, move)


def test_the_hard_bot_keeps_to_moves_that_honour_it():
    for seed in range(8):
        s = asked_then_bot_to_move(seed)
        after = bot_turn(s, HardBot(G, 1, seed=seed, iterations=24))
        assert any(h[2] == "down" for h in after.history if h[0] == 1), seed
