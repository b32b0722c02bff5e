"""The hint arrow as drawn, cut and covered (geometry only, rects and points): the parts of a line left outside
rects (words it must not lie over), and the small rects over the drawn arrow that its message keeps clear of. Moved
out of arrow_route, which finds the way (session 34)."""

import pygame


def clear_of(start, end, rects, margin):
    """The parts of the segment start..end (Vector2s) outside every rect in `rects` grown by `margin`:
    [(from, to)], in order from `start`."""
    seg = end - start
    size = seg.length()
    if size == 0:
        return []
    cut = []                                     # (t0, t1) along the segment inside a rect
    for r in rects:
        got = pygame.Rect(r).inflate(2 * margin, 2 * margin).clipline(start, end)
        if got:
            ts = sorted((pygame.Vector2(q) - start).dot(seg) / (size * size) for q in got)
            cut.append((max(0.0, ts[0]), min(1.0, ts[1])))
    parts, at = [], 0.0
    for t0, t1 in sorted(cut):
        if t0 > at:
            parts.append((at, t0))
        at = max(at, t1)
    if at < 1.0:
        parts.append((at, 1.0))
    return [(start + seg * a, start + seg * b) for a, b in parts if (b - a) * size >= 2]


def band(parts, tip, half, tip_size):
    """Small rects covering the drawn arrow (`parts`, its head at `tip` = (end, direction)), each `half`
    px from its line: what a message keeps clear of so it never lies over the arrow."""
    out = []
    step = max(4, half)
    for u, v in parts:
        d = v - u
        n = max(1, int(d.length() // step))
        for k in range(n + 1):
            q = u + d * (k / n)
            out.append(pygame.Rect(int(q.x - half), int(q.y - half), 2 * half, 2 * half))
    if tip is not None:
        end, d = tip
        q = end - d * (tip_size / 2)
        out.append(pygame.Rect(int(q.x - tip_size), int(q.y - tip_size), 2 * tip_size, 2 * tip_size))
    return out


def rect_less(rect, hole):
    """`rect` less `hole`: the rects (up to four, touching, none overlapping) that cover the part of `rect` outside
    `hole`; [rect] where they do not meet, [] where `hole` covers it. A board's plate over the arrow's target is
    priced round the target, not dropped whole (hint_way)."""
    rect, hole = pygame.Rect(rect), pygame.Rect(hole)
    cut = rect.clip(hole)
    if not cut.w or not cut.h:
        return [rect]
    out = [pygame.Rect(rect.x, rect.y, cut.x - rect.x, rect.h),                          # left of it, full height
           pygame.Rect(cut.right, rect.y, rect.right - cut.right, rect.h),               # right of it
           pygame.Rect(cut.x, rect.y, cut.w, cut.y - rect.y),                             # above it
           pygame.Rect(cut.x, cut.bottom, cut.w, rect.bottom - cut.bottom)]              # below it
    return [r for r in out if r.w > 0 and r.h > 0]


def blend_ways(a, b, t):
    """The way (points) between the ways `a` and `b` at `t` (0: `a`, 1: `b`): each taken at the fractions of its
    length where either has a corner, point by point, so a way of one bend moves smoothly into one of three
    (arrow_offframe: the quick way giving way to the routed one, session 38)."""
    a, b = [pygame.Vector2(q) for q in a], [pygame.Vector2(q) for q in b]
    fa, fb = _fractions(a), _fractions(b)
    at = sorted(set(fa) | set(fb))
    return [_point_at(a, fa, f).lerp(_point_at(b, fb, f), t) for f in at]


def _fractions(way):
    """The fraction of `way`'s length at each of its points (0 to 1)."""
    sizes = [(v - u).length() for u, v in zip(way, way[1:])]
    whole = sum(sizes) or 1.0
    out, done = [0.0], 0.0
    for s in sizes:
        done += s
        out.append(round(done / whole, 4))
    out[-1] = 1.0
    return out


def _point_at(way, fractions, f):
    """The point of `way` at the fraction `f` of its length."""
    for i in range(1, len(way)):
        if f <= fractions[i] or i == len(way) - 1:
            span = fractions[i] - fractions[i - 1]
            k = 0.0 if span <= 0 else min(1.0, max(0.0, (f - fractions[i - 1]) / span))
            return way[i - 1].lerp(way[i], k)
    return way[-1]
