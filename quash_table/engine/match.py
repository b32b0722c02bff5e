"""A game in progress: who sits where, the action log, undo and replay.

The log plus the seed (and stacked deck) is the whole truth: undo and replay rebuild the state from them,
so there is one way to reach any position and a save is just that log with the state to check it against.
"""

import uuid
from ..games import get_game
from .files import printable
from .game import IllegalAction, reason_words
from .levels import LEVELS, parse_level
from .naming import default_person_name

SEAT_KINDS = ("human", "bot")
CHECKPOINT_EVERY = 64   # a state is kept every K moves: undo and "the state after move n" cost O(K)
RECENT_KEPT = 2 * CHECKPOINT_EVERY   # states state_after rebuilt, kept for the next asks


def parse_seat(spec, index, people=None):
    """'human', 'human:Ann', 'bot:normal', 'bot:hard@200' or a dict -> {'kind', 'level', 'name'}.
    Levels are checked (a search budget is bounded) and names must be showable text. A person given no
    name is named by engine/naming's rule for `people` people at the table ("You" alone with bots, as the
    New game screen, the board and Statistics say; "Player 2" at a shared screen)."""
    if isinstance(spec, dict):
        kind = spec.get("kind")
        level = spec.get("level")
        name = spec.get("name")
    elif isinstance(spec, str):
        kind, _, rest = spec.strip().partition(":")
        level = rest if kind == "bot" else None
        name = rest if kind == "human" and rest else None
    else:
        raise IllegalAction(f"seat {index + 1}: {str(spec)[:40]!r} is not a seat (use human or bot:LEVEL)")
    if kind not in SEAT_KINDS:
        raise IllegalAction(f"seat {index + 1}: {printable(str(kind), 40)!r} is not a seat kind "
                            "(use human or bot:LEVEL)")
    if kind == "bot":
        level = level or "normal"
        if not isinstance(level, str):
            raise IllegalAction(f"seat {index + 1}: a bot level is a name like normal or hard@200")
        try:
            base, _ = parse_level(level)
        except KeyError as e:
            raise IllegalAction(f"seat {index + 1}: {reason_words(e)}") from None
        if base not in LEVELS:
            raise IllegalAction(f"seat {index + 1}: no bot level {printable(level, 40)!r} "
                                f"(levels: {', '.join(LEVELS)})")
    else:
        level = None
    if name is not None and not isinstance(name, str):
        raise IllegalAction(f"seat {index + 1}: the name must be text")
    if name and printable(name) != name:
        raise IllegalAction(f"seat {index + 1}: the name holds a character that cannot be shown "
                            "(a control character or an invalid one)")
    if not name:
        name = default_person_name(index, people or 2) if kind == "human" else f"Bot {index + 1} ({level})"
    return {"kind": kind, "level": level, "name": name[:40]}


def short_seat_name(seat):
    """A seat's name where room is short: a bot's without the level its default name carries ("Bot 2
    (normal)" -> "Bot 2"); a name a person typed stays as it is."""
    name, level = seat["name"], seat.get("level")
    if seat.get("kind") == "bot" and level and name.endswith(f" ({level})"):
        return name[:-len(level) - 3]
    return name


def parse_seats(specs):
    """'human,bot:normal' or a list -> list of seat dicts."""
    if isinstance(specs, str):
        specs = [s for s in specs.split(",") if s.strip()]
    if not isinstance(specs, (list, tuple)) or not specs:
        raise IllegalAction("seats must be a list like human,bot:normal")
    people = sum(_kind(s) != "bot" for s in specs)
    return [parse_seat(s, i, people) for i, s in enumerate(specs)]


def _kind(spec):
    """A seat spec's kind as parse_seat reads it (only counted here: parse_seat refuses a bad one)."""
    if isinstance(spec, dict):
        return spec.get("kind")
    return spec.strip().partition(":")[0] if isinstance(spec, str) else None


