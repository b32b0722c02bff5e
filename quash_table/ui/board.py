"""BoardScene: everything a game's board shares, so a board only describes its table.

A board subclasses BoardScene and implements `build(t, view, legal)`: given the view of the seat at the
screen and the legal actions (empty when it is not that person's turn), it places cards, dice, targets,
buttons, labels and panels with the TableBuilder `t`. The kit then
- animates: a piece whose id was on the table before glides from where it was to its new home, a new one
  flies in from its `origin`, a card whose face appears turns over;
- handles drag, click and keyboard moves (ui/drag.py) and buttons, and calls the rules through the
  session; a refused move springs back and the reason is shown;
- draws the HUD (game, whose turn, scores, Hint / Undo / Scores / Rules / Menu), the move log, messages,
  the pass-and-play curtain, a panel with the score chart when a round ends, and the end-of-game summary
  (with the chart and a Replay button);
- shows a hint on the table: the piece and its target (or the button) the hint means, and why;
- plays a sound for every move (card, dice, trick, QUASH!, round, win, lose: see sounds.event_sound);
- records a finished game in the statistics for every human player (engine/stats.record_match);
- lists everything interactive for --layout.
A board whose session is a replay (`read_only`, see ui/replay.py) is the same board, read-only: no drag
or table button acts, and the kit's replay bar steps through the game.
The board never decides what is legal and never sees more than `view`.
"""

import random

import pygame

from ..engine.game import IllegalAction
from . import settings as settings_mod
from . import theme, tween
from .app import Scene
from .chart import Chart, draw_line_chart
from .chrome import MoveLog, draw_curtain, draw_summary
from .drag import DragController
from .scores import ScoreTracker
from .sounds import event_sound
from .sprites import card_size
from .widgets import Button, Image, Label, Panel, Piece, Target, rect_list

HUD_H = 54
LOG_W = 290
MESSAGE_SECONDS = 4.5
MIN_TEXT_PX = 11     # the smallest text on a board, whatever the window size
ROUND_PANEL_SECONDS = 9.0
HINT = (92, 200, 255)   # the hint's outline: a cool blue, apart from the gold of selection and turn


class TableBuilder:
    """What a board's build() uses to describe the table. Coordinates are screen pixels; use `px` to
    scale design pixels (written for 1280x800) and `area` as the board's part of the window."""

    def __init__(self, board, area):
        self.board = board
        self.area = pygame.Rect(area)
        self.m = board.metrics
        self.pieces = []
        self.targets = []
        self.buttons = []
        self.decor = []          # panels, labels, images in drawing order
        self.prompt = ""         # one line telling the person at the screen what to do
        self.prompt_pos = None   # its centre (default: top middle of the area)
        self.message_pos = None  # where messages (refusals, hints) appear (default: area centre, low)

    def px(self, n):
        return self.m.px(n)

    def text_px(self, size):
        """A design-pixel text size in screen pixels, never below what stays readable on a small window."""
        return max(MIN_TEXT_PX, self.px(size))

    def card_size(self, height):
        """(w, h) in screen pixels of a card `height` design pixels tall."""
        return card_size(self.px(height))

    # --- things on the table ------------------------------------------------------------------------
    def card(self, pid, code, rect, *, deck=None, zone=None, drops=None, origin=None, reveal=False, z=0,
             back=None, dim=False):
        """A card: face up with its code, face down with code None. See widgets.Piece. `reveal`: a card
        flying in from `origin` starts face down and turns over on the way (a hidden card being played)."""
        p = Piece(pid, "card", rect, deck=deck or self.board.deck, code=code, zone=zone, drops=drops,
                  origin=origin, z=z, back=back or self.board.back_style, dim=dim, reveal=reveal)
        self.pieces.append(p)
        return p

    def die(self, pid, value, rect, *, colour=None, zone=None, drops=None, origin=None, z=0):
        p = Piece(pid, "die", rect, value=value, colour=colour, zone=zone, drops=drops, origin=origin, z=z)
        self.pieces.append(p)
        return p

    def target(self, tid, rect, label="", kind="target"):
        t = Target(tid, rect, label, kind)
        self.targets.append(t)
        return t

    def button(self, bid, label, rect, *, action=None, on_click=None, hotkey=None, style="normal", icon=None,
               enabled=None, size=16, tooltip=""):
        """A button. With `action`, it is enabled exactly when that action is legal now."""
        if enabled is None:
            enabled = (action in self.board.legal) if action is not None else True
        b = Button(bid, label, rect, action=action, on_click=on_click, hotkey=hotkey, style=style, icon=icon,
                   enabled=enabled, size=size, tooltip=tooltip)
        self.buttons.append(b)
        return b

    # --- decoration ---------------------------------------------------------------------------------
    def label(self, text, pos, size=16, colour=theme.TEXT, bold=False, anchor="topleft", max_width=None):
        """Text at `pos` (screen pixels) with a design-pixel `size`; shrinks to `max_width` if given."""
        self.decor.append(Label(text, pos, self.text_px(size), colour, bold, anchor, max_width))

    def panel(self, rect, colour=theme.PANEL, alpha=150, radius=12, border=None, width=1):
        self.decor.append(Panel(rect, colour, alpha, self.px(radius), border, width))

    def image(self, surface, pos, anchor="topleft"):
        self.decor.append(Image(surface, pos, anchor))

    def chart(self, rect, series, x_labels=None, title="", x_title=""):
        """A line chart: `series` [(label, [values])] (see ui/chart.py); the kit's score history of this
        match is `self.board.score_series()`."""
        self.decor.append(Chart(rect, series, x_labels, title, x_title, self.m))

    def seat_badge(self, seat, rect, detail=""):
        """A seat's name plate: name, human or bot level, `detail`; gold when it is that seat's turn."""
        s = self.board.session
        rect = pygame.Rect(rect)
        to_move = s.match.to_move == seat and not s.over
        self.panel(rect, theme.PANEL, 190, 12, theme.GOLD if to_move else theme.PANEL_LINE,
                   self.px(3) if to_move else 1)
        seat_info = s.match.seats[seat]
        kind = "Human"
        if seat_info["kind"] == "bot":
            kind = "Bot" if seat_info["level"] in s.name(seat) else "Bot \u00b7 " + seat_info["level"]
        pad = self.px(12)
        self.label(s.name(seat), (rect.x + pad, rect.y + self.px(8)), 17, theme.GOLD if to_move else theme.TEXT,
                   bold=True, max_width=rect.w - 2 * pad)
        self.label(kind + ("  \u2022  to move" if to_move else ""), (rect.x + pad, rect.y + self.px(31)), 13,
                   theme.MUTED)
        if detail:
            self.label(detail, (rect.x + pad, rect.y + self.px(50)), 14, theme.TEXT, max_width=rect.w - 2 * pad)

    # --- geometry helpers ---------------------------------------------------------------------------
    def row(self, count, size, center, max_width, gap=12):
        """`count` rects of `size` centred on `center` in a row no wider than `max_width` (overlapping
        like a fanned hand when they do not fit side by side)."""
        w, h = size
        if count <= 0:
            return []
        gap = self.px(gap)
        step = w + gap
        if count > 1 and w + step * (count - 1) > max_width:
            step = max(self.px(12), (max_width - w) / (count - 1))
        total = w + step * (count - 1)
        x0 = center[0] - total / 2
        return [pygame.Rect(int(x0 + i * step), int(center[1] - h / 2), w, h) for i in range(count)]

    def split(self, rect, fractions, vertical=True, gap=0):
        """Cut `rect` into parts by `fractions` (top to bottom, or left to right)."""
        rect = pygame.Rect(rect)
        gap = self.px(gap)
        total = rect.h if vertical else rect.w
        total -= gap * (len(fractions) - 1)
        out, pos = [], rect.y if vertical else rect.x
        for f in fractions:
            n = int(total * f)
            out.append(pygame.Rect(rect.x, pos, rect.w, n) if vertical else pygame.Rect(pos, rect.y, n, rect.h))
            pos += n + gap
        return out


