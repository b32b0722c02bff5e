"""Session 34: while the way round a new message is routed (the why grown from the hint's words on H again), the
frame keeps drawing the hint's last arrow where it crosses none of the new message's rects (ui/arrow_offframe.py
`_kept_way`): on a loaded machine the arrow vanished for seconds whenever the box changed (Flush, six seats,
review 33b)."""

import pygame
import pytest

from quash_table.ui import arrow_offframe
from tests.ui_helpers import close_board, open_board, step_until, steps

pytestmark = pytest.mark.ui


@pytest.fixture(autouse=True)
def _no_quick_wait(monkeypatch):
    monkeypatch.setattr(arrow_offframe, "QUICK_WAY_SECONDS", 0)


def _hinted_quash():
    app, scene = open_board("quash", ["human", "bot:normal"], seed=3)
    m = scene.session.match
    action = m.legal_actions()[0]
    scene.hints.display(action, "")
    h = scene.hints
    step_until(app, lambda: not h.arrow_pending() and h.frame_drawn()[0])
    steps(app, 2)
    return app, scene, h


def test_the_last_arrow_stays_while_the_way_round_a_new_box_is_routed():
    app, scene, h = _hinted_quash()
    try:
        legs = h.frame_drawn()[0]
        xs = [p[0] for u, v in legs for p in (u, v)]
        ys = [p[1] for u, v in legs for p in (u, v)]
        clear = pygame.Rect(max(xs) + 200, max(ys) + 200, 40, 20)      # a box nowhere near the arrow
        clear.clamp_ip(pygame.Rect(0, 0, 4000, 4000))
        across = pygame.Rect(min(xs) - 5, min(ys) - 5, max(xs) - min(xs) + 10, max(ys) - min(ys) + 10)
        with h._framing():
            kept = h._way([clear], None)
            assert kept and h._unknown, kept         # routed anew, the last arrow drawn meanwhile
            assert h._whole[0], h._whole
            # it would cross the new box: not kept; a quick way drawn meanwhile (session 38: none)
            quick = h._way([across], None)
            assert quick and h._quick_drawn and h._whole[0], quick
    finally:
        close_board(app)
