"""Session 36: the hint arrow's search counts the turns a way must still make (arrow_route.route's `turn_bound`).
Every turn costs TURN_COST (session 35), but the search's lower bounds were the straight lines alone: a corner the
end is not in sight of (or whose last leg has no room for the head) now costs at least a turn more to finish from,
and a way whose own straight line is blocked at least one turn; so ways dearer than one known are dropped sooner.
The ways chosen are those the old bounds chose: the same routes over many random tables, the old bound kept as
the reference (`old_route`, a copy of the router as it was: session 37 took the switch out of arrow_route.route).
Headless, counted, never timed."""

import heapq
import random
from math import sqrt

import pygame

from quash_table.ui import arrow_route
from quash_table.ui import arrow_route as R
from quash_table.ui.arrow_head import HeadRoom

BOUNDS = pygame.Rect(0, 0, 1000, 640)


def old_route(start, end, rects, margin, bounds=None, longest=R.LONGEST, soft=(), last_leg=None, within=None, memo=None,
              reach=None, taut=True):
    """arrow_route.route as it was before session 36's turn bound: its lower bounds the straight lines alone."""
    start, end = pygame.Vector2(start), pygame.Vector2(end)
    straight = (end - start).length()
    cap = longest * straight
    grown = [g for g in (pygame.Rect(r).inflate(2 * margin, 2 * margin) for r in rects)
             if not g.collidepoint(start) and not g.collidepoint(end)]
    # only what a way no longer than `cap` can reach: the ellipse round start and end, boxed
    box = pygame.Rect(min(start.x, end.x), min(start.y, end.y), abs(end.x - start.x) + 1, abs(end.y - start.y) + 1)
    box.inflate_ip(int(cap - straight) + 2, int(cap - straight) + 2)
    grown = [g for g in grown if g.colliderect(box)]
    soft = [(g, w) for g, w in R.priced_soft(soft, margin, start, end, reach) if g.colliderect(box)]

    priced = R.SoftRects(soft)
    blocked, paid, kept = R.Memo.both(memo, grown, soft, bounds)

    def clear(u, v):
        k = (u.x, u.y, v.x, v.y)
        got = blocked.get(k)
        if got is None:
            # ... either way along it: a leg crosses what it crosses coming back (the row of its other end)
            got = blocked[k] = blocked[(v.x, v.y, u.x, u.y)] = R.crosses_any(u, v, grown)
        return not got

    def price(u, v):
        k = (u.x, u.y, v.x, v.y)
        got = paid.get(k)
        if got is None:
            got = paid[k] = priced.cost(u, v)
        return got
    def ends_well(q):
        return last_leg is None or last_leg(q)
    direct = clear(start, end) and ends_well(start)
    if direct and not price(start, end):
        return [start, end]
    first = straight          # (the old bound: no turn counted where the straight line is blocked)
    if within is not None and first > within + 1e-6:
        return None
    if "nodes" not in kept:
        kept["sides"] = []
        kept["nodes"] = R.corners(grown, soft, bounds, memo, kept["sides"])
    corner, sides = kept["nodes"], kept["sides"]
    nodes = corner + [end]
    goal = n = len(corner)
    # A* over the corners by cost (length and what it crosses): the straight distance to the end never
    # overestimates; a way longer than `cap` is none
    # each corner's x, y and straight distance to the end worked out once, the same sums as Vector2.length
    xs, ys = [q.x for q in nodes], [q.y for q in nodes]
    ex, ey = end.x, end.y
    togo = [sqrt((ex - x) * (ex - x) + (ey - y) * (ey - y)) for x, y in zip(xs, ys)]
    # what the corners of one set of rects are to each other, kept by their numbers over every way of the arrow
    # (`memo`): for each corner, the corners a clear leg reaches (its row: their numbers, distances and soft costs,
    # a cost worked out when a way first weighs that leg). The search runs down a corner's row alone, not every
    # corner asked again whether its leg is clear: NumberQuash's six-seat steal turns among some 250 corners, fewer
    # than half of them in sight of one another, in over 70 searches (session 34)
    legs = kept.setdefault("legs", {})
    inf = float("inf")
    best = [inf] * (n + 1)
    # the least a way from each corner on to the end costs (A*'s estimate, worked out when first wanted): the straight
    # line
    rest = [None] * (n + 1)
    came = {}
    todo = [(first, 0.0, 0.0, -1)]
    done = [False] * (n + 2)        # done[i + 1]: the start is -1
    # only the corners a way taken could pass: inside the ellipse no way longer than `cap` leaves (by the straight
    # line from the start, which no way there is shorter than), and where `within` is given, those where a way
    # costs no more than that at least (its length so, and its legs away from the end: R.BACK_COST for going that much
    # further from it than the start is). The same tests as below, made once, not for every corner taken
    sx, sy = start.x, start.y
    lim = inf if within is None else within + 1e-6
    near = []
    for j in range(n + 1):
        line = sqrt((xs[j] - sx) * (xs[j] - sx) + (ys[j] - sy) * (ys[j] - sy)) + togo[j]
        if line <= cap + 1e-6 and line + R.BACK_COST * max(0.0, togo[j] - straight) + (R.TURN_COST if j < n else 0.0) <= lim:
            near.append(j)
    wanted = [False] * (n + 1)
    for j in near:
        wanted[j] = True
    while todo:
        f, cost, far, i = R.heapq.heappop(todo)
        if within is not None and f > within:
            return None          # every way left costs more than one already known
        if done[i + 1]:
            continue
        done[i + 1] = True
        if i == goal:
            break
        here = start if i < 0 else nodes[i]
        hx, hy = here.x, here.y
        if i < 0:
            # the start's legs, its own each way
            ahead = [(j, sqrt((xs[j] - hx) * (xs[j] - hx) + (ys[j] - hy) * (ys[j] - hy)), None) for j in near
                     if j < n and clear(here, nodes[j])]
        else:
            ahead = legs.get(i)
            if ahead is None:
                ahead = legs[i] = []
                side = sides[i] if taut else 0
                for j, (x, y) in enumerate(zip(xs[:n], ys[:n])):
                    # (`taut`: a leg leaving either corner of a rect away from it or into it is none, untested)
                    turn = (x - hx) * (y - hy)
                    if j == i or taut and (turn * side > 0 or turn * sides[j] > 0) or not clear(here, nodes[j]):
                        continue
                    ahead.append([j, sqrt((x - hx) * (x - hx) + (y - hy) * (y - hy)), None])
        back_here = togo[i] if i >= 0 else straight
        for leg in ahead:
            j, step = leg[0], leg[1]
            if done[j + 1] or not wanted[j]:
                continue
            d = far + step
            if d + togo[j] > cap:
                continue
            # the cheap tests first: the soft cost only adds, so a way already no cheaper by its length is none
            known = best[j]
            if cost + step >= known:
                continue
            extra = leg[2]
            if extra is None:
                extra = price(here, nodes[j])
                if i >= 0:
                    leg[2] = extra
            # ... and a leg that takes the arrow further from its end pays for that again (R.BACK_COST)
            back = togo[j] - back_here
            c = cost + step + extra + (R.BACK_COST * back if back > 0 else 0.0) + R.TURN_COST
            h = rest[j]
            if h is None:
                h = rest[j] = togo[j]       # (the old bound: the straight line alone)
            if c >= known or c + h > lim:
                continue
            best[j], came[j] = c, i
            R.heapq.heappush(todo, (c + h, c, d, j))
        # ... and the leg to the end, last (the way's last leg: its head must fit, `last_leg`)
        if wanted[goal] and not done[goal + 1]:
            step = sqrt((ex - hx) * (ex - hx) + (ey - hy) * (ey - hy))
            d = far + step
            if d <= cap and cost + step < best[goal] and clear(here, end) and ends_well(here):
                c = cost + step + price(here, end)
                if c < best[goal] and c <= lim:
                    best[goal], came[goal] = c, i
                    R.heapq.heappush(todo, (c, c, d, goal))
    if not done[goal + 1]:
        return None
    path, i = [end], goal
    while i >= 0:
        i = came[i]
        path.append(start if i < 0 else nodes[i])
    return path[::-1]


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
    arrow_route.route = old if turn_bound else old_route
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
        assert old_route(start, end, [wall], 8, BOUNDS, within=line + arrow_route.TURN_COST - 1) is None
        assert count[0] == 1            # the old bound looked for one among the corners
    finally:
        arrow_route.corners = real
