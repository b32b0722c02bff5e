"""A match being played at this screen: whose eyes are on it, the curtain, the bots' turns, autosave.

No pygame here: this is the part of the table that decides *what* may be shown and *when* a bot moves,
so it can be tested without a window. The rules stay in the game; the session only asks it.
"""

import re

from ..engine.game import IllegalAction
from ..engine.match import short_seat_name
from ..engine.naming import YOU, possessive, put_name
from ..engine.recorder import Recorder
from ..engine.saves import WRITER, write_autosave
from . import privacy
from . import settings as settings_mod
from .botrunner import BotRunner
from .bots_finish import BotsFinish
from .session_hints import SessionHints
from .mover_moment import MoverMoment
from .director import Director
from .turn_rest import turn_end_share
from . import undo_reasons
from .undo_reasons import GAME_OVER_UNDO, NOTHING_TO_UNDO, YOU_ARE_OUT  # noqa: F401 (why Undo is greyed: tests read them here)

# seconds after the pass-and-play curtain comes up in which no click (nor key, nor a held key's repeats) lifts
# it, and in which no key does (Enter, Space: a second Enter after QUASH's Done on the card you drew showed the
# next person's hand to the one still there, review 16, 78.png); a click, which has to be aimed, needs less
CURTAIN_GUARD, CURTAIN_KEY_GUARD = 0.8, 1.5
# an Enter this soon after a bot's move was meant for the wait before it (Session.enter_echo)
ENTER_ECHO = 0.8


