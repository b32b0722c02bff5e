"""Session 46 (issue 22): a trick's last card, played through apply, goes straight to machine.trick_taken with
the fields apply has read already (after_play no longer builds a state and then another path's): its state is
the one the search bots' do_play makes, field for field, for every last card of random hands at every size."""

import random

import pytest

from quash_table.games import get_game
from quash_table.games.quadwar import machine
from quash_table.games.quadwar.state import HandFacts, State

G = get_game("quadwar")
FIELDS = [f for f in State.__slots__ if f not in ("cause", "facts", "legal", "playable")]


def fields(s):
    return {**{f: getattr(s, f) for f in FIELDS}, **{f: getattr(s.facts, f) for f in HandFacts.__slots__
                                                      if f not in ("rng", "owed", "dealt")}}


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_trick_taken_makes_the_state_do_play_makes_for_every_last_card(seats):
    choice = random.Random(46 + seats).choice
    checked = 0
    for seed in range(3):
        s = G.new_state(seats, seed=seed)
        while s.to_move is not None and s.hand_no <= 2:
            actions = G.legal_actions(s)
            if s.phase == machine.PLAY and len(s.trick) == seats - 1:
                for a in actions:
                    taken = machine.trick_taken(s, a.card_int, s.facts, s._dealt, s.leader)
                    played = s.copy()
                    machine.do_play(played, a.card_int)
                    assert fields(taken) == fields(played)
                    assert taken.rng == played.rng and taken.hands == played.hands
                    assert G.apply(s, a).caused == taken.caused
                    assert machine.legal_mask(taken) == (taken.playable or 0)
                    checked += 1
            s = G.apply(s, choice(actions))
    assert checked > 10 * seats
