"""BoardScene: everything a game's board shares, so a board only describes its table.

A board subclasses BoardScene and implements `build(t, view, legal)`: given the view of the seat at the
screen and the legal actions (empty when it is not that person's turn), it places cards, dice, targets, buttons,
labels and panels with the TableBuilder `t`. The kit then
- animates: a piece whose id was on the table before glides from where it was to its new home, a new one
  flies in from its `origin`, a card whose face appears turns over;
- handles drag, click and keyboard moves (ui/drag.py) and buttons, and calls the rules through the
  session; a refused move springs back and the reason is shown;
- draws the HUD (game, whose turn, scores, Hint / Undo / Scores / Rules / Menu), the move log, messages, the
  pass-and-play curtain, a score chart when a round ends, the end-of-game summary (its chart, Replay);
- shows a hint on the table: the piece and its target (or the button) the hint means, and why;
- plays a sound for every move (card, dice, trick, QUASH!, round, win, draw, lose: see sounds.event_sound);
- records a finished game in the statistics for every human player (engine/stats.record_match);
- lists everything interactive for --layout.
A board whose session is a replay (`read_only`, see ui/replay.py) is the same board, read-only: no drag
or table button acts, and the kit's replay bar steps through the game.
The board never decides what is legal and never sees more than `view`.
"""

import pygame

from ..engine.game import IllegalAction
from . import settings as settings_mod
from . import tween
from .animator import Animator
from .app import Scene
from .board_hooks import BoardHooks
from .board_input import BoardInput
from .board_layout import board_layout, board_layout_key
from .board_moment import ShownMoment
from .board_notices import BoardNotices
from .board_out import OutChoiceActions
from .board_summary import SummaryTiming
from .board_paint import BoardPainter
from .chrome import MoveLog
from .drag import DragController
from .face_budget import FACES
from .heap import HeapKeeper
from .hints import HintOverlay
from .hud import Hud
from . import board_words
from .narration import MoveLogBook, news_book
from .out_choice import OutChoice
from .recent_marks import RecentMarks
from .overlays import overlay_buttons
from .replay_bar import BAR_H, ReplayBar
from .rest_seen import RestSeen
from .score_panel import ScorePanel
from .sounds import event_sound
from .table import Table, TableBuilder

HUD_H = 54
LOG_W = 290
MESSAGE_SECONDS = board_words.MESSAGE_SECONDS


