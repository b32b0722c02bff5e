"""Session 58, NumberQuash (review 57): a cover hint's arrow to your left octagon looped under both octagons (two
colours, 1024x640): every octagon of yours was a plate it went round. Only the octagon it points into is now
(hint_place.arrow_plates, arrow_soft; your other cells' numbers still gone round): it goes to its cell straight or
with one bend."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, close_board, hint_placed, match_board, settle

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("dice, cell", [([5, 6], ("blue", 0, 2)), ([2, 6], ("red", 0, 8))])
def test_a_cover_hints_arrow_goes_straight_to_its_left_octagon(dice, cell):
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1], "colours_per_seat": 2}, dice + [1, 2])
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        scene.session.play({"type": "roll"})
        settle(app, scene)
        ask_hint(app, scene)
        hint_placed(app, scene)
        assert tuple(scene.hints.current.action["cells"][0]) == cell, scene.hints.current.action
        legs, _, _ = scene.hints.frame_drawn()
        # it went round under both octagons in six or seven legs; now straight or one bend (round your other cells'
        # numbers, session 29), hardly longer than the line
        assert len(legs) <= 2, legs
        way = sum((v - u).length() for u, v in legs)
        assert way <= 1.25 * (legs[-1][1] - legs[0][0]).length(), legs
    finally:
        close_board(app)
