"""Review 24: the replay's ◀◀ / ▶▶ (a round at a time) treated a whole QUASH game as one round, "This is the last
round" from move 0: QUASH's dealer deals with a move of its own after the round is scored, which the round
starts did not read. Every game with rounds gets one start a round (headless: ui/replay_moments.py)."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui.replay_moments import RoundStarts


class _Played:
    """What RoundStarts reads of a replay: the states the game went through, the first one before any move."""

    def __init__(self, states):
        self.states = states

    def replay_states(self):
        return self.states


def _random_game(game_id, seats, options, seed=1):
    m = Match(game_id, seats, seed=seed, options=options)
    rng = random.Random(seed)
    states = [m.state]
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
        states.append(m.state)
    return m, states


@pytest.mark.parametrize("game_id, seats, options, rounds", [
    ("quash", ["bot:normal"] * 2, {}, lambda s: s.round),
    ("flush", ["bot:normal"] * 2, {}, lambda s: s.round),
    ("quadwar", ["bot:normal"] * 4, {"target": 100}, lambda s: s.hand_no),
])
def test_the_replay_has_one_round_start_a_round_played(game_id, seats, options, rounds):
    m, states = _random_game(game_id, seats, options)
    starts = RoundStarts(m.game, _Played(states))
    assert len(starts.starts) == rounds(m.state) > 1
    # each start after the first shows a new round's number, the move before it the round before's
    for n in starts.starts[1:]:
        assert rounds(states[n]) == rounds(states[n - 1]) + 1 or rounds(states[n - 1]) < rounds(states[n])
    # from the first move ▶▶ goes to the first round's scored board (a stop of its own since session 27), then
    # the second round's deal, not "the last round"
    result = starts.next(1, False)
    assert result[1] is True and result[0] < starts.starts[1] + 1, result
    assert starts.next(*result) == (starts.starts[1], False)
    assert starts.previous(len(states) - 1, False)[0] == starts.starts[-1]
