"""Score charts read well: integer scores get integer ticks, every player has a legend row of their own
(players who are level are never merged into one "A & B" entry), level lines stay visible at their true
value (one drawn round another), and the legend always fits inside the chart, from 1024x640 up."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import chart, theme
from quash_table.ui.chart import LEVEL_WORDS, SERIES_COLOURS, draw_line_chart, legend_rows, nice_ticks, short_label
from quash_table.ui.scores import History, history_from_states

pytestmark = pytest.mark.ui

BOT_NAMES = ["Player 1", "Bot 2 (normal)", "Bot 3 (normal)", "Bot 4 (normal)"]


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def drawn_text(monkeypatch):
    """Record every (text, rect) blitted by chart.py."""
    seen = []
    real = theme.blit_text

    def spy(surface, s, size, pos, colour=theme.TEXT, bold=False, anchor="topleft"):
        r = real(surface, s, size, pos, colour, bold, anchor)
        seen.append((s, r))
        return r
    monkeypatch.setattr(chart.theme, "blit_text", spy)
    return seen


# --- integer ticks -----------------------------------------------------------------------------------

@pytest.mark.parametrize("hi", [1, 2, 3, 4, 7, 9, 13, 30, 48, 99, 130, 250, 500, 1234])
def test_integer_data_gets_integer_ticks(hi):
    ticks = nice_ticks(0, hi, integer=True)
    assert all(isinstance(t, int) for t in ticks), ticks
    assert ticks[0] <= 0 and ticks[-1] >= hi
    step = ticks[1] - ticks[0]
    mag = 10 ** (len(str(step)) - 1)
    assert step // mag in (1, 2, 5) or step in (25, 250, 2500), ticks
    assert 2 <= len(ticks) <= 7


@pytest.mark.parametrize("hi", [45, 48, 50])
def test_an_axis_ends_near_the_highest_score(hi):
    """The Game's chart of cards laid (at most 50) ran its axis to 60: a last tick a step past the data."""
    assert nice_ticks(0, hi, integer=True) == [0, 10, 20, 30, 40, 50]


def test_nice_ticks_for_small_ranges():
    assert nice_ticks(0, 1, integer=True) == [0, 1]
    assert nice_ticks(0, 2, integer=True) == [0, 1, 2]
    assert nice_ticks(0, 0, integer=True) == [0, 1]
    assert nice_ticks(-3, 5, integer=True) == [-4, -2, 0, 2, 4, 6]
    assert nice_ticks(0, 1) == [0, 0.25, 0.5, 0.75, 1]      # fractional data may still have fractions


@pytest.mark.parametrize("vals", [([0, 0, 0], [0, 0, 0]), ([0, 1, 2], [0, 1, 1]), ([0, 0.0, 3.0], [0, 1, 2])])
def test_a_chart_of_integer_scores_never_labels_a_fraction(monkeypatch, vals):
    seen = drawn_text(monkeypatch)
    surf = pygame.Surface((420, 260))
    draw_line_chart(surf, surf.get_rect(), theme.Metrics((1280, 800)),
                    [("Ann", vals[0]), ("Bob", vals[1])], ["start", "1", "2"], "", "round")
    numbers = [s for s, _ in seen if s.replace(".", "").replace("-", "").isdigit()]
    assert numbers and not any("." in s for s in numbers), numbers


# --- a legend row per player ----------------------------------------------------------------------------

def test_players_who_are_level_keep_lines_and_legend_rows_of_their_own():
    h = History(["start", "1"], [[0, 0], [0, 0]], "round")
    series = h.series(["Player 1", "Bot 2 (normal)"])
    assert [label for label, _ in series] == ["Player 1", "Bot 2 (normal)"]
    assert [name for _, name, _ in legend_rows(series)] == ["Player 1", "Bot 2 (normal)"]


