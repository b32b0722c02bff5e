"""Bots think off the UI thread, so the window never freezes.

Quick levels (random, easy, normal) think on a thread: they take milliseconds, and a thread shares the
bot objects (and their memory of the game) with no copying. A search level (`hard`, `hard@N`, The Game's
`hard-silent`: any level whose bot is a SearchBot) is CPU-bound and would hold the GIL for its whole
budget, stuttering the frames, so it always thinks in a worker process (multiprocessing, spawn) that
keeps its own bots for the match; leaving the board ends that process at once, mid-search or not. Both
give the same interface: `ask(...)`, then `poll()` each frame until the answer arrives. A bot that fails
falls back to the first legal action rather than stopping the game; the failure is reported on stderr.
"""

import importlib
import multiprocessing
import queue
import sys
import threading
import time
import traceback

from ..bots import RandomBot, make_bot, person_waits
from ..bots.search import SearchBot
from ..engine.levels import parse_level
from ..engine.rng import derive_seed
from ..games import get_game



def _level_class(game_id, level):
    """The bot class of `level` for this game, or None (no bots written, no such level)."""
    try:
        base, _ = parse_level(level)
        cls = importlib.import_module(f"quash_table.games.{game_id}.bots").LEVELS.get(base)
    except (KeyError, ImportError, AttributeError):
        return None
    return cls if isinstance(cls, type) else None


def is_search_level(game_id, level):
    """Does `level` run a search for this game (so it must think in the worker process)?"""
    cls = _level_class(game_id, level)
    return cls is not None and issubclass(cls, SearchBot)


def recalls_every_hint(game_id, level):
    """Is `level`'s bot given the seat's shown hints before every hint (Bot.recalls_every_hint)?"""
    cls = _level_class(game_id, level)
    return bool(cls is not None and getattr(cls, "recalls_every_hint", False))


def _choose(bot, view, legal):
    try:
        action = bot.choose(view, legal)
        # a game listing a move only in part (a NumberQuash 12) says which unlisted forms its rules judge
        if action in legal or bot.game.listed_in_part(action, legal):
            return action, getattr(bot, "reason", "")
        print(f"bot {bot.level} at seat {bot.seat} chose an illegal action {action!r}; playing the first "
              "legal one", file=sys.stderr)
    except Exception:  # a bot bug must not stop the table
        traceback.print_exc()
    return legal[0], ""


def _recall(bot, past):
    """Give a new hint bot the seat's past hints (Bot.recall; None: nothing to give). A bot failing at it
    still answers, with no memory, rather than stopping the table."""
    if past is None:
        return
    try:
        bot.recall(past)
    except Exception:
        traceback.print_exc()


def _choose_within(bot, view, legal, seconds, for_person=False, past=None):
    """_choose, a search whose budget is wall time given at most `seconds` for this decision (None: its own
    budget; a fixed number of playouts, hard@N, is kept); `for_person`: a hint (Bot.for_person); `past`:
    the seat's hints before, recalled first (Bot.recall)."""
    bot.for_person = for_person
    _recall(bot, past)
    own = getattr(bot, "seconds", None)
    if seconds is None or own is None or getattr(bot, "iterations", None) is not None:
        return _choose(bot, view, legal)
    bot.seconds = min(own, seconds)
    try:
        return _choose(bot, view, legal)
    finally:
        bot.seconds = own


def build_bot(game_id, level, seat, seed):
    """The bot for a seat; a game whose bots are not written yet (or lack the level) gets the random
    bot, so the table stays playable."""
    try:
        return make_bot(game_id, level, seat, derive_seed(seed, seat))
    except (ImportError, KeyError) as e:
        print(f"no {level} bot for {game_id} ({e}); seat {seat + 1} plays random moves", file=sys.stderr)
        return RandomBot(get_game(game_id), seat, derive_seed(seed, seat))


def _worker_main(conn, game_id, seed, asked=None):
    """The bot process: keeps one bot per seat and answers (seat, level, view, legal) requests; `asked`: the
    number the window marks the request a person asked for in (bots/person_waits.py)."""
    bots = {}
    if asked is not None:
        person_waits.attach(asked)
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        # seconds None: the bot's own budget; past: the seat's hints before (Bot.recall), or None
        token, seat, level, view, legal, seconds, for_person, past = msg
        bot = bots.get((seat, level))
        if bot is None:
            bot = bots[(seat, level)] = build_bot(game_id, level, seat, seed)
        person_waits.begin(token, for_person)
        action, reason = _choose_within(bot, view, legal, seconds, for_person, past)
        try:
            conn.send((token, action, reason))
        except OSError:   # the table closed while this bot was thinking (BrokenPipeError is an OSError)
            return


def _send_all(conn, outbox):
    """Send the worker its requests in order, on a thread of their own: a request bigger than the pipe's
    buffer (a 6-seat NumberQuash steal's legal list, a seat's past hints) waits in `send` until the worker
    reads it, which is after the search it is busy with; on the frame thread that froze the window for a
    minute (review 27: Hint at 6 seats). None (sent last) ends the worker and this thread."""
    while True:
        msg = outbox.get()
        try:
            conn.send(msg)
        except (OSError, ValueError):   # the worker was ended (BrokenPipeError is an OSError)
            return
        if msg is None:
            return


