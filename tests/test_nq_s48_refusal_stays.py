"""Session 48, NumberQuash (review 47b): a wrong drop's reason was timed out and the hint's words took the caption
back while the player was still reading why. A refusal's reason now stands until the player's next click or key,
whatever else wants the caption (the hint's words come back after it); then it goes at once."""

import pygame
import pytest

from tests.test_nq_s48_hint_in_sight import rolled_with_hint
from tests.ui_helpers import DT, centre, close_board, drag, key, steps

pytestmark = pytest.mark.ui


def refused_drop(size):
    """You first at three seats, a 2 and a 5 rolled, the hint shown; the 2 dropped on a bot's cell."""
    app, scene = rolled_with_hint(size, [2, 5])
    assert scene.message[1] == "hint"
    die = scene.table.piece_by_id["die:1:0"]
    drag(app, centre(die.home), centre(scene.table.target_by_id["cell:blue:0:8"].rect))
    assert scene.message is not None and scene.message[1] == "error", scene.message
    return app, scene


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_refusal_stands_over_the_hint_until_the_next_key(size):
    app, scene = refused_drop(size)
    try:
        reason = scene.message[0]
        steps(app, int(12 / DT))                   # 12 s: it went at 3.5 s, the hint's words over it
        assert scene.message is not None and scene.message[0] == reason, scene.message
        scene.show_message("Hint: cover left red 7", "hint", 9)       # a hint's words wanting the caption wait
        assert scene.message[0] == reason
        key(app, pygame.K_LSHIFT)                  # a modifier alone is no action
        assert scene.message[0] == reason
        key(app, pygame.K_TAB, frames=3)           # the next action: the reason goes, the hint's words come back
        assert scene.message is None or scene.message[0] != reason, scene.message
    finally:
        close_board(app)