def test_partners_share_a_line_and_a_legend_row_named_by_their_side():
    m = Match("quash", ["bot:random"] * 4, seed=1)
    h = history_from_states(m.game, m.replay_states())
    assert h.teams == [[0, 2], [1, 3]] and h.team_names == ["RED", "BLACK"]
    series = h.series(["Ann", "Bob", "Cy", "Di"])
    assert [label for label, _ in series] == ["RED (Ann and Cy)", "BLACK (Bob and Di)"]
    assert sorted(name for _, name, _ in legend_rows(series)) == ["BLACK (Bob and Di)", "RED (Ann and Cy)"]
    # partners a game declares without a name keep a legend row each
    h.team_names = None
    series = h.series(["Ann", "Bob", "Cy", "Di"])
    assert [label for label, _ in series] == [("Ann", "Cy"), ("Bob", "Di")]
    rows = legend_rows(series)
    assert sorted(name for _, name, _ in rows) == ["Ann", "Bob", "Cy", "Di"]
    assert {k for k, name, _ in rows if name in ("Ann", "Cy")} == {0}
    # Two-player QUASH: two sides, two seats, nothing shared.
    m2 = Match("quash", ["bot:random"] * 2, seed=1)
    assert history_from_states(m2.game, m2.replay_states()).teams is None


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("width", [300, 420, 640])
def test_the_legend_fits_the_chart_with_every_player_named(monkeypatch, size, width):
    m = theme.Metrics(size)
    seen = drawn_text(monkeypatch)
    rect = pygame.Rect(20, 30, m.px(width), m.px(230))
    surf = pygame.Surface((rect.right + 40, rect.bottom + 40))
    series = [(name, [0, 0, 0]) for name in BOT_NAMES]     # everyone level: the old code merged them all
    draw_line_chart(surf, rect, m, series, ["start", "1", "2"], "Totals after each round", "round")
    # (and the hollow ring's row, "all level": every line level there, session 20)
    legend = [(s, r) for s, r in seen if s not in ("0", "1", "start", "2", "round", "Totals after each round",
                                                   LEVEL_WORDS)]
    assert LEVEL_WORDS in [s for s, _ in seen]
    assert len(legend) == len(BOT_NAMES), legend
    for (s, r), full in zip(legend, BOT_NAMES):
        assert rect.contains(r), (s, r, rect)
        assert full.startswith(s.rstrip("\u2026")), s
    zeros = [r for s, r in seen if s == "0" and r.x > rect.centerx]        # the values column
    assert len(zeros) == len(BOT_NAMES) and all(rect.contains(r) for r in zeros)
    names_right = max(r.right for _, r in legend)
    assert names_right <= min(r.x for r in zeros)                          # a name never runs into its value


def test_short_label_drops_the_level_then_cuts_but_stays_readable():
    label, size = short_label("Bot 2 (normal)", 12, theme.font(12).size("Bot 2")[0] + 2)
    assert (label, size) == ("Bot 2", 12)
    assert short_label("Ann", 12, 200) == ("Ann", 12)
    label, size = short_label("Bartholomew Featherstonehaugh", 12, 60)
    assert label.endswith("\u2026") and size >= 11 and theme.font(size).size(label)[0] <= 60


def test_level_lines_are_drawn_side_by_side():
    """Two players level all game: both colours show on the plot (the second line does not hide the first)."""
    surf = pygame.Surface((420, 260))
    surf.fill((0, 0, 0))
    m = theme.Metrics((1280, 800))
    draw_line_chart(surf, surf.get_rect(), m, [("Ann", [0, 3, 5, 5]), ("Bob", [0, 3, 5, 5])],
                    ["start", "1", "2", "3"], "", "round")
    plot = pygame.Rect(60, 20, 200, 190)         # the plot, left of the legend

    def count(colour):
        return sum(1 for x in range(plot.x, plot.right) for y in range(plot.y, plot.bottom)
                   if surf.get_at((x, y))[:3] == colour)
    assert count(SERIES_COLOURS[0]) > 100 and count(SERIES_COLOURS[1]) > 100


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("names", [["Team"], ["Ann", "Bob"], ["Player 1", "Bot 2"]])
def test_names_the_legend_has_room_for_are_never_shortened(monkeypatch, size, names):
    # The column is sized for its longest name: that name must then fit whole (a co-operative game's
    # single "Team" line was drawn as "Te…" beside an empty column).
    m = theme.Metrics(size)
    seen = drawn_text(monkeypatch)
    rect = pygame.Rect(20, 30, m.px(410), m.px(350))
    surf = pygame.Surface((rect.right + 40, rect.bottom + 40))
    draw_line_chart(surf, rect, m, [(n, [0, 3, 6 + i]) for i, n in enumerate(names)], ["0", "1", "2"], "", "move")
    shown = {s for s, _ in seen}
    assert set(names) <= shown, shown


# --- what a new-player reviewer found (issue 23, session 9b) -----------------------------------------------

