"""Session 30 (issue 22): apply plays a card inside a trick by its own inline copy of machine.after_play's
first branch, and the trick's winner and the next seat come from tables: every field of the state apply
builds is the one after_play builds, and the tables give the arithmetic's answers."""

import random

import pytest

from quash_table.games import get_game
from quash_table.games.quadwar import machine
from quash_table.games.quadwar.cards import SUIT_MASK
from quash_table.games.quadwar.state import HandFacts, State

G = get_game("quadwar")
FIELDS = [f for f in State.__slots__ if f not in ("cause", "facts")]


def fields(s):
    """Every field of a state, its HandFacts' too (the hand's last card makes a new one each time)."""
    return {**{f: getattr(s, f) for f in FIELDS}, **{f: getattr(s.facts, f) for f in HandFacts.__slots__}}


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_apply_builds_every_field_after_play_builds_for_every_card_of_random_hands(seats):
    choice = random.Random(30 + seats).choice
    for seed in range(3):
        s = G.new_state(seats, seed=seed)
        checked = 0
        while s.to_move is not None and s.hand_no <= 2:
            actions = G.legal_actions(s)
            if s.phase == machine.PLAY:
                for a in actions:
                    mine, theirs = G.apply(s, a), machine.after_play(s, a.card_int)
                    assert fields(mine) == fields(theirs)
                    assert mine.caused == theirs.caused
                    checked += 1
            s = G.apply(s, choice(actions))
        assert checked > 20 * seats


def test_the_seat_and_strength_tables_answer_as_the_arithmetic():
    for n in range(2, 6):
        assert machine.NEXT_SEAT[n] == tuple((seat + 1) % n for seat in range(n))
        assert all(machine.SEAT_AT[n][k] == k % n for k in range(2 * n))
    for c in range(64):
        assert machine.FOLLOW[c][1:] == (16 * (c >> 4), SUIT_MASK[c >> 4], c >> 4)
