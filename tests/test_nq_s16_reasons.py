"""Review 16: a die that fits no way to make the total says the real reason."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.state import LETTERS
from tests.test_numberquash_scene import close
from tests.ui_helpers import centre, drag, make_app, settle

pytestmark = pytest.mark.ui


def double_four_one_open_four():
    """You (red) roll a double 4 with one open 4 (octagon 2) and the 1, 2, 3 and 5-7 covered: 8 goes only
    on an 8 cell, the open 4 has no partner."""
    match = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]}, [4, 4])
    s = match.state
    red = s.colours[0][0]
    cells = list(s.cells[red])
    for o in (0, 1):
        for n in (1, 2, 3, 5, 6, 7) + ((4,) if o == 0 else ()):
            cells[o * 10 + n - 1] = LETTERS[red]
    s.cells[red] = "".join(cells) if isinstance(s.cells[red], str) else cells
    match.play({"type": "roll"})
    return match


def test_a_double_with_one_open_cell_of_its_number_says_it_needs_two():
    # 49.png: "No open cell 4 of yours helps make 8" while that 4 was open on octagon 2
    from quash_table.ui.tables import board_for_match
    match = double_four_one_open_four()
    assert match.state.dice == (4, 4)
    app = make_app((1280, 800))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    settle(app, scene)
    try:
        assert scene.table.target_by_id["cell:red:1:4"] is not None
        four = next(p for p in scene.table.pieces if getattr(p, "key", None) == "die:0")
        drag(app, centre(four.rect), centre(scene.table.target_by_id["cell:red:1:4"].rect))
        assert scene.message is not None and scene.message[1] == "error", scene.message
        words = scene.message[0]
        assert "No open cell 4" not in words
        assert words.startswith("Your red 4 (2nd octagon) can't take this die: a double 4 on its own numbers needs a "
                                "second open 4"), words
        assert "Cover 8 another way" in words
    finally:
        close(app)
