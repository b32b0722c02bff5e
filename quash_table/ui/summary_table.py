"""A board's own table in the end summary's score column, beside the chart (BoardHooks.summary_table): each
seat's cells under the column heads, measured to fit, and the board's legend under it, which says what each
column counts (The Game's "Kept" stood unexplained at 1024x640, session 32). Split from chrome.py."""

from . import theme
from .columns import plan_columns
from .table import MIN_TEXT_PX


def summary_table(surface, m, session, order, table, col, y, bottom, least=None):
    """A board's own table (heads, {seat: cells}) in the summary's score column from `y`, the seats in the
    standings' `order`, short-named (the column is 200 design pixels wide); rows that would pass `bottom`
    are left out. A head or cell may be a tuple of forms, the fullest first. The columns are measured from
    their words (columns.plan_columns: smaller type to the floor, shorter words, then the last columns
    dropped), never run together; `least`: the screen px they start from at least (BoardHooks.summary_text_px).
    `table` may carry a third part, the legend: for each head, what its column counts (or ""), drawn under the
    rows as "Kept: ...", the head in the form drawn, while there is room (an entry may be a tuple of forms, the
    fullest first: the shortest are drawn where the fullest leave one out, _legend_lines). `table` may be a list of such tables,
    the fullest first: the first whose every row fits above `bottom` is drawn, else the last (The Game's part
    of each player in words, a line a fact, where the summary's notes leave the room; session 33). Returns what
    it drew: [(text, rect)], the heads first, the legend's lines last."""
    tables = table if isinstance(table, list) else [table]
    for table in tables:
        plan, names, row, line = _planned(m, session, order, table, least)
        if table is tables[-1] or y + _rows_height(m, plan, row, line, table[1], order, least) <= bottom:
            break
    return _drawn(surface, m, order, table, col, y, bottom, plan, names, row, line, least)


def _planned(m, session, order, table, least):
    """(the columns' plan, the seats' short names, a row's height, a line's) of `table` in the score column."""
    heads, rows = table[0], table[1]
    width = m.px(200)
    names = [session.short_name(seat) if hasattr(session, "short_name") else str(seat + 1) for seat in order]
    sizes = [(s, max(MIN_TEXT_PX - 1, s - 1)) for s in range(max(m.px(14), least or MIN_TEXT_PX), MIN_TEXT_PX - 1, -1)]
    # the names' room: 40 design px, or where a board sets its type larger (least), each name whole in it ("Bo…"
    # at 15 px, The Game at 1024x640, session 31)
    name_min = m.px(40) if least is None else max([theme.font(least).size(n)[0] for n in names] + [m.px(40)])
    plan = plan_columns(heads, [rows.get(seat, ()) for seat in order], names, width, sizes,
                        lambda text, size, _col: theme.font(size).size(text)[0], m.px(12), name_min)
    line = theme.font(plan.size).get_linesize()
    # rows as far apart as their type needs, where a board sets it larger (least)
    row = m.px(20) if least is None else max(m.px(20), line + m.px(4))
    return plan, names, row, line


def _head_step(m, plan, least):
    return m.px(20) if least is None else max(m.px(20), theme.font(plan.head_size).get_linesize() + m.px(4))


def _tall(plan, cells):
    """The lines of a row's tallest cell in the plan's forms."""
    return max([len(plan.pick(i, cell).split("\n")) for i, cell in enumerate(list(cells)[:plan.keep])] + [1])


BLOCK_LINES = 3     # a row this many lines tall or more is a block: half a line of gap after it


def _after(tall, line, next_tall=1):
    """The height a row of `tall` lines takes past its first: its other lines, and half a line where it or the
    row after it (`next_tall` lines) is a block (The Game's players' parts, four lines each, ran together: "2 of
    2 asks kept" sat on "9 cards laid", session-33 review; a two-line row over a block, "1 signal" over "10
    cards laid", session 34)."""
    return line * (tall - 1) + (line // 2 if max(tall, next_tall) >= BLOCK_LINES else 0)


def _rows_height(m, plan, row, line, rows, order, least):
    """From the heads' top to under the last row, every row drawn (the legend aside)."""
    talls = [_tall(plan, rows.get(seat, ())) for seat in order]
    return _head_step(m, plan, least) + sum(row + _after(t, line, n) for t, n in zip(talls, talls[1:] + [1]))


def _drawn(surface, m, order, table, col, y, bottom, plan, names, row, line, least):
    heads, rows, *more = table
    width = m.px(200)
    drawn = []

    def put(text, size, x, colour, anchor):
        if plan.cut and anchor == "topright":
            text = theme.ellipsize(text, size, plan.widths[0])
        drawn.append((text, theme.blit_text(surface, text, size, (col + x, y), colour, False, anchor)))

    for i, (x, head) in enumerate(zip(plan.rights, heads[:plan.keep])):
        put(plan.pick(i, head), plan.head_size, x, theme.MUTED, "topright")
    y += _head_step(m, plan, least)
    talls = [_tall(plan, rows.get(seat, ())) for seat in order]
    for i, (seat, name) in enumerate(zip(order, names)):
        cells = [plan.pick(k, cell).split("\n") for k, cell in enumerate(list(rows.get(seat, ()))[:plan.keep])]
        # a cell's second line, under its first (and the gap a block keeps)
        extra = _after(max([len(c) for c in cells] + [1]), line, (talls[i + 1:] or [1])[0])
        if y + row - m.px(2) + _after(max([len(c) for c in cells] + [1]), line) > bottom:
            break
        # a row's one-line cells (its name too) stand midway beside a two-line cell: the Bags "15 −100" on
        # the first line only read as "0/1"'s alone (Quadruple War at 1024x640, session 25)
        top, tall = y, max([len(c) for c in cells] + [1])
        y = top + line * (tall - 1) // 2
        put(theme.ellipsize(name, plan.size, plan.name_w), plan.size, 0, theme.TEXT, "topleft")
        for x, lines in zip(plan.rights, cells):
            for k, text in enumerate(lines):
                y = top + k * line + line * (tall - len(lines)) // 2
                put(text, plan.size, x, theme.TEXT, "topright")
        y = top + row + extra
    # at the heads' size (it says what they mean); one that does not fit is left out, not those after it
    size = plan.head_size
    step = theme.font(size).get_linesize()
    y += m.px(6)
    for text in _legend_lines(plan, heads, more[0] if more else (), size, width, (bottom - y) // step):
        if y + step > bottom:
            break
        drawn.append((text, theme.blit_text(surface, text, size, (col, y), theme.MUTED)))
        y += step
    return drawn


def _legend_lines(plan, heads, legend, size, width, room):
    """The legend's lines: each entry ("Kept: ...") in its fullest form where every entry then fits in `room`
    lines, else each in its shortest (an entry may be a tuple of forms, the fullest first, as a head may: The
    Game's 2-player summary left its last entry, "Asks: times asked, kept", out for a line, session 59); an entry
    that still does not fit is left out, not those after it."""
    def lines(form):
        out = []
        for i, (head, words) in enumerate(zip(heads[:plan.keep], legend)):
            words = words if isinstance(words, str) else words[form]
            if words:
                # a bracketed phrase kept whole (theme.wrap's units): "(↺: reverse tricks)", not "↺" alone at a line's end
                out.append(theme.wrap(f"{plan.pick(i, head)}: {words}", size, width, units=[]))
        return out
    entries = lines(0)
    if sum(map(len, entries)) > room:
        entries = lines(-1)
    out = []
    for entry in entries:
        if len(out) + len(entry) <= room:
            out += entry
    return out
