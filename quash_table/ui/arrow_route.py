"""Where a hint's arrow goes (geometry only, rects and points): from the piece to move to its target, round
what it must not cross (words, plates, the marks' tags) by the shortest way among their corners, and the
parts of a line left outside rects where no way round is found. hints.HintOverlay.arrow_parts uses it."""

import heapq
import math
from math import sqrt

import pygame

from .arrow_head import head_fits

BACK_COST = 3.0     # a leg taking the arrow further from its end costs this much more a pixel it goes back: a
                    # U-turn round a card (Flush's turn-up arrow, review 32) is taken only where it saves much more
TURN_COST = 16.0    # each turn of a way costs as much as this many px more of it: a straight line or a single bend is
                    # taken over a way a few px shorter that hooks or zigzags round a caption's corner (The Game's
                    # arrow made a Z round the stack's caption, QUASH's a kink past its track's "20", review 34)
LONGEST = 2.4       # a way round more than this many times the straight line reads as no arrow (round the
                    # plate between your hand and QUASH's spot 1 at 2 players it is 2.1 times as long)


def priced_soft(soft, margin, start, end, reach=None):
    """The soft (rect, weight) a way from `start` to `end` pays for, each grown by `reach` (the hint's arrow gives
    half its full margin, whichever margin a way keeps; half the margin where none is given): all but those
    lying over its start or end (within half the margin: the card it leaves, the place it goes), which it
    crosses whatever way it takes. Those within the reach alone are still paid for: left out, the prompt 11 px
    over QUASH's hinted card was run along for nothing."""
    half = margin // 2
    reach = half if reach is None else reach
    out = []
    for r, w in soft:
        r = pygame.Rect(r)
        near = r.inflate(2 * half, 2 * half)
        if not near.collidepoint(start) and not near.collidepoint(end):
            out.append((r.inflate(2 * reach, 2 * reach), w))
    return out


def length(path):
    return sum((v - u).length() for u, v in zip(path, path[1:]))


def clear_path(path, rects, margin):
    """Does the path (points) cross none of `rects` grown by `margin`?"""
    grown = [pygame.Rect(r).inflate(2 * margin, 2 * margin) for r in rects]
    return not any(g.clipline(u, v) for u, v in zip(path, path[1:]) for g in grown)


def segment_box(u, v):
    """A rect round the segment u..v, a little larger (clipline rounds its points): any rect the segment
    crosses collides with it, so Rect.collidelistall against it leaves only the rects worth a clipline."""
    ux, uy = u
    vx, vy = v
    x, w = (ux, vx - ux) if ux <= vx else (vx, ux - vx)
    y, h = (uy, vy - uy) if uy <= vy else (vy, uy - vy)
    return pygame.Rect(int(x) - 2, int(y) - 2, int(w) + 5, int(h) + 5)


def soft_cost(u, v, soft):
    """What crossing the soft rects costs on the segment u..v, besides its length: each (rect, weight)'s
    inner length times its weight (a card's body, more for its corner index)."""
    return SoftRects(soft).cost(u, v)


class SoftRects:
    """The soft rects of one routing, for soft_cost asked for many segments: only the rects the segment's
    box meets (Rect.collidelistall, in C) are clipped. Every card and panel clipped for every pair of
    corners took the first hint arrow at 4 players over a second (QUASH, session 27); the cost is the same."""

    def __init__(self, soft):
        self.rects = [pygame.Rect(r) for r, _ in soft]
        self.weights = [w for _, w in soft]

    def cost(self, u, v):
        extra = 0.0
        rects, weights = self.rects, self.weights
        for i in segment_box(u, v).collidelistall(rects):
            got = rects[i].clipline(u, v)
            if got:
                (x0, y0), (x1, y1) = got
                extra += weights[i] * math.hypot(x1 - x0, y1 - y0)
        return extra


