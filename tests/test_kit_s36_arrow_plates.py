"""Session 36: NumberQuash's octagons (the board's `arrow_plates`, session 35) made the hint arrow's CPU grow by a
fifth and more (a steal's arrow at six seats, 1024x640: some 460 ms, 170 ms without them). A plate's rect over one of
the target's end points was left out of that way's costs (arrow_route.priced_soft leaves out what lies over an end),
so the target's nine end points had several sets of costs, and the corners and legs the router keeps for one set
(arrow_route.Memo) were worked out again for each. The kit now prices a plate round the target and its margin
(arrow_cut.rect_less): one set of costs, its corners worked out once a start, and the plate over the target priced
up to the target's edge (left out whole, its far side was free). Counted, never timed."""

import pygame
import pytest

from quash_table.ui import arrow_route
from quash_table.ui.arrow_cut import rect_less
from tests.test_kit_s35_arrow_plates import _position
from tests.ui_helpers import close_board, match_board, steps


def test_a_rect_less_a_hole_is_covered_by_its_pieces():
    rect, hole = pygame.Rect(100, 100, 80, 60), pygame.Rect(150, 90, 50, 30)
    parts = rect_less(rect, hole)
    assert parts and all(rect.contains(p) and not p.colliderect(hole) for p in parts)
    assert not any(a.colliderect(b) for i, a in enumerate(parts) for b in parts[i + 1:])
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            assert hole.collidepoint(x, y) != any(p.collidepoint(x, y) for p in parts), (x, y)
    assert rect_less(rect, pygame.Rect(0, 0, 10, 10)) == [rect]
    assert rect_less(rect, rect.inflate(4, 4)) == []


def _counted():
    calls = [0]
    real = arrow_route.corners

    def counted(*a, **kw):
        calls[0] += 1
        return real(*a, **kw)
    arrow_route.corners = counted
    return calls, real


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_an_octagon_arrow_works_its_corners_out_once_a_start(size):
    """Two seats: the die's arrow from the tray to your left octagon's 6 (test_kit_s35_arrow_plates). Its ways
    worked their corners out 12-13 times (each end point's plates left out in turn), now once for each way's set of
    rects and starts."""
    m, action = _position(2, 16, lambda a: a["type"] == "place" and len(a["cells"]) == 1)
    app, scene = match_board(m, size=size, animation="instant")
    calls, real = _counted()
    try:
        scene.hints.display(action, None)
        steps(app, 3)
        legs = scene.hints.arrow_drawn()[0]
        assert legs
        assert calls[0] <= 6, calls[0]
        # (the octagon the board declares holds the target: a plate over it, priced round it)
        target = next(scene.table.target_by_id[i] for i in scene.hints.current["marks"]
                      if i in scene.table.target_by_id).rect
        assert any(pygame.Rect(r).colliderect(target) for r, _ in scene.arrow_plates())
    finally:
        arrow_route.corners = real
        close_board(app)