class BotRunner:
    """One per match. `ask` starts a decision; `poll` returns (token, action, reason) once it is ready."""

    def __init__(self, game_id, seed):
        self.game_id, self.seed = game_id, seed
        self._bots = {}
        self._answer = None
        self._lock = threading.Lock()
        self._pending = None
        self._proc = None
        self._conn = None
        self._outbox = None         # requests for the worker, sent by _send_all (never the frame thread)
        self._recalled = set()      # (seat, level) of the bots given their seat's past hints (needs_past)
        self._asked = None          # shared with the worker: the request a person asked for (hurry)

    def needs_past(self, seat, level):
        """Is the bot for (seat, level) new, not yet given the seat's past hints (ask(..., past=))? True for
        each seat the first time in a match at this screen, and again for a search level after its worker
        process was started anew (its bots with it); always for a bot whose hints bind its next ones
        (Bot.recalls_every_hint: QUASH's told plan), so it holds only what hints shown told, never what a hint
        searched ahead and not shown did (session 34)."""
        return (seat, level) not in self._recalled or recalls_every_hint(self.game_id, level)

    def bot(self, seat, level):
        key = (seat, level)
        if key not in self._bots:
            self._bots[key] = build_bot(self.game_id, level, seat, self.seed)
        return self._bots[key]

    @property
    def thinking(self):
        return self._pending is not None

    def ask(self, token, seat, level, view, legal, seconds=None, for_person=False, past=None):
        """Start deciding for `seat`; an answer for an older token is thrown away when it arrives. `seconds`:
        a search thinks no longer than that this time (the bots finishing a game at a person's word);
        `for_person`: the answer is a hint, read by a person (Bot.for_person); `past`: [(view, hinted action)]
        of the seat's hints before, which the bot recalls before it chooses (Bot.recall: a hint bot new after
        a Load; the session's past_hints)."""
        self._pending = token
        if is_search_level(self.game_id, level):
            self._ensure_process()      # (a new process forgets whom it gave the past: before marking)
            self._outbox.put((token, seat, level, view, legal, seconds, for_person, past))
        if past is not None:
            self._recalled.add((seat, level))
        if is_search_level(self.game_id, level):
            return
        bot = self.bot(seat, level)

        def think():
            action, reason = _choose_within(bot, view, legal, None, for_person, past)
            with self._lock:
                if token == self._pending:      # a stale answer never overwrites the one asked for now
                    self._answer = (token, action, reason)
        threading.Thread(target=think, name=f"bot-{seat}", daemon=True).start()

    def poll(self):
        """(token, action, reason) for the current request once ready, else None."""
        if self._pending is None:
            return None
        answer = None
        if self._conn is not None:
            try:
                while self._conn.poll():
                    answer = self._conn.recv()
                    if answer[0] == self._pending:
                        break
            except (EOFError, OSError):
                self._conn, self._proc = None, None
        if answer is None:
            with self._lock:
                answer, self._answer = self._answer, None
        if answer is None or answer[0] != self._pending:
            return None
        self._pending = None
        return answer

    def wait(self, seconds):
        """poll(), waiting up to `seconds` for the answer (the bots finishing a game wait for it within a
        frame, not a frame for each move)."""
        end = time.perf_counter() + max(0.0, seconds)
        while True:
            got = self.poll()
            left = end - time.perf_counter()
            if got is not None or self._pending is None or left <= 0:
                return got
            if self._conn is not None:
                try:
                    self._conn.poll(min(left, 0.002))
                except (EOFError, OSError):
                    return None
            else:
                time.sleep(min(left, 0.0005))

    def hurry(self, token):
        """A person now waits for request `token` (they asked for the hint being searched ahead): the worker's
        search reads it after its deal and ends within the time a person waits (bots/person_waits.py)."""
        if self._asked is not None:
            self._asked.value = token

    def cancel(self):
        """Forget the current request (after undo or load): its answer will be ignored."""
        self._pending = None

    def stop(self):
        """Forget the current request and end its search now: a worker process still thinking is ended (the
        next ask starts another, whose bots are given their past again: needs_past); a thread's answer is
        dropped when it comes."""
        if self._pending is not None and self._proc is not None:
            self._pending = None
            self._proc.terminate()
            self._proc.join(timeout=1)
            self._proc = self._conn = None
            self._outbox.put(None)      # its sender ends too
        self._pending = None

    def _ensure_process(self):
        if self._proc is not None and self._proc.is_alive():
            return
        # a new process has new bots: those of the search levels are given their seat's past hints again
        self._recalled = {k for k in self._recalled if not is_search_level(self.game_id, k[1])}
        ctx = multiprocessing.get_context("spawn")  # fork would copy the SDL window and its threads
        parent, child = ctx.Pipe()
        self._asked = ctx.Value("q", 0, lock=False)     # (one writer, the window; a word is read whole)
        self._proc = ctx.Process(target=_worker_main, args=(child, self.game_id, self.seed, self._asked),
                                 name="quash-table-bots", daemon=True)
        self._proc.start()
        child.close()       # the worker holds its end now: a send to an ended worker fails, never hangs
        self._conn = parent
        self._outbox = queue.SimpleQueue()
        threading.Thread(target=_send_all, args=(parent, self._outbox), name="bots-sender", daemon=True).start()

    def close(self):
        """Stop the bots: an idle worker is asked to end; one still searching is ended at once."""
        busy = self._pending is not None
        self._pending = None
        if self._outbox is not None and not busy:
            self._outbox.put(None)      # after the requests before it: the worker ends once idle
        if self._proc is not None:
            if not busy:
                self._proc.join(timeout=1)
            if self._proc.is_alive():
                self._proc.terminate()
                self._proc.join(timeout=1)
        self._proc = self._conn = None