class Memo:
    """What segments cross, kept over the many ways one arrow is chosen from (route_out_into: each start,
    each end point in the target, with and without the target's words): for one set of rects, whether a
    segment crosses them, and for one set of soft rects, what crossing them costs. The first Flush hint at
    1280x800 took 1 to 1.8 s of one frame on a loaded machine, mostly the same segments tested again for the
    next end point (session 29). The answers are those worked out afresh."""

    @staticmethod
    def both(memo, grown, soft, bounds):
        """({segment: crosses `grown`}, {segment: cost over `soft`}, {"nodes": the corners a way turns at})
        kept in `memo` (a dict, or None: new ones)."""
        if memo is None:
            return {}, {}, {}
        hard_key = tuple(tuple(g) for g in grown)
        soft_key = tuple((tuple(g), w) for g, w in soft)
        hard = memo.setdefault(("hard", hard_key), {})
        paid = memo.setdefault(("soft", soft_key), {})
        corners = memo.setdefault(("corners", hard_key, soft_key, bounds and tuple(bounds)), {})
        return hard, paid, corners

    @staticmethod
    def outline(memo, soft):
        """soft_corners of the rects of `soft`, kept in `memo` (a dict, or None) for the next ways with them."""
        key = ("outline", tuple(tuple(g) for g, _ in soft))
        got = None if memo is None else memo.get(key)
        if got is None:
            sides = []
            got = (soft_corners([g for g, _ in soft], sides), sides)
            if memo is not None:
                memo[key] = got
        return got


def corners(grown, soft, bounds, memo=None, sides=None):
    """The points a way may turn at: the corners (just outside) of `grown` and the outline corners of the groups
    of `soft` (soft_corners), within `bounds`, inside no rect of `grown` (tested in C: a corner is a whole
    pixel, its 1x1 rect). `memo`: route's. `sides`: a list given is filled with each point's side (CORNER_SIDES:
    which way its rect of `grown` lies from it), 0 for the soft ones."""
    nodes = []
    points = [q for g in grown for q in outside_corners(g)]
    kinds = CORNER_SIDES * len(grown)
    outline, outline_sides = Memo.outline(memo, soft)
    points += outline
    kinds += outline_sides
    for corner, kind in zip(points, kinds):
        if (bounds is None or bounds.collidepoint(corner)) and pygame.Rect(corner, (1, 1)).collidelist(grown) < 0:
            nodes.append(pygame.Vector2(corner))
            if sides is not None:
                sides.append(kind)
    return nodes


# outside_corners' points in order (top left, top right, bottom left, bottom right): +1 where their rect lies down
# and right of the point or up and left, -1 where it lies down and left or up and right. A leg from the point along
# (vx, vy) with vx * vy * side > 0 leaves it straight away from its rect or into it: no shortest way turns there
# on it, a way round a rect running past its corner (tangent to it) (route's `taut`)
CORNER_SIDES = [1, -1, -1, 1]


def outside_corners(rect):
    """The four points 2 px diagonally outside `rect`'s corners, where a way round it turns."""
    c = rect.inflate(4, 4)
    return [c.topleft, (c.right, c.top), (c.left, c.bottom), (c.right, c.bottom)]


def soft_corners(rects, sides=None):
    """The corners a way round the soft `rects` turns at: the outline's of each group of overlapping rects (a
    fanned hand turns at its ends, not at each card): a rect's corner (outside_corners) where no rect lies just
    outside it, diagonally or along either edge (a corner on another rect's edge is none of the outline). Each
    corner stands or falls by the rects at it alone: with the groups' bounding boxes, a rect that joined two
    groups (QUASH's score track, grown, touching both your plates) took away every corner of both, and the
    arrow's way changed far from it (session 31). Without repeats, in order. `sides`: a list given is filled with
    each corner's side (CORNER_SIDES)."""
    rects = [pygame.Rect(r) for r in rects]
    out, seen = [], set()
    for r in rects:
        near = [rects[j] for j in r.inflate(2, 2).collidelistall(rects)]     # those that could lie at its corners
        x0, y0, x1, y1 = r.left - 1, r.top - 1, r.right, r.bottom      # the pixels just outside its edges
        for (px, py), (ix, iy), q, side in zip(((x0, y0), (x1, y0), (x0, y1), (x1, y1)),
                                               ((r.left, r.top), (x1 - 1, r.top), (r.left, y1 - 1), (x1 - 1, y1 - 1)),
                                               outside_corners(r), CORNER_SIDES):
            if q in seen or any(o.collidepoint(t) for o in near for t in ((px, py), (px, iy), (ix, py))):
                continue
            seen.add(q)
            out.append(q)
            if sides is not None:
                sides.append(side)
    return out


