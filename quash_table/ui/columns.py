"""A small table's columns measured from their words (no pygame: the caller says how wide a text is).

The end-of-game summary's table and Quadruple War's hand result had columns of fixed widths: at 1024x640
"1 of 11" ran into "14 (−100)" ("1 of 114 (−100)", session 20). Here each column is as wide as its widest
cell, its head included, with a clear gap before it, and a table that does not fit its width shrinks in
a planned order: a smaller type down to the readable floor, then each cell's shorter words, the last column's first (a cell may
be a tuple of forms, the fullest first; a form may hold a line break, its lines right-aligned one under
the other), then the last columns dropped (a board puts its least useful column last). The names' column
on the left takes what is left. Nothing overlaps."""


def forms(cell):
    """A cell's ways of saying it, the fullest first (a plain text has one)."""
    return (cell,) if isinstance(cell, str) else tuple(cell)


def pick(cell, form):
    """A cell's `form`-th form, or its shortest where it has fewer."""
    got = forms(cell)
    return got[min(form, len(got) - 1)]


class ColumnPlan:
    """Where a table's columns go in a `width` from x = 0: the cell and head sizes, which form of the
    words in each column (`forms`), how many columns are kept, each kept column's right edge (cells are
    right-aligned under their head) and the room the names have on the left."""

    def __init__(self, size, head_size, forms, widths, gap, width, cut=False):
        self.size, self.head_size, self.forms = size, head_size, list(forms)
        self.keep = len(widths)
        self.widths = widths
        self.rights = [width - sum(widths[i + 1:]) - gap * (len(widths) - 1 - i) for i in range(len(widths))]
        self.name_w = max(0, self.rights[0] - widths[0] - gap) if widths else width
        self.cut = cut          # nothing fitted: the one column kept has its words cut to its width
        self.name_size = size   # every name's size (_names_sized: one for all, never each its own)

    @property
    def form(self):
        """The shortest form any kept column is said in (0: every column's fullest words)."""
        return max(self.forms, default=0)

    def pick(self, i, cell):
        """Column `i`'s `cell` (or head) in the words the plan chose for that column."""
        return pick(cell, self.forms[i])

    def lefts(self):
        return [r - w for r, w in zip(self.rights, self.widths)]


def _form_steps(keep, deepest, depths):
    """The forms of `keep` columns to try, the fullest first: each step shortens one more column's words by one
    form, the last column first (the order in which the kit drops columns: a board puts its least useful last),
    so a table a few pixels too wide loses the words of one column, not of all (Quadruple War's hand result at
    1024x640 lost each seat's bags of the hand for the penalty's "bags", session 40). `depths`: each column's
    forms at most; a step that changes no column's words is skipped."""
    yield [0] * keep
    for level in range(1, deepest):
        for col in range(keep - 1, -1, -1):
            if depths[col] > level:
                yield [level if i >= col else level - 1 for i in range(keep)]


def plan_columns(heads, rows, names, width, sizes, measure, gap, name_min):
    """The plan for `heads` over `rows` (lists of cells, a row a name in `names`) in `width` pixels.
    `sizes`: [(cell size, head size)], the largest first, down to the readable floor; `measure(text, size, i)`:
    a text's width in pixels (`i`: a cell's column, None for a head or a name); `gap`: the clear room before each column; `name_min`: the names' room the
    plan keeps at least (or the widest name's, when narrower)."""
    deepest = max([len(forms(c)) for c in heads] + [len(forms(c)) for r in rows for c in r] + [1])
    lined = measure

    def measure(text, size, i):      # a form of two lines is as wide as its wider line
        return max(lined(line, size, i) for line in text.split("\n"))
    depths = [max([len(forms(heads[i]))] + [len(forms(r[i])) for r in rows if i < len(r)]) for i in range(len(heads))]
    for keep in range(len(heads), 0, -1):
        for chosen in _form_steps(keep, deepest, depths):
            for size, head_size in sizes:
                widths = []
                for i in range(keep):
                    w = measure(pick(heads[i], chosen[i]), head_size, None)
                    for row in rows:
                        if i < len(row):
                            w = max(w, measure(pick(row[i], chosen[i]), size, i))
                    widths.append(w)
                widest_name = max([measure(n, size, None) for n in names] + [0])
                if width - sum(widths) - gap * keep >= min(widest_name, name_min):
                    return _names_sized(ColumnPlan(size, head_size, chosen, widths, gap, width), names, sizes, measure)
    size, head_size = sizes[-1]
    plan = ColumnPlan(size, head_size, [deepest - 1], [max(0, width - name_min - gap)], gap, width, cut=True)
    return _names_sized(plan, names, sizes, measure)


def _names_sized(plan, names, sizes, measure):
    """`plan` with `name_size`: one size for every name, the largest (at most the cells') at which each fits
    the names' room, else the floor. Each name shrunk to its own fit drew "Player 1" smaller than "Bot 2" in
    one table (Quadruple War's hand result at 1024x640, review 23)."""
    fitting = [d for d, _ in sizes if d <= plan.size and all(measure(n, d, None) <= plan.name_w for n in names)]
    plan.name_size = fitting[0] if fitting else sizes[-1][0]
    return plan
