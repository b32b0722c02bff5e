"""NumberQuash, session 59: plates said "1 roll, then 2+3: left green 5" (that roll fitted nothing, or was a double: the
plate never said) and "Bot 1 roll, then 5+3: blue 8" (no side, though every colour has two 8s). A roll given up for room
is said as what it did ("first nothing fit, then 2+3: left green 5"), and a cell is always named with its side."""

from quash_table.games.numberquash.plate_news import fitted, placed_forms, turn_parts
from tests.test_nq_s37_plates import named, placed, roll, whose


def _lines(events):
    parts = turn_parts(events, 1, named, whose)
    return parts, {fitted(parts, lambda s, room=room: len(s) <= room) for room in range(4, 80)}


def test_a_roll_given_up_is_said_as_what_it_did():
    nothing = [roll(1, 2), {"kind": "nothing_fits", "seat": 1, "dice": (1, 2)},
               {"kind": "dice_rolled", "seat": 1, "dice": (2, 3), "free": True}, placed(("green", 0, 5))]
    parts, lines = _lines(nothing)
    assert not [s for s in lines if "1 roll" in s], lines
    said = "first nothing fit, then free roll 2+3: left green 5"
    assert fitted(parts, lambda s: s == said or len(s) < 6) == said
    double = [roll(4, 4), placed(("blue", 0, 8)), roll(5, 3), placed(("blue", 1, 8))]
    parts, lines = _lines(double)
    assert not [s for s in lines if "1 roll" in s], lines
    said = "first a double, 1 cell, then 5+3: right blue 8"
    assert fitted(parts, lambda s: s == said or len(s) < 6) == said


def test_a_cell_is_never_named_without_its_side():
    assert placed_forms([("blue", 0, 8)]) == ("left blue 8", "1 cell")
    double = [roll(4, 4), placed(("blue", 0, 8)), roll(5, 3), placed(("blue", 1, 8))]
    _, lines = _lines(double)
    for line in lines:
        for colour_at in [i for i, w in enumerate(line.replace(":", " ").split()) if w == "blue"]:
            assert line.replace(":", " ").split()[colour_at - 1] in ("left", "right"), line