def crosses_any(u, v, rects):
    """Does the segment u..v cross any of `rects` (clipline), the rects its box misses left unclipped? (A loop, not
    any() over a generator: it is the routing's most asked test, session 38.)"""
    for i in segment_box(u, v).collidelistall(rects):
        if rects[i].clipline(u, v):
            return True
    return False


def route(start, end, rects, margin, bounds=None, longest=LONGEST, soft=(), last_leg=None, within=None, memo=None,
          reach=None, taut=True):
    """The points of the cheapest path start..end (Vector2s) that crosses none of `rects` grown by `margin`,
    turning only at their corners (a visibility graph): the straight line when it is clear; None when no
    way at most `longest` times the line is. A rect grown over `start` or `end` is left out (the arrow
    starts and ends there whatever lies near). A corner outside `bounds` (the table, less a margin) is no
    way: round a badge at the table's edge the arrow ran down the window's left edge (QUASH, 1024x640).
    `soft`: (rect, weight) the path may cross at a cost (its length inside times the weight), the cards
    it should not run over (session 23: it crossed other hand cards' corners); it turns at the corners of
    their groups' outlines too (soft_corners). Its cost is its length plus what it crosses. `last_leg(point)`: may the way's last leg
    start there (the arrow's head must fit on it, route_into)? `within`: a way costing more is of no use (a
    cheaper one is known): None then, found sooner. `memo`: a dict kept over the ways of one arrow (Memo),
    where what a segment crosses is looked up rather than worked out again for the next end or start.
    The search's lower bounds count the turn (TURN_COST) a way from a point the end is not in sight of must
    make: the same way, found sooner (session 36; tests/test_kit_s36_arrow_bound keeps the old bound)."""
    start, end = pygame.Vector2(start), pygame.Vector2(end)
    straight = (end - start).length()
    cap = longest * straight
    grown = [g for g in (pygame.Rect(r).inflate(2 * margin, 2 * margin) for r in rects)
             if not g.collidepoint(start) and not g.collidepoint(end)]
    # only what a way no longer than `cap` can reach: the ellipse round start and end, boxed
    box = pygame.Rect(min(start.x, end.x), min(start.y, end.y), abs(end.x - start.x) + 1, abs(end.y - start.y) + 1)
    box.inflate_ip(int(cap - straight) + 2, int(cap - straight) + 2)
    grown = [g for g in grown if g.colliderect(box)]
    soft = [(g, w) for g, w in priced_soft(soft, margin, start, end, reach) if g.colliderect(box)]

    priced = SoftRects(soft)
    blocked, paid, kept = Memo.both(memo, grown, soft, bounds)

    def clear(u, v):
        k = (u.x, u.y, v.x, v.y)
        got = blocked.get(k)
        if got is None:
            # ... either way along it: a leg crosses what it crosses coming back (the row of its other end)
            got = blocked[k] = blocked[(v.x, v.y, u.x, u.y)] = crosses_any(u, v, grown)
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
    # a way whose straight line is blocked turns at least once: none costs less than the line and a turn
    first = straight + (0.0 if direct else TURN_COST)
    if within is not None and first > within + 1e-6:
        return None
    if "nodes" not in kept:
        kept["sides"] = []
        kept["nodes"] = corners(grown, soft, bounds, memo, kept["sides"])
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
    # line, and a turn more where the last leg cannot start there (it is blocked, or the head does not fit on it;
    # session 36). It never overestimates, nor drops by more than a leg costs: the way found is the cheapest still
    rest = [None] * (n + 1)
    came = {}
    todo = [(first, 0.0, 0.0, -1)]
    done = [False] * (n + 2)        # done[i + 1]: the start is -1
    # only the corners a way taken could pass: inside the ellipse no way longer than `cap` leaves (by the straight
    # line from the start, which no way there is shorter than), and where `within` is given, those where a way
    # costs no more than that at least (its length so, and its legs away from the end: BACK_COST for going that much
    # further from it than the start is). The same tests as below, made once, not for every corner taken
    sx, sy = start.x, start.y
    lim = inf if within is None else within + 1e-6
    near = []
    for j in range(n + 1):
        line = sqrt((xs[j] - sx) * (xs[j] - sx) + (ys[j] - sy) * (ys[j] - sy)) + togo[j]
        if line <= cap + 1e-6 and line + BACK_COST * max(0.0, togo[j] - straight) + (TURN_COST if j < n else 0.0) <= lim:
            near.append(j)
    wanted = [False] * (n + 1)
    for j in near:
        wanted[j] = True
    while todo:
        f, cost, far, i = heapq.heappop(todo)
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
            # ... and a leg that takes the arrow further from its end pays for that again (BACK_COST)
            back = togo[j] - back_here
            c = cost + step + extra + (BACK_COST * back if back > 0 else 0.0) + TURN_COST
            h = rest[j]
            if h is None:
                turns = not (clear(nodes[j], end) and ends_well(nodes[j]))
                h = rest[j] = togo[j] + (TURN_COST if turns else 0.0)
            if c >= known or c + h > lim:
                continue
            best[j], came[j] = c, i
            heapq.heappush(todo, (c + h, c, d, j))
        # ... and the leg to the end, last (the way's last leg: its head must fit, `last_leg`)
        if wanted[goal] and not done[goal + 1]:
            step = sqrt((ex - hx) * (ex - hx) + (ey - hy) * (ey - hy))
            d = far + step
            if d <= cap and cost + step < best[goal] and clear(here, end) and ends_well(here):
                c = cost + step + price(here, end)
                if c < best[goal] and c <= lim:
                    best[goal], came[goal] = c, i
                    heapq.heappush(todo, (c, c, d, goal))
    if not done[goal + 1]:
        return None
    path, i = [end], goal
    while i >= 0:
        i = came[i]
        path.append(start if i < 0 else nodes[i])
    return path[::-1]


