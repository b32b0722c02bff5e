"""Session 51, issue 23 (NumberQuash, new players): a plate with little room, mid-turn after a roll placed and
a new roll waiting, read "1 roll, then rolled 2+5": the roll said twice. Rolls counted, the waiting roll is its
dice alone, as a counted turn's last roll always was ("2 rolls, then 5+3: 2 cells")."""

from quash_table.games.numberquash.plate_news import fitted, turn_parts
from tests.test_nq_s37_plates import named, placed, roll, whose


def test_a_waiting_roll_after_rolls_counted_is_said_once():
    parts = turn_parts([roll(3, 3), placed(("blue", 0, 2), ("blue", 0, 4)), roll(2, 5)], 1, named, whose)
    said = [fitted(parts, lambda s, room=room: len(s) <= room) for room in range(10, 60)]
    # (session 59: "1 roll, then 2+5" did not say that a double came first)
    assert "1 roll" not in " ".join(said), said
    assert fitted(parts, lambda s: s == "first a double, 2 cells, then 2+5" or len(s) < 10) == \
        "first a double, 2 cells, then 2+5"
    assert not [s for s in said if "then rolled" in s], said
    # with room for all, the turn as it went
    assert said[-1].startswith("rolled 3+3: "), said[-1]
