"""Session 36: beside a straight hint arrow across the middle of the band over your hand (the arrow no longer hooks
round your hand's caption) a hint went up among the seats' plates at 1280x800, far from its band, where two lines
fit beside the arrow in the band. The strip over the stacks is the board's play (t.play_rects): no message goes
there."""

import pygame
import pytest

from tests.ui_helpers import board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui

REASON = "starts \u25bc with a 7, passing over 8 to 10, which still fit \u25b2"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_hint_beside_a_straight_arrow_stays_in_the_band_under_the_stacks(size):
    app = make_app(size=size, animation="instant")
    scene = board(app, "thegame", ["human", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        m = scene.session.match
        for action in ({"type": "signal", "text": {"colour": "P", "height": "middle"}},
                       {"type": "play", "card": "P5", "stack": "up"}, {"type": "play", "card": "P3", "stack": "up"}):
            assert action in m.legal_actions(), (action, m.legal_actions())
            scene.act(action)
            settle(app, scene)
        assert m.to_move == 0 and "Y7" in m.state.hands[0], m.state.hands
        scene.hints.display({"type": "play", "card": "Y7", "stack": "down"}, REASON)
        steps(app, 3)
        assert len(scene.hints.arrow_drawn()[0]) <= 2
        rect = pygame.Rect(scene.painter.message_rect())
        mats = [scene.table.target_by_id[f"stack:{s}"].rect for s in ("up", "down")]
        assert rect.top > max(r.bottom for r in mats), (rect, mats)
        assert rect.collidelist(scene.hints.arrow_band()) < 0, rect
    finally:
        close_board(app)
