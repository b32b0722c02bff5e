"""The replay viewer: any save or finished game, stepped forward and back on the game's own board.

The navigator opens a replay as the game's own board scene (the same class that plays it) over a
`ReplaySession`: a session that only ever shows one position of the match's log and never acts, so the
board is read-only (no drags, no buttons act; the kit draws the replay bar instead of Hint and Undo).

- step: Right / Left (or the buttons), Home / End, Page Up / Page Down ten moves, Space plays and pauses,
  or click and drag the slider; Ctrl+Right / Ctrl+Left (or Down / Up, or the bar's round buttons) the next
  round's deal and this round's (the one before from its deal): a game to 500 is 1,000 moves
  (replay_moments.py, `jump_round`);
- a round's result is a step of its own, as it was a pause in the game: a move that scored a round and
  dealt the next (Flush, Quadruple War) is shown first as the round was scored, with its result on the
  table (`held_move`, `showing_result`: what the director's gate does at a live table), and one more step
  forward shows the next deal; a move that scored a round and left the deal to a move of its own (QUASH)
  is shown as it was made (its scoring step by step), then one more step shows the scored board at rest
  with its result, before the deal (replay_moments.moments: each position's steps);
- whose eyes: V (or the view button) cycles through the seats, as each saw the table, and, once the game
  is over, "all cards face up" (each seat's hidden cards are laid out beside the table, see faceup.py),
  second, right after the view it opens in (privacy.replay_eyes).
  A game still in progress is shown only as its human players saw it: bots' hands stay hidden;
- Esc (or Close) returns to where the replay was opened from.
"""

from ..engine.game import IllegalAction
from ..engine.match import Match, short_seat_name
from . import settings as settings_mod
from . import privacy
from .director import GATE_KINDS
from .faceup import face_up_hands, face_up_view
from .replay_moments import RoundStarts, moments, scored_and_dealt
from .session import MatchSession

FACE_UP = privacy.FACE_UP
STEP_SECONDS = 0.9  # between moves while playing, at normal animation speed
RESULT_SECONDS = 3.0  # a round's result while playing, at normal animation speed


