"""Session 26 (review: "At the hand-2 result I chose Menu → Save game. The pause panel said 'Saved. Load lists it as
Quadruple War (Bags) · hand 3 · …' while the board said 'Hand 2 is over'"): Quadruple War says where a save at a
hand's result stands as Flush does its rounds (Game.progress: "hand 1's result"), the save opens on that result
waiting for Next, and after Next it is the next hand's."""

import random

from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, save_match
from quash_table.engine.standing import RESULT, match_standing


def to_first_result():
    m = Match("quadwar", ["human", "bot:random", "bot:random", "bot:random"], 3, {"target": 100, "bags": True})
    rng = random.Random(1)
    while m.state.hand_no == 1:
        m.play(rng.choice(m.legal_actions()))
    return m, rng


def test_a_save_at_a_hands_result_says_that_hands_result_and_opens_on_it(tmp_path):
    m, rng = to_first_result()
    assert m.game.progress(m.state) == ["hand", 1, RESULT]
    assert match_standing(m)["progress"] == ["hand", 1, RESULT]          # not ["hand", 2]: the board says hand 1
    path = tmp_path / "qw.json"
    save_match(m, path)
    again = load_match(path)
    assert again.result_unseen and again.state.hand_no == 2
    m.play(rng.choice(m.legal_actions()))                               # the next hand's first bid
    assert m.game.progress(m.state) is None and match_standing(m)["progress"] == ["hand", 2]


def test_the_save_row_at_a_result_names_the_hand_scored(tmp_path):
    from quash_table.ui.save_list import describe_save
    m, _ = to_first_result()
    path = tmp_path / "qw.json"
    save_match(m, path)
    row = describe_save(path)
    text = row if isinstance(row, str) else " ".join(str(v) for v in (row.values() if isinstance(row, dict) else row))
    assert "hand 1 scored" in text and "hand 2" not in text, text
