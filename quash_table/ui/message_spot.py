"""Where a message (a refusal, a hint) lies on a board: at the board's place for it, else the nearest place
up or down (narrower, if that is what it takes) where it covers no text on the table and nothing a hint
marks or a card held up, and where it can, no card at all. One rule for every board: rects only."""


def slides(rect, bounds, step):
    """`rect` clamped into `bounds`, then moved up and down by `step` at a time, nearest first, while it
    stays inside: (rect, how far it moved)."""
    r0 = rect.clamp(bounds)
    yield r0, 0
    k = 1
    while True:
        moved = False
        for way in (-1, 1):
            r = r0.move(0, way * k * step)
            if bounds.contains(r):
                moved = True
                yield r, k * step
        if not moved:
            return
        k += 1


def covered(rect, rects):
    """How many pixels of `rects` `rect` lies over."""
    total = 0
    for k in rects:
        c = rect.clip(k)
        total += c.w * c.h
    return total


def free_spot(shapes, keep, soft, bounds, step):
    """The rect a message goes in, and which of `shapes` it has (the message at its place, one rect per
    width tried, the widest first): the nearest clear of `keep` and `soft`, else clear of `keep`, else the
    one over the least of `keep`. Nearer wins over wider: a message far from its place is not read."""
    found = {}      # index of the shape -> its places, nearest first
    for i, shape in enumerate(shapes):
        found[i] = list(slides(shape, bounds, step))
    most = max(len(p) for p in found.values())
    for avoid in (keep + soft, keep):
        for n in range(most):
            for i in range(len(shapes)):
                if n < len(found[i]):
                    r = found[i][n][0]
                    if r.collidelist(avoid) < 0:
                        return r, i
    every = [(covered(r, keep), moved, i, r) for i in found for r, moved in found[i]]
    _, _, i, r = min(every, key=lambda c: c[:3])
    return r, i