class BoardScene(ShownMoment, BoardNotices, OutChoiceActions, SummaryTiming, BoardHooks, Scene):
    """Base of every board: a thin owner of the parts that make a table. Subclasses set `deck` and
    implement build(); the hooks they may override, with their defaults, are in ui/board_hooks.py (those
    that use the kit's parts stay here); see ui/README.md for the hooks and the parts."""

    name = "board"
    deck = "standard"
    back_style = "red"
    hint_on_top = True      # the hinted piece drawn over the cards fanned over it (hints.on_top)

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.tweens = tween.Tweener(settings_mod.animation_factor(app.settings))
        self.table = Table()
        self.legal = []
        self.composer = None           # engine/composer.py: how the person at the screen builds a move
        self._composer_for = None      # the (version, seat, moves) it was made for
        self.message = None            # (text, kind, seconds left)
        self.show_summary = True
        self.summary_since = None      # `now` when the summary last came over the table (its keys wait a moment)
        self.summary_drawn = []        # the board's summary table as last drawn: [(text, rect)] (--layout)
        self.now = 0.0                 # seconds since the board opened (pulses, glows)
        self.stats_message = None      # the last notice of the recorder (statistics set aside)
        self._held_notices = []        # (notice, kind, seat or None, seconds, put back once): news to tell
        # the parts, one job each
        self.drag = DragController(self)
        self.animator = Animator(self)
        self.hud = Hud(self)
        self.input = BoardInput(self)
        self.hints = HintOverlay(self)
        self.marks = RecentMarks(self)     # what the other seats' moves changed since your action
        self.painter = BoardPainter(self)
        self.score_panel = ScorePanel(self)
        self.log = MoveLog()
        self.logbook = MoveLogBook(session, self.events_shown, self.moves_on_table)
        self.newsbook = news_book(session, self.events_shown, self.moves_on_table)     # the news told to a person
        self.overlay_buttons = []
        self.replay = ReplayBar(self) if self.read_only else None
        # every person out while the bots play on: Watch or Let the bots finish (ui/out_choice.py)
        # (the session answers who is out, from the game: its Undo reads the same)
        self.out_choice = OutChoice(session.everyone_out, self.asks_out_choice, self.offers_bots_finish,
                                    lambda: session.over)
        session.bots_wait_for = self.out_choice.offered     # while it is asked, the bots wait for the answer
        # what has been built, heard and drawn
        self._built = None             # (version, size) the table was built for
        self.rest_seen = RestSeen()    # the position at rest on the screen through a frame: a bot's pace runs
        # A new game deals (cards fly in from their origins); a resumed one is simply laid out.
        self._snap = len(session.match.actions) > 0
        self._moves_heard = len(session.match.actions)
        self._last_state = session.match.state
        self._last_curtain = session.curtain
        self._builds = 0               # counts table builds: the still layer is redrawn after each
        self._static = self._static_key = None
        self._scores_overlay = None    # (surface, position) of the score chart while it shows
        self._turn_shown = False       # turn_on_screen() as the board last rebuilt its own things for it
        self._overlay_ready = None     # (curtain button takes clicks, summary buttons do) as last built
        if self.read_only:
            self.show_summary = False
        else:
            app.sounds.warm()
        self.heap = HeapKeeper()       # the collector's full passes leave the game in memory alone
        self.heap.opened(len(session.match.actions))

    # --- for board authors ----------------------------------------------------------------------------
    def build(self, t, view, legal):
        """Describe the table for `view` (see the module docstring). Every board implements this."""
        raise TypeError(f"{type(self).__name__} must implement build(t, view, legal)")

    def nobody_here_text(self):
        """Where the screen seat's hand would be when no seat's view is on screen (ui/board_words.py); the
        game's end is not said while its last steps are still shown (the header's "Game over" waits too)."""
        d = self.session.director
        told = (d is not None and d.busy()) or bool(self.staged_caption())
        return board_words.nobody_here(self.session, self.read_only, told)

    def _log_lines(self):     # the move log as it reads now: each move the table has shown, and what it caused
        return self.logbook.entries(0, self.logbook.count())

    def turn_on_screen(self):
        """Is it the person's turn as the screen shows it: their turn, the move before it landed (header and Hint
        wait for a bot's card in flight) and heard by the director (before, the header told the bot's step)."""
        d = self.session.director
        return self.session.my_turn() and not self.tweens.busy and not (d and d.news_unshown())

    def score_text(self, result, view):
        """The HUD's score line; boards may say it better (The Game: cards laid out of 50)."""
        names = [self.session.name(i) for i in range(len(self.session.match.seats))]
        return "   ".join(f"{n}: {s}" for n, s in zip(names, result["scores"]))

    def composer_buttons(self):
        """The buttons the composer offers now (engine.composer.ComposerButton)."""
        return self.composer.buttons() if self.composer is not None else []

    def compose(self, outcome):
        """Carry out what a drop or a press on the composer did; True unless it was refused."""
        if outcome.kind == "play":
            ok = self.act(outcome.action)
            if ok and outcome.then is not None:
                ok = self.act(outcome.then)
            if not ok and self.composer is not None:
                self.composer.cancel()
                self.rebuild()
            return ok
        if outcome.kind == "refused":
            return self.refuse(outcome.reason)
        self.message = None
        self.input.staging_changed()
        self.rebuild()
        if outcome.said:
            self.show_message(outcome.said)
        return True

    def pass_gate(self):
        """Next: the person moves on past a round's result, and the step that goes with it for them is
        taken at once (QUASH: dealing the next round when the deal is theirs): one press, not two. Where
        the table asks the out choice at the result (Flush), Next (Enter) watches."""
        if self.out_choice.offered():
            return self.watch_rest()
        return self._pass_gate()

    def _pass_gate(self):
        d = self.session.director
        if d is None or not d.next():
            return False
        follow = self.after_gate()
        if follow is not None and self.session.my_turn() and follow in self.session.screen_legal():
            self.act(follow)
        return True

    def hint_words(self, action, seat):
        """The hinted `action` as advice to `seat` (the game's describe_hint), or None for the move log's
        words. A board whose words need the seat's view (Flush: which base top is a Mimic) overrides it."""
        g = self.game
        n = len(self.session.match.seats)
        return g.describe_hint(action, seat, n) if hasattr(g, "describe_hint") else None

    @property
    def read_only(self):
        """True on a replay: the board shows a position and nothing on it acts (ui/replay.py)."""
        return bool(getattr(self.session, "read_only", False))

    def sound(self, name):
        """Play one of the kit's effects (ui/sounds.py NAMES: "card", "dice", "trick", "quash", "round",
        "turn", "win", "draw", "lose", "deny"). The kit already plays one for every move; this is for more."""
        self.app.sounds.play(name)

    def score_series(self):
        """(series, x_labels, x_title) of this match's totals over rounds, for `t.chart` or a summary."""
        return self.score_panel.series()

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
            return self.refuse(str(e))
        self.message = None
        self.rebuild()
        return True

    def refuse(self, reason):
        """Say on the table why what the person tried was not taken, with the deny sound; False (what act
        and compose answer then)."""
        self.show_message(reason, "error")
        self.sounds.play("deny")
        return False

    def show_message(self, text, kind="info", seconds=MESSAGE_SECONDS, aside=False, about=None):
        """Show `text` on the table. `aside`: news not about the move (a save kept in Load), clear of the prompt
        (a refusal or hint may cover it); `about`: the greyed button this explains (its tooltip then is silent)."""
        if kind == "hint" and self.message is not None and board_words.refusal_stands(self.message[1], self.message_short):
            return      # a refusal stands till the next action; the hint's words come after it (HintOverlay._say_again)
        if kind == "error":     # a refusal names each seat as the plates do: "Bot 2's blue 7", not "Seat 2's" (s59)
            text = self.session.words(text, short=True)
        # the rules' reasons follow a colon ("you must follow hearts: ..."); alone on the table they are sentences
        text = text[:1].upper() + text[1:]
        self.message_about = (about, text)
        self.hold_news_again(aside, seconds)
        self.message = (text, kind, seconds)
        self.message_aside = aside
        self.message_short = board_words.message_short(kind, seconds, aside)
        self._message_since = self.now
        self._message_at = board_words.match_position(self.session.match)
        self._message_turn = None
        self._message_kept_click = False

    message_aside = False
    message_about = (None, "")   # (button id, words) of a greyed button's reason said on the table
    message_short = False   # about the last action: goes at the next (BoardInput.before_event), soon over the prompt
    _message_since = 0.0

    _building = False      # a table is being built for a move just heard: it has not begun to glide (marked_to_move)
    _version_built = None
    _message_at = None     # the position a message was shown at: one about it goes once a move is made
    _message_turn = None   # what the header said of the turn when a message about whose turn it is came
    _message_kept_click = False   # that message says a click is kept for the turn (not_your_turn(kept=True))

    def _turn_told_otherwise(self):
        """Is a message about whose turn it is up while the header no longer tells that turn?"""
        return self.message is not None and self._message_turn is not None \
            and self._message_turn != self.hud.status()

    def _message_keeps_click(self):
        """Is the message up the one that said a click on a card is kept for the turn, still kept? It stands
        while the seat to move makes its moves (its own time, while the header tells the same turn), and goes
        when the card lifts (drag.carry_early_click)."""
        return self._message_kept_click and self.drag.early.kept is not None

    def not_your_turn(self, kept=False, lay_later=False):
        """Say why the person may not move now. The message is about whose turn it is, so it lives only
        while the header tells the same turn: it goes when the turn changes hands, and when the table takes
        over with something of its own (QUASH's scoring steps and tiebreaker mat: "Wait: it is Bot 4's turn"
        stood over the mat after Bot 4 was no longer what the table was waiting for). `kept`: the click on
        the person's card is kept for their turn (early_click.py), and the words say so; `lay_later`: a stack
        was clicked for it, and the words say to lay it then."""
        self.show_message(board_words.not_your_turn(self.session, kept, lay_later))
        self._message_turn = self.hud.status()
        self._message_kept_click = kept

    def settings_changed(self, settings):
        self.tweens.speed = settings_mod.animation_factor(settings)
        if not self.read_only:
            self.session.settings = settings
        self._built = None

    # --- geometry ----------------------------------------------------------------------------------
    def areas(self, full=False):
        """(hud, table, log) rects for this window. On a replay the table and the log's column leave room
        for the replay bar along the window's bottom (`full=True`: the table with the bar; over the table
        alone its slider was 94 px wide at 1280x800, session 25)."""
        m = self.metrics
        hud = pygame.Rect(0, 0, m.w, m.px(HUD_H))
        log_w = m.px(LOG_W)
        # a folded log gives its column to the table; panels that open over the log column still find it
        table = pygame.Rect(0, hud.bottom, m.w - (0 if self.log_folded() else log_w), m.h - hud.bottom)
        log = pygame.Rect(m.w - log_w, hud.bottom, log_w, m.h - hud.bottom)
        if self.read_only and not full:
            table.h -= m.px(BAR_H)
            log.h -= m.px(BAR_H)
        return hud, table, log

    # --- building and animating ----------------------------------------------------------------------
    def rebuild(self):
        s = self.session
        _, area, _ = self.areas()
        self.legal = s.screen_legal()
        key = (s.version, s.screen_seat, len(self.legal))
        if key != self._composer_for:
            self._composer_for = key
            self.composer = self.make_composer(s.view(), self.legal) if self.legal and not self.read_only \
                else None
        if s.curtain is not None:
            # Behind the curtain nothing of any hand is built: the screen is between two people.
            self.table = Table()
            self._snap = True
            self.drag.reset()
        else:
            self._building = s.version != self._version_built     # a move heard since the last build
            self._version_built = s.version
            try:
                builder = TableBuilder(self, area)
            finally:
                self._building = False
            self.build(builder, s.table_view(), self.legal)
            if self.replay is not None:
                self.replay.add_hands(builder)
            new = Table(builder)
            self.animator.animate_from(self.table, new, self._snap, s.screen_seat)
            self._snap = False
            self.table = new
            self.drag.after_rebuild()
        self._built = (s.version, self.metrics.rect.size)
        self._builds += 1
        self.hud.build()
        if self._turn_told_otherwise():      # a board's own step built the table anew (QUASH's tiebreaker mat)
            self.message = None
        self.overlay_buttons = overlay_buttons(self)

    def invalidate(self):
        """Build the table again at the next update (something it shows changed)."""
        self._built = None

    def redraw_still(self):
        """Draw the still layer again at the next frame (a panel opened or closed)."""
        self._static_key = None

    def resized(self):
        self._built = None
        self._snap = True

    def still(self):
        if self.staged_waits() and not self.drag.busy() and self._built == (self.session.version,
                                                                             self.metrics.rect.size):
            # a step of the board's own waits for Next (QUASH's tiebreaker pair): at rest once nothing but
            # its hold runs (the --layout file kept the bot's turn from before it, review 20)
            return len(self.tweens.tweens) == (1 if self.holding() else 0)
        d = self.session.director
        if (d is not None and d.gate() is not None and d.started) or self.session.glancing():
            # the result waits for Next, the mover's news for Done: at rest, for a person
            return not self.tweens.busy and not self.drag.busy() and self._built == (
                self.session.version, self.metrics.rect.size)
        # a bot's move on its way is no moment for a person (`still` said so under "Bot 2 is thinking…")
        m = self.session.match
        if not self.read_only and not m.over and self.session.is_bot(m.to_move) and self.session.curtain is None \
                and not self.session.bots_waiting():
            return False
        return self.settled()

    def settled(self):
        scenes = self.app.scenes
        if self in scenes and any(not sc.overlay for sc in scenes[scenes.index(self) + 1:]):
            return True   # hidden under another screen (a replay opened from the summary): nothing moves
        d = self.session.director
        return not self.tweens.busy and not self.drag.busy() and self._built == (
            self.session.version, self.metrics.rect.size) and not (self.replay and self.replay.dragging) \
            and not (d is not None and d.busy()) and not self.session.glancing() and not FACES.stand_ins \
            and not (self.session.curtain is not None and not self.session.curtain_ready(by_key=True)) \
            and not (self.summary_up() and self.summary_settling())     # its keys wait a moment

    # --- pauses in a staged animation (a trick shown before it is gathered, a score counted up) -----
    def hold(self, seconds):
        """Pause the table for `seconds`: a tween that moves nothing, so while it runs the table is not
        settled and bots and the summary wait for it. hold_ran_out() says when it is over."""
        self.animator.hold(seconds)

    def holding(self):
        return self.animator.holding()

    def cancel_hold(self):
        self.animator.cancel_hold()

    def hold_ran_out(self):
        """True once after a hold ran out: the scene steps its animation on."""
        return self.animator.hold_ran_out()

    def update(self, dt):
        self.now += dt
        s = self.session
        s.update(dt, settled=not self.tweens.busy and not self.drag.busy(), wall=getattr(self.app, "wall_dt", None),
                 seen=self.rest_seen.through_frame(s.match.state))
        if s.curtain != self._last_curtain:
            self._last_curtain = s.curtain
            self._built = None
        rebuilt = self._built != (s.version, self.metrics.rect.size)
        if rebuilt:
            self.rebuild()
            self._shown_if_still()
        if not self.read_only:
            self.drag.carry_early_click()
        self.input.keep_focus_usable()
        n = len(s.match.actions)
        if n != self._moves_heard:
            if n > self._moves_heard:                    # anyone's move, yours or a bot's
                self._move_sound(n)
                self.log.scroll = 0                      # show the newest move
            self._after_move()
            self.heap.moved(n)
            self.logbook.keep_up()
        self._moves_heard = n
        self._last_state = s.match.state
        if not self.read_only:
            self._say_notices()                          # saving failing or recovered, statistics
        up = self.summary_up()
        if not up:
            self.summary_since = None
        elif self.summary_since is None:
            self.summary_since = self.now
            self.score_panel.chart_open = False   # opened while the last result waited: the summary charts it
            self.summary_came()
        ready = (s.curtain is not None and s.curtain_ready(), up and self.summary_takes_clicks())
        if ready != self._overlay_ready:      # the curtain's or the summary's buttons take clicks now: lit
            self._overlay_ready = ready
            self.overlay_buttons = overlay_buttons(self)
        self.tweens.update(dt)
        turn = self.turn_on_screen()    # the last move landed, or a header built as one of yours did (Hud.turn_said)
        if turn != self._turn_shown or turn != self.hud.turn_said:
            landed, self._turn_shown = turn and not self._turn_shown, turn
            self.hud.build()
            self.redraw_still()
            if landed:
                # the board's own things held for it (The Game's signals) come now, and the plates mark you
                # in the very frame the header says "Your turn" (built on the next, they lagged it a frame)
                self.rebuild()
        if not self.read_only:
            self.score_panel.update(dt, s.match)
        self.hints.update()
        self.input.update_cursor()
        self.animator.warm(idle=not rebuilt and not self.tweens.busy)
        if self.message is not None:
            text, kind, left = self.message
            # one waiting for a dialog to go keeps its time for when it shows; a hint's words live as long as
            # its marks (HintOverlay.holds_words), a refusal's until the next click or key (board_words.refusal_stands)
            stands = board_words.refusal_stands(kind, self.message_short)
            if not self.painter.message_held() and not (kind == "hint" and self.hints.holds_words()) and not stands:
                left -= dt
            if kind != "hint" and not self.message_aside and self._message_at != board_words.match_position(s.match) \
                    and not self._message_keeps_click():
                left = 0        # "Wait: it is Bot 3's turn" must not outlive Bot 3's turn (news aside keeps its time)
            if self._turn_told_otherwise():
                left = 0        # nor the header's account of that turn (a board's steps took over)
            if not stands and board_words.message_outlived(self.message_short, self.now - self._message_since, self.painter.hides_prompt()):
                left = 0        # read by now: what to do comes back
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
        self.hints.forget()
        if self.read_only:
            return
        self.score_panel.after_move(s.match)     # the chart never pops up by itself: C shows it

    def closed(self):
        self.session.close()
        self.input.reset_cursor()
        self.heap.closed()

    # --- HUD actions ---------------------------------------------------------------------------------
    def covered(self):
        """An overlay comes over the board (pause, rules, a dialog): a piece being dragged goes back home
        first; it stayed in the air, gone from the hand, after Resume."""
        self.drag.cancel()
        self.land()

    def land(self):
        """Cards still on their way land at once: the table stands still under the overlay (the board is
        not updated there), so it must show the match's position, the one a Save there writes and names.
        A card left in the air kept the header on its mover ("Bot 2 is thinking…") while the Save message
        named the next seat (review 16). The director's steps (a trick shown, a result) keep their pace."""
        s = self.session
        if s.director is None or (not self.tweens.busy and s.director.shown() == len(s.match.actions)):
            return
        if self._built != (s.version, self.metrics.rect.size):
            self._snap = True           # a move not built yet: its position, laid out at once
            self.rebuild()
        self.tweens.finish_all()
        s.director.landed()             # the table has shown every move: the header and log say them
        self.hud.build()
        self._turn_shown = self.turn_on_screen()
        self.redraw_still()

    def open_pause(self, note=""):
        """The pause menu; `note`: what opening it did to the table (QUASH: a swap put back), said there."""
        self.drag.cancel()
        self.app.nav.pause(self, note)

    def open_rules(self):
        self.app.nav.rules(self.game.id, options=self.session.match.options)

    def undo(self, again="Undo again"):
        """Take back the person's last move; `again`: how the words name doing it once more, as the person
        just did it ("U again" from the key: "U again" after a click on the button read as a riddle)."""
        waits = self.undo_waits()
        if waits:                 # a move asked about, not made: nothing to take back (the header's Undo greyed)
            self.show_message(waits, "error", about="hud:undo")
            return
        if self.session.over and not self.end_on_screen():     # the end not given away before it is shown
            self.show_message(board_words.END_NOT_SHOWN, "error", about="hud:undo")
            return
        try:
            taken = self.session.undo()
            said = self.undo_words(taken, self.session.next_undo(), again) if taken else None
            self.show_message(said or board_words.undone_words(self.session))
        except IllegalAction as e:
            self.show_message(str(e), "error", about="hud:undo")

    def hint(self):
        """The hint bot's move on the table and in words (ui/hints.py); asked again, its full reason."""
        if not self.hints.why():
            self.hints.show()

    def toggle_scores(self):
        """The score panel, open or closed; over the end-of-game summary, the summary steps aside for it (as
        See the table does: one chart at a time, review 16) and Summary brings it back."""
        if self.summary_up():
            self.hide_summary()
            if self.score_panel.showing():
                return
        self.score_panel.toggle()

    def open_replay(self):
        """The finished game (or the game so far) in the replay viewer, over this board."""
        self.app.nav.replay(self.session.match)

    def open_summary(self):
        self.show_summary = True
        if self.score_panel.showing():   # the summary's own chart says the scores: no second one over it
            self.score_panel.close()

    def handle(self, event):
        return self.input.handle(event)

    def before_event(self, event):
        self.input.before_event(event)

    def unheard(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.input.enter_unheard()

    def layout_info(self):
        return board_layout(self)

    def layout_key(self):
        return board_layout_key(self)

    def play_again(self):
        """The same seats and options, a fresh deal."""
        self.app.nav.play_again(self.session.match)

    def to_menu(self):
        self.app.nav.main_menu()

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface):
        self.painter.frame(surface)
        s = self.session
        at_rest = (not self.tweens.busy and not self.drag.busy()
                   and self._built == (s.version, self.metrics.rect.size))
        self.rest_seen.drawn(s.match.state if at_rest else None)
