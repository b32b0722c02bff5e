"""The Statistics screen (main menu): per player and game, games, wins, win %, best score, streaks and
games with take-backs (engine/stats.py keeps them), and a chart of the player's last games of one game and one
setup (scores of a game to 30 and one to 60 are never put on one axis), each bar with its score and date.

A damaged statistics file is set aside by load_stats; its message is shown here in red.
Keys: P next player, G next game for the chart (or Tab to the buttons and Enter), R the replays of finished
games (the finished games, the newest chosen), F1 the rules, Esc back.
"""

from datetime import datetime

import pygame

from ...engine.naming import YOU
from ...engine.stats import BOTS_KEY, DRAWN_KEY, history_key, key_words, load_stats, summary_rows
from ...engine.stats_setups import setup_rows
from ...games import get_game
from .. import theme
from ..chart import BY_BOT_WORDS, DRAWN_WORDS, bar_chart_keys, draw_bar_chart
from .base import MenuScene
from .load import LoadScene

CHART_GAMES = 20       # the last games drawn in the chart
FEW_BARS, FEW_BARS_H = 3, 200       # a chart of fewer games is this tall (design px), the words under it say more
GROWS_WORDS = f"Each game you finish adds a bar: the chart shows the last {CHART_GAMES} games of this setup."
# "Best" says its unit ("14 points", "50 cards laid"): the games' scores count different things
COLUMNS = (("Game", 0.0, "left"), ("Games", 0.30, "right"), ("Wins", 0.385, "right"), ("Win %", 0.475, "right"),
           ("Best", 0.64, "right"), ("Streak", 0.745, "right"), ("Best streak", 0.885, "right"),
           ("Take-backs", 1.0, "right"))
TITLE_LINES = 3        # a row's Game cell wraps to at most this many lines
TITLE_LINE = 19        # design pixels between them
# said under the table where a row counts a draw: the win % leaves draws out (session 25: it counted them
# among the games, so a draw lowered it as a loss did)
WIN_NOTE = "Win %: of the games won or lost; a draw is neither"
# the Win % heading's tooltip: a new player could not tell what it counts where no draw made the note show;
# in the note's words (it said "wins of decided games (draws left out)" where the note said this: session 26)
WIN_TIP = WIN_NOTE
# what the other headings whose count is not plain from their name count (session 27: only Win % said it)
HEADING_TIPS = {
    "Win %": WIN_TIP,
    "Best": "Best: your best score in one game; a game a bot finished for you is left out",
    "Streak": "Streak: games won in a row up to now; a loss or a draw ends it",
    "Take-backs": "Take-backs: games in which a move was taken back with Undo (they count as any other)",
}
# said under the table at all times (review 32: Streak and Undone were unexplained; their tips showed only on
# hover over a heading, which a new player did not try): the columns whose count is not plain from the name
COLUMN_NOTE = "Streak: wins in a row up to now \u00b7 Take-backs: games with a move taken back"
# said where a row counts a game a bot finished for the person: Best "\u2013" beside that game's 510 in the chart
# read as a fault (review 56s); the Best heading's tip said it only on hover
BOT_NOTE = "Best: a game a bot finished for you is left out (a \u201cby bot\u201d bar in the chart)"
HEADING_IDS = {"h:win_pct"} | {"h:" + name.lower() for name in HEADING_TIPS if name != "Win %"}
HEADING_REACH = 12     # design px: a heading's tip lies this near its heading
# said after a score where the lowest wins, in the Best cell and the chart's title alike (they said "(lowest)"
# and "(lower is better)" of the same scores, session 26)
LOW_WINS = "(lowest)"
NOTE_H = 24            # design pixels the note takes under the rows


def played_on(stamp, clock=False):
    """The day a game was played, as the chart's axis shows it ("25 Nov"), in local time; with `clock`, the
    time too ("25 Nov 14:05")."""
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%d %b %H:%M" if clock else "%d %b").lstrip("0")
    except ValueError:
        return ""


def bar_labels(stamps):
    """Each bar's words under the chart, one a game: its day, and where the chart holds several games of that
    day its time as well ("30 Nov 14:05": every bar read "30 Nov"); games in the same minute are numbered
    in the order played ("30 Nov 14:05 (2)")."""
    days = [played_on(s) for s in stamps]
    labels = [played_on(s, clock=days.count(d) > 1) for s, d in zip(stamps, days)]
    return [f"{label} ({labels[:i].count(label) + 1})" if label and labels.count(label) > 1 else label
            for i, label in enumerate(labels)]


