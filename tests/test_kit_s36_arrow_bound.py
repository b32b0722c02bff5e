"""Session 36: the hint arrow's search counts the turns a way must still make (arrow_route.route's `turn_bound`).
Every turn costs TURN_COST (session 35), but the search's lower bounds were the straight lines alone: a corner the
end is not in sight of (or whose last leg has no room for the head) now costs at least a turn more to finish from,
and a way whose own straight line is blocked at least one turn; so ways dearer than one known are dropped sooner.
The ways chosen are those the old bounds chose: the same routes over many random tables, the old bound kept as
the reference (`turn_bound=False`). Headless, counted, never timed."""

import functools
import heapq
import random

import pygame

from quash_table.ui import arrow_route
from quash_table.ui.arrow_head import HeadRoom

BOUNDS = pygame.Rect(0, 0, 1000, 640)


def _table(seed):
    """A random table: word boxes (gone round), cards and their indices (crossed at a cost), a hand at the foot and
    a target across it."""
    rng = random.Random(seed)
    walls = [pygame.Rect(rng.randrange(20, 900), rng.randrange(60, 480), rng.randrange(20, 140), rng.randrange(10, 30))
             for _ in range(rng.randrange(4, 16))]
    soft = []
    for _ in range(rng.randrange(3, 14)):
        r = pygame.Rect(rng.randrange(20, 900), rng.randrange(40, 470), 46, 64)
        soft += [(r, 2.0), (pygame.Rect(r.x, r.y, 14, 19), 4.0)]
    x = rng.randrange(80, 800)
    starts = [pygame.Vector2(x + 20 * k, 560) for k in range(rng.randrange(1, 4))]
    target = pygame.Rect(rng.randrange(40, 880), rng.randrange(20, 160), 60, 84)
    starts = [q for q in starts if not any(w.inflate(24, 24).collidepoint(q) for w in walls)] or starts
    return walls, soft, starts, target


def _key(way):
    return None if way is None else ([tuple(p) for p in way[0]], round(way[1], 6))


def _ways(seed, turn_bound):
    walls, soft, starts, target = _table(seed)
    old = arrow_route.route
    arrow_route.route = functools.partial(old, turn_bound=turn_bound)
    try:
        full = arrow_route.route_out_into(starts, target, walls, 11, BOUNDS, soft=soft, head=(30, 16), memo={},
                                          head_room=HeadRoom((32, 19), walls))
        # ... and a closer way searched within a bound, as hint_way does
        close = arrow_route.route_out_into(starts, target, walls, 7, BOUNDS, soft=soft, head=(30, 16), memo={},
                                           within=full and full[1] * 0.9)
    finally:
        arrow_route.route = old
    return _key(full), _key(close)


def _popped(monkeypatch):
    """How many corners the searches take off their queue (heapq.heappop in arrow_route), counted."""
    count = [0]

    def pop(todo):
        count[0] += 1
        return heapq.heappop(todo)
    monkeypatch.setattr(arrow_route, "heapq", type("counted", (), {"heappop": staticmethod(pop),
                                                                   "heappush": staticmethod(heapq.heappush)}))
    return count


def test_the_turn_bound_chooses_the_ways_the_old_bound_chose():
    found = 0
    for seed in range(120):
        old, new = _ways(seed, False), _ways(seed, True)
        assert new == old, seed
        found += old[0] is not None and len(old[0][0]) > 2
    assert found >= 40, found      # most tables have a way that turns (a test of the bound, not of straight lines)


def test_the_turn_bound_takes_fewer_corners(monkeypatch):
    count = _popped(monkeypatch)
    taken = {}
    for turn_bound in (False, True):
        count[0] = 0
        for seed in range(60):
            _ways(seed, turn_bound)
        taken[turn_bound] = count[0]
    assert taken[True] < 0.9 * taken[False], taken


def test_a_blocked_line_within_its_length_and_a_turn_is_no_way():
    # a wall across the line: the way round turns, so it costs more than the line and a turn; asked for a way
    # within less, the search stops before it starts
    start, end = pygame.Vector2(100, 400), pygame.Vector2(100, 100)
    wall = pygame.Rect(60, 240, 80, 20)
    way = arrow_route.route(start, end, [wall], 8, BOUNDS)
    assert way is not None and len(way) > 2
    line = (end - start).length()
    assert arrow_route.path_cost(way, (), 8) > line + arrow_route.TURN_COST
    count = [0]
    real = arrow_route.corners

    def corners(*a, **kw):
        count[0] += 1
        return real(*a, **kw)
    arrow_route.corners = corners
    try:
        assert arrow_route.route(start, end, [wall], 8, BOUNDS, within=line + arrow_route.TURN_COST - 1) is None
        assert count[0] == 0
        assert arrow_route.route(start, end, [wall], 8, BOUNDS, within=line + arrow_route.TURN_COST - 1,
                                 turn_bound=False) is None
        assert count[0] == 1            # the old bound looked for one among the corners
    finally:
        arrow_route.corners = real