class MatchSession(MoverMoment, BotsFinish, SessionHints):
    """Wraps a Match for one screen.

    - `screen_seat` is the seat whose view is on screen: the single human when playing against bots,
      the human whose turn it is in pass-and-play, None (a spectator) when only bots play.
    - `curtain` is the seat the screen must be passed to before anything more is shown (pass-and-play).
    - `version` increases on every change, so a board knows when to re-read the view.
    """

    # what shown_result() and view() last answered for (class defaults: a replay session sets up its own)
    _shown_for = _shown = None
    _view_for = _view = None
    _table_view_for = _table_view = None

    def __init__(self, match, settings=None, autosave=True):
        self.match = match
        self.game = match.game
        self.settings = settings or dict(settings_mod.DEFAULTS)
        # the autosave (Continue follows this game once a person has moved; written off the frame
        # thread) and the statistics
        self.recorder = Recorder(match, autosave=autosave)
        self.director = Director(self)     # what happened, shown at a person's pace
        self.undo_rule_told = False        # a refused Undo has said the rule behind it in this game
        # Undo's confirmation has said what the statistics do with an undone game (board_words.undone_words): a
        # game loaded with undos had it said at its first
        self.undo_stats_told = match.undos > 0
        self._told = self.director.version
        self.bots = BotRunner(match.game_id, match.seed)
        self.hinter = BotRunner(match.game_id, match.seed)    # the hint bots, apart (session_hints.py)
        self.version = 0
        self._legal_for, self._legal = None, []   # the position screen_legal last answered for
        self.bot_reason = ""
        self._bot_token = 0
        self._bot_waited = 0.0
        self._bot_answer = None
        self.screen_seat, self.curtain = privacy.first_eyes(self.game, match)
        # pass-and-play: who last took the screen (lifted the curtain), theirs until another is asked to or a
        # result shows to everyone; no curtain for their next turn. `handovers` counts the curtains lifted.
        self.holder = None
        self.handovers = 0
        # a question the table asks every person here that the bots wait for (the board's out choice,
        # OutChoice.offered: "Let the bots finish / Watch", review 19b: the bots played on behind it and the
        # game could end before a choice); None: nothing asked
        self.bots_wait_for = None
        self._curtain_age = 0.0     # seconds the curtain has been up (see curtain_ready)
        if match.result_unseen:     # loaded at a round's result not passed: it waits again,
            self.director.reopen_result(match)          # in front of everyone (no curtain before it)
            self.screen_seat = privacy.eyes_after_move(self.game, match, self.screen_seat, result_waiting=True)
            self.curtain = self.curtain if self.screen_seat is not None else None

    # --- what the screen shows ---------------------------------------------------------------------
    @property
    def pass_and_play(self):
        return len(self.match.human_seats()) > 1

    @property
    def over(self):
        return self.match.over

    def view(self):
        """The screen seat's view of the position, made once per position and seat (a rebuild, its
        composer and the header each ask; a long game's view is not cheap)."""
        key = (self.match.state, self.screen_seat)
        if self._view_for is None or self._view_for[0] is not key[0] or self._view_for[1] != key[1]:
            self._view_for, self._view = key, self.game.view(*key)
        return self._view

    def hands(self):
        """{seat: cards} the table shows face up (every hand once the game is over: ui/privacy.py)."""
        return privacy.open_hands(self.game, self.match)

    def table_view(self):
        """The view the table and its header show: the screen seat's view, except while a round's result
        waits for Next after a move that also dealt the next round (ui/director.py held_back): then the
        table as that round was scored, before the next deal (the rules' `scored_position`; the position
        before that move for a game without one), so the new deal is not seen behind the old round's
        result. The result's own words the board reads from the rules' round_scored / hand_scored event."""
        if self.finishing and self.finish_view is not None and not self.match.over:
            return self.finish_view         # the bots finishing: the moment of the word (bots_finish)
        n = self.held_move()
        if n is None:
            return self.view()
        key = (n, self.match.undos, self.screen_seat)
        if self._table_view_for != key:
            self._table_view_for = key
            before = self.match.state_after(n)
            scored = self.game.scored_position(before, self.match.actions[n])
            view = self.game.view(scored if scored is not None else before, self.screen_seat)
            if "to_move" in view:
                view = dict(view, to_move=None)     # the round is over: nobody is to move in it
            self._table_view = view
        return self._table_view

    def held_move(self):
        """The move whose round's result the table shows before what that move did next (the next deal),
        or None: the director's held_back while its gate waits for Next (a replay: its result step)."""
        d = self.director
        return d.held_back() if d is not None else None

    def showing_result(self):
        """Is a round's (or hand's) result on the table now, waiting to be passed (the director's gate
        open and on screen; a replay: its result step)?"""
        d = self.director
        return d is not None and d.gate() is not None and d.started

    # a replay (ui/replay.py) is read-only: nothing is played, nobody is out of it
    read_only = False

    def everyone_out(self):
        """Is every person at this table out of the game while the bots play on (the game's everyone_out, of
        the table's view)? Undo is greyed then (ui/undo_reasons.py), and the board's out choice offers Watch /
        Let the bots finish (ui/out_choice.py): both read this. Never in a replay or once the game is over."""
        if self.read_only or self.match.over:
            return False
        return bool(self.game.everyone_out(self.table_view(), self.match.human_seats()))

    def table_to_move(self):
        """The seat the table marks as to move: nobody while a round's result waits for Next (the plates
        said "to move" under the result)."""
        d = self.director
        if self.match.over or (d is not None and d.gate() is not None) or self.showing_result() or self.glancing() \
                or self.held_seat() is not None:
            # (while the mover glances at their news nothing may call the next person yet; while a turn waits
            # to be handed over the next person's plate said "to move" under "Ann: turn over", session 29)
            return None
        return self.match.to_move

    def my_turn(self):
        """The seat at the screen is a human whose turn it is, and the curtain is down (not while a bot
        stands in for them: bots_finish's stand_ins), the table done telling the move before it."""
        return self.turn_due() and not self.director.busy()

    def turn_due(self):
        """The match gives the turn to the person at the screen (as my_turn), though the table may still be
        telling the move that did: a Hint asked then is kept for the turn (hints.HintOverlay.show)."""
        return (self.curtain is None and not self.match.over and self.screen_seat is not None
                and self.screen_seat not in self.stand_ins
                and self.match.to_move == self.screen_seat and self.match.is_human(self.screen_seat)
                and self.automatic() is None)

    def automatic(self):
        """The move the game makes by itself now that it knows who is a person (a game's optional
        `automatic_action(state, human_seats)`: QUASH names a team's one person to play its
        tiebreakers), or None."""
        if self.match.over:
            return None
        return self.game.automatic_action(self.match.state, self.match.human_seats())

    def screen_legal(self):
        """The legal actions the person at the screen may take now (empty when it is not their turn).
        Asked of the game once per position: a board rebuilt for its own reasons (a resize, a move being
        composed in steps) gets the same list, which it must not change."""
        if not self.my_turn():
            return []
        state = self.match.state
        if self._legal_for is not state:
            self._legal_for, self._legal = state, self.match.legal_actions()
        return self._legal

    def name(self, seat):
        """The one name of a seat on this screen, read by plates, score pads, the log, hints and
        summaries alike: "You" for the one person at a table of bots, else the seat's own name (each
        person's own in pass-and-play)."""
        if seat is None:
            return "Spectator"
        return YOU if self.is_you(seat) else self.match.seats[seat]["name"]

    def possessive(self, seat):
        """ "your" or "Ann's" ("it is your turn")."""
        return possessive(self.name(seat), self.is_you(seat))

    def sentence(self, seat, rest):
        """`seat` named before `rest`, written for a third person ("is bidding\u2026"): "Ann is
        bidding\u2026", "You are bidding\u2026"."""
        name = self.name(seat)
        return put_name(f"{name} {rest}", 0, len(name), name, self.is_you(seat))

    def is_you(self, seat):
        """May the screen call `seat` "You"? The one person at a table of bots (in a replay too, whoever's
        eyes the table is seen through: one name for a seat everywhere); never in pass-and-play (the screen
        changes hands). The rule of engine/naming.table_names."""
        return seat is not None and self.match.human_seats() == [seat]

    def addressed(self, seat):
        """Is `seat` the person the screen speaks to, "you" in words written for whoever reads it now (a
        header's news, a plate's why, a tip)? The one person at a table of bots (is_you), and in pass-and-play
        the seat at the screen once its curtain is lifted: "Player 2, your turn: Player 1 missed a turn,
        blocked by Player 2" spoke of Player 2 to Player 2 (review 59). Names in the move log and the
        summaries stay is_you's (one name for a seat everywhere)."""
        if self.is_you(seat):
            return True
        return seat is not None and self.pass_and_play and seat == self.screen_seat and self.curtain is None

    def short_name(self, seat, viewer=None):
        """A seat's name where room is short (score pads, bids): name() with a bot's level left off (its
        plate shows that). `viewer` is the seat whose view is drawn, which is always the screen's: the
        same seat is "You" wherever it is named."""
        if self.is_you(seat):
            return YOU
        return short_seat_name(self.match.seats[seat])

    def bots_waiting(self):
        """Do the bots wait for a person's answer (the out choice asked: bots_wait_for)? The header says so
        then, not the next bot's step."""
        return self.bots_wait_for is not None and bool(self.bots_wait_for())

    def is_bot(self, seat):
        return seat is not None and self.match.seats[seat]["kind"] == "bot"

    def result(self):
        return self.game.result(self.match.state)

    def shown_result(self):
        """The result as far as the screen has told it: while the director has still to show what a move
        caused (a round's scoring), the scores from before that move."""
        n = self.director.telling() if self.director is not None else None
        if n is None:
            return self.result()
        # the same move stays untold while later moves come: its result is read once (an undo may change
        # what led to move n, hence the undo count in the key)
        key = (n, self.match.undos)
        if self._shown_for != key:
            self._shown_for, self._shown = key, self.game.result(self.match.state_after(n))
        return self._shown

    def log_lines(self):
        """The whole move log in words (a board reads it entry by entry through narration.MoveLogBook)."""
        return [(seat, self.move_words(action, seat))
                for action, seat in zip(self.match.actions, self.match.actors)]

    def move_words(self, action, seat, short=False, by=None, you=None):
        """One move in words, with the player's name where the game says 'Seat N' (or its side, RED);
        `short`, `you`: as words() says; `by`: the mover's name in its place (a stand-in's: "Your bot")."""
        text = self.game.describe(action, seat, len(self.match.seats))
        if seat is not None:
            prefix = self.game.seat_name(seat, len(self.match.seats))
            if text.startswith(prefix):
                text = (put_name(text, 0, len(prefix), by, False) if by is not None
                        else put_name(text, 0, len(prefix), self._named(seat, short, you), self.is_you(seat) or seat == you))
        return self.words(text, short, you)

    def _named(self, seat, short, you=None):
        return YOU if seat == you else self.short_name(seat) if short else self.name(seat)

    def words(self, text, short=False, you=None):
        """`text` from the game (a summary, a log line) with each seat's name as the game writes it
        ("Seat 2", QUASH's "RED (seat 3)") written as that player's name ("You", with the sentence mended,
        for the screen's person). Only names that carry their seat's number are read so: QUASH's 2-player
        RED and BLACK are sides too, and stay. `short` (the move log and the header's account of a move,
        where a name comes in every line, and hints, kept to a line): a bot's name without its level
        ("Bot 4's A of clubs", not "Bot 4 (normal)'s A of clubs"); its plate shows the level. `you`: a seat
        spoken to as "You" besides is_you's (the pass-and-play person news is told to, curtain_news.addressed_seat)."""
        n = len(self.match.seats)
        names = [(self.game.seat_name(i, n), i) for i in range(n)]
        names = [(nm, i) for nm, i in names if nm in text and any(ch.isdigit() for ch in nm)]
        if not names:
            return text
        found = sorted((mo.start(), mo.end(), i) for nm, i in names
                       for mo in re.finditer(r"(?<!\w)" + re.escape(nm) + r"(?!\d)", text))
        # a name inside brackets goes without its level too: "Bot 4 (normal) wins with 163 points (You 62,
        # Bot 2 (normal) 143, ...)" nested brackets (session 20)
        inside = [text.count("(", 0, start) > text.count(")", 0, start) for start, _end, _i in found]
        # from the end: a mended verb moves nothing before it
        for (start, end, i), bracketed in reversed(list(zip(found, inside))):
            text = put_name(text, start, end, self._named(i, short or bracketed, you), self.is_you(i) or i == you)
        return text

    # --- saving ----------------------------------------------------------------------------------
    _saved = None    # (the position saved, its file) of the last save made from this screen

    def _position_key(self):
        m = self.match      # (a round's result passed with Next is a moment of its own: engine/saves.position_key)
        return len(m.actions), m.undos, m.actions[-1] if m.actions else None, m.result_passed == len(m.actions)

    def mark_saved(self, path):
        """The person saved this game to `path` (Save, Save & quit): it is now the game Continue holds,
        whatever its move count. The autosave took a game over only from a person's first move on, so a
        game saved before anyone played left Continue on an older game (review 14, QUASH 87)."""
        self._saved = (self._position_key(), path)
        if self.recorder.autosave and not self.match.over and not self.match.owns_autosave:
            try:
                write_autosave(self.match)      # (an unfinished game held there is kept in Load first)
            except (OSError, ValueError) as e:
                self.match.save_problem = f"Continue still holds another game: {e}"

    def saved_path(self):
        """The file this game was last saved to when nothing has happened since and it is still there
        (a second save would be the same game twice), else None."""
        if self._saved is None or self._saved[0] != self._position_key() or not self._saved[1].exists():
            return None
        return self._saved[1]

    # --- acting --------------------------------------------------------------------------------
    def play(self, action):
        """The person at the screen acts; IllegalAction (with the reason) leaves everything unchanged."""
        if not self.my_turn():
            if self.match.over:
                raise IllegalAction("the game is over")
            raise IllegalAction(f"it is {self.possessive(self.match.to_move)} turn")
        self.match.play(action)
        self._covered_after_move()
        self._changed()

    def _covered_after_move(self):
        """Whose eyes stay on screen after any move (the person's, one made for them, a bot's): see
        privacy.eyes_after_move; the director has just heard the move, so it knows if a result waits.
        A person at a pass-and-play table whose move told them something nobody else was told (QUASH: the
        card they drew) is shown that news before the curtain (`glance`): the curtain came down as that
        card landed, and they never saw it. Only the news: the table is covered at once (the spectator
        view), so their hand is never on the screen after their move (it stayed face up a moment, for
        whoever looked); the board draws what `glance_news()` gives, until Done: it never runs out by itself,
        so a Done pressed late cannot land on the curtain that would have followed (review 14)."""
        before = self.screen_seat
        waiting = any(step.gate for step in self.director.steps)
        self.screen_seat = privacy.eyes_after_move(self.game, self.match, before, waiting)
        if waiting:
            self.holder = None      # the whole table looks at the result: the next hand comes after a curtain
        self._linger = 0.0
        factor = settings_mod.animation_factor(self.settings)
        # (an open table keeps the mover's eyes: its board turns to the next person, after the same look)
        if self.linger and before is not None and not waiting and self.match.actors \
                and self.match.actors[-1] == before \
                and (self.screen_seat is None or self.game.open_table and self.match.to_move != before):
            # the mover sees what their move did (everybody's view) before the curtain asks for the next
            self._linger = self._look_seconds() / factor if factor else 0.0
        self._mover_moment(before, waiting)     # a glance or a hold (mover_moment.py)
        if self._held_seat is not None:
            self._linger = 0.0      # the mover has looked as long as they liked: the curtain at their word

    # seconds (normal speed) the table stays uncovered, everybody's view, after a pass-and-play person's
    # move before the curtain asks for the next person, so the mover sees what the move did (Flush: the
    # curtain came the moment you declared); the default is none
    linger = 0.0
    _linger = 0.0

    # does the next bot wait (settings.undo_grace) after a move of the person's Undo can take back, alone
    # against bots? At the bots' pace alone Undo was almost never in time (review 16). False by default
    waits_for_undo = False
    # a board's hook (None: none): the share longer that wait is after your move `action` (undo_reasons.grace)
    undo_grace_share = None
    # how much longer than its pace the next bot rests after the last move, as a share of the pace (0: none):
    # a board's hook, for a move with more to read (Flush: a Flush, a pickup, a Skip); None: the pace alone
    rest_after = None
    undone_to = None    # the move count an Undo went back to (undo_reasons: what stops another, right after)
    # the person let the bot go on without its wait for an Undo (Enter or Space: go_on), till the next move
    _went_on = False
    _turn_age = 0.0     # seconds the person's turn has been on the screen since the last move (enter_echo)
    # the last change was a bot's move that had waited for your Undo ("plays soon · Enter: go on"; enter_echo)
    _after_undo_wait = False

    def _changed(self):
        self.version += 1
        self._bot_waited = 0.0
        self._turn_age = 0.0
        self._after_undo_wait = False
        self._went_on = False
        self._bot_answer = None
        self.bots.cancel()
        self.hint_moved()

    def curtain_ready(self, by_key=False):
        """May a click (`by_key`: a key) lift the curtain now? Not within CURTAIN_GUARD seconds of its
        coming up, a key not within CURTAIN_KEY_GUARD: a press meant for what was on the screen before it
        (QUASH: Enter on the card you drew, and Enter again) must not show the next person's hand to the one
        who pressed it (reviews 14, 16)."""
        guard = CURTAIN_KEY_GUARD if by_key else CURTAIN_GUARD
        return self.curtain is not None and self._curtain_age >= guard

    def lift_curtain(self):
        if self.curtain is not None:
            self.screen_seat = self.holder = self.curtain
            self.curtain, self.curtain_again = None, ()
            self.looked_at = len(self.match.actions)
            self.handovers += 1
            self.version += 1

    @property
    def undo_allowed(self):
        """Undo is offered alone against bots, when the settings allow it; in pass-and-play only in a game
        whose turn nobody else sees until it ends (game.undo_in_own_turn_shared: The Game's lays). Never
        while a bot stands in for the person (bots_finish: its moves are not theirs to take back)."""
        return self.settings.get("undo", True) and self.match.undo_at_table() and not self.stand_ins

    @property
    def undo_switched_off(self):
        """Undo would be offered here but the person turned it off: the header keeps Undo, greyed, saying so."""
        return not self.settings.get("undo", True) and self.match.undo_at_table() and not self.stand_ins

    def can_undo(self):
        return (self.undo_allowed and self.curtain is None and self.screen_seat is not None
                and not self.match.over and self.match.can_undo_for(self.screen_seat)
                and self.undo_stop() is None)

    def undo_stop(self):
        """The rules' reason the screen seat's last move may not be taken back, or None: another seat has
        moved since (a game whose others' moves are final: game.others_moves_final), or undo would go back
        past a move that showed something (game.undo_limit: a card drawn, a roll, a scored round)."""
        return self._undo_block()[0]

    def _undo_block(self):
        """undo_stop's reason and whether another seat's move is what stops undo (ui/undo_reasons.py)."""
        return undo_reasons.block(self)

    def waiting_for_undo(self):
        """Does the next bot wait a moment for an Undo now (settings.undo_grace)? Where the board asks for
        it (`waits_for_undo`), while the last move is the screen seat's own and Undo can take it back."""
        actors = self.match.actors
        return (self.waits_for_undo and not self._went_on and bool(actors) and actors[-1] == self.screen_seat
                and not self.match.over and self.can_undo())

    def go_on(self):
        """The person keeps their move and lets the next bot play at its pace, without the wait for an Undo
        (QUASH advanced: every move can be taken back, so every bot turn took 3.3 s, review 52a). True if a
        wait was running. Undo still works until the bot has played."""
        if self.undo_window() is None:
            return False
        self._went_on = True
        return True

    def enter_echo(self):
        """Did a bot's move that waited for your Undo reach your turn less than ENTER_ECHO seconds ago? An
        Enter then was meant for that wait ("plays soon · Enter: go on"), pressed as the bot played: it answered
        "Enter plays what you lift: pick it first" to someone who had lifted nothing (review 54i)."""
        return self._after_undo_wait and self.my_turn() and self._turn_age < ENTER_ECHO

    def turn_seconds(self):
        """Seconds the person's turn has been on the screen (settled) since the last move."""
        return self._turn_age

    def bot_wait(self):
        """Seconds the bot to move waits once the table settles: its pace, or longer (settings.undo_grace)
        after a move of yours Undo can still take back. The bot's answer waits unseen, so taking the move
        back reveals nothing; the header's Undo shows the wait running out (undo_window)."""
        pace = settings_mod.bot_pace(self.settings)
        m = self.match
        # a bot's turn of several moves just ended: it rests a little longer before the next seat's (turn_rest)
        share = max(self.rest_after() if self.rest_after is not None else 0.0,
                    turn_end_share(m.actors, m.to_move, self.is_bot, pace))
        pace *= 1.0 + share
        return max(pace, undo_reasons.grace(self)) if self.waiting_for_undo() else pace

    def undo_window(self):
        """How much of the wait for an Undo is still to run, 1.0 down to 0.0, while the next bot waits for
        it (waiting_for_undo); None when no such wait runs. Read from the bot's own wait (bot_wait and the
        time it has waited), so the header's Undo shows the very window the bot keeps (review 18: players
        pressed U at 3 s, "too late", with nothing to tell the 2.5 s)."""
        m = self.match
        if m.over or not self.is_bot(m.to_move) or not self.waiting_for_undo():
            return None
        total = self.bot_wait()
        if total <= 0:
            return None
        return max(0.0, 1.0 - self._bot_waited / total)

    def undo(self):
        """Take back the screen seat's last move (and the bot moves after it): alone against bots only."""
        if not self.can_undo():
            if not self.match.undo_at_table():
                raise IllegalAction(undo_reasons.UNDO_SHARED)
            if not self.settings.get("undo", True):
                raise IllegalAction(undo_reasons.UNDO_OFF)
            if self.match.over:
                raise IllegalAction(GAME_OVER_UNDO)
            why, by_other = self._undo_block()
            told = undo_reasons.block(self, first=True)[0] if by_other and not self.undo_rule_told else why
            if told != why:
                # the first time in a game, the rule behind it in plain words: two reviewers found Undo
                # "rarely usable" against bots, which answer at once, and did not see why
                self.undo_rule_told = True
                raise IllegalAction(told)
            raise IllegalAction(why or NOTHING_TO_UNDO)
        before = [(self.match.actors[i], a) for i, a in enumerate(self.match.actions)]
        self.match.undo_own_move(self.screen_seat)
        while self.automatic() is not None and self.match.can_undo_for(self.screen_seat):
            self.match.undo_own_move(self.screen_seat)   # a move made for you: take back yours too
        self._changed()
        self.undone_to = len(self.match.actions)
        # what went back: the screen seat's own moves, in the order played (the board says which)
        return [a for seat, a in before[len(self.match.actions):] if seat == self.screen_seat]

    def next_undo(self):
        """The screen seat's move that Undo would take back next (the first action of it), or None."""
        if not self.can_undo():
            return None
        actors = self.match.actors
        return self.match.actions[len(actors) - 1 - actors[::-1].index(self.screen_seat)]

    # --- time passing ----------------------------------------------------------------------------
    def update(self, dt, settled, wall=None, seen=True):
        """Advance the director, bots and the curtain. `settled`: no animation is running, so the table
        can be read. `wall`: the frame's real seconds, uncapped: the curtain's guard is a person's time (a
        loaded machine's slow frames, each counted as at most 0.1 s, held its 0.8 s for 2-3 s, review 19b),
        and so is a bot's wait (the Undo grace). `seen`: the table was on the screen through this frame (a
        board's first frame, whose seconds are the Load's, is not: the grace was gone before it showed)."""
        m = self.match
        self._curtain_age = self._curtain_age + (dt if wall is None else max(dt, wall)) \
            if self.curtain is not None else 0.0
        self.director.update(dt, settled)
        if self.director.version != self._told:        # a step began or ended: the screen says so
            self._told = self.director.version
            self.version += 1
        if m.over or self.director.busy():             # nobody moves while a move is still being told
            return
        # nor a bot before the table has shown the last move (the director's count): at the finishing pace
        # two moves on their way left the plate marked for the first under the second's Skip (review 18b)
        caught_up = self.director.shown() >= len(m.actions)
        if self._glance_seat is not None or self._held_seat is not None:
            return      # the mover looks at what their move told them (Done), or did (Pass the screen)
        if self.finishing:          # the bots finish at the person's word: nothing is told, many moves a frame
            if settled:
                self._finish_some()
            return
        if self.bots_waiting():    # the person's answer first
            return
        auto = self.automatic()
        if auto is not None:
            if settled:
                m.play(auto)
                self._covered_after_move()
                self._changed()
            return
        seat = m.to_move
        if self.is_bot(seat):
            self._ask_bot(seat)
            if self._bot_answer is None:
                got = self.bots.poll()
                if got is not None:
                    self._bot_answer = got
            if settled and seen:        # the person's seconds, from the first frame they can see
                self._bot_waited += dt if wall is None else max(dt, wall)
            if (self._bot_answer is not None and settled and caught_up
                    and self._bot_waited >= self.bot_wait()):
                _, action, reason = self._bot_answer
                self.bot_reason = reason
                waited = self._went_on or self.undo_window() is not None
                m.play(action)
                self._covered_after_move()
                self._changed()
                self._after_undo_wait = waited
            return
        self.prepare_hint(dt)      # the person's turn: H will show its hint at once
        if settled:
            self._turn_age += dt if wall is None else max(dt, wall)
        if settled and self.pass_and_play and seat != self.screen_seat and self.curtain is None:
            if self._linger > 0:     # the mover looks at what the move did (an open table's too, review 22)
                self._linger -= dt
                return
            self._turn_to(seat, dt, wall, seen)

    def _ask_bot(self, seat, seconds=None):
        """Ask the bot of `seat` for its move unless it has answered or is thinking (`seconds`: at most that
        long a search, the bots finishing a game: bots_finish)."""
        if self._bot_answer is None and not self.bots.thinking:
            m = self.match
            self._bot_token += 1
            level = self.stand_ins.get(seat) or m.seats[seat]["level"]     # a person's seat: its stand-in's
            self.bots.ask(self._bot_token, seat, level, self.game.view(m.state, seat),
                          m.legal_actions(), seconds=seconds)

    def close(self):
        self.bots.close()
        self.hinter.close()
        WRITER.flush()          # the last move is on disk before the menu reads Continue back
