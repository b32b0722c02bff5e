"""Session 34: the hint arrow's route is cheaper (NumberQuash's six-seat steal took 108 route searches, 1.5-3 s of
CPU, and came 10-25 s after the words on a loaded machine). Each start's way to the target's centre is looked at
first, and only the cheapest start's nearer end points are tried; a start, an end point or the closer way is
searched only for a way cheaper than one known. Headless: the router alone on a field of rects."""

import pygame

from quash_table.ui import arrow_route


def _field():
    """A far target behind a wall of rects with gaps, cards (soft) strewn between: a way across a crowded table."""
    walls = [pygame.Rect(x, 300, 60, 20) for x in range(40, 900, 90)]
    walls += [pygame.Rect(x, 160, 50, 18) for x in range(90, 900, 110)]
    soft = [(pygame.Rect(x, y, 40, 56), 2.0) for x in range(60, 900, 120) for y in (200, 380)]
    starts = [pygame.Vector2(120, 520), pygame.Vector2(140, 520), pygame.Vector2(160, 540)]
    target = pygame.Rect(780, 40, 60, 80)
    return walls, soft, starts, target


def _counted(monkeypatch):
    calls = [0]
    real = arrow_route.route

    def counted(*a, **kw):
        calls[0] += 1
        return real(*a, **kw)
    monkeypatch.setattr(arrow_route, "route", counted)
    return calls


def _every_way(walls, soft, starts, target, margin, bounds):
    """The cheapest way over every start and every end point, each searched in full (as before session 34)."""
    best = None
    for q in starts:
        for point in arrow_route.GRID:
            path = arrow_route.route_into(q, target, walls, margin, bounds, soft=soft, grid=[point], memo={})
            if path is not None:
                cost = arrow_route.way_cost(path, soft, margin, target)
                best = cost if best is None else min(best, cost)
    return best


def test_a_far_target_is_routed_in_fewer_searches_and_no_dearer_way(monkeypatch):
    walls, soft, starts, target = _field()
    bounds = pygame.Rect(0, 0, 1000, 640)
    every = _every_way(walls, soft, starts, target, 11, bounds)
    calls = _counted(monkeypatch)
    got = arrow_route.route_out_into(starts, target, walls, 11, bounds, soft=soft, memo={})
    assert got is not None
    # three starts' centres, then the cheapest start's eight other end points: 27 searches before
    assert calls[0] <= 11, calls[0]
    assert got[1] <= every + 1.0, (got[1], every)


def test_a_way_dearer_than_one_known_is_not_searched_for(monkeypatch):
    # the closer way (hint_way: taken only where it costs TIGHT_PRICE times less than the full one) is searched
    # within that bound: where none is cheaper, None, and its search stops early
    walls, soft, starts, target = _field()
    bounds = pygame.Rect(0, 0, 1000, 640)
    full = arrow_route.route_out_into(starts, target, walls, 11, bounds, soft=soft, memo={})
    assert arrow_route.route_out_into(starts, target, walls, 11, bounds, soft=soft, memo={},
                                      within=full[1] / 2) is None
    again = arrow_route.route_out_into(starts, target, walls, 11, bounds, soft=soft, memo={}, within=full[1] + 1)
    assert again is not None and again[1] == full[1]


def test_the_ways_of_one_hint_share_one_route_memo():
    # the way round the hint's message (arrow_parts) prices the same card crossings as its first way: one memo
    # for the hint on its table, a new one for another hint or table
    from quash_table.ui.hint_way import HintArrowWays

    class Board:
        table = object()

    ways = HintArrowWays()
    ways.board = Board()
    hint = {"marks": []}
    memo = ways._hint_memo(hint)
    memo["seen"] = True
    assert ways._hint_memo(hint) is memo
    assert ways._hint_memo({"marks": []}) is not memo
    ways.board.table = object()
    assert "seen" not in ways._hint_memo(hint)
