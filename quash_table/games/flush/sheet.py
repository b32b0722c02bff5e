"""The Flush board's score sheet (every seat's points by round, the elimination line) and a round's result
(every seat's cards left, hidden ones framed in gold, with the points each counted), from the view and
the rules' round_scored event."""

import pygame

from ...engine.naming import counted_unit
from ...ui import theme
from .cards import is_mimic
from .layout import arena_columns
from .paint_middle import fits
from .paint_seats import OUT_RED
from .rules import round_end_legend, round_end_rows

MARK_INK = (40, 30, 10)      # the M on a gold badge (the scene's badges on your cards use the same)


def result_rect(board, t, g, scored):
    """Where a round's result goes: the middle, or the whole table over your band (the other seats' blocks
    under it: every seat's cards and points are in its rows; the score sheet stays in view) where that shows
    its cards larger, or the middle leaves them unreadable (6 seats at 1024x640: cards ~14 px wide; a 4-seat
    game's 29-card hand after pickups in the middle's ~500 px: one strip of overlapping cards, "10" cut to
    "1(", rev19e 51.png). At three seats the middle gave 38 px cards under an empty strip of table, and the
    seat blocks beside it drew each bot's leftover hand face up in cards too small to read (session 32)."""
    px = t.px
    middle = g["middle"].inflate(-px(12), -px(6))
    top = t.area.y + px(8)
    # (the table's width: your band may run on under the Moves column, which lies over the rest, session 36)
    whole = pygame.Rect(g["band"].x, top, min(g["band"].right, t.area.right - px(12)) - g["band"].x,
                        g["band"].y - px(6) - top)
    strip = px(66) if board.out_choice.offered() else 0      # the choice under the result takes its foot

    def plan(rect):
        return result_plan(board, t, pygame.Rect(rect.x, rect.y, rect.w, rect.h - strip), scored)
    small, large = plan(middle), plan(whole)
    # over your band too, beside the score sheet, where that shows the cards a good deal larger (six seats at
    # 1024x640: five rows of 29x40 px cards over a band repeating your own row's cards, session 36): your band
    # waits under it for Next, its cards in the result's "You" row
    tall = pygame.Rect(whole.x, top, min(g["sheet"].x - px(8), whole.right) - whole.x, g["band"].bottom - top)
    taller = plan(tall)
    if small["readable"] and small["size"][1] >= max(large["size"][1], taller["size"][1]):
        return middle
    if taller["readable"] and large["size"][1] < px(RESULT_SMALL_H) \
            and taller["size"][1] >= large["size"][1] * TALL_GAIN:
        return tall
    return whole


def corner_w(t, size):
    """How much of a result's card of `size` must show for its corner rank ("10") to be read whole."""
    return int(size[0] * 0.1) + theme.text("10", max(10, int(size[1] * 0.12)), bold=True).get_width() + t.px(1)


