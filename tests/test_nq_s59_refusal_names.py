"""NumberQuash, session 59: refusals said "Seat 2's" where the plate says "Bot 2" (a die dropped on the bot's octagon:
"That is Seat 2's blue octagon"). A refusal on the table names each seat as the plates and the log do."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import centre, close_board, drag, make_app, piece_rect, settle, steps, target_rect

pytestmark = pytest.mark.ui


def test_a_drop_on_the_bots_octagon_names_the_bot_as_its_plate_does():
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [5, 3])
    m.play({"type": "roll"})
    app = make_app((1024, 640))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        drag(app, centre(piece_rect(scene, "dice:pair")), centre(target_rect(scene, "cell:blue:0:5")))
        steps(app, 5)
        said = scene.message[0]
        assert said.startswith("That is Bot 2's blue octagon"), said
        assert "Seat" not in said, said
    finally:
        close_board(app)


def test_a_rules_refusal_names_the_seat_as_its_plate_does():
    m = Match("numberquash", ["human", "bot:normal", "bot:normal"], 3, {"order": [0, 1, 2]})
    app = make_app((1024, 640))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        # (a refusal the rules give, as Board.act shows it: "Seat 3 has no covered cell to steal from")
        scene.refuse("Seat 3 has no covered cell to steal from")
        assert scene.message[0] == "Bot 3 has no covered cell to steal from", scene.message
    finally:
        close_board(app)
