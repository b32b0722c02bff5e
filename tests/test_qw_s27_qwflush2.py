"""Session 27 (qwflush2): what a new player found in Quadruple War and Flush."""

import random

from quash_table.engine import stand_ins
from quash_table.engine.match import Match
from quash_table.ui.out_choice import for_you_note

SEATS = ["human", "bot:random", "bot:random", "bot:random"]


def _to_hand_result(m, hand):
    """Play random moves until the move that scored hand `hand` (the table at that hand's result)."""
    rng = random.Random(7)
    while True:
        m.play(rng.choice(m.legal_actions()))
        if any(e["kind"] == "hand_scored" and e["hand"] == hand for e in m.state.caused):
            return rng


def test_bots_let_finish_at_hand_2s_result_play_from_hand_3_on():
    # review 27 (22-summary.png): "a normal bot played your seat from hand 2 on" though the person played
    # hands 1 and 2 and chose Let the bots finish at hand 2's result: the bot's first move is hand 3's
    m = Match("quadwar", SEATS, seed=5, options={"target": 100})
    rng = _to_hand_result(m, 2)
    stand_ins.record(m, [0])
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    assert stand_ins.progress_at(m, 0) == "hand 3"
    assert " from\u00a0hand\u00a03\u00a0on:" in for_you_note(m, 0)