def markers_drawn(monkeypatch):
    """Record every (colour, centre) of a point marker drawn by chart.py."""
    seen = []
    real = chart.draw_marker

    def spy(surface, colour, centre, r, kind):
        seen.append((colour, (int(centre[0]), int(centre[1]))))
        return real(surface, colour, centre, r, kind)
    monkeypatch.setattr(chart, "draw_marker", spy)
    return seen


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_level_players_markers_sit_at_their_true_value(monkeypatch, size):
    """Four players at 0 after "start": Bot 4's marker was pushed up to about 10 to keep lines apart. Every
    marker lies at its value, on the line of the axis label that names it, and the level ones all show.
    Where every line is level (the start) the point is drawn once for all, a ring on the 0 line, each line
    seen leaving it (review 14: each line's own start marker covered the others')."""
    m = theme.Metrics(size)
    labels = drawn_text(monkeypatch)
    markers = markers_drawn(monkeypatch)
    rect = pygame.Rect(0, 0, m.px(400), m.px(230))
    surf = pygame.Surface(rect.size)
    surf.fill((0, 0, 0))
    series = [("You", [0, 30, 60]), ("Bot 2", [0, 50, 150]), ("Bot 3", [0, 20, 50]), ("Bot 4", [0, 0, 50])]
    draw_line_chart(surf, rect, m, series, ["start", "1", "2"], "", "hand")
    colours = [SERIES_COLOURS[k] for k in range(len(series))]
    plotted = [(c, p) for c, p in markers if c in colours and p[0] < rect.centerx + m.px(40)]
    zero_tick = next(r for s, r in labels if s == "0" and r.right < rect.x + m.px(60))
    first = min(q[0] for _, q in plotted)
    assert len([p for c, p in plotted if p[0] == first]) == 4      # after hand 1: no line's marker at start
    # Bot 4 is still at 0 after hand 1: its marker is on the line of the 0 label, as the shared start is
    bot4 = [p for c, p in plotted if c == colours[3]]
    assert bot4[0][1] == zero_tick.centery and bot4[0][0] == first
    y = zero_tick.centery
    ring = [x for x in range(first - m.px(20)) if tuple(surf.get_at((x, y))[:3]) == theme.TEXT[:3]]
    assert ring, "no shared start ring on the 0 line"
    x = (ring[0] + ring[-1]) // 2
    # each of the four lines shows some of its colour at the start point
    reach = m.px(24)            # within the first 24 pixels of each line
    near = {tuple(surf.get_at((x + dx, y + dy))[:3]) for dx in range(-reach, reach + 1)
            for dy in range(-reach, reach + 1) if 0 <= x + dx < rect.w and 0 <= y + dy < rect.h}
    assert all(c in near for c in colours), [c for c in colours if c not in near]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_axis_labels_at_the_corner_do_not_crowd(monkeypatch, size):
    """ "0" (the y axis) and "start" (the x axis) were drawn into each other at the plot's corner."""
    m = theme.Metrics(size)
    labels = drawn_text(monkeypatch)
    rect = pygame.Rect(0, 0, m.px(400), m.px(230))
    draw_line_chart(pygame.Surface(rect.size), rect, m, [("You", [0, 60, 120]), ("Bot", [0, 40, 90])],
                    ["start", "1", "2"], "", "hand")
    zero = next(r for s, r in labels if s == "0")
    start = next(r for s, r in labels if s == "start")
    assert not zero.inflate(m.px(4), 0).colliderect(start), (zero, start)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("players", [2, 4, 5])
def test_the_markers_at_the_start_leave_the_start_label_clear(monkeypatch, size, players):
    """Everyone at 0 at "start": the level markers are rings round each other, and the outer ones lay over
    the "start" label under them (Quadruple War's Scores chart, rev-qw 18.png; every board's)."""
    m = theme.Metrics(size)
    labels = drawn_text(monkeypatch)
    drawn = []
    real = chart.draw_marker

    def spy(surface, colour, centre, r, kind):
        drawn.append(pygame.Rect(int(centre[0]) - r - 1, int(centre[1]) - r - 1, 2 * r + 3, 2 * r + 3))
        return real(surface, colour, centre, r, kind)
    monkeypatch.setattr(chart, "draw_marker", spy)
    rect = pygame.Rect(0, 0, m.px(400), m.px(300))
    surf = pygame.Surface(rect.size)
    series = [(f"P{k}", [0, 10 * k + 2]) for k in range(players)]
    draw_line_chart(surf, rect, m, series, ["start", "1"], "", "hand")
    texts = [r for s, r in labels if s in ("start", "1", "hand")]
    assert len(texts) == 3
    hit = [(r, t) for r in drawn for t in texts if r.colliderect(t)]
    assert not hit, hit
    assert all(rect.contains(t) for t in texts)