class ReplaySession(MatchSession):
    """A read-only session over a match's log: `position` moves from 0 (the deal) to the last move."""

    read_only = True

    def __init__(self, source, settings=None, position=0, later_finished=False):
        # No autosave, no bots: nothing here is played.
        self.source = source
        self.later_finished = later_finished        # a save of a game since played to its end (Load says so)
        self.game = source.game
        self.settings = settings or dict(settings_mod.DEFAULTS)
        # The whole log, kept apart: a position is rebuilt from its checkpoints (O(K), not O(n)).
        self.full = source.copy()
        self.all_actions = self.full.actions
        self.all_actors = self.full.actors
        self.finished = self.full.over
        self.match = Match(source.game_id, source.seats, source.seed, source.options, source.stacked)
        self.match.undos = source.undos
        self.version = 0
        self.bot_reason = ""
        self.curtain = None
        self.director = None      # a replay is stepped by hand: nothing waits to be told
        self.playing = False
        self._timer = 0.0
        self.position = 0
        self.at_result = False    # the position's round result is on the table, before its next deal
        self.choices = self._choices()
        humans = source.human_seats()
        if len(humans) == 1:
            self.choice = humans[0]
        elif FACE_UP in self.choices:
            self.choice = FACE_UP
        else:
            self.choice = self.choices[0]
        self.goto(position)

    def _choices(self):
        return privacy.replay_choices(self.game, self.source, self.finished)

    # --- the position ------------------------------------------------------------------------------
    @property
    def length(self):
        return len(self.all_actions)

    def goto(self, n, result=True, last=False):
        """Show the position after n moves: its round's result where it has one (`result`), else its first
        step (`last`: its last step, as a step back lands); replay_moments.moments says a position's steps."""
        n = max(0, min(self.length, int(n)))
        self.position = n
        m = self.match
        m.become_prefix_of(self.full, n)
        steps = self.moments()
        self.at_result = (result and True in steps) or steps[-1 if last else 0]
        if n >= self.length:
            self.playing = False
        self.version += 1

    def moments(self):
        """The steps shown at this position (replay_moments.moments: at_result of each, in order)."""
        if not self.match.actions:
            return (False,)
        return moments(self.game.events(self.match.state, None), self.match.over)

    def _scored_and_dealt(self):
        """Did the last move of the position score a round and go on to deal the next one?"""
        return bool(self.match.actions) and scored_and_dealt(self.game.events(self.match.state, None))

    def step(self, delta):
        """One step: a move, or a round's result (a step of its own, before its next deal or after its move:
        `moments`), as a person steps through a track."""
        steps = self.moments()
        i = steps.index(self.at_result) + delta
        if 0 <= i < len(steps) and delta in (1, -1):
            self.at_result = steps[i]
            self.version += 1
            return
        self.goto(self.position + delta, result=False, last=delta < 0)

    _rounds = None

    @property
    def rounds(self):
        """Where each round begins (replay_moments.RoundStarts), read once from the whole log."""
        if self._rounds is None:
            self._rounds = RoundStarts(self.game, self.full)
        return self._rounds

    def jump_round(self, delta):
        """On to this round's scored board or the next round's deal (delta 1), or back to this round's deal or
        the round before's scored board (delta -1): RoundStarts' stops; False where there is none (the first
        deal, the last result)."""
        r = self.rounds
        to = r.next(self.position, self.at_result) if delta > 0 else r.previous(self.position, self.at_result)
        if to is None:
            return False
        self.playing = False
        # a result is the step with the round's result; a deal its position's last step (after a result)
        self.goto(to[0], result=to[1], last=not to[1])
        return True

    def held_move(self):
        """The move whose round's result is on the table (a step of its own), before its next deal that the
        same move made (the table shows the round as scored: session.table_view)."""
        # (QUASH's result is the position itself, dealt by a move of its own; the game's last result is the
        # table as the game ended: nothing was dealt behind either)
        return self.position - 1 if self.at_result and self._scored_and_dealt() and not self.match.over else None

    def showing_result(self):
        return self.at_result

    def counter_words(self):
        """The replay bar's counter: "Move 35 of 77"; a round's result (a step of its own at the same move's
        position) says which round's result it is, from the rules' event ("Round 1 result"): the result and
        the step beside it (the deal after it, QUASH's move before it) both read "Move 35 of 77" (review 16)."""
        if self.at_result and not self.match.over:
            scored = next((e for e in self.game.events(self.match.state, None) if e.get("kind") in GATE_KINDS),
                          None)
            word = "Hand" if scored is not None and scored["kind"] == "hand_scored" else "Round"
            number = scored and scored.get(word.lower())
            if number is not None:
                return f"{word} {number} result"
            return f"Move {self.position} of {self.length}: result"
        return f"Move {self.position} of {self.length}"

    def at_first(self):
        """Is the table at the replay's first step (the deal, before any move)? Nothing lies back from it."""
        return self.position <= 0

    def at_last(self):
        """Is the table at the replay's last step (the last move's last step: its result where it is one)?
        Nothing lies on from it."""
        if self.position < self.length:
            return False
        steps = self.moments()
        return self.at_result not in steps or steps.index(self.at_result) == len(steps) - 1

    def play_restarts(self):
        """Would ▶ Play start the moves again from the first (the table at the last move, nothing on to play)?
        The bar then says so on its button and at the press (it went back to the start without a word, review 29)."""
        return not self.playing and self.position >= self.length and (not self.at_result or self.match.over)

    def toggle_play(self):
        if self.play_restarts():
            self.goto(0)
        self.playing = not self.playing
        self._timer = 0.0
        self.version += 1

    # --- whose eyes ---------------------------------------------------------------------------------
    @property
    def screen_seat(self):
        return None if self.choice in (FACE_UP, None) else self.choice

    @property
    def face_up(self):
        return self.choice == FACE_UP

    _face_up_for = _face_up_view = None

    def view(self):
        """The screen's view of the position; in the face-up view of a finished game the spectator's with
        each seat's own secrets beside it (faceup.face_up_view, `private`): a card laid face down shows there
        face up (QUASH's tiebreaker card laid first lay face down in it, session 24), while the spectator's
        view keeps it hidden as long as play did."""
        if not (self.face_up and self.finished):
            return super().view()
        state = self.match.state
        if self._face_up_for is not state:
            self._face_up_for, self._face_up_view = state, face_up_view(self.game, state)
        return self._face_up_view

    def cycle_view(self, delta=1):
        i = self.choices.index(self.choice) if self.choice in self.choices else 0
        self.choice = self.choices[(i + delta) % len(self.choices)]
        self.version += 1

    @property
    def view_switch(self):
        """Has this replay a view switch (and a header naming the view)? Not for a game that hides nothing."""
        return privacy.has_view_switch(self.game)

    def view_locked_words(self):
        """Why the view cannot be changed (a game not over: privacy.replay_locked_words), else ""."""
        return privacy.replay_locked_words(self.source, self.finished, self.later_finished)

    # --- whose words: "you" is the one person, whoever's eyes -------------------------------------------
    # "you" is the one person at a table of bots in every view, as at the table (MatchSession.is_you):
    # through a bot's eyes too. One name for a seat everywhere: "As Bot 2 saw it" named the person
    # "Player 1" while the other views, the board and the summary said "You" (review 19a, 44.png).

    def view_label(self, choice=None):
        choice = self.choice if choice is None else choice
        if choice == FACE_UP:
            return "All cards face up"
        if choice is None:
            return "Spectator"
        # the person watching is "you" in the list of views, whichever view is shown now
        return "As you saw it" if MatchSession.is_you(self, choice) else f"As {self.name(choice)} saw it"

    def next_choice(self):
        """The eyes the view switch (V) shows next."""
        i = self.choices.index(self.choice) if self.choice in self.choices else 0
        return self.choices[(i + 1) % len(self.choices)]

    def switch_label(self, locked=False):
        """The view switch's words, what pressing it does: "Show Bot 2's view", "Show all face up" (it read
        "As you saw it", the header's own words for the view shown, review 32: the button read as a title);
        `locked`: no other view yet, "Other views" (greyed, its tip says why)."""
        if locked or len(self.choices) < 2:
            return "Other views"
        choice = self.next_choice()
        if choice == FACE_UP:
            return "Show all face up"
        if choice is None:
            return "Show spectator's view"
        if MatchSession.is_you(self, choice):
            return "Show your view"
        return f"Show {short_seat_name(self.match.seats[choice])}'s view"

    def hands(self):
        """{seat: cards} face up (only in the face-up view of a finished game)."""
        return self._hands()[0]

    def face_down_counts(self):
        """{seat: n}: how many of the face-up `hands` are cards no view showed (the last n of each: Flush's
        hidden base cards, game.face_down_cards), framed gold as on the table; {} for hands as dealt and where
        no seat has any."""
        hands, dealt = self._hands()
        if dealt or not hands:
            return {}
        state = self._hands_state()
        counts = {seat: len(self.game.face_down_cards(state, seat)) for seat in hands}
        return counts if any(counts.values()) else {}       # a game with none: the rows say a plain count

    def hands_title(self):
        """The face-up panel's heading: the hands as they are, or as dealt where every one is played out."""
        return "Hands as dealt" if self._hands()[1] else "Hands, face up"

    def _hands(self):
        """(the face-up hands, whether they are the round's hands as dealt)."""
        if not (self.face_up and self.finished):
            return {}, False
        state = self._hands_state()
        hands = face_up_hands(self.game, state)
        if not any(hands.values()):         # every hand played out: what they held as the round was dealt
            dealt = self.game.dealt_hands(state)
            if dealt:
                return dealt, True
        return hands, False

    def _hands_state(self):
        """The position whose hands the face-up panel shows: the hands as the round was scored where the
        table shows that, else the position itself."""
        state = self.match.state
        if self.held_move() is not None:
            before = self.match.state_after(self.position - 1)
            state = self.game.scored_position(before, self.match.actions[-1]) or before
        return state

    # --- a session that never acts ------------------------------------------------------------------
    def my_turn(self):
        return False

    def screen_legal(self):
        return []

    def play(self, action):
        raise IllegalAction("this is a replay: nothing can be played")

    def lift_curtain(self):
        pass

    def can_undo(self):
        return False

    def undo(self):
        raise IllegalAction("this is a replay: nothing can be taken back")

    def hint(self):
        return None

    def ask_hint(self, building=()):
        return False

    def update(self, dt, settled, wall=None, seen=True):   # (wall, seen: the live session's bot waits and curtain)
        if not self.playing:
            return
        if settled:
            self._timer += dt
        f = settings_mod.animation_factor(self.settings)
        wait = RESULT_SECONDS if self.at_result else STEP_SECONDS     # a round's result is read, not glimpsed
        if self._timer >= (wait / f if f else 0.15):
            self._timer = 0.0
            self.step(1)

    def close(self):
        self.playing = False