def result_plan(board, t, rect, scored):
    """How a round's result lays out in `rect`: the legend's lines, the name column, the words of the seat
    that went out, each seat's card lines and row height, and whether every card shows its corner rank
    whole with its points under it clear of the next line (`readable`)."""
    px = t.px
    size12 = t.text_px(12)
    legend = theme.wrap(round_end_legend(scored), size12, rect.w - px(24))
    y = rect.y + px(34) + len(legend) * int(size12 * 1.2)
    rows = round_end_rows(scored)
    top = max(rect.y + px(58), y + px(6))
    # the seat that went out holds nothing: one short line, and the seats with cards share the rest (at 6
    # seats their cards were ~22 px tall)
    # the name column as wide as the longest name (or its points), so the cards get the rest
    name_w = min(px(150), px(14) + max(max(theme.text(board.session.name(seat), t.text_px(14), bold=True).get_width(),
                                           theme.text(points, t.text_px(16), bold=True).get_width())
                                       for seat, points, _ in rows))
    room = rect.right - px(14) - (rect.x + px(14) + name_w)
    # the words of the seat that went out, at a readable size: beside its name where they fit, else wrapped
    # under it over the panel's width ("went out (a Deduction of 5, nothing to take off: ...)" shrank to
    # 8 px and still ran past the panel's edge)
    # ("Ann went out: 0 points": the name, then the words right after it, as one sentence)
    went, beside = [], False
    winner_w = min(name_w - px(8), theme.text(board.session.name(rows[0][0]), t.text_px(14), bold=True).get_width())
    words_x = rect.x + px(14) + winner_w + px(6)
    if not scored["held"][rows[0][0]]:
        size13 = t.text_px(13)
        beside = theme.text(rows[0][2], size13).get_width() <= rect.right - px(14) - words_x
        # under the name whenever they do not fit beside it, even as one line there (wrapped to the panel's
        # width they can be one line, which was then drawn beside the name, past the panel's edge)
        went = [rows[0][2]] if beside else theme.wrap(rows[0][2], size13, rect.w - px(28))
    words_h = int(t.text_px(13) * 1.25)
    first_h = (px(26) + (0 if beside else len(went) * words_h)) if went else 0
    held_seats = [seat for seat, _, _ in rows if scored["held"][seat]]
    # a seat's row is never shorter than its name and points (and "out of the game" under them: it touched
    # the next seat's name, rev19e 51.png)
    name_h = px(22) + int(t.text_px(16) * 1.2)
    mins = [name_h + (int(t.text_px(11) * 1.25) if seat in scored["out"] else 0) + px(4) for seat in held_seats]
    lines, line_h, size, gaps = fit_lines(t, [scored["held"][x] for x in held_seats],
                                          rect.bottom - px(8) - top - first_h, room, scored["mimic"], mins)
    heights = [max(n * line_h, m) for n, m in zip(lines, mins)]
    seen = size[0]
    for seat, n, gap in zip(held_seats, lines, gaps):
        per = -(-len(scored["held"][seat]) // n)
        if per > 1:
            seen = min(seen, size[0] + px(gap), (room - size[0]) / (per - 1))
    # (cards under RESULT_MIN_H their kind bands are a blur: 51.png's 1280x800 middle gave 25 px cards)
    readable = seen >= corner_w(t, size) and line_h >= max(size[1], px(RESULT_MIN_H)) + px(POINTS_ROOM - 4) and \
        top + first_h + sum(heights) <= rect.bottom - px(4)
    # the rows in the middle of the room under the legend: where the cards are as large as the panel's width lets
    # them be, the rest of its height lay empty under them (three seats, 1280x800: the lower half, review 32)
    top += max(0, rect.bottom - px(8) - (top + first_h + sum(heights))) // 2
    return dict(legend=legend, rows=rows, top=top, name_w=name_w, room=room, went=went, beside=beside, words_x=words_x,
                words_h=words_h, first_h=first_h, lines=dict(zip(held_seats, lines)), line_h=line_h, size=size,
                gaps=dict(zip(held_seats, gaps)), heights=dict(zip(held_seats, heights)), readable=readable)


def round_end(board, t, g, scored):
    """Who went out, and every other seat's cards left face up (hidden ones framed in gold) with the
    points each counted, from the rules' round_scored event."""
    px = t.px
    rect = g["result"]
    t.panel(rect, theme.PANEL, 235, 14, theme.GOLD, px(2))
    t.label(f"Round {scored['round']} is over", (rect.centerx, rect.y + px(10)), 20, theme.GOLD, bold=True,
            anchor="midtop")
    plan = result_plan(board, t, rect, scored)
    # the legend wrapped, not shrunk past readable (at 6 seats and 1024x640 it ran past the panel's edges)
    y = rect.y + px(34)
    for line in plan["legend"]:
        t.label(line, (rect.centerx, y), 12, theme.MUTED, anchor="midtop")
        y += int(t.text_px(12) * 1.2)
    name_w, room, went, size = plan["name_w"], plan["room"], plan["went"], plan["size"]
    y = plan["top"]
    for seat, points, words in plan["rows"]:
        colour = theme.GOLD if seat == scored["winner"] else theme.TEXT
        held = scored["held"][seat]
        if not held:      # "Ann went out: 0 points" on one line
            t.label(board.session.name(seat), (rect.x + px(14), y + px(4)), 14, colour, bold=True,
                    max_width=name_w - px(8))
            if plan["beside"]:
                t.label(words, (plan["words_x"], y + px(5)), 13, theme.TEXT)
            else:
                for j, line in enumerate(went):
                    t.label(line, (rect.x + px(14), y + px(24) + j * plan["words_h"]), 13, theme.MUTED)
            y += plan["first_h"]
            continue
        t.label(board.session.name(seat), (rect.x + px(14), y + px(4)), 14, colour, bold=True,
                max_width=name_w - px(8))
        t.label(points, (rect.x + px(14), y + px(22)), 16, colour, bold=True)
        if seat in scored["out"]:       # this round took the seat to the elimination line
            # "OUT" (the plates' word) where the name column is too narrow: at 1024x640 the words ran under
            # the seat's first card, "out of the ga" (review 23)
            said = "out of the game" if fits(t, "out of the game", 11, name_w - px(8), bold=True) else "OUT"
            t.label(said, (rect.x + px(14), y + px(22) + int(t.text_px(16) * 1.2)), 11, OUT_RED,
                    bold=True, max_width=name_w - px(8))
        n_lines, gap = plan["lines"][seat], plan["gaps"][seat]
        per = -(-len(held) // n_lines)       # cards a line, the last line the rest
        for j in range(n_lines):
            part = list(enumerate(held))[j * per:(j + 1) * per]
            if not part:
                continue
            line_y = y + j * plan["line_h"]
            rects = t.row(len(part), size, (rect.x + px(14) + name_w + room // 2, line_y + px(4) + size[1] // 2),
                          room, gap=gap)
            step = rects[1].x - rects[0].x if len(rects) > 1 else room
            shift = rect.x + px(14) + name_w - rects[0].x          # from the name column rightwards
            rects = [r.move(shift, 0) for r in rects]
            for (i, x), r in zip(part, rects):
                if x["hidden"]:
                    t.panel(r.inflate(px(6), px(6)), theme.GOLD, 230, 6)
                t.card(f"end{scored['round']}:{seat}:{i}", x["card"], r, zone="round_end", z=60 + i)
                if is_mimic(x["card"], scored["mimic"]):
                    mimic_points(t, r, x["points"], step - px(4))
                else:
                    t.label(str(x["points"]), (r.centerx, r.bottom + px(POINTS_GAP)), POINTS, theme.MUTED,
                            anchor="midtop")
        y += plan["heights"][seat]


TALL_GAIN = 1.25       # how much larger a result's cards must come out for it to lie over your band too
RESULT_SMALL_H = 56    # design px: a tall result only where the result over the table alone gives cards smaller than this
#                        (six seats at 1024x640: 40 px; at 1280x800 its 62 px cards leave your band in view)
RESULT_CARD_H = 150     # design px: the tallest card of a round's result (as large as the panel allows: at 60
#                         a three-seat result at 1024x640 was 38 px cards over half an empty panel, session 32;
#                         at 110 a three-seat result of short hands left the panel's lower half empty, review 32)
RESULT_SIDE_H = 60      # design px: the tallest result card that may overlap its neighbour in a line
RESULT_MIN_H = 36      # design px: the smallest card a round's result keeps in the middle (else the wide panel)
RESULT_LINE_H = 176     # design px: the most a line of a round's result takes (the card, its points under it)
POINTS = 14             # the type of the points under a result's card (11 was too small to read, review 32)
POINTS_ROOM = 22        # design px under a result's card for its points
POINTS_GAP = 5          # design px between a result's card and its points (the Mimic's "M" lay on the card's edge,
#                         on a hidden card's gold frame: session 36)


def badge_room(t, held, mimic):
    """The px a seat's row of a round's result needs under a card for a Mimic's badge and points, 0 without a
    Mimic (card_gap; measured once a row, not at every card size fit_lines tries: issue 22)."""
    if any(is_mimic(x["card"], mimic) for x in held):
        return mimic_width(t, max(x["points"] for x in held)) + t.px(6)
    return 0


def card_gap(t, badge, size):
    """The gap (design px) between a seat's cards in a round's result: room between the points under the
    cards for a Mimic's "M 6" (`badge`: badge_room; the badge covered the next card's points: "5 M M9 1 3")."""
    return max(10, (badge - size[0]) / t.px(1) + 1) if badge else 10


def fit_lines(t, held_rows, avail, room, mimic, mins=None):
    """How a round's result lays out each seat's cards left in the height `avail` and the width `room`:
    ([lines of each seat], line height, card size, [gap of each seat]). A hand that would not fit side by
    side in one line is wrapped onto two or three where that shows its cards wider than one line of
    overlapping cards would (a 22-card hand after a pickup was one row of 20 px cards, its kind bands
    unreadable, over an empty half panel: review 16); the cards grow to RESULT_CARD_H where there is room.
    `mins`: each seat's least row height (its name and points), taken from `avail` before the lines share it."""
    px = t.px
    mins = mins or [0] * len(held_rows)
    badges = [badge_room(t, held, mimic) for held in held_rows]

    def line_height(lines):
        lh = min(px(RESULT_LINE_H), avail // max(1, sum(lines)))
        while lh > px(8) and sum(max(n * lh, m) for n, m in zip(lines, mins)) > avail:
            lh -= 1
        return lh

    def layout(most):
        lines = [1] * len(held_rows)
        for _ in range(4):          # the size depends on the lines, the lines on the size: a few rounds settle
            line_h = line_height(lines)
            high = max(24, min(RESULT_CARD_H, (line_h - px(POINTS_ROOM)) / px(1)))
            # a card over RESULT_SIDE_H only where each hand's lines still hold their cards side by side
            while True:
                size = t.card_size(high)
                gaps = [card_gap(t, badge, size) for badge in badges]
                need = [-(-len(held) // max(1, (room + px(g)) // (size[0] + px(g)))) for held, g in zip(held_rows, gaps)]
                if high <= RESULT_SIDE_H or max(need, default=0) <= most:
                    break
                high = max(RESULT_SIDE_H, high - 2)
            wanted = [min(most, n) for n in need]
            if wanted == lines:
                break
            lines = wanted
        # the narrowest part of a card left in view, whichever seat's: a card's whole width, or its step
        seen = size[0]
        for held, n, g in zip(held_rows, lines, gaps):
            per = -(-len(held) // n)
            if per > 1 and size[0] + (size[0] + px(g)) * (per - 1) > room:
                seen = min(seen, max(px(12), (room - size[0]) / (per - 1)))
        return seen, -sum(lines), (lines, line_h, size, gaps)

    return max((layout(most) for most in (1, 2, 3)), key=lambda x: x[:2])[2]


def mimic_width(t, points):
    """How wide a Mimic's badge and points are at their smallest ("M 6")."""
    size = t.text_px(POINTS)
    return theme.text("M", size, bold=True).get_width() + t.px(5) + t.px(3) + theme.text(str(points), size).get_width()


def mimic_points(t, card, points, room):
    """A Mimic's tripled points under its card: its gold "M" badge, then, apart, the points as every card's
    are written ("6 pts" where `room` allows, else "6"); "M6" in one pill read as "Mimic 6" (in a Mimic 7
    round). Under the card, not on it: its small face (a round's result at 6 seats) the badge covered."""
    px = t.px
    size = t.text_px(POINTS)
    mark = theme.text("M", size, bold=True)
    pill = pygame.Rect(0, 0, mark.get_width() + px(5), mark.get_height())
    gap = px(3)
    words = counted_unit(points, "pt")
    if pill.w + gap + theme.text(words, size).get_width() > room:
        words = str(points)
    width = pill.w + gap + theme.text(words, size).get_width()
    pill.topleft = (card.centerx - width // 2, card.bottom + px(POINTS_GAP))
    t.panel(pill, theme.GOLD, 240, 6, theme.shade(theme.GOLD, -0.4), 1)
    t.label("M", pill.center, POINTS, MARK_INK, bold=True, anchor="center")
    t.label(words, (pill.right + gap, pill.y), POINTS, theme.MUTED)

def gone_words(t, cols, size, room):
    """The score sheet's words for the rounds before its first column, as long as `room` allows: "round 1 in
    total", "rounds 1–2 in total", else as the headings name rounds, "R1 in total"; "" when no round is gone,
    None when no form fits (at 1024x640 and 6 seats "◂ R1–2 in total" ran on over the R3 and R4 headings)."""
    if not cols or cols[0] == 1:
        return ""
    last = cols[0] - 1
    forms = (["round 1 in total", "R1 in total"] if last == 1 else
             [f"rounds 1\u2013{last} in total", f"R1\u2013{last} in total"])
    return next((w for w in forms if fits(t, w, size, room)), None)


# --- the score sheet ------------------------------------------------------------------------------------
def sheet(board, t, view, rect):
    px = t.px
    t.panel(rect, theme.PANEL, 190, 12, theme.PANEL_LINE)
    arena = view["format"] == "arena"
    limit = view["elimination_at"]
    pad = px(10)
    t.label("SCORE SHEET", (rect.x + pad, rect.y + px(8)), 13, theme.GOLD, bold=True)
    last = view["arena_rounds"]
    doubled = last if view["double_last"] else None
    sub = (f"Arena: round {view['round']} of {last}" + (", the last counts double" if doubled else "")
           if arena else f"out at {counted_unit(limit, 'point')}: the red line")
    if not fits(t, sub, 11, rect.w - 2 * pad):
        sub = f"out at {limit}: red line" if not arena else f"Arena: round {view['round']} of {last}"
    t.label(sub, (rect.x + pad, rect.y + px(26)), 11, theme.MUTED, max_width=rect.w - 2 * pad)
    rounds = view["rounds"]
    cols = arena_columns(view["round"], last) if arena else [r["round"] for r in rounds][-4:]
    n = view["seats"]
    top = rect.y + px(46)
    row_h = min(px(22), (rect.bottom - px(8) - top) // (n + 1))
    col = px(22)
    small = 11
    # room for "out 44" beside the last round, and the totals' clearance of the red ticks (below)
    tick_room = px(6) if view["format"] != "arena" else 0
    total_w = (px(54) if any(view["out"]) else px(34)) + tick_room
    name_w = rect.w - 2 * pad - total_w - col * len(cols)
    # the rounds scrolled off the left are said, not silently dropped (their points are in the total), in
    # words: "◂ R1" read as a riddle (session 25); "R1 in total" beside the headings R2, R3 where "round 1"
    # does not fit, and one round's column fewer where neither does
    gone = gone_words(t, cols, small, name_w - px(4))
    while gone is None and len(cols) > 2:
        cols = cols[1:]
        name_w += col
        gone = gone_words(t, cols, small, name_w - px(4))
    col_x = [rect.x + pad + name_w + col * i + col // 2 for i in range(len(cols))]
    # the totals end clear of the red tick at each bar's end (at 1024x640 a row is so low that the tick
    # ran into the total's last digit)
    total_x = rect.right - pad - tick_room
    for cx, rnd in zip(col_x, cols):
        t.label(f"R{rnd}", (cx, top), small, theme.GOLD if (arena and rnd == doubled) else theme.MUTED,
                anchor="midtop")
    t.label("total", (total_x, top), small, theme.MUTED, anchor="topright")
    if gone:
        t.label(gone, (rect.x + pad, top), small, theme.MUTED, max_width=name_w - px(4))
    by_round = {r["round"]: r for r in rounds}
    bar_w = rect.w - 2 * pad
    for seat in range(n):
        y = top + row_h * (seat + 1)
        total = view["scores"][seat]
        out = view["out"][seat]
        if not arena:
            # the elimination line is the bar's end: the fuller, the closer to out
            frac = min(1.0, total / limit) if limit else 0
            bar = pygame.Rect(rect.x + pad, y + row_h - px(5), bar_w, px(3))
            t.panel(bar, (0, 0, 0), 90, 1)
            if frac > 0:
                fill = pygame.Rect(bar.x, bar.y, max(px(2), int(bar.w * frac)), bar.h)
                t.panel(fill, OUT_RED if frac >= 0.75 else theme.GOLD, 220, 1)
            t.panel(pygame.Rect(bar.right - px(2), bar.y - px(3), px(2), bar.h + px(5)), OUT_RED, 255, 0)
        # the seat the plates mark (t.marked, the header's rule): the view's to_move named the seat after a bot's
        # move still being shown, gold here under that bot's gold plate (session 47)
        colour = theme.DIM if out else (theme.GOLD if t.marked == seat else theme.TEXT)
        t.label(board.session.short_name(seat, view["seat"]), (rect.x + pad, y), 12, colour,
                bold=seat == view["seat"], max_width=name_w - px(4))
        for cx, rnd in zip(col_x, cols):
            r = by_round.get(rnd)
            if r is None:
                continue
            p = r["points"][seat]
            text = "\u2013" if p is None else ("\u2605" if r["winner"] == seat and p == 0 else str(p))
            t.label(text, (cx, y), small, theme.GOLD if r["winner"] == seat else colour, anchor="midtop")
        t.label(("out " if out else "") + str(total), (total_x, y), 12, OUT_RED if out else colour,
                bold=True, anchor="topright")
