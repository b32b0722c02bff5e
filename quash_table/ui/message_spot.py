"""Where a message (a refusal, a hint) lies on a board: at the board's place for it, else the nearest place
up or down (narrower, if that is what it takes), else beside it, where it covers no text on the table and
nothing a hint marks or a card held up, nor the play a board draws itself (its `play_rects`), and where it
can, no card at all. One rule for every board: rects only."""

import bisect
import copy
import itertools
import operator


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


def sideways(rect, bounds, step, across):
    """`rect` clamped into `bounds`, moved `across` at a time left or right (and `step` at a time up or
    down) while it stays inside, nearest first: the places `slides` does not try. Made as they are asked for,
    a ring at a time (_rings), in the order a stable sort of them all by distance gives: the first clear place
    is found without the others (all ~15,000 of a 1024x640 board were built and sorted per shape before the
    first was taken, review 35b)."""
    r0 = rect.clamp(bounds)
    columns = []        # (how far across, the rect moved there), in the eager list's order: nearest first
    for j in range(1, bounds.w // max(1, across) + 1):
        for way in (-1, 1):
            r1 = r0.move(way * j * across, 0)
            if bounds.contains(r1):
                columns.append((j * across, r1))
    return _rings(columns, bounds, step)


def _rings(columns, bounds, step):
    """The places of `columns` (sideways), nearest first, a tie in the columns' order and each column's own
    (`slides`, nearest first): a ring of distances at a time, twice as far out each time, its places taken from
    each column made so far in turn and sorted stably by distance, a column made when the ring reaches it."""
    made = []       # each column made: (its places' distances squared, its rects), nearest first
    opened, lo, far = 0, -1, 0
    hi = (columns[0][0] * 2) ** 2 if columns else 0
    while opened < len(columns) or lo < far:
        while opened < len(columns) and columns[opened][0] ** 2 <= hi:
            dx, r1 = columns[opened]
            places = list(slides(r1, bounds, step))
            made.append(([dx ** 2 + dy ** 2 for _, dy in places], [r for r, _ in places]))
            far = max(far, made[-1][0][-1])
            opened += 1
        ring = []
        for keys, rects in made:
            a, b = bisect.bisect_right(keys, lo), bisect.bisect_right(keys, hi)
            ring.extend(zip(keys[a:b], rects[a:b]))
        ring.sort(key=operator.itemgetter(0))
        for _, r in ring:
            yield r
        lo, hi = hi, hi * 4


class Kept:
    """An iterable over `places` (an iterator) that may be gone over again, each time from the start: what was
    made is kept, the rest made only when asked for (free_spot asks one shape's places beside it for several
    things to avoid in turn)."""

    def __init__(self, places):
        self._start = itertools.tee(places, 1)[0]     # never advanced: its copies start at the first place

    def __iter__(self):
        return copy.copy(self._start)


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
    aside = {}

    def beside(avoid, only=None):
        """The place beside it nearest its own clear of `avoid`, (rect, shape index), or None; of the shapes
        `only` (indices) alone where given."""
        if not aside:
            aside.update({i: Kept(sideways(shape, bounds, step, step * 8)) for i, shape in enumerate(shapes)})
        best = None
        for i in range(len(shapes)) if only is None else only:
            r = next((r for r in aside[i] if r.collidelist(avoid) < 0), None)
            if r is not None:
                d = (r.centerx - shapes[i].centerx) ** 2 + (r.centery - shapes[i].centery) ** 2
                if best is None or d < best[0]:
                    best = (d, r, i)
        return None if best is None else best[1:]

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
                        return r, i
    for avoid in (keep + soft, keep):
        got = beside(avoid)
        if got is not None:
            return got
    every = [(covered(r, keep), moved, i, r) for i in found for r, moved in found[i]]
    _, _, i, r = min(every, key=lambda c: c[:3])
    return r, i
