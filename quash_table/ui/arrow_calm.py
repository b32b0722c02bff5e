"""A calm way for the hint's arrow (geometry only, rects and points): a straight line or a single bend, its bend
anywhere on the table, not only at a corner of what it goes round. arrow_route's way turns at corners alone, so
where no corner is in sight of both the piece and its target, its cheapest way turned three or four times:
Flush's arrow from your hand to the pile went round the tray and the buttons in five legs where one bend right
of the buttons was clear (session 36). hint_way takes the calm way over a way of more legs where it costs at
most CALM_PRICE times as much."""

from math import hypot, inf

import pygame

from .arrow_head import head_fits
from .arrow_route import (GRID, LONGEST, TURN_COST, SoftRects, backing, crosses_any, first_entry, outside_corners,
                          priced_soft, way_cost)

CALM_PRICE = 1.35   # a way with one bend (or none) is taken over one with more where it costs at most this many
                    # times as much (its turns counted in both: arrow_route.TURN_COST) ...
CALM_TURN = 2 * TURN_COST   # ... the other way's every turn after its first counted this much more again: a way that
                            # turns three or four times reads as a detour, whatever its few px
CALM_TRIES = 400   # the most bends a calm way weighs (the shortest ways first), whatever its bound: across
                    # NumberQuash's six-seat table, its ten-leg steal, every bend in reach took a second of CPU


