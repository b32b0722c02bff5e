"""Session 61, NumberQuash plates (review 60): a bot's plate said "2 rolls: 2 cells" or "rolled 6+4: 4 cells" where
the cells themselves fitted. The plate names the cells first (from the rules' placed events), in fewer letters
where short of room, and counts them only where no name fits."""

from quash_table.games.numberquash.plate_news import fitted, turn_parts
from tests.test_nq_s37_plates import named, placed, roll, whose


def test_a_turn_of_two_rolls_names_its_cells_where_they_fit():
    parts = turn_parts([roll(2, 2), placed(("blue", 0, 4)), roll(4, 5), placed(("blue", 0, 9))], 1, named, whose)
    assert fitted(parts, lambda s: len(s) <= 26) == "2 rolls: left blue 4 and 9"
    assert fitted(parts, lambda s: len(s) <= 20) == "left blue 4 and 9"
    assert fitted(parts, lambda s: len(s) <= 16) == "2 rolls: 2 cells"     # no name fits: counted


def test_one_roll_names_its_cells_before_saying_rolled():
    parts = turn_parts([roll(6, 4), placed(("red", 0, 1), ("red", 0, 2), ("red", 0, 3), ("red", 0, 4))], 1,
                       named, whose)
    assert fitted(parts, lambda s: len(s) <= 28) == "6+4: left red 1, 2, 3 and 4"
    assert fitted(parts, lambda s: len(s) <= 22) == "6+4: left red 1,2,3,4"
    assert fitted(parts, lambda s: len(s) <= 19) == "left red 1,2,3,4"
    assert fitted(parts, lambda s: True) == "rolled 6+4: left red 1, 2, 3 and 4"
