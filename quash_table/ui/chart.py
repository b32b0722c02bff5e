"""Small charts drawn by the kit: a line chart of per-seat totals over rounds (summaries, round panels),
and a bar chart of results over a player's last games (the statistics screen).

Plain drawing on a surface, sized in screen pixels, readable from 1024x640 up. A board can place a chart
on its table with `TableBuilder.chart(rect, series, ...)`.
"""

import math

import pygame

from . import theme
from .scores import NICE_STEPS

# Okabe-Ito: told apart with every common colour-vision deficiency. In an order where the first four (a
# four-seat chart) are far apart: yellow came fourth, beside orange first ("You" and Bot 4 looked alike in
# Quadruple War's summary, review 15); it and vermillion, close to orange too, come only with a fifth seat.
SERIES_COLOURS = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167), (240, 228, 66),
                  (213, 94, 0), (0, 114, 178))
WIN = theme.GOLD
LOSS = (120, 150, 136)
BY_BOT = (96, 128, 176)      # a game a bot finished in the person's seat (Let the bots finish): not theirs
BY_BOT_WORDS = "by bot"
DRAWN = (178, 132, 188)     # a game the rules ended with no winner: no win, no loss (session 24)
DRAWN_WORDS = "drawn"
# the key's words are the table's: a game with an Undo in it is counted under "Take-backs", a bot's finish "(1 by
# bot)" beside the games (the key said "undo used" and "finished by a bot" for the same games, session 26);
# "undone" read as a mark against the player (three new players, session 49)
UNDONE_WORDS = "take-backs"
UNDONE_DARK = 0.6       # how much darker inside a game's bar with a move taken back (its outline in full colour)


def nice_ticks(lo, hi, count=4, integer=False):
    """Round tick values covering lo..hi (about `count` of them). With `integer` (whole-number data, as
    every score is) the step is a whole "nice" number (1, 2, 5, 10, 20, 25, 50, 100...), so no label is
    ever a fraction."""
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / max(1, count)
    mag = 10 ** math.floor(math.log10(raw))
    steps = [k * mag for k in (1, 2, 2.5, 5, 10)]
    if integer:
        steps = [st for st in steps if st >= 1 and float(st).is_integer()] or [1]
    step = next((st for st in steps if st >= raw), steps[-1])
    if integer:
        step = max(1, int(step))
    step = _snug_step(lo, hi, step, steps, count)
    start = math.floor(lo / step) * step
    ticks = []
    v = start
    while v <= hi + step * 0.5:
        ticks.append(v)
        v += step
    if ticks[-1] < hi:
        ticks.append(ticks[-1] + step)
    return [int(t) if float(t).is_integer() else round(t, 2) for t in ticks]


def _snug_step(lo, hi, step, steps, count):
    """`step`, unless its last tick runs well past `hi` (more than 15% of the range: an axis to 60 for
    scores of at most 50) and another nice step ends nearer: then that one, with about `count` + 1 ticks."""
    def top(st):
        return math.ceil(hi / st) * st

    def ticks(st):
        return round((top(st) - math.floor(lo / st) * st) / st) + 1
    if top(step) - hi <= 0.15 * (hi - lo):
        return step
    fits = [st for st in steps if 3 <= ticks(st) <= count + 2 and top(st) < top(step)]
    if not fits:
        return step
    return min(fits, key=lambda st: (top(st), abs(ticks(st) - (count + 1)), -st))


def all_integers(values):
    """True when every value is a whole number (ints, or floats such as 3.0)."""
    return all(float(v).is_integer() for v in values)


def _value_text(v):
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


def without_bracket(label):
    """"Bot 2 (normal)" -> "Bot 2": a label without its bracketed part (unchanged if that is all)."""
    head = label.split("(")[0].rstrip()
    return head if "(" in label and head else label


def short_label(label, size, width, bold=False):
    """`(text, size)`: `label` fitted to `width` pixels at `size`, or a pixel smaller: whole if it fits,
    else without a bracketed part ("Bot 2 (normal)" -> "Bot 2"), else cut with an ellipsis. Text stays
    readable (it never shrinks to a tiny size to fit) and never wider than `width` (unless "…" is)."""
    candidates = [label] if without_bracket(label) == label else [label, without_bracket(label)]
    for s in (size, max(8, size - 1)):
        for cand in candidates:
            if theme.font(s, bold).size(cand)[0] <= width:
                return cand, s
    return theme.ellipsize(candidates[-1], size, width, bold), size