def path_cost(path, soft, margin, end=None, reach=None):
    """A path's length plus what it crosses of `soft`, its legs away from `end` (its last point unless given)
    and its turns (TURN_COST each) cost (as `route` counts them)."""
    priced = SoftRects(priced_soft(soft, margin, path[0], path[-1], reach))
    return length(path) + sum(priced.cost(u, v) for u, v in zip(path, path[1:])) + backing(path, end) \
        + TURN_COST * max(0, len(path) - 2)


def backing(path, end=None):
    """What the legs of `path` that take it further from `end` cost (BACK_COST times how much further)."""
    end = pygame.Vector2(path[-1] if end is None else end)
    far = [(pygame.Vector2(q) - end).length() for q in path]
    return BACK_COST * sum(max(0.0, b - a) for a, b in zip(far, far[1:]))


GRID = [(fx, fy) for fx in (0.5, 0.25, 0.75) for fy in (0.5, 0.25, 0.75)]     # a target's end points, centre first


def route_into(start, target, rects, margin, bounds=None, longest=LONGEST, soft=(), end_clear=(), head=None,
               memo=None, head_room=None, reach=None, within=None, grid=GRID):
    """The cheapest way (route) from `start` into the rect `target`: to its centre, or where that is much
    longer, to a point of it nearer (a 3 x 3 grid of its inner points, each way's cost counted with half
    its point's distance from the centre, so the arrow aims at the middle unless that costs a detour).
    A point in `end_clear` (the target's own words, grown by the head) is no end, and the way goes round
    them: the head lay on Quadruple War's trick caption (session 23). `head` (its length, how far it goes
    into the target: head_fits): the last leg takes the whole head, its point inside the target; a corridor
    too short for it may carry the shaft, never end the arrow. None when there is none. An end point is
    routed only for a way that could cost less than the best one found (`route`'s `within`): the answer is
    the one every point routed would give. `within`: a way costing more is of no use (the caller knows a cheaper
    one: another start's, route_out_into): None unless one is cheaper. `grid`: the end points tried (GRID; the
    centre alone for a first, coarse look). `memo`: route's."""
    target = pygame.Rect(target)
    centre = pygame.Vector2(target.center)
    cap = longest * (centre - pygame.Vector2(start)).length()
    best = None
    # an end point is chosen by its way's cost and its distance from the centre (aside): one beyond `within` by
    # more than the farthest point's aside is never chosen over a way within it, so it is not searched for
    far_aside = 0.5 * pygame.Vector2(target.w / 4, target.h / 4).length() + 1e-6
    for fx, fy in grid:
        end = pygame.Vector2(target.x + target.w * fx, target.y + target.h * fy)
        if any(pygame.Rect(r).inflate(2 * margin, 2 * margin).collidepoint(end) for r in end_clear):
            continue
        last_leg = None if head is None else (lambda q, end=end: head_fits(q, end, target, head))
        aside = 0.5 * (end - centre).length()
        known = [c for c in (None if within is None else within + far_aside, best and best[0]) if c is not None]
        bound = min(known) - aside + 1e-6 if known else None
        if bound is not None and (end - pygame.Vector2(start)).length() > bound:
            continue         # even the straight line there costs more than the best way found
        path = route(start, end, list(rects) + list(end_clear), margin, bounds,
                     cap / max(1.0, (end - pygame.Vector2(start)).length()), soft, last_leg, bound, memo, reach)
        if path is not None:
            path = first_entry(path, target)
            cost = way_cost(path, soft, margin, target, head_room, reach) + aside
            if best is None or cost < best[0]:
                best = (cost, path, cost - aside)
    return None if best is None or (within is not None and best[2] >= within) else best[1]


