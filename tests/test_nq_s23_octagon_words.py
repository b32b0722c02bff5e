"""Session 23 (review22a): the hints and the log named a cell "octagon 1" / "octagon 2", while nothing on the
board is numbered so; a refusal from the rules even said "octagon 0". A colour's two octagons lie side by side
at every table size, so a cell is named by the side the player sees: "left red 4"."""

import re

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.games import get_game
from tests.test_numberquash_rules import make, place, play, row, ROLL
from tests.ui_helpers import board, close_board, make_app, settle

G = get_game("numberquash")
NUMBERED = re.compile(r"octagon [0-9]\b")


def test_the_log_and_hints_name_an_octagon_by_its_side():
    assert G.describe(place(("blue", 0, 3), ("blue", 1, 4)), 1, 3) == \
        "Seat 2 covers left blue 3 and right blue 4"
    steal = G.describe_hint({"type": "bonus", "value": 11,
                             "steals": [{"seat": 1, "from": ["blue", 1, 7], "to": ["red", 0, 3]}]}, 0, 2)
    assert "right blue 7" in steal and "left red 3" in steal and not NUMBERED.search(steal)


@pytest.mark.parametrize("cell", [("red", 0, 9), ("red", 1, 9)])
def test_a_refusal_names_the_cell_as_the_board_shows_it(cell):
    s = play(make(dice=[5, 4], octagons={"red": row(open0=set(range(1, 9)), open1=set(range(1, 9)))}), ROLL)
    with pytest.raises(IllegalAction) as e:
        G.apply(s, place(cell))
    side = "left" if cell[1] == 0 else "right"
    assert f"{side} red 9 is already covered" in str(e.value), str(e.value)
    assert not NUMBERED.search(str(e.value))


@pytest.mark.ui
def test_the_boards_cells_are_labelled_by_side():
    app = make_app()
    try:
        scene = board(app, "numberquash", ["human", "bot:easy"], seed=3)
        settle(app, scene)
        labels = [t.label for t in scene.table.targets if t.kind == "cell"]
        assert "left red 4" in labels and "right red 4" in labels, labels[:6]
        assert not any(NUMBERED.search(label) for label in labels)
    finally:
        close_board(app)
