"""Session 29: the first Flush hint at 1280x800 held one frame 1 to 1.8 s on a loaded machine, its arrow's
ways routed from scratch for every start and end point though most segments were the same. The router keeps
what a segment crosses over the ways of one arrow (`arrow_route.Memo`), turns at corners tested in C, and
routes an end point only where a way there could be cheaper than the best found: the same arrow, sooner
(scripts/arrow_route_speed.py --game flush measures it). Headless: counted, not timed."""

import pygame

from quash_table.ui import arrow_route


def _table():
    """A hand of overlapping cards under a row of cards, a label between: the arrow goes from the hand up."""
    soft = [(pygame.Rect(100 + 40 * i, 500, 70, 100), 2.0) for i in range(8)]
    soft += [(pygame.Rect(120 + 90 * i, 150, 70, 100), 2.0) for i in range(6)]
    walls = [pygame.Rect(260, 330, 180, 24), pygame.Rect(90, 270, 60, 20)]
    return soft, walls


def _counted(monkeypatch):
    calls = []
    real = arrow_route.crosses_any

    def counting(u, v, rects):
        calls.append((tuple(u), tuple(v)))
        return real(u, v, rects)
    monkeypatch.setattr(arrow_route, "crosses_any", counting)
    return calls


def test_the_same_way_with_a_memo_and_no_segment_tested_twice(monkeypatch):
    soft, walls = _table()
    starts = [pygame.Vector2(315, 499), pygame.Vector2(332, 499)]
    target = pygame.Rect(380, 150, 70, 100)
    bounds = pygame.Rect(0, 0, 800, 700)
    plain = arrow_route.route_out_into(starts, target, walls, 12, bounds, soft=soft, head=(20, 16))
    calls = _counted(monkeypatch)
    memo = {}
    got = arrow_route.route_out_into(starts, target, walls, 12, bounds, soft=soft, head=(20, 16), memo=memo)
    assert got is not None and [tuple(p) for p in got[0]] == [tuple(p) for p in plain[0]]
    assert abs(got[1] - plain[1]) < 1e-9
    first = len(calls)
    assert first and len(set(calls)) == first, "a segment was tested twice for one arrow"
    again = arrow_route.route_out_into(starts, target, walls, 12, bounds, soft=soft, head=(20, 16), memo=memo)
    assert [tuple(p) for p in again[0]] == [tuple(p) for p in plain[0]]
    assert len(calls) == first, "the same way asked again tested its segments again"


def test_a_costlier_end_point_is_not_routed():
    """route_into stops a way that already costs more than the best found (`within`): the answer is the one
    of every end point routed whole."""
    soft, walls = _table()
    start = pygame.Vector2(315, 499)
    end = pygame.Vector2(415, 200)
    whole = arrow_route.route(start, end, walls, 12, None, soft=soft)
    assert whole is not None
    cost = arrow_route.path_cost(whole, soft, 12)
    assert arrow_route.route(start, end, walls, 12, None, soft=soft, within=cost + 1) == whole
    assert arrow_route.route(start, end, walls, 12, None, soft=soft, within=(end - start).length() - 1) is None