MARKERS = ("circle", "square", "triangle", "diamond")
# the line chart's legend row for its hollow ring: every line level there ("all level" was an idiom
# three new players did not read, session 21)
LEVEL_WORDS = "all tied"


DARK_LINE = 80          # a line colour darker than this (luma 0-255) is lost on the chart's dark panel
LIFTED_LINE = 100       # ... and is lightened to this at least, its hue kept


def _luminance(c):
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def _relative_luminance(c):
    """WCAG relative luminance of an sRGB colour (0-1)."""
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((_relative_luminance(a), _relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


LINE_CONTRAST = 3.0     # a line at least this far from the chart's dark panel (WCAG's ratio for graphics)
NEUTRAL_SPREAD = 24     # a colour whose channels are this close is a grey: it reads only when light
NEUTRAL_LINE = 0.55     # ... so a grey is lifted to this relative luminance at least (a silver line)


def _towards_white(colour, t):
    return tuple(int(round(v + (255 - v) * t)) for v in colour[:3])


def legible(colour):
    """A seat's own colour as a line on the chart: as it is where it stands clear of the dark panel, else
    mixed towards white until it does (contrast LINE_CONTRAST). A dark grey (QUASH's BLACK side) became a
    mid grey that read as a grid line (review 17, 76.png): a grey is lifted on to silver."""
    colour = tuple(colour[:3])
    neutral = max(colour) - min(colour) <= NEUTRAL_SPREAD

    def reads(c, least):
        return contrast(c, theme.PANEL) >= LINE_CONTRAST and _luminance(c) >= least and (
            not neutral or _relative_luminance(c) >= NEUTRAL_LINE)
    if reads(colour, DARK_LINE):
        return colour
    lo, hi = 0.0, 1.0
    for _ in range(16):
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if reads(_towards_white(colour, mid), LIFTED_LINE) else (mid, hi)
    return _towards_white(colour, hi)


def series_colours(series):
    """Each line's colour: its own (a third item, `(label, values, colour)`: the colour the table shows
    that seat in, NumberQuash's quashers, QUASH's sides; see legible) or, without one, the next of
    SERIES_COLOURS."""
    return [legible(entry[2]) if len(entry) > 2 and entry[2] is not None else SERIES_COLOURS[k % len(SERIES_COLOURS)]
            for k, entry in enumerate(series)]


def draw_marker(surface, colour, centre, r, kind):
    """A series' point marker (each series has its own shape, so lines that lie on top of each other, or
    colours that look alike, are still told apart; the legend uses the same shape)."""
    x, y = int(centre[0]), int(centre[1])
    if kind == "square":
        pygame.draw.rect(surface, colour, (x - r + 1, y - r + 1, 2 * r - 1, 2 * r - 1))
    elif kind == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)])
    elif kind == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)])
    else:
        pygame.draw.circle(surface, colour, (x, y), r)


def legend_rows(series, rank=None):
    """[(series index, name, last value)]: one row per player, highest value first, or with `rank` (each
    line's place in the standings: History.ranks) best placed first: NumberQuash's three finishers on 18 were
    listed in seat order, not 1st, 2nd, 3rd, and where the lowest score wins the highest value is not the
    best. A line shared by partners (its label a tuple of names) gives each partner a row with the line's
    swatch."""
    rows = []
    for k, (label, vals, *_) in enumerate(series):
        names = list(label) if isinstance(label, (tuple, list)) else [label]
        rows += [(k, str(name), vals[-1]) for name in names]
    if rank is not None and len(rank) == len(series):
        return sorted(rows, key=lambda r: rank[r[0]])
    return sorted(rows, key=lambda r: -r[2])


def tie_ranks(series):
    """ranks[k][i]: (how many series are drawn under series k's point i at the same value, how many share
    that value). Every point lies at its true value (a finisher's line ends on 18, whoever else is there):
    level lines tell themselves apart by their markers, rings round each other (or, beyond four lines, side
    by side across: marker_shift) and, where they run together, by dashes of each colour in turn
    (overlap_groups)."""
    ranks = [[(0, 1)] * len(vals) for _, vals, *_ in series]
    n = max((len(vals) for _, vals, *_ in series), default=0)
    for i in range(n):
        by_value = {}
        for k, (_, vals, *_) in enumerate(series):
            if i < len(vals):
                by_value.setdefault(vals[i], []).append(k)
        for ks in by_value.values():
            for j, k in enumerate(ks):
                ranks[k][i] = (j, len(ks))
    return ranks


