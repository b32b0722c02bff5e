"""Session 61, NumberQuash hints (review 60): the hint to bank a double that fits nothing did not say that a double
banked rolls again (End turn would not); a 12's steals were said "steal blue 7 and yellow 7", with neither side."""

from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import NormalBot
from quash_table.games.numberquash.words import describe_hint
from tests.test_numberquash_s60_hint_dud import MINE, THEIRS

R = {"type": "roll"}


def nines_open_then(dice):
    """Two seats; your 9s alone open (Bot 2 has covered 1 to 5 of its blue); you roll `dice`."""
    rolls = [d for mine, theirs in zip(MINE, THEIRS) for d in mine[0] + theirs[0]] + list(dice) + [6, 5] * 20
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1]}, rolls)
    for mine, theirs in zip(MINE, THEIRS):
        for _, cells in (mine, theirs):
            m.play(R)
            m.play({"type": "place", "cells": sorted(list(c) for c in cells)})
    m.play(R)
    assert m.to_move == 0 and tuple(m.state.dice) == tuple(dice)
    return m


def test_the_hint_to_bank_a_double_that_fits_nothing_says_it_rolls_again():
    m = nines_open_then((5, 5))
    legal = m.legal_actions()
    assert {"type": "bank"} in legal and not [a for a in legal if a["type"] == "place"]
    bot = NormalBot(m.game, 0)
    action = bot.choose(m.game.view(m.state, 0), legal)
    assert action == {"type": "bank"}, action
    reason = bot.reason
    assert "a double banked rolls again" in reason and "a double banked rolls again" in reason.short, reason


def test_a_plain_roll_banked_says_no_roll_again():
    m = nines_open_then((6, 4))
    bot = NormalBot(m.game, 0)
    if bot.choose(m.game.view(m.state, 0), m.legal_actions()) == {"type": "bank"}:
        assert "rolls again" not in bot.reason, bot.reason


def test_a_12s_steals_say_each_cells_side():
    steals = [{"seat": 1, "from": ["blue", 0, 7], "to": ["red", 0, 7]},
              {"seat": 2, "from": ["yellow", 1, 7], "to": ["red", 1, 7]}]
    said = describe_hint({"type": "bonus", "value": 12, "steals": steals})
    assert said == "spend your banked 12: steal left blue 7 and right yellow 7", said