class Match:
    """One game being played: seats, options, seed, the log of actions and the current state."""

    def __init__(self, game_id, seats, seed=0, options=None, stacked=None, actions=(), on_change=None):
        self.game = get_game(game_id)
        self.game_id = game_id
        self.seats = parse_seats(seats)
        self.seed = seed
        self.stacked = None if stacked is None else list(stacked)
        self.initial = self.game.new_state(len(self.seats), seed, options, self.stacked)
        self.options = self.game.check_options(options, len(self.seats))
        self.state = self.initial
        self.actions = []     # the log, as played
        self.actors = []      # who played each logged action
        self.undos = 0        # how many times a move was taken back (statistics mark such games)
        # the hints shown: {log index: the move hinted for the position before that move}, so a summary
        # that names a move can say it was the hint's (ui/session.followed_hint); an undo forgets the hints
        # of the positions it took back; saved with the game (engine/saves "hints")
        self.hints = {}
        # {seat: the move index from which a bot played that person's seat} (engine/stand_ins; saved)
        self.stand_ins = {}
        self.save_version = None   # the version of the save it was loaded from (None: begun here)
        self.finished_to = None    # where its finished copy is kept, once it ends (engine/saves)
        # a round's result on the table: the move count at which the table passed it (ui/director), and
        # whether a loaded game stands at a result its save had not passed (engine/saves: it waits again)
        self.result_passed = None
        self.result_unseen = False
        # the checks of the saves this game goes on from (engine/saves: loaded from, or saved by the player),
        # kept in every save of it: a save whose moves Undo took back is still a point of this game
        self.continues = []
        # which game this is, whatever its seed and moves: a new game (Play again, the same seed and the
        # same first moves too) is another; a game loaded keeps its save's (engine/saves "game_uid"), so a
        # save is "later finished" only by the same game's finished copy (engine/played_on, session 22)
        self.game_uid = uuid.uuid4().hex
        # the lines of play this game went through, oldest first, its own last: a game loaded from a save
        # goes on as a new line of that game (engine/saves "lines"), so a save written after a load (even
        # Undo's position, its moves the first moves of the finished game) is not an earlier point of a
        # finish another line reached (engine/played_on; session 23: a fork read "later finished")
        self.lines = [uuid.uuid4().hex]
        # how this game is kept (engine/saves): where its autosave goes once decided, whether it holds
        # Continue, and the words of a saving failure or notice for the board (set from the writer thread)
        self.autosave_to = None
        self.owns_autosave = False
        self.save_problem = ""
        self.save_notice = ""
        # Who hears of changes: listener(kind, match) with kind "moved", "undone" or "finished" (after the
        # move that ended the game), or "passed" (a round's result passed with Next: pass_result). `on_change(match)` is a listener of moves and undos.
        self.listeners = []
        if on_change is not None:
            self.listen(lambda kind, match: kind == "finished" or on_change(match))
        # States are never changed once made (apply returns a new one), so keeping references is safe.
        self._checkpoints = [self.initial]   # the state after moves 0, K, 2K, ...
        self._recent = {}     # n -> the state after n moves, as state_after last rebuilt them (states never change)
        for i, a in enumerate(actions):
            try:
                self._push(a)
            except IllegalAction as e:
                raise IllegalAction(f"action {i + 1} of the log is illegal: {e}") from None

    # --- playing -------------------------------------------------------------------------------
    @property
    def to_move(self):
        return self.state.to_move

    @property
    def over(self):
        return self.state.to_move is None

    def legal_actions(self):
        return self.game.legal_actions(self.state)

    def _push(self, action):
        actor = self.state.to_move
        self.state = self.game.apply(self.state, action)
        self.actions.append(action)
        self.actors.append(actor)
        if len(self.actions) % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(self.state)

    def play(self, action):
        """Apply one action; IllegalAction leaves everything as it was."""
        self._push(action)
        self._tell("moved")
        if self.over:
            self._tell("finished")
        return self.state

    def pass_result(self, moves):
        """The table passed the round's result that move `moves` - 1 scored (Next): a save is now of what
        follows it (engine/standing), and the autosave says so at once, so Continue, its Load row and a
        save made now name one moment (session 24: Continue opened on round 1's result that a save made
        after Next, folded with it in Load as the same position, called round 2)."""
        self.result_passed = moves
        self._tell("passed")

    def listen(self, listener):
        """Call `listener(kind, match)` after every change from now on (kinds: see __init__)."""
        self.listeners.append(listener)

    def _tell(self, kind):
        for listener in list(self.listeners):
            listener(kind, self)

    def is_human(self, seat):
        return seat is not None and self.seats[seat]["kind"] == "human"

    def human_seats(self):
        return [i for i, s in enumerate(self.seats) if s["kind"] == "human"]

    # --- undo and replay -------------------------------------------------------------------------
    def state_after(self, n):
        """The state after the first n logged actions, rebuilt from the nearest checkpoint before it
        (at most CHECKPOINT_EVERY - 1 moves replayed, whatever the game's length)."""
        n = max(0, min(n, len(self.actions)))
        if n == len(self.actions):
            return self.state
        got = self._recent.get(n)
        if got is not None:
            return got
        # from the checkpoint, or from a state rebuilt lately between it and n: a walk over the moves since a
        # seat's last turn (Flush's new cards, the undo limit) asks n, n+1, ... and costs O(K), not O(K^2)
        start = n // CHECKPOINT_EVERY * CHECKPOINT_EVERY
        start = max((m for m in self._recent if start <= m < n), default=start)
        state = self._recent[start] if start in self._recent else self._checkpoints[start // CHECKPOINT_EVERY]
        for a in self.actions[start:n]:
            state = self.game.apply(state, a)
        if len(self._recent) >= RECENT_KEPT:
            self._recent.clear()
        self._recent[n] = state
        return state

    def undo(self, n=1):
        """Take back the last n actions by replaying the rest from the seed."""
        n = max(0, min(n, len(self.actions)))
        if n == 0:
            raise IllegalAction("there is nothing to undo")
        keep = len(self.actions) - n
        self.state = self.state_after(keep)
        del self.actions[keep:]
        del self.actors[keep:]
        self.hints = {i: a for i, a in self.hints.items() if i <= keep}
        self.stand_ins = {seat: i for seat, i in self.stand_ins.items() if i <= keep}
        del self._checkpoints[keep // CHECKPOINT_EVERY + 1:]
        self._recent = {i: st for i, st in self._recent.items() if i < keep}
        self.undos += 1
        self._tell("undone")

    def can_undo_for(self, seat):
        """Undo is for a player alone against bots; when another human shares the table, only in a game
        that allows it within a person's own turn (game.undo_in_own_turn_shared; its undo_limit stops it)."""
        if not self.is_human(seat) or not self.undo_at_table():
            return False
        return seat in self.actors

    def undo_at_table(self):
        return len(self.human_seats()) == 1 or getattr(self.game, "undo_in_own_turn_shared", False)

    def undo_own_move(self, seat):
        """Take back `seat`'s last move and every bot move after it, so that seat is to move again."""
        if not self.undo_at_table():
            raise IllegalAction("undo is off in pass-and-play: another player has seen the table")
        if seat not in self.actors:
            raise IllegalAction("you have no move to take back")
        last = len(self.actors) - 1 - self.actors[::-1].index(seat)
        # a move sent as several actions (game.mid_move) goes back whole, to where that seat chose
        while last > 0 and self.actors[last - 1] == seat and self.game.mid_move(self.state_after(last)):
            last -= 1
        self.undo(len(self.actions) - last)

    def replay_states(self):
        """Every state from the start to now (O(n): for a whole-game chart; a position is state_after)."""
        states = [self.initial]
        for a in self.actions:
            states.append(self.game.apply(states[-1], a))
        return states

    def copy(self):
        """Another Match over the same log (states are shared: they never change), without listeners."""
        other = Match.__new__(Match)
        other.__dict__.update(self.__dict__)
        other.seats = [dict(s) for s in self.seats]
        other.actions, other.actors = list(self.actions), list(self.actors)
        other.hints = dict(self.hints)
        other.stand_ins = dict(self.stand_ins)
        other.continues = list(self.continues)
        other.lines = list(self.lines)
        other._checkpoints = list(self._checkpoints)
        other._recent = dict(self._recent)
        other.listeners = []
        return other

    def become_prefix_of(self, full, n):
        """Hold the first n moves of `full` (the same game): the replay viewer's position, in O(K)."""
        n = max(0, min(n, len(full.actions)))
        self.state = full.state_after(n)
        self.actions, self.actors = full.actions[:n], full.actors[:n]
        self._checkpoints = full._checkpoints[:n // CHECKPOINT_EVERY + 1]
        self._recent = {}
        # who played a person's seat is part of the log: a replay's move log names a stand-in's moves as the
        # live log did ("Bot for you plays...", not "You play...": review 27)
        self.stand_ins = {seat: i for seat, i in full.stand_ins.items() if i <= n}
