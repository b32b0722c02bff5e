"""Small charts drawn by the kit: a line chart of per-seat totals over rounds (summaries, round panels),
and a bar chart of results over a player's last games (the statistics screen).

Plain drawing on a surface, sized in screen pixels, readable from 1024x640 up. A board can place a chart
on its table with `TableBuilder.chart(rect, series, ...)`.
"""

import math

import pygame

from . import theme

# Okabe-Ito: told apart with every common colour-vision deficiency.
SERIES_COLOURS = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (204, 121, 167),
                  (213, 94, 0), (0, 114, 178))
WIN = theme.GOLD
LOSS = (120, 150, 136)


def nice_ticks(lo, hi, count=4):
    """Round tick values covering lo..hi (about `count` of them)."""
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / max(1, count)
    mag = 10 ** math.floor(math.log10(raw))
    step = next(k * mag for k in (1, 2, 2.5, 5, 10) if k * mag >= raw)
    start = math.floor(lo / step) * step
    ticks = []
    v = start
    while v <= hi + step * 0.5:
        ticks.append(v)
        v += step
    if ticks[-1] < hi:
        ticks.append(ticks[-1] + step)
    return [int(t) if float(t).is_integer() else round(t, 2) for t in ticks]


def _frame(surface, rect, m, title):
    theme.panel(surface, rect, theme.PANEL, 200, m.px(10), theme.PANEL_LINE)
    if title:
        theme.blit_text(surface, title, max(11, m.px(14)), (rect.x + m.px(10), rect.y + m.px(6)), theme.GOLD, True)
    top = rect.y + (m.px(28) if title else m.px(10))
    return top


