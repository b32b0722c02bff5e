"""The Game, pass-and-play, while a turn waits to be handed over (the kit's hold, ui/mover_moment.py): the next
person's plate said "to move" under "Ann: turn over · pass the screen to Bob", and the greyed Undo said the
rules' "an ended turn is final (its new cards were drawn): undo takes back lays within a turn only" (review
29). Now no plate is marked until the screen is passed, and Undo says the turn is over, stays, and what to do."""

import pytest

from tests.test_thegame_s28_handover import app, lift, two_cards  # noqa: F401  (app: the fixture)
from tests.ui_helpers import button, click, settle, steps

pytestmark = pytest.mark.ui


def test_a_held_turn_marks_nobody_to_move_and_undo_says_what_to_do(app):  # noqa: F811
    scene = two_cards(app)
    s = scene.session
    steps(app, 3)
    assert s.held_seat() == 0 and s.match.to_move == 1
    assert scene.table.marked is None                   # no plate says "to move"
    words = " ".join(getattr(d, "text", "") for d in scene.table.decor)
    assert "to move" not in words
    undo = next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo")
    assert not undo["enabled"]
    assert undo["reason"] == "Ann: your turn is over, so it stays as you played it. Pass the screen to Bob (Enter)."
    assert "final" not in undo["reason"] and "drawn" not in undo["reason"]
    # passed on, Bob's turn is his: the table marks him again once his hand is up
    click(app, button(scene, "hold:pass").rect.center)
    settle(app, scene)
    lift(app, scene)
    assert s.screen_seat == 1 and scene.table.marked == 1
