"""NumberQuash, session 59: two hint reasons disagreed on how easy a 9 is. A steal said "only 4 rolls in 36 add up to
9" and a cover said "your right blue 1 and 9 left open are easier to cover later than the 2 and 8" (5 rolls add up to
8). "Easier" now comes from the same odds (reasons.rolls_adding_to, easier_later); where they do not call the cells
left open easier, the hint says the race table's finding, that you finish sooner, and never "easier"."""

import re

from quash_table.games.numberquash.reasons import easier_later, left_open_words, rolls_adding_to


def test_the_odds_are_one_figure():
    assert [rolls_adding_to(n) for n in range(1, 13)] == [0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]


def test_a_9_left_open_is_never_easier_than_an_8_covered():
    said = left_open_words([("blue", 1, 2), ("blue", 1, 8)], [("blue", 1, 1), ("blue", 1, 9)])
    assert "easier" not in said, said
    assert said == "with your right blue 1 and 9 left open, not the 2 and 8, you should finish sooner", said
    assert not easier_later([1, 9], [2, 8]) and not easier_later([9], [3, 7])
    # where the odds agree, as before
    assert left_open_words([("red", 0, 3), ("red", 0, 4)], [("red", 0, 2), ("red", 0, 5)]) == \
        "your left red 2 and 5 left open are easier to cover later than the 3 and 4"
    assert easier_later([8], [9]) and easier_later([1, 5], [6])


def _claims_easier_against_the_odds(reason):
    """A reason calling cells left open easier where a number of them from 7 up has fewer rolls adding up to it
    than a number covered instead (or one covered is small: one die alone covers it)."""
    m = re.search(r"your (.*?) (?:left open|stays? open), not the (.*?)(?: as with .*?)?[:,] (.*)", reason)
    if m is None or "easier" not in m.group(3).split(";")[0]:
        return False
    left = [int(x) for x in re.findall(r"\d", m.group(1))]
    covered = [int(x) for x in re.findall(r"\d", m.group(2))]
    return any(n >= 7 and any(c < 7 or rolls_adding_to(c) > rolls_adding_to(n) for c in covered) for n in left)


def test_no_hint_calls_a_number_easier_than_the_odds_say():
    from tests.test_numberquash_reasons import _positions
    checked = 0
    for _view, _legal, _action, reason in _positions(4):
        for said in (str(reason), getattr(reason, "short", "")):
            checked += 1
            assert not _claims_easier_against_the_odds(said), said
    assert checked > 100