def draw_line_chart(surface, rect, metrics, series, x_labels=None, title="", x_title=""):
    """`series`: [(label, [values])], one line each (per seat or team), all the same length.
    `x_labels`: a label per point (round numbers); the legend shows each line's last value."""
    m = metrics
    rect = pygame.Rect(rect)
    top = _frame(surface, rect, m, title)
    series = [(label, list(vals)) for label, vals in series if vals]
    if not series:
        theme.blit_text(surface, "No scores yet.", max(11, m.px(13)), (rect.centerx, rect.centery), theme.DIM,
                        False, "center")
        return
    small = max(10, m.px(12))
    n = max(len(v) for _, v in series)
    lo = min(0, min(min(v) for _, v in series))
    hi = max(max(v) for _, v in series)
    ticks = nice_ticks(lo, hi)
    lo, hi = ticks[0], ticks[-1]
    legend_w = min(int(rect.w * 0.34), m.px(170))
    axis_w = max(theme.text(str(t), small).get_width() for t in ticks) + m.px(8)
    plot = pygame.Rect(rect.x + m.px(10) + axis_w, top + m.px(6),
                       rect.w - legend_w - axis_w - m.px(24), rect.bottom - top - m.px(34))
    if plot.w < 20 or plot.h < 20:
        return

    def xy(i, v):
        x = plot.x + (plot.w * i / (n - 1) if n > 1 else plot.w / 2)
        y = plot.bottom - plot.h * (v - lo) / (hi - lo)
        return (x, y)

    for t in ticks:
        y = xy(0, t)[1]
        pygame.draw.line(surface, theme.shade(theme.PANEL_LINE, -0.3), (plot.x, y), (plot.right, y))
        theme.blit_text(surface, str(t), small, (plot.x - m.px(6), y), theme.MUTED, False, "midright")
    pygame.draw.line(surface, theme.PANEL_LINE, plot.bottomleft, plot.bottomright)
    # x labels: the first, the last and a few between, never overlapping.
    if x_labels:
        step = max(1, math.ceil(len(x_labels) / max(1, plot.w // m.px(34))))
        shown = set(range(0, len(x_labels), step))
        last = len(x_labels) - 1
        shown = {i for i in shown if last - i >= step * 0.75} | {last}   # the last label never crowded
        for i in sorted(shown):
            if i < n:
                x = xy(i, lo)[0]
                theme.blit_text(surface, str(x_labels[i]), small, (x, plot.bottom + m.px(4)), theme.MUTED, False,
                                "midtop")
    if x_title:
        theme.blit_text(surface, x_title, small, (plot.right, plot.bottom + m.px(18)), theme.DIM, False, "topright")
    width = max(2, m.px(3))
    for k, (label, vals) in enumerate(series):
        colour = SERIES_COLOURS[k % len(SERIES_COLOURS)]
        pts = [xy(i, v) for i, v in enumerate(vals)]
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, width)
        for p in pts if len(pts) <= 40 else pts[-1:]:
            pygame.draw.circle(surface, colour, (int(p[0]), int(p[1])), max(2, m.px(4)))
    # Legend: a swatch, the name and the last value, highest first.
    lx = plot.right + m.px(14)
    ly = top + m.px(4)
    order = sorted(range(len(series)), key=lambda k: -series[k][1][-1])
    for k in order:
        label, vals = series[k]
        colour = SERIES_COLOURS[k % len(SERIES_COLOURS)]
        pygame.draw.rect(surface, colour, (lx, ly + m.px(4), m.px(12), m.px(12)), border_radius=m.px(3))
        name_w = legend_w - m.px(62)
        size = theme.fit_size(label, small, name_w)
        theme.blit_text(surface, label, size, (lx + m.px(18), ly + m.px(2)), theme.TEXT)
        theme.blit_text(surface, str(vals[-1]), small, (rect.right - m.px(10), ly + m.px(2)), colour, True, "topright")
        ly += m.px(20)
        if ly > rect.bottom - m.px(20):
            break


def draw_bar_chart(surface, rect, metrics, bars, title="", note=""):
    """`bars`: [(value, won, undone)] oldest first: one bar per game, gold when won; an undone game has a
    hollow bar. Values may be negative; the zero line is drawn."""
    m = metrics
    rect = pygame.Rect(rect)
    top = _frame(surface, rect, m, title)
    small = max(10, m.px(12))
    if not bars:
        theme.blit_text(surface, "No games yet.", max(11, m.px(13)), rect.center, theme.DIM, False, "center")
        return
    vals = [b[0] for b in bars]
    ticks = nice_ticks(min(0, min(vals)), max(0, max(vals)) or 1)
    lo, hi = ticks[0], ticks[-1]
    axis_w = max(theme.text(str(t), small).get_width() for t in ticks) + m.px(8)
    plot = pygame.Rect(rect.x + m.px(10) + axis_w, top + m.px(6), rect.w - axis_w - m.px(24),
                       rect.bottom - top - m.px(36))
    if plot.w < 20 or plot.h < 20:
        return

    def y_of(v):
        return plot.bottom - plot.h * (v - lo) / (hi - lo)

    for t in ticks:
        y = y_of(t)
        pygame.draw.line(surface, theme.shade(theme.PANEL_LINE, -0.3), (plot.x, y), (plot.right, y))
        theme.blit_text(surface, str(t), small, (plot.x - m.px(6), y), theme.MUTED, False, "midright")
    slot = plot.w / len(bars)
    bw = max(2, min(int(slot * 0.7), m.px(44)))
    zero = y_of(0)
    for i, (v, won, undone) in enumerate(bars):
        x = int(plot.x + i * slot + (slot - bw) / 2)
        y = y_of(v)
        r = pygame.Rect(x, int(min(y, zero)), bw, max(2, int(abs(zero - y))))
        colour = WIN if won else LOSS
        if undone:
            pygame.draw.rect(surface, colour, r, max(1, m.px(2)))
        else:
            pygame.draw.rect(surface, colour, r)
    pygame.draw.line(surface, theme.PANEL_LINE, (plot.x, zero), (plot.right, zero))
    # Key along the bottom.
    kx, ky = plot.x, plot.bottom + m.px(8)
    for colour, text, hollow in ((WIN, "won", False), (LOSS, "lost", False), (theme.MUTED, "undo used", True)):
        pygame.draw.rect(surface, colour, (kx, ky + m.px(2), m.px(12), m.px(12)), max(1, m.px(2)) if hollow else 0)
        img = theme.text(text, small, theme.MUTED)
        surface.blit(img, (kx + m.px(16), ky))
        kx += m.px(16) + img.get_width() + m.px(14)
    if note:
        theme.blit_text(surface, note, small, (plot.right, ky), theme.DIM, False, "topright")


class Chart:
    """A line chart as a table decoration (TableBuilder.chart)."""

    __slots__ = ("rect", "series", "x_labels", "title", "x_title", "metrics")

    def __init__(self, rect, series, x_labels, title, x_title, metrics):
        self.rect, self.series, self.x_labels = pygame.Rect(rect), series, x_labels
        self.title, self.x_title, self.metrics = title, x_title, metrics

    def draw(self, surface):
        draw_line_chart(surface, self.rect, self.metrics, self.series, self.x_labels, self.title, self.x_title)
