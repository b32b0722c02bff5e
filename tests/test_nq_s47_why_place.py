"""Session 47, NumberQuash: a placement hint's full reason (H), the leftovers said (review 46-2), stays on the table by
the board at two and three seats, 1024x640 and 1280x800: at three seats, 1024x640, it went to the foot of the Moves
column, six narrow lines far from the octagons, once the words grew."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import ask_hint, close_board, key, make_app, settle, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [2, 3])
def test_the_full_reason_of_a_placement_hint_lies_on_the_table(seats, size):
    # you first, a 2 and a 5 on a fresh board: "cover left red 7": with left red 3 and 4 the 7 stays open
    match = Match("numberquash", ["human"] + ["bot:normal"] * (seats - 1), 3, {"order": list(range(seats))}, [2, 5])
    match.play({"type": "roll"})
    app = make_app(size)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        settle(app, scene)
        key(app, pygame.K_h)
        steps(app, 5)
        text = scene.message[0]
        assert "your left red 3 and 4 stay open, not the 7" in text and "needs both dice" in text, text
        shown = scene.painter.message_rect()
        _, area, log = scene.areas()
        assert area.contains(shown), (shown, area)
        assert not shown.colliderect(log), (shown, log)
    finally:
        close_board(app)