def first_entry(path, target):
    """`path` up to the leg on which it first reaches into `target`: a way that went on inside it, turning at the
    corners of what the target holds, ended with its head deep over them (Flush's turn-up arrow came up beside
    the tray into the pile and turned twice over its top card, review 32). The head goes in from where the way
    enters (head_tip)."""
    target = pygame.Rect(target)
    if len(path) <= 2 or target.collidepoint(path[0]):
        return path
    for i, (u, v) in enumerate(zip(path, path[1:])):
        if target.clipline(u, v):
            return path[:i + 2]
    return path


TIGHT_PRICE = 1.15  # a way between words closer than the full margin (its glow over their edge) is taken
                    # only where the full margin's way costs this many times as much (or there is none)


def way_cost(path, soft, margin, target, head_room=None, reach=None):
    """A way's cost (path_cost) and what its head costs where it must lie on words (HeadRoom.price)."""
    return path_cost(path, soft, margin, reach=reach) + (head_room.price(path, target) if head_room is not None else 0.0)


def route_out_into(starts, target, rects, margin, bounds=None, longest=LONGEST, soft=(), end_clear=(), head=None,
                   memo=None, head_room=None, reach=None, within=None):
    """The cheapest way (route_into) from any of `starts` (the middles of the free edges the piece may be left
    by) into `target`, and its cost: the edge is the one the cheapest way leaves by, not the one facing the
    target. Left by the side facing it, The Game's red 8 squeezed between two hand cards and, its message
    then over that way, went round the draw pile (1024x640, session 26); by its top it goes straight up.
    None when no start has a way (costing less than `within`, where given: a way known that costs less). Each
    start's way to the target's centre is found first, then the cheapest start's ways to the target's other
    points (route_into's grid); each search after the first only for a way cheaper than the best found
    (route_into's `within`). Every start's nine points searched in full took NumberQuash's six-seat steal 108
    route searches (session 33). `memo`: route's, kept over the arrow's ways
    (a dict, or None)."""
    centre = pygame.Vector2(pygame.Rect(target).center)
    starts = sorted(starts, key=lambda q: (centre - q).length())

    def best_of(starts, grid, best=None):
        for start in starts:
            bound = within if best is None else best[1] - 0.5
            if bound is not None and (centre - start).length() - max(pygame.Rect(target).size) >= bound:
                continue            # no way from here can be cheaper (not shorter than the line to the target)
            path = route_into(start, target, rects, margin, bounds, longest, soft, end_clear, head, memo, head_room,
                              reach, bound, grid)
            if path is not None:
                cost = way_cost(path, soft, margin, target, head_room, reach)
                if (bound is None or cost < bound) and (best is None or cost < best[1] - 0.5):
                    best = (path, cost, start)
        return best
    if len(starts) == 1:
        best = best_of(starts, GRID)
        return best and best[:2]
    # a coarse look first: each start's way to the target's centre; the start whose way there is cheapest is the
    # one whose nearer end points are tried (a far target's starts, a card's breadth apart, share their way: three
    # starts' nine end points each took 108 route searches for NumberQuash's six-seat steal, session 34)
    coarse = best_of(starts, GRID[:1])
    if coarse is None:
        best = best_of(starts, GRID[1:])      # no start has a way to the centre: every start's other points
        return best and best[:2]
    best = best_of([coarse[2]], GRID[1:], coarse)
    return best[:2]