def score_words(gid, score):
    """A score with what it counts, as the game says it (engine/game.py score_unit): "14 points", "1 point",
    "50 cards laid"; "\u2013" for none."""
    if score is None:
        return "\u2013"
    try:
        one, many = get_game(gid).score_unit
    except KeyError:
        return str(score)
    return f"{score} {one if score == 1 else many}"


def best_words(gid, score):
    """The Best cell: the score in its unit, and LOW_WINS for a game where the lowest wins (Flush's
    "Best 0 points" gave no word that low is good there, review 24)."""
    words = score_words(gid, score)
    try:
        low = getattr(get_game(gid), "low_score_wins", False)
    except KeyError:
        low = False
    return f"{words} {LOW_WINS}" if low and score is not None else words


def first_player(rows):
    """Whom Statistics opens on: the person who played the most games (all games together); at a tie the
    one person at a table of bots ("You", engine/naming.YOU), then the one who played last, then by name.
    (It opened on the first name by the alphabet: a pass-and-play "Alice" with 1 game before "You" with 4.)"""
    games, last = {}, {}
    for r in rows:
        games[r["player"]] = games.get(r["player"], 0) + r["games"]
        at = r["history"][-1]["at"] if r["history"] else ""
        last[r["player"]] = max(last.get(r["player"], ""), at)
    order = sorted(games, key=str.lower)
    order.sort(key=lambda p: last[p], reverse=True)          # stable: the name settles what is still tied
    order.sort(key=lambda p: (-games[p], p != YOU))
    return order[0] if order else None


def game_of(gid):
    """The game `gid` names, or None (a record of a game this version does not have)."""
    try:
        return get_game(gid)
    except KeyError:
        return None


def game_title(gid):
    try:
        return get_game(gid).title
    except KeyError:
        return gid


def games_words(row):
    """A row's Games cell: the count, and how many of them were drawn or a bot finished ("3 (1 drawn, 1 by
    bot)"): a draw is no win and no loss, so the count says it (session 24)."""
    said = [f"{n} {words}" for n, words in ((row.get("drawn_games", 0), DRAWN_WORDS),
                                            (row.get("bot_games", 0), BY_BOT_WORDS)) if n]
    return f"{row['games']} ({', '.join(said)})" if said else str(row["games"])


def chart_bars(games):
    """draw_bar_chart's bars for games of a history: (score, won, undone, finished by a bot, drawn)."""
    return [(h.get("score", 0) or 0, bool(h.get("won")), bool(h.get("undone")), bool(h.get(BOTS_KEY)),
             bool(h.get(DRAWN_KEY))) for h in games]


# what the empty screen says (review 38: after two unfinished games "No finished games yet." alone left a new
# player wondering where their 15 minutes went): what is counted, and where an unfinished game waits
EMPTY_LINES = (
    "A game is counted here once it ends with a human player at the table, per player name",
    "(the names typed on New game). Unfinished games wait on the Load screen and behind Continue.")


