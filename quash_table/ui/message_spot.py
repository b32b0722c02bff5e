"""Where a message (a refusal, a hint) lies on a board: at the board's place for it, else the nearest place
up or down (narrower, if that is what it takes), else beside it, where it covers no text on the table and
nothing a hint marks or a card held up, nor the play a board draws itself (its `play_rects`), and where it
can, no card at all. One rule for every board: rects only."""

import bisect


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


def first_beside(rect, bounds, step, across, avoid):
    """The first place clear of `avoid` among `rect`'s places beside its own, nearest first: `rect` clamped into
    `bounds`, moved `across` at a time left or right (and `step` at a time up or down, as `slides` does) while it
    stays inside, the places ordered by how far they moved, a tie to the nearer column (left before right) and
    then in `slides`' order (the eager list's stable sort); or None. Worked out a column at a time, nearest first,
    each column's rows that `avoid` blocks found from its rects' spans rather than place by place, and no column
    looked at that lies further than a place found: all ~4,000-15,000 places of a shape were built, sorted and
    tried in turn (review 35b: the why came seconds late under load)."""
    r0 = rect.clamp(bounds)
    solid = [a for a in avoid if a.w > 0 and a.h > 0]       # (a rect of no size: its place is tried as it is)
    best = None
    for j in range(1, bounds.w // max(1, across) + 1):
        dx = j * across
        if best is not None and dx * dx >= best[0]:
            break
        for way in (-1, 1):
            r1 = r0.move(way * dx, 0)
            if not bounds.contains(r1):
                continue
            got = _first_in_column(r1, bounds, step, solid, avoid)
            if got is not None and (best is None or dx * dx + got[0] ** 2 < best[0]):
                best = (dx * dx + got[0] ** 2, got[1])
    return None if best is None else best[1]


def _first_in_column(r1, bounds, step, solid, avoid):
    """(how far it moved, rect): the first of `slides(r1, ...)` clear of `avoid`, or None; the rows the rects of
    `solid` block skipped a span at a time."""
    spans = sorted((a.y - r1.h + 1, a.bottom - 1) for a in solid if a.x < r1.right and a.right > r1.x)
    los, his = [], []
    for lo, hi in spans:        # merged: a y lies in at most one
        if his and lo <= his[-1] + 1:
            his[-1] = max(his[-1], hi)
        else:
            los.append(lo)
            his.append(hi)
    top, bottom, y0 = bounds.top, bounds.bottom - r1.h, r1.y

    def free(k, way):
        """The least k' >= k whose row y0 + way * k' * step no span blocks, inside `bounds`, or None."""
        while True:
            y = y0 + way * k * step
            if not top <= y <= bottom:
                return None
            i = bisect.bisect_right(los, y) - 1
            if i < 0 or y > his[i]:
                return k
            edge = los[i] - 1 if way < 0 else his[i] + 1       # past the span that way
            k = max(k + 1, -(-abs(edge - y0) // step))
    up, down = free(0, -1), free(1, 1)
    while up is not None or down is not None:
        way = -1 if down is None or (up is not None and up <= down) else 1
        k = up if way < 0 else down
        r = r1.move(0, way * k * step)
        if r.collidelist(avoid) < 0:
            return k * step, r
        if way < 0:
            up = free(k + 1, -1)
        else:
            down = free(k + 1, 1)
    return None


def covered(rect, rects):
    """How many pixels of `rects` `rect` lies over."""
    total = 0
    for k in rects:
        c = rect.clip(k)
        total += c.w * c.h
    return total


def cuts(rect, band):
    """Does `rect` lie over the arrow's line itself (the middle of one of `band`'s small rects, each centred
    on it: arrow_cut.band), not only over its glow along an edge (the arrow drawn goes round that)?"""
    return any(rect.collidepoint(b.center) for b in band)


def free_spot(shapes, keep, soft, bounds, step, band=(), spread=False):
    """The rect a message goes in, and which of `shapes` it has (the message at its place, one rect per
    width tried, the widest first): the nearest clear of `keep` and `soft` up or down from its place, else
    clear of `keep` up or down; else the same beside it (a board's column for messages can be full: the
    play below, its captions above); else the one over the least of `keep`. Nearer wins over wider: a
    message far from its place is not read. `band` (in `soft` too): a hint's arrow; where the message would
    lie over it up or down, it goes beside its place clear of `keep` and `soft` first, its words off the
    arrow's way (The Game at 1280x800, session 24: the only place up or down lay across the arrow's one way
    into its stack) and over no card, prompt or plate, in as many lines. `spread` (board_paint asks it where
    the place found, in its smaller type too, lies over the arrow's line itself, `cuts`): in as many lines up
    or down or beside clear of `keep` and the arrow (over cards), else in more lines: a full reason as wide
    as the table cut QUASH's arrow in two at 4 players (session 27)."""
    found = {}      # index of the shape -> its places, nearest first
    for i, shape in enumerate(shapes):
        found[i] = list(slides(shape, bounds, step))
    most = max(len(p) for p in found.values())

    def beside(avoid, only=None):
        """The place beside it nearest its own clear of `avoid`, (rect, shape index), or None; of the shapes
        `only` (indices) alone where given."""
        best = None
        for i in range(len(shapes)) if only is None else only:
            r = first_beside(shapes[i], bounds, step, step * 8, avoid)
            if r is not None:
                d = far((r, i))
                if best is None or d < best[0]:
                    best = (d, r, i)
        return None if best is None else best[1:]

    def far(place):
        """How far (squared) a (rect, shape index) place lies from the shape's own."""
        r, i = place
        return (r.centerx - shapes[i].centerx) ** 2 + (r.centery - shapes[i].centery) ** 2

    def off_band(avoid, only):
        """The nearest place up or down clear of `avoid` (the arrow's band with what it keeps clear of), of
        the shapes `only` (indices), or None."""
        for n in range(most):
            for i in only:
                if n < len(found[i]) and found[i][n][0].collidelist(avoid) < 0:
                    return found[i][n][0], i
        return None
    for avoid in (keep + soft, keep):
        if spread and avoid is keep:
            # off the arrow, beside its place clear of the cards too, before over them up or down (The Game at
            # 1024x640: the hint's lines beside the arrow in the band over your hand, not over Bot 2's plate)
            got = beside(keep + soft)
            if got is not None:
                return got
        for n in range(most):
            for i in range(len(shapes)):
                if n < len(found[i]):
                    r = found[i][n][0]
                    if r.collidelist(avoid) < 0:
                        if avoid is keep and band and r.collidelist(list(band)) >= 0:
                            # (in as many lines as it would be there: The Game's band holds two; else in
                            # more, over cards if need be, before across the arrow: a hint's three lines, or
                            # one as wide as the table, cut QUASH's arrow in two at 4 players, session 27)
                            same = [j for j, o in enumerate(shapes) if o.h <= r.h]
                            clear = keep + list(band)
                            if not (spread and cuts(r, band)):
                                return beside(keep + soft, same) or (r, i)
                            return beside(keep + soft, same) or off_band(clear, same) or beside(clear, same) or \
                                beside(keep + soft) or off_band(clear, range(len(shapes))) or beside(clear) or (r, i)
                        # a place beside clear of everything wins where it is nearer, or, over cards up or down,
                        # no further (Quadruple War at five seats, 1024x640: the hint went to the mat's top over two
                        # seats' card backs, far from its card, with room beside the arrow over your hand; and
                        # NumberQuash's to the top of the table by Bot 3's plate, its dice at the foot, session 44)
                        near = beside(keep + soft)
                        if near is not None and (far(near) <= far((r, i)) if avoid is keep else far(near) < far((r, i))):
                            return near
                        return r, i
    for avoid in (keep + soft, keep):
        got = beside(avoid)
        if got is not None:
            return got
    every = [(covered(r, keep), moved, i, r) for i in found for r, moved in found[i]]
    _, _, i, r = min(every, key=lambda c: c[:3])
    return r, i


AIR = 8     # design px a message keeps from the cards, plates, words and arrow round it where it can


def gap(a, b):
    """How far apart two rects lie (0 where they touch or overlap): the larger of their gaps across and down."""
    return max(0, b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)


def breathe(rect, near, bounds, air, step=2):
    """`rect`, a message's place clear of every rect of `near`, moved by at most `air` px each way so that it keeps
    as much room from them as it can, up to `air` (the nearest such move, in `step`s): a hint's box lay 2-7 px from
    your cards and the seats' plates, touching them to the eye (review 44). Left where it is when it lies over any
    of them already (a last resort stays put) or nothing lies within `air` of it."""
    if rect.collidelist(near) >= 0:
        return rect
    close = [r for r in near if gap(rect, r) < air]
    if not close:
        return rect
    reach = [r for r in near if gap(rect, r) < 3 * air]     # what a move of `air` may come near

    def room(r):
        return min([gap(r, o) for o in reach] + [air])
    best, best_key = rect, (room(rect), 0)
    for dy in range(-air, air + 1, step):
        for dx in range(-air, air + 1, step):
            r = rect.move(dx, dy)
            if not bounds.contains(r) or r.collidelist(reach) >= 0:
                continue
            key = (room(r), -(dx * dx + dy * dy))
            if key > best_key:
                best, best_key = r, key
    return best
