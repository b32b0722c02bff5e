"""Session 58, NumberQuash: a click on another player's cell with your dice up said nothing (the click was read on
your own cells alone); it is refused now with why, as other refused moves are: whose octagon it is and whose cells
you cover (composer._why_not_cell, through cell_input's click)."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import centre, click, close_board, match_board, settle

pytestmark = pytest.mark.ui


def test_a_click_on_their_cell_says_whose_it_is():
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1]}, [3, 4, 1, 2])
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        scene.session.play({"type": "roll"})
        settle(app, scene)
        n = len(m.actions)
        theirs = next(g["rect"] for cell, g in scene.table_geo.items() if not g["mine"] and cell[2] == 7)
        click(app, centre(theirs))
        assert len(m.actions) == n
        said = scene.message[0] if scene.message else ""
        assert said.startswith("That is Bot 2's blue octagon") and "the red ones" in said, said
    finally:
        close_board(app)