class Table:
    """The built table: a TableBuilder's contents, indexed."""

    def __init__(self, builder=None):
        b = builder
        self.pieces = b.pieces if b else []
        self.targets = b.targets if b else []
        self.buttons = b.buttons if b else []
        self.decor = b.decor if b else []
        self.prompt = b.prompt if b else ""
        self.prompt_pos = b.prompt_pos if b else None
        self.message_pos = b.message_pos if b else None
        self.area = b.area if b else pygame.Rect(0, 0, 0, 0)
        self.piece_by_id = {p.id: p for p in self.pieces}
        self.target_by_id = {t.id: t for t in self.targets}


HOLD_KEY = "board:hold"


class BoardScene(Scene):
    """Base of every board. Subclasses set `deck` and implement build(); see ui/README.md."""

    name = "board"
    deck = "standard"
    back_style = "red"
    round_chart = True     # show the score chart by itself when a round ends (C shows it at any time)

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.tweens = tween.Tweener(settings_mod.animation_factor(app.settings))
        self.table = Table()
        self.legal = []
        self.drag = DragController(self)
        self.message = None            # (text, kind, seconds left)
        self.show_summary = True
        self._hold_over = False        # a hold() ran out and no update has stepped on yet
        self._built = None             # (version, size) the table was built for
        # A new game deals (cards fly in from their origins); a resumed one is simply laid out.
        self._snap = len(session.match.actions) > 0
        self._moves_heard = len(session.match.actions)
        self._hud_buttons = []
        self._hud_left = 0
        self._hand_cursor = False
        self._overlay_buttons = []
        self._pressed_button = None
        self.log = MoveLog()
        self._now = 0.0
        self._last_curtain = session.curtain
        self._builds = 0               # counts table builds: the still layer is redrawn after each
        self._static = None
        self._static_key = None
        self._scores_overlay = None    # (surface, position) of the score chart while it shows
        self._event_cache = None       # the move log's event words per move (see _caused_events)
        self._hint = None              # {"version", "action", "piece", "target", "button", "text"}
        self._key_button = None        # the table button Tab has reached (Enter presses it)
        self._scores = ScoreTracker(self.game)
        self._scores.update(session.match)
        self._round_panel = None       # (round that ended, seconds left) while its panel shows
        self._chart_open = False       # the Scores panel (C), open until closed
        self._last_state = session.match.state
        self._was_over = session.match.over   # a game that ends here goes into the statistics once
        self.stats_message = None
        self.replay = None
        if self.read_only:
            from .replay import ReplayBar
            self.replay = ReplayBar(self)
            self.show_summary = False
        else:
            app.sounds.warm()

    # --- for board authors ----------------------------------------------------------------------------
    def build(self, t, view, legal):
        """Describe the table for `view` (see the module docstring). Every board implements this."""
        raise TypeError(f"{type(self).__name__} must implement build(t, view, legal)")

    def nobody_here_text(self):
        """What a board writes where the hand of the seat at the screen would be when no seat's view is
        on screen: bots only at the table, or a replay with every hand face up (beside the moves)."""
        return "Every hand is face up, beside the moves" if self.read_only else "Watching the bots play"

    def event_log_line(self, event):
        """Words for a public event a move caused (an entry of `public_events`), added to that move's
        line in the log, or None to leave it out. QUASH: a tiebreaker pair shown, a round scored; Flush:
        what a declaration laid. A board that does not override it adds nothing (and costs nothing)."""
        return None

    def public_events(self, view):
        """The spectator view's list of public events, oldest first (it may keep only the newest)."""
        events = view.get("events")
        return events if isinstance(events, list) else []

    def _log_lines(self):
        """The session's move log, each move followed by the words of the events it caused."""
        lines = self.session.log_lines()
        if type(self).event_log_line is BoardScene.event_log_line:
            return lines
        caused = self._caused_events()
        return [(seat, " \u2014 ".join([text] + caused[i]) if caused[i] else text)
                for i, (seat, text) in enumerate(lines)]

    def _caused_events(self):
        """For every move, the words of the public events it added (cached; one move at a time as they
        come, one replay after a load, an undo or a jump in a replay)."""
        m = self.session.match
        acts = m.actions
        known = self._event_cache
        if known is not None and known["actions"] == acts:
            return known["lines"]
        game = self.game

        def events(state):
            return self.public_events(game.view(state, None))

        def words(before, after):
            # what `after` adds: past the longest tail of `before` that it starts with (a view may keep
            # only its newest events, so the window slides; a list started afresh shares nothing)
            k = min(len(before), len(after))
            while k and before[len(before) - k:] != after[:k]:
                k -= 1
            return [w for w in map(self.event_log_line, after[k:]) if w]
        if known is not None and len(acts) == len(known["actions"]) + 1 and acts[:-1] == known["actions"]:
            after = events(m.state)
            lines = known["lines"] + [words(known["events"], after)]
        else:
            states = m.replay_states()
            evs = [events(st) for st in states]
            lines = [words(evs[i], evs[i + 1]) for i in range(len(acts))]
            after = evs[-1]
        self._event_cache = {"actions": list(acts), "lines": lines, "events": after}
        return lines

    def draw_over_pieces(self, surface):
        """Drawing that belongs on the pieces where they are now (QUASH's scoring tags, Flush's "as 6"):
        after the pieces, under the chart, messages, pop-ups and the summary."""

    def draw_popups(self, surface):
        """A board's own dialogs and banners: over the table and its messages, under the summary."""

    def summary_notes(self):
        """Extra lines for the end-of-game summary, under the result (The Game: could the deal have been
        won?). Asked every frame the summary shows, so slow work belongs on a thread."""
        return []

    def score_text(self, result, view):
        """The HUD's score line; boards may say it better (The Game: cards laid out of 50)."""
        names = [self.session.name(i) for i in range(len(self.session.match.seats))]
        return "   ".join(f"{n}: {s}" for n, s in zip(names, result["scores"]))

    def draw_decor(self, surface):
        """Extra drawing under the pieces (arrows, board art); most boards need none."""

    def hint_marks(self, action):
        """Ids of the pieces, targets and buttons that show the hinted `action` on this table, or None for
        the kit's reading: the piece whose `drops` hold the action and that target, else the button with
        that action. A board whose moves are built in steps (Flush stages cards, then declares) may say it
        better."""
        return None

    @property
    def read_only(self):
        """True on a replay: the board shows a position and nothing on it acts (ui/replay.py)."""
        return bool(getattr(self.session, "read_only", False))

    def sound(self, name):
        """Play one of the kit's effects (ui/sounds.py NAMES: "card", "dice", "trick", "quash", "round",
        "turn", "win", "lose", "deny"). The kit already plays one for every move; this is for more."""
        self.app.sounds.play(name)

    def score_series(self):
        """(series, x_labels, x_title) of this match's totals over rounds, for `t.chart` or a summary."""
        s = self.session
        h = self._scores.history(s.match)
        names = [s.name(i) for i in range(len(s.match.seats))]
        return h.series(names, self.game.cooperative), h.labels, h.x_title

    # --- the kit's API used by the drag controller and buttons -----------------------------------------
    @property
    def metrics(self):
        return self.app.metrics

    @property
    def sounds(self):
        return self.app.sounds

    def act(self, action):
        """Send an action for the person at the screen; True if the rules took it, else show why."""
        try:
            self.session.play(action)
        except IllegalAction as e:
            self.show_message(str(e), "error")
            self.sounds.play("deny")
            return False
        self.message = None
        self.rebuild()
        return True

    def show_message(self, text, kind="info", seconds=MESSAGE_SECONDS):
        # the rules' reasons are written to follow a colon ("you must follow hearts: ..."); on their own
        # on the table they read as sentences
        text = text[:1].upper() + text[1:]
        self.message = (text, kind, seconds)

    def not_your_turn(self):
        s = self.session
        if s.over:
            self.show_message("The game is over.")
        else:
            self.show_message(f"Wait: it is {s.name(s.match.to_move)}'s turn.")

    def settings_changed(self, settings):
        self.tweens.speed = settings_mod.animation_factor(settings)
        if not self.read_only:
            self.session.settings = settings
        self._built = None

    # --- geometry ----------------------------------------------------------------------------------
    def areas(self, full=False):
        """(hud, table, log) rects for this window. On a replay the table leaves room for the replay bar
        along its bottom (`full=True`: the table with the bar)."""
        m = self.metrics
        hud = pygame.Rect(0, 0, m.w, m.px(HUD_H))
        log_w = m.px(LOG_W)
        table = pygame.Rect(0, hud.bottom, m.w - log_w, m.h - hud.bottom)
        log = pygame.Rect(table.right, hud.bottom, log_w, m.h - hud.bottom)
        if self.read_only and not full:
            from .replay import BAR_H
            table.h -= m.px(BAR_H)
        return hud, table, log

    # --- building and animating ----------------------------------------------------------------------
    def rebuild(self):
        s = self.session
        _, area, _ = self.areas()
        self.legal = s.screen_legal()
        if s.curtain is not None:
            # Behind the curtain nothing of any hand is built: the screen is between two people.
            self.table = Table()
            self._snap = True
            self.drag.reset()
        else:
            builder = TableBuilder(self, area)
            self.build(builder, s.view(), self.legal)
            if self.replay is not None:
                self.replay.add_hands(builder)
            new = Table(builder)
            self._animate_from(self.table, new)
            self.table = new
            self.drag.after_rebuild()
        self._built = (s.version, self.metrics.rect.size)
        self._builds += 1
        self._build_hud()
        self._build_overlay_buttons()

    def _animate_from(self, old, new):
        snap = self._snap
        self._snap = False
        stagger = 0
        for p in new.pieces:
            before = old.piece_by_id.get(p.id)
            if snap:
                continue
            if before is not None:
                if p.id == self.drag.dragging:
                    p.pos = before.pos
                    continue
                start = tuple(before.pos)
                if any(abs(a - b) > 0.5 for a, b in zip(start, p.home)):
                    p.pos = list(start)
                    self.tweens.add(p.set_pos, start, tuple(p.home), 0.32, key=p.id)
                if p.kind == "card" and (before.code is None) != (p.code is None):
                    self._flip(p, before.code)
            elif p.origin is not None:
                start = tuple(p.origin[:2]) + tuple(p.home.size)
                p.pos = list(start)
                delay = 0.07 * stagger
                self.tweens.add(p.set_pos, start, tuple(p.home), 0.38, delay=delay, key=p.id)
                if p.reveal and p.code is not None:
                    self._flip(p, None, delay)
                stagger += 1

    def _flip(self, p, old_code, delay=0.0):
        """Turn `p` over: `old_code` (None = its back) shows for the first half, its face after."""
        p.flip_code = old_code
        p.flip = 0.001
        self.tweens.add(p.set_flip, 0.001, 1.0, 0.36, delay=delay, ease=tween.linear, key=("flip", p.id),
                        on_done=lambda: p.set_flip(0.0))

    def _build_hud(self):
        hud, _, _ = self.areas()
        m = self.metrics
        s = self.session
        bh = m.px(34)
        y = hud.centery - bh // 2
        x = hud.right - m.px(10)
        buttons = []
        if self.read_only:
            specs = [("hud:rules", "Rules", self.open_rules, m.px(80), "F1")]
        else:
            specs = [("hud:menu", "Menu", self.open_pause, m.px(86), "Esc"),
                     ("hud:rules", "Rules", self.open_rules, m.px(80), "F1")]
            if s.match.actions and s.curtain is None:
                specs.append(("hud:scores", "Scores", self.toggle_scores, m.px(86), "C"))
            if s.can_undo():
                specs.append(("hud:undo", "Undo", self.undo, m.px(76), "U"))
            if s.my_turn():
                specs.append(("hud:hint", "Hint", self.hint, m.px(70), "H"))
            if s.over and not self.show_summary:
                specs.append(("hud:summary", "Summary", self._show_summary, m.px(110), None))
        for bid, label, cb, w, key in specs:
            x -= w
            buttons.append(Button(bid, label, (x, y, w, bh), on_click=cb, size=15, tooltip=key or ""))
            x -= m.px(8)
        self._hud_buttons = buttons
        self._hud_left = x

    def _build_overlay_buttons(self):
        m = self.metrics
        s = self.session
        self._overlay_buttons = []
        if self.replay is not None:
            self._overlay_buttons = self.replay.buttons()
            return
        if s.curtain is not None:
            r = pygame.Rect(0, 0, m.px(360), m.px(56))
            r.center = (m.w // 2, m.h // 2 + m.px(70))
            self._overlay_buttons.append(Button("curtain:ready", f"I am {s.name(s.curtain)}: show my cards", r,
                                                on_click=s.lift_curtain, style="primary", size=17))
        elif s.over and self.show_summary:
            panel = self.summary_rect()
            gap = m.px(12)
            bw, bh = min(m.px(150), (panel.w - m.px(40) - 3 * gap) // 4), m.px(48)
            y = panel.bottom - m.px(24) - bh
            x = panel.centerx - (4 * bw + 3 * gap) // 2
            for i, (bid, label, cb, style, key) in enumerate((
                    ("summary:again", "Play again", self.play_again, "primary", "Enter"),
                    ("summary:table", "See the table", self._hide_summary, "normal", "T"),
                    ("summary:replay", "Replay", self.open_replay, "normal", "R"),
                    ("summary:menu", "Main menu", self.to_menu, "normal", "M"))):
                self._overlay_buttons.append(Button(bid, label, (x + i * (bw + gap), y, bw, bh), on_click=cb,
                                                    style=style, size=16, tooltip=key))

    def summary_rect(self):
        _, area, _ = self.areas()
        m = self.metrics
        h = m.px(380) if len(self._scores.history(self.session.match)) < 2 else m.px(590)
        r = pygame.Rect(0, 0, min(area.w - m.px(40), m.px(680)), min(h, area.h - m.px(16)))
        r.center = area.center
        return r

    # --- scene hooks ---------------------------------------------------------------------------------
    def resized(self):
        self._built = None
        self._snap = True

    def settled(self):
        scenes = self.app.scenes
        if self in scenes and any(not sc.overlay for sc in scenes[scenes.index(self) + 1:]):
            return True   # hidden under another screen (a replay opened from the summary): nothing moves
        return not self.tweens.busy and not self.drag.busy() and self._built == (
            self.session.version, self.metrics.rect.size) and not (self.replay and self.replay.dragging)

    # --- pauses in a staged animation (a trick shown before it is gathered, a score counted up) -----
    def hold(self, seconds):
        """Pause the table for `seconds`: a tween that moves nothing, so while it runs the table is not
        settled and bots and the summary wait for it. hold_ran_out() says when it is over."""
        self.tweens.add(lambda v: None, 0.0, 1.0, seconds, key=HOLD_KEY, on_done=self._end_hold)

    def _end_hold(self):
        self._hold_over = True

    def holding(self):
        return any(tw.key == HOLD_KEY for tw in self.tweens.tweens)

    def cancel_hold(self):
        self.tweens.cancel(HOLD_KEY)
        self._hold_over = False

    def hold_ran_out(self):
        """True once after a hold ran out: the scene steps its animation on."""
        over, self._hold_over = self._hold_over, False
        return over

    def update(self, dt):
        self._now += dt
        s = self.session
        s.update(dt, settled=not self.tweens.busy and not self.drag.busy())
        if s.curtain != self._last_curtain:
            self._last_curtain = s.curtain
            self._built = None
        if self._built != (s.version, self.metrics.rect.size):
            self.rebuild()
        n = len(s.match.actions)
        if n != self._moves_heard:
            if n > self._moves_heard:                    # anyone's move, yours or a bot's
                self._move_sound(n)
                self.log.scroll = 0                      # show the newest move
            self._after_move()
        elif not self.read_only:
            self._say_saving_news()                      # a write that failed (or recovered) since
        self._moves_heard = n
        self._last_state = s.match.state
        self.tweens.update(dt)
        if self._round_panel is not None:
            rnd, left = self._round_panel
            left -= dt
            self._round_panel = (rnd, left) if left > 0 else None
            if self._round_panel is None:
                self._static_key = None
        self._update_cursor()
        if self.message is not None:
            text, kind, left = self.message
            left -= dt
            self.message = (text, kind, left) if left > 0 else None

    def _move_sound(self, n):
        s = self.session
        m = s.match
        name = "card"
        if n == self._moves_heard + 1 and self._last_state is not None:
            try:
                name = event_sound(self.game, self._last_state, m.state, m.actions[-1], s.screen_seat)
            except Exception:   # a sound must never stop a game
                name = "card"
        if name == "card" and s.my_turn() and not s.pass_and_play and m.actors and m.actors[-1] != s.screen_seat:
            name = "turn"
        self.sound(name)

    def _after_move(self):
        """A move was made or taken back: the hint is stale; a round may have ended; a game may be over."""
        s = self.session
        self._hint = None
        if self.read_only:
            return
        ended = self._scores.update(s.match)
        if ended is not None and not s.match.over and self.round_chart:
            self._round_panel = (ended, ROUND_PANEL_SECONDS)
        if s.match.over and not self._was_over:
            self._round_panel = None
            self._chart_open = False
            self._record_result()
        self._was_over = s.match.over
        self._say_saving_news()

    def _say_saving_news(self):
        """Saving failing (or working again), or this game kept apart from Continue: said once, when it
        changes, on the table (engine/saves puts the words on the match)."""
        m = self.session.match
        news = (getattr(m, "save_problem", ""), getattr(m, "save_notice", ""))
        if news == getattr(self, "_saving_news", ("", "")):
            return
        old, self._saving_news = getattr(self, "_saving_news", ("", "")), news
        if news[0]:
            self.show_message(news[0], "error", 10)
        elif old[0]:
            self.show_message("Saving works again.")
        elif news[1] != old[1] and news[1]:
            self.show_message(news[1], "info", 10)

    def _record_result(self):
        """The game just ended: one record per human player (engine/stats); a damaged statistics file is
        set aside by record_match, and its message is shown."""
        from ..engine.stats import record_match
        m = self.session.match
        if not m.human_seats():
            return
        try:
            self.stats_message = record_match(m)
        except OSError as e:
            self.stats_message = (f"The statistics could not be saved: {e.strerror or e}. This game's "
                                  "record is kept and written with the next finished game.")
        if self.stats_message:
            self.show_message(self.stats_message, "error", 10)

    def _update_cursor(self):
        """A hand over what can be picked up or pressed: the table says where it can be touched."""
        pos = pygame.mouse.get_pos()
        over = self.drag.dragging is not None or any(p.rect.collidepoint(pos) for p in self.drag.movable()) \
            or any(b.enabled and b.rect.collidepoint(pos)
                   for b in self.table.buttons + self._hud_buttons + self._overlay_buttons)
        if over != self._hand_cursor:
            self._hand_cursor = over
            try:
                pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if over else pygame.SYSTEM_CURSOR_ARROW)
            except pygame.error:   # no cursors under the dummy driver
                pass

    def closed(self):
        self.session.close()
        if self._hand_cursor:
            self._hand_cursor = False
            try:
                pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_ARROW)
            except pygame.error:
                pass

    def handle(self, event):
        used = self._handle(event)
        if event.type == pygame.MOUSEBUTTONUP:
            self._pressed_button = None   # a press that ended off its button (or on a vanished one)
        return used

    def _handle(self, event):
        s = self.session
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F1:
                self.open_rules()
                return True
        if self.replay is not None:
            # Read-only: the replay bar and the HUD act; nothing on the table does.
            if self.replay.handle(event):
                return True
            if self._button_event(event, self._overlay_buttons + self._hud_buttons):
                return True
            if event.type == pygame.MOUSEWHEEL:
                _, _, log = self.areas()
                if log.collidepoint(pygame.mouse.get_pos()):
                    self.log.scroll_by(event.y)
                    return True
            return False
        if event.type == pygame.KEYDOWN:
            if s.curtain is not None:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                    s.lift_curtain()
                    return True
                if event.key == pygame.K_ESCAPE:
                    self.open_pause()
                    return True
                return False
        if event.type == pygame.MOUSEWHEEL:
            _, _, log = self.areas()
            if log.collidepoint(pygame.mouse.get_pos()):
                self.log.scroll_by(event.y)
                return True
        if self._button_event(event, self._overlay_buttons + self._hud_buttons):
            return True
        if self._round_panel is not None or self._chart_open:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._chart_rect().collidepoint(event.pos):
                self._close_scores()
                return True
        if s.over and self.show_summary and s.curtain is None and event.type == pygame.KEYDOWN:
            keys = {pygame.K_RETURN: self.play_again, pygame.K_KP_ENTER: self.play_again,
                    pygame.K_t: self._hide_summary, pygame.K_r: self.open_replay, pygame.K_m: self.to_menu,
                    pygame.K_ESCAPE: self.open_pause}
            if event.key in keys:
                keys[event.key]()
                self._built = None
                return True
        if s.curtain is not None or (s.over and self.show_summary):
            return False
        if self._button_event(event, self.table.buttons):
            return True
        if event.type == pygame.KEYDOWN and self._key_walk(event):
            return True
        if self.drag.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if event.key == pygame.K_h and s.my_turn():
                self.hint()
                return True
            if event.key == pygame.K_u or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.undo()
                return True
            for b in self.table.buttons:
                if b.hotkey is not None and event.key == b.hotkey and b.enabled:
                    self._activate(b)
                    return True
            if event.key == pygame.K_c and s.match.actions:
                self.toggle_scores()
                return True
            if event.key == pygame.K_s and s.over and not self.show_summary:
                self._show_summary()
                return True
        return False

    def _key_walk(self, event):
        """Tab / Shift+Tab walk the pieces you may move and then the table's buttons; Enter or Space
        presses the button reached, Esc leaves it. (Arrows, digits and Enter on a piece: ui/drag.py.)"""
        k = event.key
        button = next((b for b in self.table.buttons if b.id == self._key_button and b.enabled), None)
        if button is None:
            self._key_button = None
        if k == pygame.K_TAB:
            order = [("piece", p.id) for p in self.drag.keyboard_pieces()]
            order += [("button", b.id) for b in self.table.buttons if b.enabled]
            if not order:
                return True
            here = ("button", self._key_button) if button is not None else ("piece", self.drag.selected)
            i = order.index(here) if here in order else -1
            back = bool(event.mod & pygame.KMOD_SHIFT)
            i = (i - 1) % len(order) if back else (i + 1) % len(order)
            kind, wid = order[i]
            if kind == "piece":
                self._key_button = None
                self.drag._select(self.table.piece_by_id[wid])
            else:
                self.drag._unselect()
                self._key_button = wid
            return True
        if button is not None and k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._activate(button)
            return True
        if button is not None and k == pygame.K_ESCAPE:
            self._key_button = None
            return True
        if button is not None and k in (pygame.K_LEFT, pygame.K_RIGHT):
            self._key_button = None   # the arrows go back to the cards
        return False

    def _button_event(self, event, buttons):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in buttons:
                if b.rect.collidepoint(event.pos):
                    self._pressed_button = b.id
                    return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed_button is not None:
            for b in buttons:
                if b.id == self._pressed_button:
                    self._pressed_button = None
                    if b.rect.collidepoint(event.pos) and b.enabled:
                        self._activate(b)
                    return True
        return False

    def _activate(self, b):
        if not b.enabled:
            return
        if self.read_only and not b.id.startswith(("hud:", "replay:")):
            return   # a replay's table is for looking at
        if b.action is not None:
            self.act(b.action)
        elif b.on_click is not None:
            b.on_click()
        self._built = None

    # --- HUD actions ---------------------------------------------------------------------------------
    def open_pause(self):
        from .menus import PauseScene
        self.drag.reset()
        self.app.push(PauseScene(self.app, self))

    def open_rules(self):
        from .menus import RulesScene
        self.app.push(RulesScene(self.app, self.game.id))

    def undo(self):
        try:
            self.session.undo()
            self.show_message("Your last move was taken back (this game will be marked in the statistics).")
        except IllegalAction as e:
            self.show_message(str(e), "error")

    def hint(self):
        """Ask the normal bot; show its move on the table (the piece and its target, or the button) and
        in words, with its reason."""
        got = self.session.hint()
        if got is None:
            return
        action, reason = got
        s = self.session
        seat = s.screen_seat
        n = len(s.match.seats)
        text = self.game.describe(action, seat, n)
        prefix = self.game.seat_name(seat, n) if seat is not None else ""
        if prefix and text.startswith(prefix):
            text = s.name(seat) + text[len(prefix):]
        piece = target = button = None
        for p in self.table.pieces:
            for tid, a in p.drops.items():
                if a == action:
                    piece, target = p.id, tid
                    break
            if piece is not None:
                break
        if piece is None:
            button = next((b.id for b in self.table.buttons if b.action == action), None)
        marks = self.hint_marks(action)
        if marks is None:
            marks = [i for i in (piece, target, button) if i is not None] or self._hint_guess(action)
        line = f"Hint: {text}" + (f" — {reason}" if reason else "")
        self._hint = {"version": s.version, "action": action, "piece": piece, "target": target,
                      "button": button, "marks": list(marks), "text": line}
        self.show_message(line, "hint", 9)

    def _hint_guess(self, action):
        """When no piece or button carries the action itself (a move confirmed or built in steps): the
        movable cards the action names ("card", "cards") and a target named after one of its fields
        ("spot": 4 -> target "spot:4", "stack": "up" -> "stack:up")."""
        names = []
        if isinstance(action.get("card"), str):
            names.append(action["card"])
        if isinstance(action.get("cards"), list):
            names += [c for c in action["cards"] if isinstance(c, str)]
        marks = []
        pieces = [p for p in self.table.pieces if p.drops and p.code is not None]
        for code in names:
            p = next((p for p in pieces if p.code == code and p.id not in marks), None)
            if p is not None:
                marks.append(p.id)
        for k, v in action.items():
            if k != "type" and isinstance(v, (str, int)) and f"{k}:{v}" in self.table.target_by_id:
                marks.append(f"{k}:{v}")
                break
        return marks

    def open_replay(self):
        """The finished game (or the game so far) in the replay viewer, over this board."""
        from .replay import replay_board
        self.app.push(replay_board(self.app, self.session.match))

    def toggle_scores(self):
        if self._chart_open or self._round_panel is not None:
            self._close_scores()
        else:
            self._chart_open = True
            self._static_key = None

    def _close_scores(self):
        self._chart_open = False
        self._round_panel = None
        self._static_key = None

    def _show_summary(self):
        self.show_summary = True

    def _hide_summary(self):
        self.show_summary = False

    def play_again(self):
        """The same seats and options, a fresh deal."""
        from .launch import new_board
        m = self.session.match
        self.app.replace(new_board(self.app, m.game_id, m.seats, random.randrange(1 << 31), m.options))

    def to_menu(self):
        from .menus import MainMenuScene
        self.app.replace(MainMenuScene(self.app))

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface):
        """The still parts (felt, decor, HUD text, log) come from a layer drawn once per table build;
        each frame adds only what moves or reacts to the mouse. That keeps a frame well under 8 ms."""
        m = self.metrics
        hud, area, log = self.areas()
        s = self.session
        if self._built is None:   # drawn under an overlay pushed before this scene's first update
            self.rebuild()
        key = (self._builds, s.version, s.curtain, self.log.scroll, surface.get_size(), s.over,
               self.message is None, self._round_panel is not None, self._chart_open)
        if self._static_key != key or self._static is None or self._static.get_size() != surface.get_size():
            self._static_key = key
            self._static = self._draw_static(surface)
        surface.blit(self._static, (0, 0))
        mouse = pygame.mouse.get_pos()
        if s.curtain is not None:
            for b in self._overlay_buttons:
                b.draw(surface, m, hover=b.rect.collidepoint(mouse))
            self._draw_hud_buttons(surface, mouse)
            return
        live = not self.read_only
        for b in self.table.buttons:   # under the pieces: a card in flight passes over buttons
            b.draw(surface, m, hover=live and b.rect.collidepoint(mouse), pressed=self._pressed_button == b.id)
        self.drag.draw_targets_under(surface, self._now)
        self._draw_pieces(surface)
        self.drag.draw_targets_over(surface)
        self.draw_over_pieces(surface)
        self._draw_hint(surface)
        if self._scores_overlay is not None:   # over the pieces: a card must never cover the chart
            surface.blit(*self._scores_overlay)
        kb = next((b for b in self.table.buttons if b.id == self._key_button), None)
        if kb is not None and not self.read_only:
            pygame.draw.rect(surface, theme.GOLD, kb.rect.inflate(m.px(8), m.px(8)), max(2, m.px(3)),
                             border_radius=m.px(10))
        if self.replay is not None:
            self.replay.draw(surface)
            for b in self._overlay_buttons:
                b.draw(surface, m, hover=b.rect.collidepoint(mouse), pressed=self._pressed_button == b.id)
        self._draw_hud_buttons(surface, mouse)
        if self.message is not None:
            # Messages take the prompt's place (the still layer leaves the prompt out meanwhile).
            text, kind, _ = self.message
            pos = self.table.message_pos or self.table.prompt_pos or (area.centerx, area.y + m.px(22))
            colours = {"error": ((120, 28, 24), theme.TEXT), "hint": ((30, 60, 110), theme.TEXT)}
            bg, ink = colours.get(kind, ((20, 40, 30), theme.TEXT))
            self._pill(surface, text, pos, ink, bg, 16, max_width=area.w - m.px(40))
        self.draw_popups(surface)
        if s.over and self.show_summary and not self.tweens.busy:
            self._draw_summary(surface)

    def _draw_static(self, surface):
        m = self.metrics
        hud, area, log = self.areas()
        s = self.session
        layer = pygame.Surface(surface.get_size()).convert()
        layer.blit(theme.felt(surface.get_size()), (0, 0))
        if s.curtain is not None:
            draw_curtain(layer, m, s.name(s.curtain))
        else:
            for d in self.table.decor:
                d.draw(layer)
            self.draw_decor(layer)
            if self.table.prompt and not s.over and self.message is None and not self.read_only:
                pos = self.table.prompt_pos or (area.centerx, area.y + m.px(22))
                self._pill(layer, self.table.prompt, pos, theme.GOLD, (20, 40, 30), 17)
            hands = self.replay.hands_rect(log) if self.replay is not None else None
            if hands is not None:
                log = pygame.Rect(log.x, hands.bottom, log.w, log.bottom - hands.bottom)
            self.log.draw(layer, log, m, self._log_lines(), s.screen_seat)
        self._scores_overlay = None
        if s.curtain is None and (self._round_panel is not None or self._chart_open):
            # drawn once per change like the still layer, but blitted over the pieces each frame
            full = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._draw_scores_panel(full)
            box = self._chart_rect().inflate(m.px(16), m.px(16)).clip(full.get_rect())
            self._scores_overlay = (full.subsurface(box).copy(), box.topleft)
        self._draw_hud(layer, hud)
        return layer

    def _chart_rect(self):
        _, _, log = self.areas()
        m = self.metrics
        w = max(log.w, m.px(420))
        return pygame.Rect(log.right - w - m.px(8), log.y + m.px(8), w, min(m.px(330), log.h - m.px(16)))

    def _draw_scores_panel(self, surface):
        """The score chart over the log column: when a round has just ended, or on C / Scores."""
        m = self.metrics
        s = self.session
        r = self._chart_rect()
        theme.panel(surface, r.move(0, m.px(4)), (0, 0, 0), 90, m.px(14))
        theme.panel(surface, r, theme.PANEL, 250, m.px(14), theme.GOLD, m.px(2))
        if self._round_panel is not None:
            word = "Hand" if "hand_no" in s.view() else "Round"
            title = f"{word} {self._round_panel[0]} is over"
        else:
            title = "Scores so far"
        theme.blit_text(surface, title, m.px(20), (r.x + m.px(16), r.y + m.px(12)), theme.GOLD, True)
        theme.blit_text(surface, "click to close  ·  C", m.px(12), (r.right - m.px(14), r.y + m.px(18)),
                        theme.DIM, False, "topright")
        summary = s.words(s.result()["summary"])
        y = r.y + m.px(42)
        for line in theme.wrap(summary, m.px(14), r.w - m.px(32))[:2]:
            theme.blit_text(surface, line, m.px(14), (r.x + m.px(16), y), theme.TEXT)
            y += m.px(19)
        series, labels, x_title = self.score_series()
        chart = pygame.Rect(r.x + m.px(10), y + m.px(6), r.w - m.px(20), r.bottom - y - m.px(16))
        word = "hand" if x_title == "round" and "hand_no" in s.view() else x_title   # as the summary says it
        draw_line_chart(surface, chart, m, series, labels, "", word)

    def _draw_hint(self, surface):
        """The hinted move on the table: its piece and target (or button) outlined, an arrow between."""
        h = self._hint
        if h is None or self.read_only:
            return
        if h["version"] != self.session.version:
            self._hint = None
            return
        m = self.metrics
        glow = 0.55 + 0.45 * tween.pulse(self._now)
        colour = tuple(int(c * glow + 20 * (1 - glow)) for c in HINT)
        width = max(2, m.px(4))
        buttons = {b.id: b for b in self.table.buttons}
        for mark in h["marks"]:
            thing = self.table.piece_by_id.get(mark) or self.table.target_by_id.get(mark) or buttons.get(mark)
            if thing is not None:
                rr = thing.rect.inflate(m.px(12), m.px(12))
                pygame.draw.rect(surface, colour, rr, width, border_radius=m.px(12))
        p = next((self.table.piece_by_id[i] for i in h["marks"] if i in self.table.piece_by_id), None)
        t = next((self.table.target_by_id[i] for i in h["marks"] if i in self.table.target_by_id), None)
        if p is not None and t is not None:
            a, z = pygame.Vector2(p.rect.center), pygame.Vector2(t.rect.center)
            if (z - a).length() > m.px(40):
                d = (z - a).normalize()
                start, end = a + d * (p.rect.h * 0.35), z - d * (t.rect.h * 0.35)
                pygame.draw.line(surface, colour, start, end, width)
                side = pygame.Vector2(-d.y, d.x)
                tip = [end, end - d * m.px(18) + side * m.px(10), end - d * m.px(18) - side * m.px(10)]
                pygame.draw.polygon(surface, colour, tip)

    def _pill(self, surface, text, center, ink, bg, size, max_width=None):
        m = self.metrics
        px = m.px(size)
        if max_width:
            lines = theme.wrap(text, px, max_width - m.px(36), bold=True)
        else:
            lines = [text]
        imgs = [theme.text(line, px, ink, True) for line in lines]
        w = max(i.get_width() for i in imgs) + m.px(36)
        lh = imgs[0].get_height()
        h = lh * len(imgs) + m.px(14)
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(center[0]), int(center[1]))
        _, area, _ = self.areas()
        r.clamp_ip(area.inflate(-m.px(8), -m.px(8)))   # never off the table, whatever its length
        theme.panel(surface, r, bg, 235, h // 2 if len(imgs) == 1 else m.px(14), theme.shade(bg, 0.35), 1)
        for i, img in enumerate(imgs):
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + m.px(7) + i * lh)))

    def _draw_pieces(self, surface):
        m = self.metrics
        held = self.drag.dragging
        order = sorted(self.table.pieces, key=lambda p: (p.id == held, p.id == self.drag.selected, p.z))
        for p in order:
            x, y, w, h = p.pos
            lift = self.drag.lift_offset(p)
            lifted = p.id == held or lift
            x, y, w, h = int(x), int(y + lift), int(w), int(h)
            img = p.image()
            if (w, h) != img.get_size():
                img = pygame.transform.scale(img, (max(1, w), max(1, h)))
            if p.flip:
                k = abs(1 - 2 * p.flip)
                if p.flip < 0.5:
                    img = Piece(p.id, p.kind, p.home, deck=p.deck, code=p.flip_code, back=p.back).image((w, h))
                img = pygame.transform.scale(img, (max(1, int(w * k)), h))
                x += (w - img.get_width()) // 2
            shadow = p.shadow((w, h))
            off = m.px(10) if lifted else m.px(3)
            pad = (shadow.get_width() - w) // 2
            surface.blit(shadow, (x - pad + off, y - pad + off))
            surface.blit(img, (x, y))
            if p.dim:
                theme.panel(surface, (x, y, w, h), (0, 0, 0), 110, int(w * 0.08))
            if p.id == self.drag.selected:
                pygame.draw.rect(surface, theme.GOLD, (x - 2, y - 2, w + 4, h + 4), m.px(3),
                                 border_radius=int(w * 0.09))

    def _draw_hud(self, surface, hud):
        m = self.metrics
        s = self.session
        pygame.draw.rect(surface, theme.PANEL, hud)
        pygame.draw.line(surface, theme.PANEL_LINE, (hud.x, hud.bottom - 1), (hud.right, hud.bottom - 1))
        x = m.px(16)
        title = theme.blit_text(surface, self.game.title, m.px(18), (x, hud.centery), theme.GOLD, True, "midleft")
        if self.read_only:
            status = "Replay \u00b7 " + s.view_label() + (" \u00b7 game over" if s.over else "")
        elif s.curtain is not None:
            status = "Passing the screen"
        elif s.over:
            status = "Game over"
        elif s.my_turn():
            status = "Your turn" if not s.pass_and_play else f"{s.name(s.screen_seat)}, your turn"
        else:
            seat = s.match.to_move
            status = (f"{s.name(seat)} is thinking\u2026" if s.is_bot(seat) else f"{s.name(seat)} to play")
        x = title.right + m.px(24)
        r = theme.blit_text(surface, status, m.px(17), (x, hud.centery), theme.TEXT, True, "midleft")
        view = None if s.curtain is not None else s.view()
        if view is not None:
            score = self.score_text(s.result(), view)
            right = self._hud_left - m.px(12)
            avail = right - r.right - m.px(24)
            if avail > m.px(60):
                size = theme.fit_size(score, m.px(15), avail)
                theme.blit_text(surface, score, size, (right, hud.centery), theme.MUTED, False, "midright")

    def _draw_hud_buttons(self, surface, mouse):
        for b in self._hud_buttons:
            b.draw(surface, self.metrics, hover=b.rect.collidepoint(mouse), pressed=self._pressed_button == b.id)

    def _draw_summary(self, surface):
        _, area, _ = self.areas()
        chart = self.score_series() if len(self._scores.history(self.session.match)) >= 2 else None
        draw_summary(surface, self.metrics, self.summary_rect(), area, self.game, self.session, chart=chart,
                     notes=self.summary_notes())
        mouse = pygame.mouse.get_pos()
        for b in self._overlay_buttons:
            b.draw(surface, self.metrics, hover=b.rect.collidepoint(mouse))

    # --- --layout ----------------------------------------------------------------------------------------
    def layout_info(self):
        s = self.session
        m = s.match
        if s.curtain is not None:
            waiting = "curtain"
        elif m.over:
            waiting = "summary" if self.show_summary else "over"
        elif s.my_turn():
            waiting = "you"
        elif s.is_bot(m.to_move):
            waiting = "bot"
        else:
            waiting = "other"
        if self.read_only:
            waiting = "replay"
        objects = []
        if s.curtain is not None:
            objects.append({"id": "curtain", "kind": "curtain", "rect": rect_list(self.metrics.rect),
                            "label": f"Pass to {s.name(s.curtain)}"})
        else:
            for p in self.table.pieces:
                objects.append(p.layout(self.drag.legal_targets(p) if p.drops and s.my_turn() else []))
            objects.extend(t.layout() for t in self.table.targets)
            for b in self.table.buttons:
                d = b.layout()
                if b.id == self._key_button:
                    d["focused"] = True
                objects.append(d)
        objects.extend(b.layout() for b in self._hud_buttons)
        objects.extend(b.layout() for b in self._overlay_buttons)
        if self.message is not None:
            objects.append({"id": "message", "kind": "message", "text": self.message[0],
                            "level": self.message[1]})
        h = self._hint
        if h is not None and h["version"] == s.version:
            objects.append({"id": "hint", "kind": "hint", "text": h["text"], "action": h["action"],
                            "piece": h["piece"], "target": h["target"], "button": h["button"],
                            "marks": h["marks"]})
        if (self._round_panel is not None or self._chart_open) and s.curtain is None:
            objects.append({"id": "scores", "kind": "chart", "rect": rect_list(self._chart_rect()),
                            "label": "round over" if self._round_panel is not None else "scores"})
        if s.over and self.show_summary and s.curtain is None and not self.read_only:
            objects.append({"id": "summary", "kind": "summary", "rect": rect_list(self.summary_rect()),
                            "chart": len(self._scores.history(m)) >= 2, "notes": self.summary_notes()})
        if self.replay is not None:
            objects.extend(self.replay.layout_info())
        info = {"scene": "board", "game": self.game.id, "seat": s.screen_seat,
                "to_move": m.to_move, "actions": len(m.actions), "over": m.over, "waiting": waiting,
                "objects": objects}
        if self.replay is not None:
            info["replay"] = {"position": s.position, "length": s.length, "view": s.choice,
                              "face_up": s.face_up}
        return info
