"""Session 58, NumberQuash hints (review 57): "the 1 and 9 left open" did not say which octagon's (each cell is named
by its colour and side now: reasons.left_open_words, trade_words), and a hint to cover a 10 said nothing of the bank
beside it (reasons.not_banked_words: why not banked, in a few words, first)."""

from quash_table.games.numberquash.reasons import left_open_words, trade_words
from tests.test_nq_s47_why_words import _reason_for


def test_the_cells_left_open_are_named_by_side():
    said = left_open_words([("red", 0, 3), ("red", 0, 4)], [("red", 0, 1), ("red", 1, 6)])
    assert said == "your left red 1 and right red 6 left open are easier to cover later than the 3 and 4"
    # (a 9 left open is no easier than a 7 covered: fewer rolls add up to 9; session 59)
    said = left_open_words([("red", 0, 3), ("red", 0, 7)], [("red", 0, 1), ("red", 1, 9)])
    assert said == "with your left red 1 and right red 9 left open, not the 3 and 7, you should finish sooner"
    said = trade_words([("red", 0, 1), ("red", 0, 9)], [("red", 0, 2), ("red", 0, 8)], "left red 2 and 8")
    assert said == "your left red 2 and 8 stay open, not the 1 and 9"


def test_a_cover_of_a_10_says_why_not_banked():
    reason = _reason_for([4, 6], [("red", 0, 1), ("red", 0, 9)])
    assert reason.startswith("covered, not banked: these cells are worth more now than a free roll or a block later; ")
    assert reason.short.startswith("covered, not banked: "), reason.short
    assert "not banked" in _reason_for([5, 6], [("red", 0, 2), ("red", 0, 9)]) and "a steal later" in \
        _reason_for([5, 6], [("red", 0, 2), ("red", 0, 9)])


def test_no_bank_words_where_the_roll_cannot_be_banked():
    assert "bank" not in _reason_for([3, 5], [("red", 0, 8)])
