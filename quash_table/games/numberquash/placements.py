"""Which cells a roll may cover: every set of a seat's open cells summing to a number (subset sums,
cached by each colour's octagon string), one per outcome or every legal form; and what one die alone
may cover. Plain functions of the state; no rules are applied here."""

from functools import lru_cache

from .state import COLOURS, MASK, cell_index

# --- subset sums -----------------------------------------------------------------------------------
@lru_cache(maxsize=16384)
def _placements(cols, masks, caps, total):
    """Every canonical placement summing to `total`, for a seat's colours `cols` with open cells `masks`
    (octagon strings, '.' open, 'x' covered) and supplies `caps` (capped at 6, the most cells a roll can
    take). A number open on both octagons is taken once (octagon 0) or twice; each placement is a sorted
    tuple of (colour, octagon, number)."""
    items = []
    for slot, row in enumerate(masks):
        name = COLOURS[cols[slot]]
        for n in range(1, 10):
            o0, o1 = row[n - 1] == ".", row[9 + n] == "."
            if o0 or o1:
                items.append((n, slot, (name, 0 if o0 else 1, n),
                              ((name, 0, n), (name, 1, n)) if o0 and o1 else None))
    items.sort(key=lambda x: x[0])
    size = len(items)
    limited = any(c < 6 for c in caps)
    used = [0] * len(cols)
    out, acc = [], []

    def rec(start, rest):
        for j in range(start, size):
            n, slot, one, two = items[j]
            if n > rest:
                break
            if not limited or used[slot] < caps[slot]:
                acc.append(one)
                used[slot] += 1
                if n == rest:
                    out.append(tuple(sorted(acc)))
                else:
                    rec(j + 1, rest - n)
                acc.pop()
                used[slot] -= 1
            if two is not None and 2 * n <= rest and (not limited or used[slot] + 2 <= caps[slot]):
                acc.extend(two)
                used[slot] += 2
                if 2 * n == rest:
                    out.append(tuple(sorted(acc)))
                else:
                    rec(j + 1, rest - 2 * n)
                del acc[-2:]
                used[slot] -= 2

    if total > 0:
        rec(0, total)
    return tuple(out)


@lru_cache(maxsize=4096)
def _open_cells(name, mask):
    """The open cells of one colour, as (colour, octagon, number)."""
    return tuple((name, o, n) for o in (0, 1) for n in range(1, 10) if mask[o * 10 + n - 1] == ".")


@lru_cache(maxsize=16384)
def _colour_sets(name, mask, cap, total):
    """Every set of at most `cap` open cells of one colour (mask: its octagon string, '.' open) whose
    numbers sum to `total`: sorted tuples of (colour, octagon, number). A colour's octagons change only
    when it is covered, so this is asked again and again with the same mask."""
    if total == 0:
        return ((),)
    cells = _open_cells(name, mask)
    size = len(cells)
    # numbers rise along each octagon: past one too big, skip to the other octagon
    first1 = next((k for k in range(size) if cells[k][1] == 1), size)
    skip = [first1 if j < first1 else size for j in range(size)]
    out, acc = [], []

    def rec(j, rest):
        while j < size:
            n = cells[j][2]
            if n > rest:
                j = skip[j]
                continue
            acc.append(cells[j])
            if n == rest:
                out.append(tuple(acc))
            elif len(acc) < cap:
                rec(j + 1, rest - n)
            acc.pop()
            j += 1

    if cap > 0:
        rec(0, total)
    return tuple(out)


@lru_cache(maxsize=4096)
def _colour_table(name, mask, cap):
    """`_colour_sets` for every sum 0..12 at once (one search): what a seat of several colours joins."""
    cells = _open_cells(name, mask)
    size = len(cells)
    by_sum = [[] for _ in range(13)]
    by_sum[0].append(())
    acc = []

    def rec(start, total):
        for j in range(start, size):
            n = cells[j][2]
            if total + n > 12:
                continue
            acc.append(cells[j])
            by_sum[total + n].append(tuple(acc))
            if len(acc) < cap:
                rec(j + 1, total + n)
            acc.pop()

    if cap > 0:
        rec(0, 0)
    return tuple(tuple(v) for v in by_sum)


@lru_cache(maxsize=8)
def _every_form(cols, masks, caps, total):
    """Every legal form of the placements summing to `total` (the same number on octagon 0 or octagon 1
    is a different form): sorted tuples of (colour, octagon, number). Each colour's own sets (cached)
    are joined in alphabetical order of colour, which keeps every tuple sorted."""
    parts = sorted((COLOURS[c], masks[slot], caps[slot]) for slot, c in enumerate(cols))
    if total <= 0:
        return ()
    if len(parts) == 1:
        return _colour_sets(*parts[0], total)
    tables = [_colour_table(name, mask, cap) for name, mask, cap in parts]
    last = len(tables) - 1
    out = []

    def join(i, rest, head):
        if i == last:
            tails = tables[i][rest]
            if head:
                out.extend([head + tail for tail in tails])
            else:
                out.extend(tail for tail in tails if tail)
            return
        table = tables[i]
        for k in range(rest + 1):
            for mid in table[k]:
                join(i + 1, rest - k, head + mid)

    join(0, total, ())
    return tuple(out)


def placements(s, seat, total, every=False):
    """Placements covering `total` with the seat's open cells, as fresh sorted cell lists: one per
    distinct outcome (octagon 0 for a number open on both), or with `every` each legal form. Within
    one answer, equal cells are one [colour, octagon, number] list (tens of thousands of forms with
    three colours: this keeps them cheap)."""
    if total <= 0:
        return []
    cols = s.colours[seat]
    masks = tuple(s.cells[c].translate(MASK) for c in cols)
    found = (_every_form if every else _placements)(cols, masks, tuple(min(s.supply[c], 6) for c in cols),
                                                    total)
    if not found:
        return []
    shared = {}
    for c, mask in zip(cols, masks):
        for cell in _open_cells(COLOURS[c], mask):
            shared[cell] = list(cell)
    get = shared.__getitem__
    return [list(map(get, cells)) for cells in found]


def one_die_forms(s, seat, die):
    """Every legal form of using one die alone: by default one open cell numbered `die` (of a colour
    with a quasher in supply); under the house rule `split_single_die` any cells summing to it."""
    if s.house.split_single_die:
        return placements(s, seat, die, every=True)
    return sorted([[COLOURS[c], o, die]] for c in s.colours[seat] if s.supply[c]
                  for o in (0, 1) if s.cells[c][cell_index(o, die)] == ".")


def can_use_die(s, seat, die):
    return bool(one_die_forms(s, seat, die))


def can_place(s, seat, total):
    if total <= 0:
        return False
    cols = s.colours[seat]
    return bool(_placements(cols, tuple(s.cells[c].translate(MASK) for c in cols),
                            tuple(min(s.supply[c], 6) for c in cols), total))
