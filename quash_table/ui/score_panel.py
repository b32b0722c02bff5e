"""The score chart over the log column, on C or the Scores button until closed, or until a round is scored
(the table tells that result). It never opens by itself: a round's end is told on the table and in the log
(the director's pace), and a chart that popped up at every new round covered the play (QUASH's spots, a
Quadruple War plate). It reads the match's history through a ScoreTracker (ui/scores.py)."""

import pygame

from . import theme
from .chart import draw_line_chart
from .chrome import standings
from .director import GATE_KINDS
from .scores import ScoreTracker


class ScorePanel:
    def __init__(self, board):
        self.board = board
        self.tracker = ScoreTracker(board.game)
        self.tracker.update(board.session.match)
        self.chart_open = False       # the Scores panel (C), open until closed
        self.close_shown = None       # the corner's words on closing it, as last drawn (tests read them)

    def showing(self):
        return self.chart_open

    def toggle(self):
        if self.showing():
            self.close()
        else:
            self.chart_open = True
            self.board.redraw_still()

    def nothing_scored(self):
        """A game in rounds still in its first one, nobody's total moved yet (Flush scores only when a round
        ends): its chart by turns would be flat lines at the start, so the panel says so in words, small and
        at the foot of the log column (the chart of zeros covered the move log's first lines)."""
        match = self.board.session.match
        if not self.tracker.counts_rounds(match):
            return False
        h = self.tracker.history(match)
        if h.x_title != "turn" and len(h.totals) > 2:    # charted by rounds (Quadruple War): the start and now only
            return False
        return all(t == h.totals[0] for t in h.totals)

    def close(self):
        self.chart_open = False
        self.board.redraw_still()

    def series(self):
        """(series, x_labels, x_title) of this match's totals over rounds."""
        s = self.board.session
        h = self.tracker.history(s.match)
        # a side the game declares (QUASH's RED and BLACK at four) is one line named by its side, with its
        # players' short names (History.series); else each seat is named by its side when it plays one; a bot
        # without its level, as the score pad says it ("Bot 3 (normal)" crowded the chart at 1024x640, review 47b)
        sides = None if h.team_names else self._sides(s.match)
        names = [s.short_name(i) if h.team_names else f"{sides[i % len(sides)]} ({s.short_name(i)})" if sides
                 else s.short_name(i) for i in range(len(s.match.seats))]
        colours = [self.board.seat_colour(i) for i in range(len(s.match.seats))]
        return h.series(names, self.board.game.cooperative, colours), h.labels, h.x_title

    def legend_rank(self):
        """Each line of series()' place in the standings of the result as it stands (chrome.standings), which
        orders the chart's legend: best placed first (not highest score first: three NumberQuash finishers on
        18 came in seat order)."""
        s = self.board.session
        return self.tracker.history(s.match).ranks(standings(self.board.game, s.result()), self.board.game.cooperative)

    _sides_of = (None, None)      # (match, the side names its spectator view gives, or None)

    def _sides(self, match):
        """The names the game gives its sides (QUASH's RED and BLACK, as its board and header say them),
        when every seat plays for one (seat i for side i mod n); else None. Read once per match."""
        if self._sides_of[0] is not match:
            got = self.board.game.view(match.initial, None).get("sides")
            ok = isinstance(got, (list, tuple)) and len(got) > 1 and all(isinstance(x, str) for x in got) \
                and len(match.seats) % len(got) == 0
            self._sides_of = (match, list(got) if ok else None)
        return self._sides_of[1]

    def has_chart(self):
        """A chart worth showing: totals over two or more rounds, or the score over the moves of a game
        without rounds (The Game). A game of one round or hand has nothing to plot but its turns."""
        match = self.board.session.match
        h = self.tracker.history(match)
        if h.x_title == "turn" and self.tracker.counts_rounds(match):
            return False
        if h.x_title == "round" and match.over:
            return len(h) >= 3      # a finished game of one round: start and its end are no chart (its table says it)
        return len(h) >= 2

    # --- time and moves ----------------------------------------------------------------------------------
    def after_move(self, match):
        """A move was made or taken back: the history grows or shrinks; at the end the summary charts it.
        A move that scored a round (the rules' round_scored / hand_scored) closes the panel: that result is
        told on the table until the person moves on, and the panel left open (its small "No hand scored
        yet" note grown into the chart) covered a plate and the move log at every new hand. C opens it
        again."""
        self.tracker.update(match)
        if match.over:
            self.chart_open = False
        elif self.chart_open and match.actions and any(
                e.get("kind") in GATE_KINDS for e in self.board.game.events(match.state, None)):
            self.close()

    def update(self, dt, match):
        self.tracker.catch_up(match)           # a game opened long is read for its chart a slice a frame

    # --- drawing -----------------------------------------------------------------------------------------
    def rect(self):
        b = self.board
        _, _, log = b.areas()
        m = b.metrics
        w = max(log.w, m.px(420))
        if self.nothing_scored():           # within the log column: nothing on the table under it
            w, h = log.w - m.px(16), min(m.px(118), log.h - m.px(16))
            # a folded log's column is the table's: its foot held NumberQuash's Roll, so the words go at its top
            y = log.y + m.px(8) if b.log_folded() else log.bottom - m.px(8) - h
            return pygame.Rect(log.right - w - m.px(8), y, w, h)
        return b.score_panel_rect(pygame.Rect(log.right - w - m.px(8), log.y + m.px(8), w,
                                              min(m.px(330), log.h - m.px(16))))

    def nothing_words(self):
        word = "hand" if "hand_no" in self.board.session.table_view() else "round"
        return f"No {word} scored yet: the scores change when a {word} ends"

    def draw(self, surface):
        b = self.board
        m = b.metrics
        s = b.session
        r = self.rect()
        theme.panel(surface, r.move(0, m.px(4)), (0, 0, 0), 90, m.px(14))
        theme.panel(surface, r, theme.PANEL, 250, m.px(14), theme.GOLD, m.px(2))
        title = self.title()
        title_r = theme.blit_text(surface, title, m.px(20), (r.x + m.px(16), r.y + m.px(12)), theme.GOLD, True)
        small = self.nothing_scored()           # (its narrow panel: the key only, beside the title)
        close = self.close_shown = self.close_words(title_r.right + m.px(10), r.right - m.px(14))
        theme.blit_text(surface, close, m.px(12), (r.right - m.px(14), r.y + m.px(18)), theme.DIM, False, "topright")
        if small:
            y = r.y + m.px(44)
            for line in theme.wrap(self.nothing_words(), m.px(15), r.w - m.px(32))[:3]:
                theme.blit_text(surface, line, m.px(15), (r.x + m.px(16), y), theme.TEXT)
                y += m.px(20)
            return
        # while a round's result waits with the next deal behind it, the panel says that result, not the
        # next round's opening ("Hand 4, bidding")
        held = s.director.held_back_words() if s.director is not None else None
        res = s.result()
        summary = held or s.words(res["summary"])
        units = score_units(s, res)
        y = r.y + m.px(42)
        for line in summary_lines(summary, lambda text: theme.wrap(text, m.px(14), r.w - m.px(32), units=units)):
            theme.blit_text(surface, line, m.px(14), (r.x + m.px(16), y), theme.TEXT)
            y += m.px(19)
        series, labels, x_title, *_ = b.score_series()
        chart = pygame.Rect(r.x + m.px(10), y + m.px(6), r.w - m.px(20), r.bottom - y - m.px(16))
        word = "hand" if x_title == "round" and "hand_no" in s.table_view() else x_title   # as the summary says it
        draw_line_chart(surface, chart, m, series, labels, "", word, rank=self.legend_rank(),
                        level=b.game.chart_level_words)

    def close_words(self, left, right):
        """The corner's word on closing the panel, as long as fits between `left` and `right`: a lone "C"
        (a narrow panel down a log column) read as a stray letter (review 24), so it says "(C) close"."""
        for words in ("click to close  \u00b7  C", "(C) close"):
            if left + theme.text(words, self.board.metrics.px(12)).get_width() <= right:
                return words
        return "(C) close"

    def title(self):
        """"Scores so far" while the game goes on, "Final scores" once it is over (it said "so far" over the
        end-of-game summary)."""
        return "Final scores" if self.board.session.over else "Scores so far"

    def layout(self):
        d = {"id": "scores", "kind": "chart", "rect": list(self.rect()), "label": "scores"}
        if self.nothing_scored():
            d["text"] = self.nothing_words()
        return d


def summary_lines(summary, wrap, most=2):
    """The panel's lines for a result: all of it when it fits in `most` lines, else its headline ("Hand 2 is
    over") and where the whole is, never a sentence cut off where the panel ends (`wrap(text)` -> lines)."""
    lines = wrap(summary)
    if len(lines) <= most:
        return lines
    head = summary.split(":", 1)[0].strip()
    return wrap(f"{head}: every result is in the move log")[:most]


def score_units(session, res):
    """What a line of the result never breaks inside: each seat's name, and its name with its score ("Player 1
    11": the panel broke "…Player 1 11, Player / 2 20…", review 23)."""
    seats = len(session.match.seats)
    names = [session.words(session.game.seat_name(i, seats)) for i in range(seats)]
    scores = res.get("scores") or []
    paired = [f"{name} {score}" for name, score in zip(names, scores) if isinstance(score, (int, str))]
    return paired + names