def shared_points(series, ranks):
    """The indices of the points where every line (two or more) is level: drawn once for all (see
    draw_line_chart). `ranks`: tie_ranks(series)."""
    if len(series) < 2:
        return set()
    n = min(len(vals) for _, vals, *_ in series)
    return {i for i in range(n) if ranks[0][i][1] == len(series)}


def ring_points(series, shared):
    """The shared points (shared_points) drawn as rings: the two ends of each stretch where every line runs
    level at one value. Between them the lines' shared dashes say they run together; a ring at every turn
    of a QUASH round (scores change only as it is scored) lay along the axis as a row of beads (session 25)."""
    vals = series[0][1] if series else []

    def same(i, j):
        return i in shared and j in shared and vals[i] == vals[j]
    return {i for i in shared if not same(i - 1, i) or not same(i, i + 1)}


def overlap_groups(series, i):
    """{series index: (its place, how many)} for the segment from point i to i + 1: the lines whose segment
    there is the same one (level at both ends) share it, each drawing every how-many-th dash from its place
    (dashed_line), so each colour shows along it at the true values. A line alone there: (0, 1)."""
    by_ends = {}
    for k, (_, vals, *_) in enumerate(series):
        if i + 1 < len(vals):
            by_ends.setdefault((vals[i], vals[i + 1]), []).append(k)
    return {k: (j, len(ks)) for ks in by_ends.values() for j, k in enumerate(ks)}


