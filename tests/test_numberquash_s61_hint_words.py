"""NumberQuash hint words, review 61: once cells are picked the reason compares only with moves still possible
(revu_22b->23b: with right red 1 picked for 1 and 6, "right red 3 and 4 would do just as well" no longer fitted);
"the only number of yours that adds up to 7" stood beside a ringed right red 7 (revu_64b)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import Position
from quash_table.games.numberquash.composer import NumberQuashComposer
from quash_table.games.numberquash.reasons import placement_reason
from tests.ui_helpers import ask_hint, board, close_board, key, make_app, settle, step_until


def rolled_5_2():
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [5, 2, 3, 5, 4, 4])
    m.play({"type": "roll"})
    return m, m.legal_actions(), m.game.view(m.state, 0)


def _cells(a):
    return sorted(tuple(c) for c in a["cells"])


def test_with_a_cell_picked_the_reason_weighs_only_the_ways_to_finish_it():
    m, legal, view = rolled_5_2()
    c = NumberQuashComposer(view, legal)
    c.picks = [(("red", 0, 1), None)]
    building = c.building()
    one_six = next(a for a in building if _cells(a) == [("red", 0, 1), ("red", 0, 6)])
    said = str(placement_reason(Position(dict(view, building=building)), one_six, legal))
    # every move it names keeps the left red 1 picked: not the 7, not 3 and 4; the 1 picked is not named again
    assert said.startswith("your left red 2 and 4 stay open, not the 6:"), said
    assert "red 7" not in said and "3 and 4" not in said, said


def test_the_only_way_left_to_finish_is_said_so():
    m, legal, view = rolled_5_2()
    c = NumberQuashComposer(view, legal)
    c.picks = [(("red", 0, 1), None), (("red", 0, 2), None)]
    building = [a for a in c.building() if len(a["cells"]) == 3]
    assert building, c.building()
    said = str(placement_reason(Position(dict(view, building=building)), building[0], legal))
    assert said.startswith("the only way left to make up the 7 with the cells picked"), said


def test_the_only_number_names_the_same_number_on_the_other_octagon():
    m, legal, view = rolled_5_2()
    left = next(a for a in legal if a["type"] == "place" and _cells(a) == [("red", 0, 7)])
    right = next(a for a in legal if a["type"] == "place" and _cells(a) == [("red", 1, 7)])
    said = str(placement_reason(Position(view), left, [left, right]))
    assert said.startswith("the only number of yours that adds up to 7 (or right red 7, the same number)"), said
    alone = str(placement_reason(Position(view), left, [left]))
    assert alone.startswith("the only number of yours that adds up to 7"), alone
    assert "right red 7" not in alone, alone


@pytest.mark.ui
def test_the_why_after_a_hinted_pick_weighs_only_what_is_still_possible():
    """Seed 7, two people, 6+6: the hint covers left red 3 and 9; Enter picks the 3; H, H: the why said "your left red
    4 and 8 stay open, not the 3 and 9", a move the pick had ruled out (revu_171b, 22b)."""
    app = make_app((1024, 640), animation="instant")
    try:
        scene = board(app, "numberquash", ["human", "human"], seed=7)
        settle(app, scene)
        key(app, pygame.K_r)
        settle(app, scene)
        ask_hint(app, scene)
        action = scene.hints.current.action
        cells = sorted(tuple(c) for c in action.get("cells", ()))
        if cells != [("red", 0, 3), ("red", 0, 9)]:
            pytest.skip(f"the hint here is {action}")
        key(app, pygame.K_RETURN, frames=3)
        settle(app, scene)
        assert scene.composer.picked() == [("red", 0, 3)]
        key(app, pygame.K_h, frames=3)
        step_until(app, lambda: scene.hints.full_shown(), timeout=30)
        said = str(scene.message[0])
        assert said.startswith("Hint: now cover left red 9"), said
        assert "4 and 8" not in said and "not the 3" not in said, said
    finally:
        close_board(app)
