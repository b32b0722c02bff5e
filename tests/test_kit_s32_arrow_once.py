"""Session 32: a hint's arrow is routed once for a layout. Pressing H on NumberQuash at 6 seats (a steal, its
arrow across the table) held the window 4-7 s on a loaded machine: 108 ways routed over ~170 corners, each
pair of corners measured and tested again for each. What a pair of corners is to each other is now kept by
their numbers over the ways of one arrow (arrow_route.route), and a layout routed once is not routed again
(hint_way's `_routes`): these tests count the work, not its time."""

import pygame
import pytest

from quash_table.ui import arrow_route, hint_way
from tests.ui_helpers import close_board, steps

pytestmark = pytest.mark.ui


def _walls():
    walls = [pygame.Rect(200 + 90 * i, 120 + 60 * (i % 3), 50, 140) for i in range(6)]
    soft = [(pygame.Rect(150 + 70 * i, 400, 60, 90), 2.0) for i in range(8)]
    return walls, soft


def test_a_second_way_over_the_same_rects_tests_no_segment_again(monkeypatch):
    walls, soft = _walls()
    start, end = pygame.Vector2(100, 300), pygame.Vector2(820, 260)
    memo = {}
    first = arrow_route.route(start, end, walls, 12, None, soft=soft, memo=memo)
    assert first is not None and len(first) > 2            # a way round, not the line
    tested = []
    crosses = arrow_route.crosses_any
    monkeypatch.setattr(arrow_route, "crosses_any", lambda *a: tested.append(a) or crosses(*a))
    again = arrow_route.route(start, end, walls, 12, None, soft=soft, memo=memo)
    assert again == first and not tested, len(tested)
    # ... and the same way as worked out afresh, without the memo
    assert arrow_route.route(start, end, walls, 12, None, soft=soft) == first


def test_numberquash_hint_is_routed_once_for_an_unchanged_layout(monkeypatch):
    # the kit's frames ask for the arrow several times each (the message's place, its band, the parts drawn)
    # and NumberQuash's hint_place rebuilds the table while it places the words: the same layout, no new way
    from tests.test_kit_s32_arrow_keep import numberquash_red_six
    app, scene, action = numberquash_red_six()
    try:
        calls = []
        real = hint_way.route_out_into
        monkeypatch.setattr(hint_way, "route_out_into", lambda *a, **kw: calls.append(1) or real(*a, **kw))
        scene.hints.display(action, "")
        steps(app, 2)
        assert calls and scene.hints.arrow_drawn()[0]
        routed = len(calls)
        drawn = scene.hints.arrow_drawn()
        scene.rebuild()
        steps(app, 3)
        assert len(calls) == routed, (routed, len(calls))
        assert scene.hints.arrow_drawn()[0] == drawn[0]
    finally:
        close_board(app)
