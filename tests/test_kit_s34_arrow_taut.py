"""Session 34: the hint arrow's route on a crowded table tests only the legs a shortest way could take. A leg that
leaves a corner straight away from its rect, or into it, is no leg of one (a way round a rect runs past its corner,
tangent to it), so it is not tested for what it crosses; and a corner's legs are tested once for all the arrow's
ways. NumberQuash's six-seat steal tested some 80,000 legs (1.5-2.5 s of CPU) and now some 33,000. Headless: the
router alone on a field of rects."""

import pygame

from quash_table.ui import arrow_route


def _field():
    """A crowded table: rows of word boxes (gone round) between rows of cards and their corner indices (crossed
    at a cost), the target far across it."""
    walls = [pygame.Rect(30 + 75 * k + (k % 3) * 7, y, 44 + (k % 4) * 6, 14)
             for y in (90, 210, 330, 450) for k in range(12)]
    soft = [(pygame.Rect(20 + 64 * k, y, 40, 56), 2.0) for y in (120, 240, 360, 480) for k in range(14)]
    soft += [(pygame.Rect(20 + 64 * k, y, 12, 16), 4.0) for y in (120, 240, 360, 480) for k in range(14)]
    starts = [pygame.Vector2(80, 600), pygame.Vector2(100, 600), pygame.Vector2(120, 610)]
    return walls, soft, starts, pygame.Rect(840, 20, 60, 50)


def _counted(monkeypatch):
    calls = [0]
    real = arrow_route.crosses_any

    def counted(*a):
        calls[0] += 1
        return real(*a)
    monkeypatch.setattr(arrow_route, "crosses_any", counted)
    return calls


def test_a_crowded_way_tests_fewer_legs(monkeypatch):
    walls, soft, starts, target = _field()
    calls = _counted(monkeypatch)
    got = arrow_route.route_out_into(starts, target, walls, 11, pygame.Rect(0, 0, 1000, 640), soft=soft, memo={})
    assert got is not None
    # every corner's every leg in the way's ellipse: some 25,000 before
    assert calls[0] <= 17000, calls[0]


def test_the_taut_legs_give_the_way_every_leg_gives():
    walls, soft, starts, target = _field()
    bounds = pygame.Rect(0, 0, 1000, 640)
    for start in starts:
        for end in (pygame.Vector2(target.center), pygame.Vector2(target.x + 15, target.bottom - 12)):
            ways = [arrow_route.route(start, end, walls, 11, bounds, soft=soft, memo={}, taut=taut)
                    for taut in (True, False)]
            assert ways[0] is not None
            costs = [arrow_route.path_cost(w, soft, 11) for w in ways]
            assert costs[0] <= costs[1] + 1e-6, costs


def test_a_leg_away_from_its_corner_or_into_its_rect_is_none():
    # CORNER_SIDES: top left of a rect (+1): legs up-right or down-left run past it; down-right goes into it
    sides = dict(zip(("tl", "tr", "bl", "br"), arrow_route.CORNER_SIDES))
    assert sides["tl"] * (1 * 1) > 0 and sides["tl"] * (1 * -1) < 0
    assert sides["tr"] * (-1 * 1) > 0 and sides["tr"] * (1 * 1) < 0
    out = []
    assert arrow_route.corners([pygame.Rect(100, 100, 50, 50)], [], None, sides=out)
    assert out == arrow_route.CORNER_SIDES