def closer_if_cheaper(full, tight):
    """Of two (path, cost) or None, the way keeping the full margin from words and the one keeping only the
    solid stroke's (its glow over their edges): the tight one only where the full one costs TIGHT_PRICE
    times as much or is none. Two rects each grown by the full margin met across a gap the arrow fits
    through, and it went the long way round everything (The Game at 1024x640, session 26). Their costs are weighed
    without their turns: a way round two corners is not the closer one's 15% dearer for them. (path, which)."""
    def bare(way):          # its cost without its turns (TURN_COST): which margin is the one of length and crossings
        return way[1] - TURN_COST * max(0, len(way[0]) - 2)
    if tight is not None and (full is None or bare(tight) * TIGHT_PRICE < bare(full)):
        return tight[0], "tight"
    return (full[0], "full") if full is not None else (None, None)


def slide_start(path, edge, rects, margin, cost=None, free=None):
    """`path` leaving its piece in line with a later leg where its edge allows: the start slid along `edge` (the
    part of the piece's edge it may leave by, a segment (a, b) level or upright, `path[0]` on it) to where a
    straight leg reaches the furthest corner of the way it can, clear of `rects` grown by `margin`, the corners
    before it left out; only where that costs no more (`cost(path)`, where given). The way found leaves from one
    of three points of the edge, and turned at once round a caption's corner beside it, or made a Z where a start
    a little along the edge had one bend (The Game's arrow round "Your hand" and the stack's caption, review 34)."""
    if len(path) < 3:
        return path
    a, b = pygame.Vector2(edge[0]), pygame.Vector2(edge[1])
    level = abs(a.y - b.y) < 1e-6
    grown = [pygame.Rect(r).inflate(2 * margin, 2 * margin) for r in rects]
    grown = [g for g in grown if not g.collidepoint(path[0])]
    best = list(path)
    for k in range(len(path) - 2, 0, -1):
        u, v = pygame.Vector2(path[k]), pygame.Vector2(path[k + 1])
        d = u - v
        if (level and abs(d.y) < 1e-6) or (not level and abs(d.x) < 1e-6):
            continue
        # the point of the edge's line on the line from path[k + 1] through path[k]
        t = (a.y - v.y) / d.y if level else (a.x - v.x) / d.x
        if t < 1.0:
            continue        # the edge lies before the corner, not past it
        q = v + d * t
        lo, hi = (min(a.x, b.x), max(a.x, b.x)) if level else (min(a.y, b.y), max(a.y, b.y))
        if not lo <= (q.x if level else q.y) <= hi:
            continue
        q = pygame.Vector2(round(q.x, 1), round(q.y, 1))
        if free is not None and not free(q) or crosses_any(q, v, grown):
            continue
        slid = [q] + [pygame.Vector2(p) for p in path[k + 1:]]
        if cost is None or cost(slid) <= cost(path) + 1e-6:
            best = slid
            break
    return best
