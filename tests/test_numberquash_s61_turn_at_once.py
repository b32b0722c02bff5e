"""Session 61, NumberQuash pass-and-play (review 60): after Player 1's roll that fitted nothing the header read
"Player 2 to roll", Roll lit, over Player 1's octagons for 2-4 s (the kit's look, `linger`, after the move) before
the table turned. Now the header and the table change together: no look, the table turns once the move is told."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.test_numberquash_s58_dud_stays import before_a_dud
from tests.ui_helpers import DT, close_board, match_board, steps

R = {"type": "roll"}
pytestmark = pytest.mark.ui


def _watch(app, scene, seconds):
    """Each frame's (header status, seat at the screen) for `seconds`."""
    seen = []
    for _ in range(int(seconds / DT)):
        steps(app, 1)
        seen.append((scene.hud.shown.get("status", ""), scene.session.screen_seat))
    return seen


@pytest.mark.parametrize("move", ["nothing fits", "cover"])
def test_the_header_names_the_next_person_only_with_their_table(move):
    m = before_a_dud() if move == "nothing fits" else \
        Match("numberquash", ["human", "human"], 1, {"order": [0, 1]}, [3, 4] * 20)
    app, scene = match_board(m, size=(1024, 640), animation="normal")
    try:
        s = scene.session
        s.play(R)
        if move == "cover":
            steps(app, int(3 / DT))
            s.play(next(a for a in s.screen_legal() if a["type"] == "place"))
        assert m.to_move == 1
        seen = _watch(app, scene, 3.0)
        wrong = [(said, seat) for said, seat in seen if said.startswith("Player 2") and seat != 1]
        assert not wrong, wrong[:3]
        assert seen[-1] == ("Player 2, your turn", 1), seen[-1]
    finally:
        close_board(app)
        pygame.display.quit()