class StatisticsScene(MenuScene):
    name = "statistics"

    def __init__(self, app):
        super().__init__(app)
        self.stats, self.message = load_stats()
        # a row a setup where a game was played in several ("NumberQuash, 2 players")
        self.rows = [r for row in summary_rows(self.stats) for r in setup_rows(game_of(row["game"]), row)]
        self.players = sorted({r["player"] for r in self.rows}, key=str.lower)
        self.player = first_player(self.rows)
        self.game = None
        # the chart's setup of self.game, as data (engine/stats.history_key: players, options), said in words
        # made from it (setup_words): records made before a change of words chart with new ones (session 20)
        self.setup = None
        self._bar_rects = []   # the chart's bars as last drawn
        self._pick_game()

    def open_help(self):
        """F1: this screen's help (statistics_help), with a row of every game's rules to turn to. It opened the
        charted game's rules (session 32), which say nothing of this screen (review 33c)."""
        self.app.nav.help_page(statistics_help())
        return True

    def _player_rows(self):
        return [r for r in self.rows if r["player"] == self.player]

    def _pick_game(self):
        rows = self._player_rows()
        games = [r["game"] for r in rows]
        if self.game not in games:
            # The game played most recently by this player, in the setup played last.
            rows = sorted(rows, key=lambda r: r["history"][-1]["at"] if r["history"] else "")
            self.game = rows[-1]["game"] if rows else None
            self.setup = None
        charts = self.charts()
        if (self.game, self.setup) not in charts:
            self.setup = next((s for g, s in reversed(charts) if g == self.game), None)

    def charts(self):
        """[(game, setup)] the player has a chart for: each game's setups, the one played last last."""
        out = []
        for row in self._player_rows():
            setups = []
            game = game_of(row["game"])
            for h in row["history"]:
                s = history_key(game, h)
                if s in setups:
                    setups.remove(s)
                setups.append(s)
            out.extend((row["game"], s) for s in setups)
        return out

    def next_player(self):
        if self.players:
            self.player = self.players[(self.players.index(self.player) + 1) % len(self.players)]
            self._pick_game()
            self.rebuild()

    def next_game(self):
        """The chart of the next game, or of the same game's next setup."""
        charts = self.charts()
        if charts:
            now = (self.game, self.setup)
            self.game, self.setup = charts[(charts.index(now) + 1) % len(charts)] if now in charts else charts[0]
            self.rebuild()

    # --- geometry ---------------------------------------------------------------------------------------
    def _frame(self):
        m = self.m
        w = min(m.w - m.px(80), m.px(1000))
        return pygame.Rect(m.w // 2 - w // 2, m.px(40), w, m.h - m.px(140))

    def _table_rect(self):
        f = self._frame()
        top = f.y + self.m.px(150 if self.message else 120)
        heights = [self._row_height(len(self._title_lines(r, f.w))) for r in self._player_rows()] or [self.m.px(30)]
        return pygame.Rect(f.x, top, f.w, self.m.px(34) + sum(heights) + self.m.px(NOTE_H) * len(self.notes()))

    def win_note(self):
        """WIN_NOTE where a row of the player's counts a draw, else ""."""
        return WIN_NOTE if any(r.get("drawn_games") for r in self._player_rows()) else ""

    def notes(self):
        """The lines under the table: COLUMN_NOTE, after the win note where there is one (on one line where
        both fit the table's width, else one a line); then BOT_NOTE where a game a bot finished is counted."""
        notes = [n for n in (self.win_note(), COLUMN_NOTE) if n]
        joined = " \u00b7 ".join(notes)
        bots = [BOT_NOTE] if any(r.get("bot_games") for r in self._player_rows()) else []
        if theme.font(max(11, self.m.px(14))).size(joined)[0] <= self._frame().w:
            return [joined] + bots
        return notes + bots

    def _row_height(self, lines):
        return self.m.px(30) + (lines - 1) * self.m.px(TITLE_LINE)

    def _title_lines(self, row, width):
        """A row's Game cell ("NumberQuash, 6 players, play on until 5 players have finished") in the lines
        it takes in its column, at most TITLE_LINES: cut to one line it lost the very words that told two
        rows of a game apart (session 23, "NumberQuash, 6 players…" under "NumberQuash, 6 players")."""
        m = self.m
        size = max(11, m.px(15))
        x_of = [int(frac * (width - m.px(10))) for _, frac, _ in COLUMNS]
        room = max(m.px(60), theme.text(games_words(row), size).get_width() + m.px(16))
        title = game_title(row["game"]) + (f", {row['setup_words']}" if row["setup_words"] else "")
        # each part whole on its line where it fits, the game's name, "2 players", "Professional: on": the cell
        # broke inside them ("The Game: Quick & Easy, 2 / players, Professional: on" under "..., / 4 players")
        parts = [game_title(row["game"])] + list(row.get("setup_parts") or [])
        lines = theme.wrap(title, size, x_of[1] - x_of[0] - room, bold=True, units=parts)
        if len(lines) > TITLE_LINES:
            lines = lines[:TITLE_LINES - 1] + [theme.ellipsize(" ".join(lines[TITLE_LINES - 1:]), size,
                                                               x_of[1] - x_of[0] - room, bold=True)]
        return lines

    def tips_keep_clear(self):
        """The table's words and the chart's title, drawn here: the Player button's tooltip covered the table's
        "Game" heading, then, kept off the table, the chart's title (session 25); the whole table and chart
        kept clear sent the Win % tip to the window's corner, far from its heading (session 27)."""
        words = list(getattr(self, "_drawn_words", ()))
        if words:
            return words
        table, f = self._table_rect(), self._frame()
        return [table, pygame.Rect(f.x, table.bottom, f.w, max(0, f.bottom - table.bottom))]

    def layout(self, manager):
        m = self.m
        px = m.px
        f = self._frame()
        self.label(manager, "h:statistics", "Statistics", (f.x, f.y, f.w, px(44)), "#heading")
        if self.players:
            # a choice with nothing else to turn to is said, not offered as a greyed button (it looked broken)
            # one name alone says so: the names typed in pass-and-play come here once they finish a game
            alone = " (the only one so far)" if len(self.players) == 1 else ""
            name = theme.ellipsize(self.player, px(16), px(280) - theme.font(px(16)).size(f"Player: {alone}")[0])
            self._choice(manager, "player", f"Player: {name}{alone}", (f.x, f.y + px(56), px(300), px(44)),
                         self.next_player, "P: the next player", len(self.players) > 1)
            text = self.chart_choice_words(px(17), f.w - px(370))
            self._choice(manager, "chart_game", text, (f.x + px(316), f.y + px(56), f.w - px(316), px(44)),
                         self.next_game, "G: chart another game or setup", len(self.charts()) > 1)
            self._heading_tips(manager)
        # the pair centred together (review 38: Back alone was centred, the pair sat right of the middle)
        self.button(manager, "back", "Back", (m.w // 2 - px(210), m.h - px(82), px(200), px(54)), self.back,
                    primary=True, tooltip="Shortcut: Esc")
        # the finished games themselves: each is kept for its replay (the Load list, finished game chosen)
        self.button(manager, "replays", "Replays", (m.w // 2 + px(10), m.h - px(82), px(200), px(54)),
                    self.replays, tooltip="Watch a finished game again (R)")
        self.keys = {pygame.K_p: "player", pygame.K_g: "chart_game", pygame.K_b: "back", pygame.K_r: "replays"}

    def _heading_tips(self, manager):
        """A label without words over each drawn heading of HEADING_TIPS, holding its tooltip (review 25: Win %;
        session 27: Best, Streak, Undone): the headings stay drawn together, and the kit's placer puts each
        tip as it puts every other (`h:<column>`, "h:win_pct" for Win %)."""
        m, r = self.m, self._table_rect()
        size = max(11, m.px(15))
        for name, frac, align in COLUMNS:
            tip = HEADING_TIPS.get(name)
            if tip is None:
                continue
            w, h = theme.font(size, True).size(name)
            x = r.x + int(frac * (r.w - m.px(10))) - (w if align == "right" else 0)
            wid = "h:win_pct" if name == "Win %" else "h:" + name.lower()
            label = self.label(manager, wid, "", (x - m.px(4), r.y - m.px(2), w + m.px(8), h + m.px(4)))
            label.tool_tip_text = tip

    def tip_reach(self, wid):
        """A heading's tip lies by its heading, over the rows it explains if it must (session 28: 45-55 px up,
        over the chart's name and the Player button's band, it read as theirs)."""
        return HEADING_REACH if wid in HEADING_IDS else super().tip_reach(wid)

    def tips_soft(self):
        """The chart's plot, drawn here: a heading's tip lies over it rather than far from its heading."""
        chart = getattr(self, "_chart_rect", None)
        return [chart] if chart is not None else []

    def chart_choice_words(self, size, width):
        """The chart button's words: the game and setup charted where they fit, else the game and which of
        its setups ("Chart: NumberQuash, 3 of 3"), the setup said whole by the lit row and the chart's title
        (cut, "Chart: NumberQuash, 6 players, play on until 5 players have fin…" lost what told it apart)."""
        full = f"Chart: {game_title(self.game)}, {self.setup_words()}"
        if theme.font(size, True).size(full)[0] <= width or self.setup is None:
            return theme.ellipsize(full, size, width, bold=True)
        setups = [s for g, s in self.charts() if g == self.game]
        which = f"{setups.index(self.setup) + 1} of {len(setups)}" if self.setup in setups else self.setup_words()
        return theme.ellipsize(f"Chart: {game_title(self.game)}, setup {which}", size, width, bold=True)

    def replays(self):
        self.app.push(LoadScene(self.app, finished=True))

    def _choice(self, manager, wid, text, rect, on_click, tooltip, more):
        """A button that turns to the next choice when there is more than one, else the choice as a label."""
        if more:
            self.button(manager, wid, f"{text}  \u25b8", rect, on_click, tooltip=tooltip)
        else:
            self.label(manager, wid, text, rect)

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface):
        super().draw(surface)
        m = self.m
        f = self._frame()
        theme.panel(surface, f.inflate(m.px(40), m.px(20)).move(0, -m.px(4)), theme.PANEL, 150, m.px(16))
        y = f.y + m.px(112)
        if self.message:
            for line in theme.wrap(self.message, m.px(15), f.w)[:2]:
                theme.blit_text(surface, line, m.px(15), (f.x, y), theme.ILLEGAL, True)
                y += m.px(20)
        if not self.players:
            theme.blit_text(surface, "No finished games yet.", m.px(22), (f.centerx, f.y + m.px(200)), theme.TEXT,
                            True, "center")
            for i, line in enumerate(EMPTY_LINES):
                theme.blit_text(surface, line, m.px(15), (f.centerx, f.y + m.px(240) + i * m.px(22)), theme.MUTED,
                                False, "center")
            return
        self._draw_table(surface)
        self._draw_chart(surface)

    def _draw_table(self, surface):
        m = self.m
        r = self._table_rect()
        size = max(11, m.px(15))
        x_of = [r.x + int(frac * (r.w - m.px(10))) for _, frac, _ in COLUMNS]
        drawn = self._drawn_words = []        # where a tooltip keeps off (tips_keep_clear)
        for (name, _, align), x in zip(COLUMNS, x_of):
            drawn.append(theme.blit_text(surface, name, size, (x, r.y), theme.GOLD, True,
                                         "topleft" if align == "left" else "topright"))
        pygame.draw.line(surface, theme.PANEL_LINE, (r.x, r.y + m.px(26)), (r.right, r.y + m.px(26)))
        y = r.y + m.px(34)
        for row in self._player_rows():
            if self._charted(row):
                h = self._row_height(len(self._title_lines(row, r.w))) - m.px(2)
                theme.panel(surface, (r.x - m.px(8), y - m.px(4), r.w + m.px(16), h), theme.PANEL_LIGHT, 200,
                            m.px(6), theme.GOLD)
            best = best_words(row["game"], row["best_score"])
            # games a bot finished in the person's seat marked beside the count (review 23)
            games = games_words(row)
            title = self._title_lines(row, r.w)
            pct = "\u2013" if row["win_pct"] is None else f"{row['win_pct']:.0f}%"     # every game drawn
            cells = ("", games, str(row["wins"]), pct, best,
                     str(row["streak"]), str(row["best_streak"]), str(row["undone_games"]))
            for i, line in enumerate(title):
                drawn.append(theme.blit_text(surface, line, size, (x_of[0], y + i * m.px(TITLE_LINE)), theme.TEXT,
                                             True, "topleft"))
            for (_, _, align), x, text in list(zip(COLUMNS, x_of, cells))[1:]:
                drawn.append(theme.blit_text(surface, text, size, (x, y), theme.TEXT, False, "topright"))
            y += self._row_height(len(title))
        for line in self.notes():
            drawn.append(theme.blit_text(surface, line, max(11, m.px(14)), (r.x, y + m.px(2)), theme.MUTED, False,
                                         "topleft"))
            y += m.px(NOTE_H)

    def _draw_chart(self, surface):
        m = self.m
        f = self._frame()
        table = self._table_rect()
        row = next((r for r in self._player_rows() if self._charted(r)), None)
        if row is None:
            return
        top = table.bottom + m.px(16)
        rect = pygame.Rect(f.x, top, f.w, max(m.px(160), f.bottom - top - m.px(10)))
        last = self.chart_games(row)
        bars = chart_bars(last)
        if len(bars) < FEW_BARS and rect.h > m.px(FEW_BARS_H) + m.px(40):
            # a game or two: a chart the frame's height held one tall bar in a wide empty plot (review 49); the
            # room under it says how the chart grows
            rect.h = m.px(FEW_BARS_H)
            theme.blit_text(surface, GROWS_WORDS, max(11, m.px(14)), (rect.centerx, rect.bottom + m.px(14)),
                            theme.MUTED, False, "midtop")
        wins = sum(1 for b in bars if b[1])
        title = self.chart_title(len(bars))
        if theme.font(max(11, m.px(14)), True).size(title)[0] > rect.w - m.px(20):
            # too long a setup for one line: said whole by the lit row above, the title keeps its point
            title = self.chart_title(len(bars), with_setup=False)
        draws = sum(1 for b in bars if b[4])
        note = f"won {wins}, drawn {draws} of {len(bars)}" if draws else f"won {wins} of {len(bars)}"
        self._bar_rects = draw_bar_chart(surface, rect, m, bars, title, note,
                                         labels=bar_labels([h["at"] for h in last]))
        # its title is words a tooltip keeps off; its plot, soft (tips_keep_clear, tips_soft)
        self._drawn_words.append(pygame.Rect(rect.x, rect.y, rect.w, m.px(28)))
        self._chart_rect = rect

    def _charted(self, row):
        """Is `row` (a game, or one setup of it) the one the chart shows?"""
        return row["game"] == self.game and row["setup"] in (None, self.setup)

    def setup_words(self):
        """The chart's setup in words, made from its key ("4 players, the first 'Quashed!' ends the game")."""
        return key_words(game_of(self.game), self.setup) if self.setup is not None else ""

    def chart_title(self, n, with_setup=True):
        """"Ann at Flush, 3 players: points (lowest) in the last 4 games", as the Best cell says it: a game won on
        the fewest points says so (a Flush win's bar of 0 stood empty, read as no score at all)."""
        game = get_game(self.game)
        unit = game.score_unit[1] + (f" {LOW_WINS}" if game.low_score_wins else "")
        # what the bars count, in the game's own unit ("cards laid", "cells covered"): "score" said nothing
        # of it (review 22)
        last = f"the last {n} games" if n != 1 else "the last game"
        setup = f", {self.setup_words()}" if with_setup and self.setup is not None else ""
        return f"{self.player} at {game_title(self.game)}{setup}: {unit} in {last}"

    def chart_games(self, row):
        """The last games of the chart's setup, oldest first."""
        game = game_of(self.game)
        return [h for h in row["history"] if history_key(game, h) == self.setup][-CHART_GAMES:]

    def layout_info(self):
        info = super().layout_info()
        info["player"] = self.player
        info["game"] = self.game
        info["setup"] = self.setup_words() if self.setup is not None else None
        row = next((r for r in self._player_rows() if self._charted(r)), None)
        info["chart_title"] = self.chart_title(len(self.chart_games(row))) if row is not None else None
        row = next((r for r in self._player_rows() if self._charted(r)), None)
        rects = self._bar_rects
        games = self.chart_games(row) if row else []
        dates = bar_labels([h["at"] for h in games])
        info["chart"] = [{"score": h["score"], "date": dates[i], "won": h["won"], "by_bot": bool(h.get(BOTS_KEY)),
                          "drawn": bool(h.get(DRAWN_KEY)), "rect": list(rects[i]) if i < len(rects) else None}
                         for i, h in enumerate(games)]
        info["chart_key"] = [words for _, words, _ in bar_chart_keys(chart_bars(games))] if games else []
        info["rows"] = [dict({k: r[k] for k in ("player", "game", "games", "wins", "win_pct", "best_score", "streak",
                                                 "best_streak", "undone_games", "setup_words")},
                             best=best_words(r["game"], r["best_score"]), games_words=games_words(r))
                        for r in self._player_rows()]
        info["win_note"] = self.win_note() or None
        info["notes"] = self.notes() if self.players else []
        if self.message:
            info["objects"].append({"id": "stats_message", "kind": "message", "text": self.message,
                                    "level": "error"})
        return info


def statistics_help():
    """The Statistics screen's help page (markdown, a paragraph a line): what it shows, each column in the table's
    order, in the words of the headings' tips where they have one, and how to move about it."""
    said = {"Games": "Games: games finished", "Wins": "Wins: games won",
            "Best streak": "Best streak: the most games won in a row", **HEADING_TIPS}
    columns = "\n".join(f"- **{name}**:{said[name].split(':', 1)[1]}" for name, _, _ in COLUMNS if name in said)
    return f"""# Statistics

Every game played to its end on this computer, counted for each player name: a row for each game (and for each number of players it was played with).

## The columns

{columns}

## The chart

Above the table, **Player** (P) turns to the next player's counts and **Game** (G) to the chart of another game or setup: the scores of the last games. **Replays** (R) lists the finished games to watch again.

## The rules

The row above this page opens each game's rules (or press 1-5). Esc: back to Statistics.
"""
