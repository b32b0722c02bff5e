"""Session 50 item 4: a round's "-9" in the scores stood beside "a total never goes below 0", which reads as a
contradiction. The round's change may be negative; it is the total that stops at 0, and the words say so."""

from quash_table.games.flush import rules as R
from quash_table.ui.rules_files import rules_text


def _event(points):
    return {"kind": "round_scored", "round": 1, "winner": 0, "points": points, "deduction": 12, "mimic": 1,
            "double": False, "held": [None, []], "out": [], "scores": [0, 9], "over": False}


def test_a_negative_round_change_is_never_beside_never_below_zero():
    row = R.round_end_rows(_event([-9, 9]))[0]
    assert row[1] == "-9"
    assert "below" not in row[2] and "the total stops at 0" in row[2] and "only 9 came off" in row[2]


def test_the_rules_page_says_the_total_stops_at_zero_while_the_round_may_show_a_negative_change():
    text = rules_text("flush")
    assert "never below zero" not in text and "the total stops at 0" in text and "−9" in text
