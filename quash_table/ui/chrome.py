"""The parts of a board screen around the table: the move log, the pass-and-play curtain and the
end-of-game summary. BoardScene places and feeds them; they only draw."""

import pygame

from . import theme
from ..engine.recorder import AGAIN_WORDS
from .chart import draw_line_chart
from .curtain_news import fit_news
from .curtain_news import OWN_LINE_MARK
from .summary_heading import heading_note, summary_heading
from .summary_table import summary_table as _summary_table
from .table import MIN_TEXT_PX
from .wheel import WHEEL_LINES, landing

NUMBER_EDGE = 6                 # design px: the least room between the column's edge line and a move's number
LOG_TEXT_PX = 12                # the move log's words at least, in screen pixels (at 13 a four-digit range's
                                # number left a short move no room for one line at 1024x640)
LOG_OTHERS = (212, 224, 216)    # the other seats' moves in the log: a shade under yours, not grey


class MoveLog:
    """The right-hand column: every move in words, newest at the bottom, scrollable with the wheel.

    Only what fits is wrapped and drawn: entries are read from the newest end (narration.MoveLogBook
    makes them on demand) until the column is full, and each entry's wrapped lines are rendered once
    and kept, so a move costs one new entry however long the game is."""

    _KEEP = 600   # rendered entries kept
    _WIDTHS_KEPT = 2   # the widths an entry is kept at (the number column's narrow and wide: draw)

    def __init__(self):
        self.scroll = 0          # wrapped lines scrolled up from the newest
        self._wheeled_from = None   # the scroll before the wheel's notches since the last draw
        self._rendered = {}      # entry index -> {(words, size, width, ...): [(mark, line surface)]}; a mark "▸"
                                 # starts a line of its own, else ""
        self.shown = []          # the (number, line image, starts an entry) rows drawn last
        self.free = None         # the room under the last line drawn (a rect), None before the first draw
        self.reach = 0           # px a line may take of the right pad where that spares an awkward break (draw)
        self.word_rects = []     # where its words were drawn last (a tooltip keeps off them: hud._tip_place)
        self.heading_rect = None  # where its heading "Moves" was drawn last (among word_rects)

    def wheel(self, notches):
        """`notches` of the mouse wheel (positive: up, to older moves): WHEEL_LINES lines a notch, as every
        scrolled thing (ui/wheel.py); the draw lands the column's top on the start of an entry, where the
        lines are known."""
        if self._wheeled_from is None:
            self._wheeled_from = self.scroll
        self.scroll = max(0, self.scroll + notches * WHEEL_LINES)

    def _gather(self, book, count, num_w, width, size, lh, fits, my_seat):
        """The (number, line image, starts an entry) rows from the newest entry up, until the column (and what
        is scrolled past) is full, and the first entry not read; a range's number whole ("142\u2013143")."""
        lines, i, step = [], count, max(8, fits)
        while i > 0 and len(lines) < self.scroll + fits:
            lo = max(0, i - step)
            chunk = []
            for j, entry in zip(range(lo, i), book.entry_lines(lo, i)):
                first = book.first_move(j)
                number = str(j + 1) if first == j else f"{first + 1}\u2013{j + 1}"
                rows = self._lines_of(j, entry, size, width, my_seat)
                # a line of its own in an entry ("▸ the game is lost") has its mark in the numbers' column
                chunk += [(number if k == 0 else mark, img, k == 0) for k, (mark, img) in enumerate(rows)]
            lines = chunk + lines
            i = lo
        return lines, i

    def _lines_of(self, i, entry, size, width, my_seat):
        """An entry's rows, [(mark, line image)]: its lines (narration.MoveLogBook.entry_lines) wrapped, each
        line of its own after the first ("the game is lost") marked "▸" on its first row, in the numbers' column,
        its words and their wrapped rows aligned with the entry's (the mark began the words, and their wrapped
        rows went back under it: ragged, at 1024x640, session-31 review)."""
        seat, text = entry
        if not text:                # a move folded into a later move's sentence (narration.py)
            return []
        colour = theme.TEXT if seat == my_seat else LOG_OTHERS
        key = (text, size, width, colour, self.reach)
        # an entry is kept at each width it was wrapped to lately: a draw whose lines show a wide range number
        # gathers twice, at the narrow width then the wide one (draw), and one kept width re-wrapped every
        # entry twice a frame (Flush's frame after a move: 20 ms, session 53)
        kept = self._rendered.setdefault(i, {})
        got = kept.get(key)
        if got is None:
            marks, images = [], []
            for k, line in enumerate(text):
                mark = OWN_LINE_MARK.strip() if k else ""
                # (a line may reach into the column's right pad where that spares an awkward break: REACH;
                # a stand-in's "took over" before its first move is a row of its own, unmarked: wrap's "\n")
                lines = theme.wrap(line, size, width, tails=True, reach=self.reach)
                marks += [mark] + [""] * (len(lines) - 1)
                images += [theme.text(line, size, colour) for line in lines]
            if len(kept) >= self._WIDTHS_KEPT:
                kept.clear()
            got = kept[key] = list(zip(marks, images))
        return list(got)

    def rendered(self):
        """{entry index: its line images as last wrapped} (tests tell the log's own images from others)."""
        return {i: [img for _, img in list(kept.values())[-1]] for i, kept in self._rendered.items() if kept}

    def draw(self, surface, rect, metrics, book, my_seat, foot=None):
        """`book`: the entries (narration.MoveLogBook); the seat at the screen's own moves are brighter.
        `foot`: where the lines end when a panel lies over the column's foot (the Scores panel): the newest
        line stays in view above it (Quadruple War's newest moves lay under it, review 24)."""
        m = metrics
        pygame.draw.rect(surface, theme.PANEL, rect)
        # (a line's end is drawn: to bottomleft it lay a pixel under the column, outside what is kept of it)
        pygame.draw.line(surface, theme.PANEL_LINE, rect.topleft, (rect.left, rect.bottom - 1))
        pad = m.px(14)
        # the column's heading: a tip keeps off it as off a control, its name (hud._tip_spot; session 28: the
        # greyed Undo's tip at game over lay over "Moves", the cheapest words to cover with the log full)
        self.heading_rect = theme.blit_text(surface, "Moves", m.px(16), (rect.x + pad, rect.y + m.px(12)), theme.GOLD,
                                            True)
        self.word_rects = [self.heading_rect]
        count = book.count()
        # The move numbers stand right-aligned against the text, which starts at the same x whatever
        # their count: they may reach left into the pad (the column grew with the count, and every line
        # moved sideways when the moves reached 10). A range ("28-30", one line telling several moves) is
        # at the same size, on one line: where one among the lines to show is wider than the column, the
        # column widens to the widest of them (wrapped after its dash, "126\u2013" over "127" stood beside
        # the entry's second line of words, review 27; shrunk, it read as a smudge).
        gap = m.px(6)
        # the words at a readable size however small the window (11 px at 1024x640 in grey read as small,
        # session-31 review), their numbers too, rows as far apart as that type needs
        size, num_px = max(LOG_TEXT_PX, m.px(14)), max(MIN_TEXT_PX, m.px(12))
        num_w = max(m.px(28), theme.text(str(count), num_px).get_width() + gap - pad + m.px(2))
        top = rect.y + m.px(42)
        lh = max(m.px(20), theme.font(size).get_linesize())
        bottom = rect.bottom if foot is None else max(top + lh, min(rect.bottom, foot))
        fits = max(1, (bottom - top - pad) // lh)
        # what a line may take of the right pad: the lines move right by px(4) at most (x0 below), and stay px(2) in
        self.reach = pad - m.px(6)
        lines, i = self._gather(book, count, num_w, rect.w - 2 * pad - num_w, size, lh, fits, my_seat)
        wide = [theme.text(num, num_px).get_width() for num, _, _ in lines[-(self.scroll + fits):] if num]
        if wide and max(wide) + gap - pad + m.px(2) > num_w:
            num_w = max(wide) + gap - pad + m.px(2)
            lines, i = self._gather(book, count, num_w, rect.w - 2 * pad - num_w, size, lh, fits, my_seat)
        # the widest number's left end at least NUMBER_EDGE in from the column's edge line: a range ("19\u201320")
        # began 2 px from it and read as spilling past the panel's left edge at 1024x640 (review 33). The lines
        # move right, their width kept (a four-digit range's entry would wrap), into the column's right pad
        widest = max(wide + [theme.text(str(count), num_px).get_width()])
        x0 = rect.x + max(0, m.px(NUMBER_EDGE) - (pad + num_w - gap - widest))
        if i == 0:                      # the whole log is known: no scrolling past its first line
            setup = book.setup_words()  # what the setup decided (NumberQuash's opening rolls), unnumbered
            if setup:
                # (None: no number column; it stood indented under "Moves", unlike "No moves yet.")
                # wrapped to its own width: it starts at the pad, with no number column before it (wrapped
                # at the numbered lines' width it left that much room at its right, review 26)
                lines = [(None, img, k == 0) for k, (_mark, img) in
                         enumerate(self._lines_of(-1, (None, (setup,)), size, rect.w - 2 * pad, my_seat))] + lines
            self.scroll = min(self.scroll, max(0, len(lines) - fits))
        if self.scroll > 0:
            # scrolled back, the column's top is the start of an entry, never the tail of one cut by it
            # (half an entry showed under "Moves", review 21); past the newest lines it is the newest again
            starts = [k for k, line in enumerate(lines) if line[2]]
            old = self._wheeled_from
            at = landing(starts, max(0, len(lines) - self.scroll - fits),
                         None if old is None else max(0, len(lines) - old - fits))
            self.scroll = max(0, len(lines) - fits - at)
        self._wheeled_from = None
        end = len(lines) - self.scroll
        first = max(0, end - fits)
        # The top shows whole entries: an entry cut by the column's top is left out, unless it is the only
        # one showing, and the column starts at the first whole entry (left blank, its lines showed as a gap
        # over the first line), taking as many lines below as fit.
        whole = next((k for k in range(first, end) if lines[k][2]), first)
        # But an entry longer than a few lines is not left out: the column emptied below the newest line
        # (QUASH's round scoring, then a tiebreaker's first play: only that line showed). Its tail shows,
        # marked as going on from above, and the newest lines stay at the bottom of a full column.
        # (not the setup's words, NumberQuash's opening rolls: wrapped to the whole width with no number column,
        # the mark moved its first row right past the column's edge, review 56q; the column starts under them)
        cut = whole - first > 2 and lines[first][0] is not None
        if cut:
            whole = first
        self.shown = lines[whole:whole + fits]      # what the column shows (tests read it)
        if cut and self.shown:
            self.shown[0] = ("\u2026",) + self.shown[0][1:]
        y = top
        for num, img, _ in self.shown:
            if num:
                theme.blit_text(surface, num, num_px, (x0 + pad + num_w - gap, y + (size - num_px) // 2 + 1),
                                theme.MUTED, anchor="topright")
            at = (x0 + pad + (0 if num is None else num_w), y)
            surface.blit(img, at)
            self.word_rects.append(pygame.Rect(x0 + pad, y, at[0] - x0 - pad + img.get_width(), lh))
            y += lh
        if not count:
            self.word_rects.append(theme.blit_text(surface, "No moves yet.", m.px(14), (rect.x + pad, y), theme.DIM))
            y += lh
        # the column's room under its last line (news aside lies there: BoardPaint._message_place)
        self.free = pygame.Rect(rect.x, y, rect.w, max(0, bottom - y))
        if len(self._rendered) > self._KEEP:
            for j in sorted(self._rendered)[:len(self._rendered) - self._KEEP // 2]:
                del self._rendered[j]


def draw_curtain(surface, metrics, name, why=None, news=None, note=None):
    """The whole window hidden, asking for the screen to be passed to `name` (`why`: the board's reason,
    BoardScene.curtain_words, under it; `news`: what happened since that person last acted, under the
    button that lifts it, as `curtain_news_rows` lays it out; `note`: a line over the button, undo_reasons.
    curtain_undo_note)."""
    m = metrics
    surface.fill(theme.PANEL)
    cx, cy = m.w // 2, m.h // 2
    lines, size, up = [], 0, 0
    if why:
        # one line where it fits at a readable size, else wrapped to lines at that size (The Game's
        # resumed turn shrank to 9 pixels on one line at 1024x640, review 18b): the title moves up for them
        width, readable = m.w - m.px(80), max(13, m.px(18))
        size = theme.fit_size(why, m.px(21), width)
        lines = [why]
        if size < readable:
            size = readable
            lines = theme.wrap_balanced(why, size, width)
        up = (len(lines) - 1) * theme.font(size).get_linesize()
    theme.blit_text(surface, f"Pass to {name}", m.px(44), (cx, cy - m.px(84 if why else 60) - up), theme.GOLD,
                    True, "center")
    for k, line in enumerate(lines):
        theme.blit_text(surface, line, size, (cx, cy - m.px(38) - up + k * theme.font(size).get_linesize()),
                        theme.TEXT, False, "center")
    # the button under it lifts the curtain, not any click (review 15 clicked beside it as told, and waited)
    theme.blit_text(surface, f"{name}: press the button below when ready. The table stays hidden until then.",
                    m.px(18), (cx, cy), theme.MUTED, False, "center")
    if note:
        theme.blit_text(surface, note, theme.fit_size(note, max(12, m.px(15)), m.w - m.px(80)),
                        (cx, cy + m.px(22)), theme.GOLD, False, "center")
    if news:
        heading, rows, size, box = news
        theme.blit_text(surface, heading, size, box.topleft, theme.GOLD, True)
        lh = theme.font(size).get_linesize()
        for k, (text, dim, more) in enumerate(rows):     # a line's wrapped rows set in under its first
            theme.blit_text(surface, text, size, (box.x + (m.px(18) if more else 0), box.y + (k + 1) * lh),
                            theme.MUTED if dim else theme.TEXT)


def curtain_news_rows(metrics, heading, items):
    """(heading, [(row, dim, set in)], text size, box) of the curtain's news under its button (`items`:
    curtain_news.news_items), or None when there is none: each line wrapped to the box's width, the newest
    moves that fit between the button and the window's foot (the older ones counted in a dim first row)."""
    if not items:
        return None
    m = metrics
    size = max(13, m.px(16))
    lh = theme.font(size).get_linesize()
    width = min(m.w - m.px(160), m.px(900))
    top = m.h // 2 + m.px(70) + m.px(28) + m.px(18)      # under the curtain's button (overlays.py)
    room = max(0, (m.h - m.px(10) - top) // lh - 1)       # rows under the heading
    wrapped = {}

    def lines(line):
        if line not in wrapped:
            wrapped[line] = theme.wrap(line, size, width - m.px(18), tails=True)
        return wrapped[line]

    shown, dropped = fit_news(items, lambda line: len(lines(line)), room)
    rows = []
    for k, line in enumerate(shown):
        rows.extend((row, dropped > 0 and k == 0, j > 0) for j, row in enumerate(lines(line)))
    # the box as wide as its widest row, centred under the button (a few short lines sat far to its left)
    f, bold = theme.font(size), theme.font(size, True)
    wide = max([bold.size(heading)[0]] + [f.size(row)[0] + (m.px(18) if more else 0) for row, _d, more in rows])
    wide = min(width, wide)
    return heading, rows, size, pygame.Rect(m.w // 2 - wide // 2, top, wide, (len(rows) + 1) * lh)


def ordinal(n):
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st."""
    tail = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"


def standings(game, result):
    """Seats best first: the winners, then the others by score (lower first in a game where the lowest
    score wins, Flush), ties in the order the rules list the seats (a result's `order`: NumberQuash's turn
    order, which its opening rolls decide; else seat order: "Bot 3 plays before Bot 2" under a summary
    listing Bot 2 first, session 49); or, for a result with `places` (the places its rules awarded, None for
    a seat with none), by those places, then the seats without one by score. A co-operative game has one
    line, the team's (seat 0 stands for it: every seat has the team's score)."""
    scores, winners = result["scores"], result["winners"]
    if game.cooperative:
        return [0]
    sign = 1 if game.low_score_wins else -1
    listed = result.get("order") or range(len(scores))      # sorted keeps this order among equals
    awarded = result.get("places")
    if awarded:     # a game that awards places (NumberQuash): by them, then the seats with none by score
        return sorted(listed, key=lambda i: (awarded[i] is None, awarded[i] or 0, sign * scores[i]))
    return sorted(listed, key=lambda i: (i not in winners, sign * scores[i]))


def places(game, result, order):
    """{seat: place} for the standings `order`: 1 for the first, and seats level with the one above them
    (both winners or both not, the same score) share its place, as "1, 1, 3". A result with `places`
    (each seat's place as the rules awarded it, or None) gives those seats that place, and the rest none
    (None: the rules give them no place; they were ranked "4th, 4th, 6th" beyond the rules' three, review 19b)."""
    scores, winners = result["scores"], result["winners"]
    awarded = result.get("places") or [None] * len(scores)
    out = {}
    for i, seat in enumerate(order):
        if awarded[seat] is not None or result.get("places"):      # the place the rules awarded, or none
            out[seat] = awarded[seat]
            continue
        above = order[i - 1] if i else None
        level = (above is not None and awarded[above] is None and (above in winners) == (seat in winners)
                 and scores[above] == scores[seat])
        out[seat] = out[above] if level else i + 1
    return out


def standing_rows(game, session, result):
    """The summary's rows, best first: [(place, name, score, won, words)]. A game whose seats play in
    partnerships that share a score (game.sides: QUASH at four) ranks the partnerships, each named with its
    players ("BLACK (Bot 2 & Bot 4)"), not each seat twice over; else one row a seat (standings, places)."""
    scores, winners = result["scores"], result["winners"]
    sides = None if game.cooperative else game.sides(len(scores))
    words = result.get("standing_words")
    if not sides:
        order = standings(game, result)
        place = places(game, result, order)
        said = heading_note(session, result) if hasattr(session, "match") else None
        return [(place[i], standing_name(game, session, i), scores[i], i in winners,
                 None if words is None or (said and i == session.screen_seat and words[i] == said) else words[i])
                for i in order]
    sign = 1 if game.low_score_wins else -1
    rows = sorted(((name, seats) for name, seats in sides),
                  key=lambda r: (not any(i in winners for i in r[1]), sign * scores[r[1][0]]))
    out = []
    for n, (name, seats) in enumerate(rows):
        won, score = any(i in winners for i in seats), scores[seats[0]]
        level = out and out[-1][3] == won and out[-1][2] == score
        # the players short-named (no bot level): the row's column is 150 design pixels wide
        named = " & ".join(session.short_name(i) if hasattr(session, "short_name") else session.name(i) for i in seats)
        out.append((out[-1][0] if level else n + 1, f"{name} ({named})",
                    score, won, None))
    return out


def rank_words(place):
    """A row's place in the summary, "2."; "" for a seat the rules gave none."""
    return f"{place}." if place else ""


def standing_name(game, session, seat):
    return "Team" if game.cooperative else session.name(seat)


TIMES = {1: "once", 2: "twice", 3: "three times", 4: "four times", 5: "five times", 6: "six times",
         7: "seven times", 8: "eight times", 9: "nine times", 10: "ten times"}


def undo_note(undos):
    """The summary's line for a game with moves taken back: "A move was taken back once.", "Moves were
    taken back twice.", "... 12 times." (it said "A move was taken back 2 times"). A plain fact: ": the
    statistics mark this game as undone" after it read as scolding (three new players, session 49)."""
    times = TIMES.get(undos, f"{undos} times")
    return f"A move was taken back {times}." if undos == 1 else f"Moves were taken back {times}."


# design px of the summary's lines under its result (the board's notes, the earlier-save and undo lines):
# the smallest the summary sets words in, wrapped rather than shrunk to one line
NOTE_PX = 15
NOTE_MIN_PX = 13    # screen px: the board's notes never smaller
NOTE_GAP = 7        # design px between two notes
CHART_ROOM = 160    # design px a summary's chart (its title, lines and axis) keeps at least under the notes


def fitted_notes(metrics, panel, game, session, notes, spare=(), room=CHART_ROOM, least=None):
    """`notes` as the summary with a chart in `panel` draws them: where they would leave its chart less than
    CHART_ROOM over the buttons' row, those of `spare` are left out, the last first, until they fit (The
    Game's loss at 1024x640: five notes in eleven lines left no line's gap, session 29). The others stay.
    `room`: the chart's design px, if the board keeps it more (BoardHooks.summary_size); `least`: the screen px
    its words are set in at least (BoardHooks.summary_text_px)."""
    m = metrics
    notes = list(notes)
    bottom = panel.bottom - m.px(90) - m.px(room)
    for cut in [None] + [n for n in reversed(notes) if n in spare]:
        if cut is not None:
            notes.remove(cut)
        if _summary_words(None, m, panel, game, session, session.result(), notes, least=least) <= bottom:
            break
    return notes


def _summary_words(surface, m, panel, game, session, res, notes, lines=None, least=None):
    """The summary's heading, its line, the board's notes and the undo note, drawn from the panel's top
    (measured only, with no surface); returns the y under them, where the scores start. `lines`: a list
    given is filled with {"text", "rect"} of the lines under the heading (the layout's, for tests). `least`:
    the screen px of the result's line and the notes at least (BoardHooks.summary_text_px)."""
    def blit(text, size, pos, *rest):
        if surface is not None:
            theme.blit_text(surface, text, size, pos, *rest)
        if lines is not None:
            w, h = theme.font(size).size(text)
            lines.append({"text": text, "rect": [pos[0] - w // 2, pos[1], w, h]})
    y = panel.y + m.px(24)
    heading = summary_heading(game, session, res)
    if surface is not None:     # kept inside the panel: a place's note ran past both its edges (review 23)
        size = theme.fit_size(heading, m.px(36), panel.w - m.px(40), bold=True, smallest=m.px(20))
        theme.blit_text(surface, heading, size, (panel.centerx, y), theme.GOLD, True, "midtop")
    y += m.px(56)
    if getattr(getattr(session, "recorder", None), "again", False):
        # a game finished again from an earlier save: read on the summary, one line under the heading
        # at the notes' size (NOTE_PX), wrapped, never shrunk: it was 11 px at 1024x640 (session 26)
        for line in theme.wrap(AGAIN_WORDS, m.px(NOTE_PX), panel.w - m.px(60), units=[]):
            blit(line, m.px(NOTE_PX), (panel.centerx, y - m.px(6)), theme.TEXT, False, "midtop")
            y += m.px(21)
    summary = session.words(res["summary"]) if hasattr(session, "words") else res["summary"]
    # no break inside a name or a bracketed phrase ("2nd: Player / 1", "(1 / cell left)": review 20)
    seats = len(session.match.seats) if hasattr(session, "words") else 0
    units = [session.words(game.seat_name(i, seats)) for i in range(seats)]
    px = max(least or 0, m.px(17))
    for line in theme.wrap_balanced(summary, px, panel.w - m.px(60), units=units):
        blit(line, px, (panel.centerx, y), theme.TEXT, False, "midtop")
        y += m.px(24) if least is None else max(m.px(24), theme.font(px).get_linesize() + m.px(4))
    for note in notes:
        # each note a paragraph of its own, a gap above it (The Game's five notes ran together with the
        # result into eleven lines of one block at 1024x640, session 29)
        y += m.px(NOTE_GAP)
        # at least NOTE_MIN_PX: 12 pixels of gold at 1024x640 was too small to read at a glance (session 29)
        px = max(least or NOTE_MIN_PX, m.px(NOTE_PX))
        step = max(m.px(21), theme.font(px).get_linesize() + m.px(2))
        # units=[]: a note's no-break phrases ("from hand 4 on") kept whole, their spaces given back; every
        # line of it (at 13 px a costs note took three lines at 1024x640, and a cap of two cut its end off:
        # fitted_notes leaves spare notes out instead)
        for line in theme.wrap(note, px, panel.w - m.px(60), units=[]):
            blit(line, px, (panel.centerx, y), theme.GOLD, False, "midtop")
            y += step
    undos = getattr(session.match, "undos", 0)
    if undos:
        for line in theme.wrap(undo_note(undos), m.px(NOTE_PX), panel.w - m.px(60), units=[]):   # (as AGAIN_WORDS)
            blit(line, m.px(NOTE_PX), (panel.centerx, y), theme.MUTED, False, "midtop")
            y += m.px(21)
    return y + m.px(10)


def summary_word_lines(metrics, panel, game, session, notes=(), least=None):
    """[{"text", "rect"}] of the lines the summary in `panel` draws under its heading (the layout's)."""
    lines = []
    _summary_words(None, metrics, panel, game, session, session.result(), notes, lines, least)
    return lines


def _chart_rect(m, panel, y):
    """The summary's chart: right of the scores' column (28 + 216 design px), from `y` (under the words) to
    the buttons' row."""
    col = panel.x + m.px(28)
    return pygame.Rect(col + m.px(216), y, panel.right - col - m.px(216) - m.px(24),
                       panel.bottom - m.px(90) - y - m.px(8))


def summary_chart_rect(metrics, panel, game, session, notes=(), least=None):
    """Where the summary in `panel` draws its chart (the layout's, for tests)."""
    return _chart_rect(metrics, panel, _summary_words(None, metrics, panel, game, session, session.result(), notes,
                                                      least=least))


def summary_height(metrics, width, game, session, notes=()):
    """The height a summary without a chart needs at `width`: its words, a line for each seat and the
    buttons' row (a fixed 380 px left a one-round Flush's two lines of scores in a large empty panel)."""
    m = metrics
    res = session.result()
    words = _summary_words(None, m, pygame.Rect(0, 0, width, 0), game, session, res, notes)
    return words + len(standings(game, res)) * m.px(23) + m.px(14) + m.px(90)


def draw_summary(surface, metrics, panel, table_area, game, session, chart=None, notes=(), table=None, rank=None,
                 least=None):
    """game.result as a panel over the dimmed table: heading, the game's summary line, the board's
    `notes` (lines of its own), the scores, and with `chart` ((series, x labels, x title), see
    ui/chart.py) the totals over the rounds, the board's `table` (BoardScene.summary_table) under the
    scores beside it; `rank`: each chart line's place in the standings, for its legend (ScorePanel.legend_rank).
    `least`: the screen px of its words at least (BoardHooks.summary_text_px). Returns the board's table as drawn,
    [(text, rect)] (none without a chart)."""
    m = metrics
    res = session.result()
    theme.panel(surface, table_area, (0, 0, 0), 120, 0)
    theme.panel(surface, panel.move(0, m.px(6)), (0, 0, 0), 90, m.px(18))
    # opaque: at 245 the table's words showed through behind the scores (The Game's "30 cards" behind "Team 16",
    # review 60, revw_129z)
    theme.panel(surface, panel, theme.PANEL, 255, m.px(18), theme.GOLD, m.px(2))
    y = _summary_words(surface, m, panel, game, session, res, notes, least=least)
    buttons_top = panel.bottom - m.px(90)
    order = standings(game, res)
    # a row each: a seat, or a partnership sharing a score (standing_rows), each with the rules' words for
    # it (`standing_words`: Flush's "out in round 3", where the places go by how long a seat stayed in)
    rows = standing_rows(game, session, res)
    ranked = len(rows) > 1             # a team standing alone has no place to show
    if chart is not None:
        # Scores in a column on the left, best first, the chart beside them.
        col = panel.x + m.px(28)
        sy = y
        # one size for every row: each fitted alone, the winner's starred bold "BLACK (Bot 2 & Bot 4)" came out
        # much smaller than the row under it (review 49a)
        # (and as wide as the scores, right-aligned at px(200), leave: 150 px cut names a 3-digit score did not need)
        score_w = max(theme.font(m.px(15), True).size(str(r[2]))[0] for r in rows)
        room = m.px(200) - score_w - m.px(10)
        def fitted(names):
            return min(theme.fit_size(("\u2605 " if r[3] else "") + n, m.px(15), room, r[3]) for n, r in zip(names, rows))
        names = [r[1] for r in rows]
        size = fitted(names)
        if size < m.px(13):
            # a team's members named after it ("BLACK (Bot 2 & Bot 4)") shrank the rows to 9 px at 1024x640: the
            # sides by their names alone, as the plates beside the table name their members
            names = [n.split(" (")[0] for n in names]
            size = max(size, fitted(names))
        for row_name, (at, _, score, won, said) in zip(names, rows):
            colour = theme.GOLD if won else theme.TEXT
            name = ("\u2605 " if won else "") + row_name
            if ranked:
                theme.blit_text(surface, rank_words(at), m.px(15), (col - m.px(4), sy), theme.MUTED, False, "topright")
            theme.blit_text(surface, name, size, (col, sy), colour, won)
            theme.blit_text(surface, str(score), m.px(15), (col + m.px(200), sy), colour, True, "topright")
            sy += m.px(22)
            if said:      # the rules' words for this row, under its name
                theme.blit_text(surface, said, theme.fit_size(said, m.px(12), m.px(200)), (col, sy - m.px(4)),
                                theme.MUTED, False)
                sy += m.px(18)          # clear of the next row's name: the words belong to the row above
            if sy > buttons_top - m.px(20):
                break
        drawn = []
        if table is not None:
            # a co-operative game's one standing is the team's: its table is each seat's, every seat a row
            seats = list(range(len(res["scores"]))) if game.cooperative else order
            drawn = _summary_table(surface, m, session, seats, table, col, sy + m.px(18), buttons_top - m.px(12),
                                   least)
        series, labels, x_title, *named = chart      # a board's own chart may name itself (The Game's)
        r = _chart_rect(m, panel, y)
        word = "hand" if x_title == "round" and "hand_no" in session.view() else x_title
        title = named[0] if named else f"Totals after each {word}" if x_title == "round" else "Score as the game went"
        draw_line_chart(surface, r, m, series, labels, title, word, rank=rank, level=game.chart_level_words)
        return drawn
    # three columns, the table centred: the places right-aligned, the names from one left edge, the scores
    # right-aligned (names right-aligned, each place beside its own name, put "1. \u2605 Bot 4" and "3. You"
    # at different places)
    size = m.px(16)
    names = [("\u2605 " if won else "") + name for _, name, _, won, _ in rows]
    name_w = max(theme.font(size, r[3]).size(n)[0] for n, r in zip(names, rows))
    score_w = max(theme.font(size, True).size(str(r[2]))[0] for r in rows)
    rank_w = max(theme.font(size).size(rank_words(r[0]))[0] for r in rows) + m.px(10) if ranked else 0
    small = m.px(14)
    words_w = max(theme.font(small).size(r[4] or "")[0] for r in rows) + m.px(24) if any(r[4] for r in rows) else 0
    left = panel.centerx - (rank_w + name_w + m.px(40) + score_w + words_w) // 2
    for name, (at, _, score, won, said) in zip(names, rows):
        colour = theme.GOLD if won else theme.TEXT
        if ranked:
            theme.blit_text(surface, rank_words(at), size, (left + rank_w - m.px(10), y), theme.MUTED, False,
                            "topright")
        theme.blit_text(surface, name, size, (left + rank_w, y), colour, won)
        theme.blit_text(surface, str(score), size, (left + rank_w + name_w + m.px(40) + score_w, y),
                        colour, True, "topright")
        if said:
            theme.blit_text(surface, said, small, (left + rank_w + name_w + m.px(40) + score_w + m.px(24),
                                                   y + (size - small) // 2), theme.MUTED, False)
        y += m.px(23)
        if y > buttons_top:   # the buttons' row stays clear
            break
    return []