def dashed_line(surface, colour, a, b, width, dash, place=0, count=1):
    """The line from a to b in dashes about `dash` pixels long, drawing the place-th of every `count` (count
    1: a whole line). Lines that share a segment each draw theirs in turn: its colours alternate along it."""
    if count <= 1:
        pygame.draw.line(surface, colour, a, b, width)
        return
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    pieces = max(count, int(length // max(1, dash)))
    for p in range(place, pieces, count):
        t0, t1 = p / pieces, (p + 1) / pieces
        pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def marker_shift(rank, gap):
    """Pixels left (negative) or right of its point at which a small marker of a line level with others is
    drawn (beyond four lines, where markers are not grown round each other): side by side across, on the
    true value. Moved up or down, three finishers on 18 looked to end at different heights (session 23)."""
    j, size = rank
    return (j - (size - 1) / 2) * gap


def _widen(ranks, i, step):
    """Extra pixels for a point (or segment, the wider of its ends' needs) drawn over level series."""
    j, size = ranks[i]
    return (size - 1 - j) * step


def _frame(surface, rect, m, title):
    theme.panel(surface, rect, theme.PANEL, 200, m.px(10), theme.PANEL_LINE)
    if title:
        theme.blit_text(surface, title, max(11, m.px(14)), (rect.x + m.px(10), rect.y + m.px(6)), theme.GOLD, True)
    top = rect.y + (m.px(28) if title else m.px(10))
    return top


def draw_line_chart(surface, rect, metrics, series, x_labels=None, title="", x_title="", rank=None,
                    empty="No scores yet.", level=(LEVEL_WORDS,)):
    """`series`: [(label, [values])], one line each (per seat, or partners sharing one: then `label` is a
    tuple of their names), all the same length; a line may carry its colour as a third item (see
    series_colours). `x_labels`: a label per point (round numbers); the
    legend gives every player a row (swatch, name shortened to fit, last value). Every point lies at its
    true value; lines that run together are drawn in dashes of each colour in turn, and each line has its
    own marker shape (level markers ringed round each other, or beside each other across), so none hides
    another. `rank`: each line's place in the standings, which orders
    the legend (legend_rows). `empty`: what an empty chart says. `level`: the hollow ring's legend, a line or
    two (Game.chart_level_words: what is level there and what decides a level game), or () for lines that
    are no rivals (no ring then)."""
    m = metrics
    rect = pygame.Rect(rect)
    top = _frame(surface, rect, m, title)
    series = [(label, list(vals), colour) for (label, vals, *_), colour in zip(series, series_colours(series))
              if vals]
    colours = [colour for _, _, colour in series]
    if not series:
        theme.blit_text(surface, empty, max(11, m.px(13)), (rect.centerx, rect.centery), theme.DIM,
                        False, "center")
        return
    small = max(10, m.px(12))
    n = max(len(v) for _, v, _ in series)
    values = [v for _, vals, _ in series for v in vals]
    lo = min(0, min(values))
    hi = max(values)
    ticks = nice_ticks(lo, hi, integer=all_integers(values))
    lo, hi = ticks[0], ticks[-1]
    axis_w = max(theme.text(str(t), small).get_width() for t in ticks) + m.px(8)

    # The legend's column: as wide as its longest row needs, at most ~38% of the chart.
    rows = legend_rows(series, rank)
    swatch = max(8, m.px(12))
    value_w = max(theme.text(_value_text(v), small, bold=True).get_width() for _, _, v in rows)
    name_need = max(theme.text(name, small).get_width() for _, name, _ in rows)
    # (the row's own gaps: swatch, 6, name, 6, value, 10 to the edge, and the 20 from the plot less 4)
    legend_w = min(swatch + m.px(6) + name_need + m.px(14) + value_w, max(m.px(90), int(rect.w * 0.38)))
    line_h = theme.font(small).get_linesize()
    # beyond four lines: thin ones, a small marker at each line's end only, never grown where lines are
    # level (six lines' markers grown round each other read as blots of blue squares, review 20)
    many = len(series) > 4
    width = max(1, m.px(2)) if many else max(2, m.px(3))
    radius = max(2, m.px(3)) if many else max(2, m.px(4))
    ranks = tie_ranks(series)
    step = 0 if many else max(4, m.px(6))      # a level line shows as a clear band round the one drawn over it

    def shown(vals):
        return range(len(vals)) if len(vals) <= 40 and not many else [len(vals) - 1]
    # a point where every line is level (everyone's 0 at the start) is drawn once for all, a neutral ring:
    # each line's own marker there covered the others' (the outermost ring hid every start but its own),
    # and every line is seen leaving it
    # no level words (Game.chart_level_words ()): the lines are no rivals, a point they share is no tie and
    # each line keeps its own marker there
    shared = shared_points(series, ranks) if level else set()

    def marker_r(k, i):
        return radius + 1 if i in shared else radius + _widen(ranks[k], i, step) // 2

    # beyond four lines a level line's small end marker stands beside the others, across (never up or down)
    def shift(k, i):
        return marker_shift(ranks[k][i], 2 * radius + 2) if many and i not in shared else 0
    # the x labels start under the markers on the axis: level series at the bottom are drawn as rings
    # round each other, and the outer ones lay over the "start" label
    on_axis = [marker_r(k, i) + 1 for k, (_, vals, _) in enumerate(series) for i in shown(vals) if vals[i] == lo]
    # the lowest value drawn a little above the axis, on its own faint line: a line of 0s lay on the axis and
    # read as part of it (Quadruple War's Scores at 1024x640, review 47b)
    floor = m.px(6)
    label_gap = max([m.px(4)] + [r + m.px(2) - floor for r in on_axis])
    below = label_gap + line_h + (line_h if x_title else 0) + m.px(6)    # x labels, x title, margin
    plot = pygame.Rect(rect.x + m.px(10) + axis_w, top + m.px(6),
                       rect.w - legend_w - axis_w - m.px(34), rect.bottom - top - m.px(6) - below)
    if plot.w < 20 or plot.h < 20:
        return

    # Turn numbers (ints) are an axis of values: each point at its turn, ticks at nice even turns. Round
    # names ("start", "2", "3 (now)") are a point each, evenly spread.
    numeric = bool(x_labels) and len(x_labels) >= n and all(
        isinstance(v, int) and not isinstance(v, bool) for v in x_labels)
    x0, x1 = (x_labels[0], x_labels[n - 1]) if numeric else (0, n - 1)

    def xy(i, v):
        at = x_labels[i] if numeric else i
        x = plot.x + (plot.w * (at - x0) / (x1 - x0) if x1 > x0 else plot.w / 2)
        y = plot.bottom - floor - (plot.h - floor) * (v - lo) / (hi - lo)
        return (x, y)

    for t in ticks:
        y = xy(0, t)[1]
        pygame.draw.line(surface, theme.shade(theme.PANEL_LINE, -0.3), (plot.x, y), (plot.right, y))
        theme.blit_text(surface, str(t), small, (plot.x - m.px(6), y), theme.MUTED, False, "midright")
    pygame.draw.line(surface, theme.PANEL_LINE, plot.bottomleft, plot.bottomright)
    # x labels at even ticks (a nice step: 1, 2, 5, 10...), as many as fit, never overlapping; the last
    # point's label too where it has room after the last tick (it is the one read most)
    if x_labels:
        # the y axis's lowest label ends at plot.x - 6: a first label ("start") centred on its point reached
        # under it, so it is nudged right to clear it (the labels move, never the points)
        y_labels_end = plot.x - m.px(6) + m.px(4)
        for x, text in x_ticks(x_labels[:n], numeric, plot.w, m.px(34) if not numeric else m.px(44),
                               lambda t: theme.text(t, small).get_width() + m.px(8)):
            x = max(plot.x + x, y_labels_end + theme.text(text, small).get_width() / 2)
            theme.blit_text(surface, text, small, (x, plot.bottom + label_gap), theme.MUTED, False, "midtop")
    if x_title:
        theme.blit_text(surface, x_title, small, (plot.right, plot.bottom + label_gap + line_h), theme.DIM, False,
                        "topright")
    overlaps = [overlap_groups(series, i) for i in range(n - 1)]
    dash = max(4, m.px(7))
    for k, (label, vals, colour) in enumerate(series):
        # every point at its true value (lines nudged up and down ended three finishers on 18 at three
        # heights, session 23); a stretch several lines share shows each colour's dashes in turn
        pts = [xy(i, v) for i, v in enumerate(vals)]
        for i in range(len(pts) - 1):
            dashed_line(surface, colour, pts[i], pts[i + 1], width, dash, *overlaps[i].get(k, (0, 1)))
        for i in shown(pts):
            if i not in shared:
                draw_marker(surface, colour, (pts[i][0] + shift(k, i), pts[i][1]), marker_r(k, i),
                            MARKERS[k % len(MARKERS)])
    for i in sorted(ring_points(series, shared)):
        at = xy(i, series[0][1][i])
        pygame.draw.circle(surface, theme.PANEL, (int(at[0]), int(at[1])), radius + 2)
        pygame.draw.circle(surface, theme.TEXT, (int(at[0]), int(at[1])), radius + 1, max(1, m.px(2)))
    # Legend: a row per player (swatch, name, last value), highest first; rows shrink to fit the height.
    lx = plot.right + m.px(20)
    ly = top + m.px(4)
    row_h = max(small + 4, m.px(20))
    room = rect.bottom - m.px(8) - ly
    size = small
    # the ring's own rows, what a hollow ring means, where lines meet after the start: everyone at 0 there is no
    # tie worth a row ("all tied" under a Quadruple War chart puzzled a new player, review 57w, as Flush's, 55m)
    tie_said = any(i > 0 for i in shared)
    count = len(rows) + (len(level) if tie_said else 0)
    if row_h * count > room:
        row_h = max(9, room // count)
        size = max(8, min(small, row_h - 3))
        value_w = max(theme.text(_value_text(v), size, bold=True).get_width() for _, _, v in rows)
    sw = min(swatch, max(6, row_h - 6))
    name_w = rect.right - m.px(10) - value_w - m.px(6) - (lx + sw + m.px(6))
    # Names shortened alike: when one loses its bracketed level to fit, all do ("Bot 2", "Bot 3").
    if any(short_label(name, size, name_w)[0] != name for _, name, _ in rows):
        rows = [(k, without_bracket(name), value) for k, name, value in rows]
    for k, name, value in rows:
        if ly + row_h > rect.bottom - m.px(4) + 1:
            break
        colour = colours[k]
        mid = ly + row_h // 2
        draw_marker(surface, colour, (lx + sw // 2, mid), sw // 2, MARKERS[k % len(MARKERS)])
        text, tsize = short_label(name, size, name_w)
        theme.blit_text(surface, text, tsize, (lx + sw + m.px(6), mid), theme.TEXT, False, "midleft")
        theme.blit_text(surface, _value_text(value), size, (rect.right - m.px(10), mid), colour, True, "midright")
        ly += row_h
    if tie_said and ly + row_h <= rect.bottom - m.px(4) + 1:
        # the hollow ring said nothing of itself (review 20): every line level there; "all tied" said neither
        # what was tied nor what decides it (QUASH, session 24): the game's words, a line or two
        mid = ly + row_h // 2
        pygame.draw.circle(surface, theme.TEXT, (lx + sw // 2, mid), max(2, sw // 2), max(1, m.px(2)))
        for line in level:
            if ly + row_h > rect.bottom - m.px(4) + 1:
                break
            text, tsize = short_label(line, size, rect.right - m.px(10) - (lx + sw + m.px(6)))
            theme.blit_text(surface, text, tsize, (lx + sw + m.px(6), ly + row_h // 2), theme.MUTED, False, "midleft")
            ly += row_h


def x_ticks(labels, numeric, width, least, text_width):
    """[(x from the plot's left, text)] of a line chart's x labels over a plot `width` pixels wide: at an
    even step of a nice size (1, 2, 5, 10, 20, 25, 50...: in turns for a numeric axis, in points for round
    names) with `least` pixels or more between ticks, and the last point's label where it does not crowd
    the tick before it (`text_width(text)`: the room a label takes)."""
    n = len(labels)
    if not n:
        return []
    if numeric:
        x0, x1 = labels[0], labels[-1]
        span = x1 - x0
    else:
        x0, x1, span = 0, n - 1, n - 1
    if span <= 0:
        return [(width / 2, str(labels[0]))]

    def at(v):
        return width * (v - x0) / span
    fit = max(1, int(width // max(1, least)))
    step = next((k for k in NICE_STEPS if span / k <= fit), NICE_STEPS[-1])
    start = -(-x0 // step) * step
    values = list(range(start, x1 + 1, step))
    out = [(at(v), str(v) if numeric else str(labels[v])) for v in values]
    last = str(labels[-1])
    if values and values[-1] != x1:
        # the last point's label with clear room from the tick before it (half a tick's room more than
        # touching), else in that tick's place: "15 17" under the lines' ends read as one crowded label
        # (session 20); moved right, it is further still from the tick before
        gap = at(x1) - out[-1][0]
        if gap >= (text_width(last) + text_width(out[-1][1]) + least) / 2:
            out.append((at(x1), last))
        elif len(out) == 1 or at(x1) - out[-2][0] >= (text_width(last) + text_width(out[-2][1])) / 2:
            out[-1] = (at(x1), last)
    return out


def bar_chart_keys(bars):
    """The bar chart's key: (colour, words, hollow) for won, lost, and drawn or finished by a bot where a bar
    is so, and undo used."""
    keys = [(WIN, "won", False), (LOSS, "lost", False)]
    if any(len(b) > 4 and b[4] for b in bars):
        keys.append((DRAWN, DRAWN_WORDS, False))
    if any(len(b) > 3 and b[3] for b in bars):
        keys.append((BY_BOT, BY_BOT_WORDS, False))
    return keys + [(theme.MUTED, UNDONE_WORDS, True)]


def _bar(surface, colour, r, m, undone):
    """A bar (or a key's box) in its colour; a game with a move taken back keeps its colour, darker inside a
    full outline: drawn hollow in the lost grey, a lost game and a won one looked alike (review 55k)."""
    if undone:
        pygame.draw.rect(surface, theme.shade(colour, -UNDONE_DARK), r)
        pygame.draw.rect(surface, colour, r, max(1, m.px(2)))
    else:
        pygame.draw.rect(surface, colour, r)


def draw_bar_chart(surface, rect, metrics, bars, title="", note="", labels=None):
    """`bars`: [(value, won, undone[, by a bot[, drawn]])] oldest first: one bar per game, gold when won, blue
    when a bot finished it in the person's seat (keyed "finished by a bot" then), mauve when drawn (keyed
    "drawn" then); an undone game's bar is its colour darkened inside a full outline (_bar). Values may be negative; the zero line is drawn. Each bar's value is written at its end
    where there is room (a score of 0 has no bar but a mark across the zero line, "0" over it), and
    `labels` (one per bar, a date) go under the bars, as many as fit. Returns each bar's rect as drawn (for
    --layout)."""
    m = metrics
    rect = pygame.Rect(rect)
    top = _frame(surface, rect, m, title)
    small = max(10, m.px(12))
    if not bars:
        theme.blit_text(surface, "No games yet.", max(11, m.px(13)), rect.center, theme.DIM, False, "center")
        return []
    vals = [b[0] for b in bars]
    ticks = nice_ticks(min(0, min(vals)), max(0, max(vals)) or 1, integer=all_integers(vals))
    lo, hi = ticks[0], ticks[-1]
    if not any(vals):
        # every score 0 (a Flush player who won every game on no points): the axis is the zero line alone,
        # low in the plot; a "1" over it was a scale nothing reaches (session 23)
        ticks = [0]
    axis_w = max(theme.text(str(t), small).get_width() for t in ticks) + m.px(8)
    under = m.px(18) if labels else 0
    plot = pygame.Rect(rect.x + m.px(10) + axis_w, top + m.px(22), rect.w - axis_w - m.px(24),
                       rect.bottom - top - m.px(52) - under)
    if plot.w < 20 or plot.h < 20:
        return []

    def y_of(v):
        return plot.bottom - plot.h * (v - lo) / (hi - lo)

    for t in ticks:
        y = y_of(t)
        pygame.draw.line(surface, theme.shade(theme.PANEL_LINE, -0.3), (plot.x, y), (plot.right, y))
        theme.blit_text(surface, str(t), small, (plot.x - m.px(6), y), theme.MUTED, False, "midright")
    drawn = []
    slot = plot.w / len(bars)
    bw = max(2, min(int(slot * 0.7), m.px(44)))
    zero = y_of(0)
    pygame.draw.line(surface, theme.PANEL_LINE, (plot.x, zero), (plot.right, zero))
    widest = max(theme.text(str(v), small).get_width() for v in vals)
    say_values = widest <= slot - m.px(2)
    for i, (v, won, undone, *more) in enumerate(bars):
        x = int(plot.x + i * slot + (slot - bw) / 2)
        y = y_of(v)
        by_bot, drawn_game = (tuple(more) + (False, False))[:2]
        colour = BY_BOT if by_bot else DRAWN if drawn_game else WIN if won else LOSS
        if v != 0:
            r = pygame.Rect(x, int(min(y, zero)), bw, max(2, int(abs(zero - y))))
            _bar(surface, colour, r, m, undone)
        else:      # no height: no bar, but a mark on the zero line itself, half above it, half under,
            # as wide as a bar (a 4 px tick went unseen, a Flush win of 0 looked like no game at all; then a
            # block standing on the line read as a small score, review 21, 20-stats.png)
            # as tall as review 13 asked (under 8 px it went unseen), centred on the line so it reads as a mark
            h = max(8, m.px(10))
            r = pygame.Rect(x, int(zero) - h // 2, bw, h)
            _bar(surface, colour, r, m, undone)
        drawn.append(r)
        if say_values:
            end = (r.top - m.px(2), "midbottom") if v >= 0 else (r.bottom + m.px(2), "midtop")
            theme.blit_text(surface, str(v), small, (x + bw // 2, end[0]), theme.TEXT, False, end[1])
    if labels:
        # as many dates as fit, evenly spread, the last game's always
        step = max(1, -(-(max(theme.text(s, small).get_width() for s in labels) + m.px(8)) // max(1, int(slot))))
        for i in range(len(bars) - 1, -1, -step):
            theme.blit_text(surface, labels[i], small, (int(plot.x + i * slot + slot / 2), plot.bottom + m.px(4)),
                            theme.MUTED, False, "midtop")
    # Key along the bottom.
    kx, ky = plot.x, plot.bottom + m.px(8) + under
    for colour, text, hollow in bar_chart_keys(bars):
        _bar(surface, colour, pygame.Rect(kx, ky + m.px(2), m.px(12), m.px(12)), m, hollow)
        img = theme.text(text, small, theme.MUTED)
        surface.blit(img, (kx + m.px(16), ky))
        kx += m.px(16) + img.get_width() + m.px(14)
    if note:
        theme.blit_text(surface, note, small, (plot.right, ky), theme.DIM, False, "topright")
    return drawn


class Chart:
    """A line chart as a table decoration (TableBuilder.chart)."""

    __slots__ = ("rect", "series", "x_labels", "title", "x_title", "metrics")

    def __init__(self, rect, series, x_labels, title, x_title, metrics):
        self.rect, self.series, self.x_labels = pygame.Rect(rect), series, x_labels
        self.title, self.x_title, self.metrics = title, x_title, metrics

    def draw(self, surface):
        draw_line_chart(surface, self.rect, self.metrics, self.series, self.x_labels, self.title, self.x_title)
