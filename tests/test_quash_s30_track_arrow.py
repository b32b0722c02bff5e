"""Session 30 (new players): QUASH's hint arrow ran slantwise over the score track's point boxes (four of them at
1024x640). The boxes are `arrow_soft` now (QuashMarks.arrow_soft, at hint_way.WORD_COST): the arrow goes round them
where it can and crosses where it must (your hand lies under your track), the shortest way across; walls there left
some arrows no way at all."""

import pygame
import pytest

from quash_table.games.quash import art
from tests.ui_helpers import board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


def _crossed(rect, legs):
    """Pixels of the legs [(from, to)] inside `rect`."""
    out = 0.0
    for u, v in legs:
        got = rect.clipline(u, v)
        if got:
            out += pygame.Vector2(got[0]).distance_to(got[1])
    return out


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_hint_arrow_crosses_your_track_the_short_way_and_never_theirs(size):
    app = make_app(size=size, animation="instant")
    scene = board(app, "quash", ["human", "bot:normal"], seed=1)
    try:
        settle(app, scene)
        deco = scene._deco
        cells = {w: art.track_layout(scene.metrics, deco["g"]["track"][w], deco["target"])["cells"]
                 for w in ("top", "bottom")}
        mine = "bottom" if deco["bottom"] == 0 else "top"
        theirs = "top" if mine == "bottom" else "bottom"
        legal = [a for a in scene.session.screen_legal() if a.get("card") == "6S" and a.get("spot") == 1]
        assert legal
        scene.hints.display(legal[0], "a reason")
        steps(app, 2)
        legs, _, _ = scene.hints.arrow_drawn()
        assert legs
        assert _crossed(cells[theirs], legs) == 0
        # across, not along: at most a little more than the track's height (it ran 37.6 px over 18 px high)
        assert _crossed(cells[mine], legs) <= 1.4 * cells[mine].h, (legs, cells[mine])
    finally:
        close_board(app)