def bend_points(bounds, step, inside):
    """The points a calm way may bend at: a grid `step` px apart over `bounds` and the corners just outside the rects
    `inside` (the walls grown by the margin: a way through a gap narrower than the grid turns there), less those in
    one of them."""
    points = [(x, y) for y in range(bounds.top + step // 2, bounds.bottom, step)
              for x in range(bounds.left + step // 2, bounds.right, step)]
    points += [q for g in inside for q in outside_corners(g) if bounds.collidepoint(q)]
    return [pygame.Vector2(q) for q in dict.fromkeys(points) if pygame.Rect(q, (1, 1)).collidelist(inside) < 0]


def calm_way(starts, target, rects, margin, bounds, soft=(), end_clear=(), head=None, head_room=None, reach=None,
             step=16, longest=LONGEST, within=None, inner_ends=True, words=None):
    """The cheapest way (arrow_route.way_cost, its end point's distance from the target's centre counted as
    route_into counts it) from one of `starts` into `target` that is a straight line or bends once, at a point of a
    grid `step` px apart inside `bounds`: clear of `rects` and `end_clear` grown by `margin`, its whole head on its
    last leg (`head`: arrow_head.head_fits), at most `longest` times the line; (path, cost), or None where there is
    none (costing less than `within`, where given). The bends are weighed by their length first: a bend is priced
    only while its way could still be the cheapest (the soft costs only add). `words`: where given, (a HeadRoom
    keeping off the words on the table, the most its `price` may be): a way whose head lies on more words is none, so
    a calm way's head lies on no more words than the way it replaces (Flush's pile, session 37: its head lay on "play
    10 or lower")."""
    if inner_ends:
        # the target's grid first (route_into's end points); only where none has a calm way, the corners, inside the
        # target, of its own words grown (taken first, QUASH's two-player arrows ended by a card's words at a spot)
        got = calm_way(starts, target, rects, margin, bounds, soft, end_clear, head, head_room, reach, step, longest,
                       within, False, words)
        if got is not None or not end_clear:
            return got
    target = pygame.Rect(target)
    centre = pygame.Vector2(target.center)
    hard = [pygame.Rect(r).inflate(2 * margin, 2 * margin) for r in list(rects) + list(end_clear)]
    ends = []
    grown = [pygame.Rect(r).inflate(2 * margin, 2 * margin) for r in end_clear]
    # the target's grid (route_into's) and the corners of its own words, grown, that lie in it: where those words
    # leave no grid point a way in, the arrow ends by their corner (Flush's turn-up arrow, its pile's captions
    # across its foot, looped round your hand and the tray in six legs to end there, session 36)
    inner = target.inflate(-2, -2)
    points = [pygame.Vector2(q) for g in grown for q in outside_corners(g) if inner.collidepoint(q)] if inner_ends \
        else [pygame.Vector2(target.x + target.w * fx, target.y + target.h * fy) for fx, fy in GRID]
    for end in points:
        if not any(g.collidepoint(end) for g in grown):
            ends.append((end, 0.5 * (end - centre).length()))
    if not ends:
        return None
    bends = None
    best = [inf if within is None else within, None]     # (its cost and aside, (path, its cost))

    def consider(path, rough, aside):
        """`path`'s exact cost (with its head's price, arrow_route.way_cost) where its cost without the head
        (`rough`) could still make it the cheapest: the head's place is the dear part to work out."""
        if rough + aside >= best[0]:
            return
        path = first_entry(path, target)
        if not target.collidepoint(path[-1]):
            return      # its leg to the bend crossed the target's corner: the arrow would end at the bend, outside
                        # (Flush at six seats: left of the pile, test_kit_s36_arrow_calm; session 49)
        if words is not None and words[0].price(path, target) > words[1] + 1e-6:
            return
        cost = way_cost(path, soft, margin, target, head_room, reach)
        if cost + aside < best[0]:
            best[0], best[1] = cost + aside, (path, cost)

    def fits(q, end):
        return head is None or head_fits(q, end, target, head)
    # each start's ways to the target's centre first, then the other end points from the start of the cheapest (as
    # arrow_route.route_out_into looks): every start's nine end points took a QUASH arrow some 0.2 s
    coarse = len(starts) > 1 and len(ends) > 1
    looks = [(q, ends[:1] if coarse else ends) for q in starts]
    seen = {}           # (start, bend point): is the leg from the start to it clear, and what it costs
    priced_bends = [0]
    for k, (start, points) in enumerate(looks):
        start = pygame.Vector2(start)
        # what lies over the start is no wall for its way (arrow_route.route leaves it out too)
        walls = [g for g in hard if not g.collidepoint(start)]
        # (the first leg's soft cost, worked out once a start for every end point: the rects near an end, left out of
        # its way's costs, are counted here, so `consider` works out each way's exact cost)
        first = SoftRects(priced_soft(soft, margin, start, start, reach))
        if coarse and k == len(starts) - 1:
            # (no start with a way to the centre: every start's other points)
            looks += [(best[1][0][0], ends[1:])] if best[1] is not None else [(q, ends[1:]) for q in starts]
        for end, aside in points:
            mine = [g for g in walls if not g.collidepoint(end)]
            priced = SoftRects(priced_soft(soft, margin, start, end, reach))
            line = (end - start).length()
            if not crosses_any(start, end, mine) and fits(start, end):
                consider([start, end], line + priced.cost(start, end), aside)
            if bends is None:
                bends = bend_points(bounds, step, hard)
            sx, sy, ex, ey = start.x, start.y, end.x, end.y
            # (only those within reach sorted: a bend past the bound ends the loop below all the same)
            most = min(longest * line, best[0] - TURN_COST - aside)
            by_length = sorted(b for b in ((hypot(q.x - sx, q.y - sy) + hypot(ex - q.x, ey - q.y), i)
                                           for i, q in enumerate(bends)) if b[0] <= most)
            for size, i in by_length:
                if size > longest * line or size + TURN_COST + aside >= best[0] or priced_bends[0] >= CALM_TRIES:
                    break
                q = bends[i]
                if not target.collidepoint(q) and target.clipline(start, q):
                    continue    # (no way: it ends at its bend, outside; `consider`) not priced, no try spent
                leg = seen.get((sx, sy, i))
                if leg is None:
                    leg = seen[(sx, sy, i)] = None if crosses_any(start, q, walls) else first.cost(start, q)
                if leg is None or crosses_any(q, end, mine) or not fits(q, end):
                    continue
                path = [start, q, end]
                priced_bends[0] += 1
                consider(path, size + TURN_COST + leg + priced.cost(q, end) + backing(path), aside)
    return best[1]


QUICK_STEP = 48     # the grid (px at 1280x800) a quick way's bend is looked for on, besides the corners it meets


def quick_way(starts, end, rects, margin, bounds, step, longest=LONGEST):
    """A way drawn at once while the hint's arrow is routed (arrow_offframe): from the first of `starts` whose straight
    line is clear of `rects` grown by `margin`, that line; else the shortest way from any of them with a single bend,
    at a corner of what its line crosses or on a grid `step` px apart inside `bounds`, clear of them and at most
    `longest` times the line; the first start's straight line where none is (drawn see-through over the words it
    crosses). No soft costs, no head's place: a few clip tests, where the routed way took 0.1-0.8 s of CPU and, on a
    loaded machine, came seconds after the hint's words (session 38)."""
    end = pygame.Vector2(end)
    starts = [pygame.Vector2(q) for q in starts]
    walls = []
    for start in starts:
        grown = [g for g in (pygame.Rect(r).inflate(2 * margin, 2 * margin) for r in rects)
                 if not g.collidepoint(start) and not g.collidepoint(end)]
        if not crosses_any(start, end, grown):
            return [start, end]
        walls.append(grown)
    best = None
    grid = bend_points(bounds, step, [])
    for start, grown in zip(starts, walls):
        hit = [g for g in grown if g.clipline(start, end)]
        points = [pygame.Vector2(q) for g in hit for q in outside_corners(g)] + grid
        line = (end - start).length()
        by_length = sorted(((q - start).length() + (end - q).length(), i) for i, q in enumerate(points))
        for size, i in by_length:
            if size > longest * line or best is not None and size >= best[0]:
                break
            q = points[i]
            if bounds.collidepoint(q) and pygame.Rect(q, (1, 1)).collidelist(grown) < 0 \
                    and not crosses_any(start, q, grown) and not crosses_any(q, end, grown):
                best = (size, [start, q, end])
                break
    return best[1] if best is not None else [starts[0], end]
