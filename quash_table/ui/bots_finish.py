"""The bots finish a game at once, at the word of every person at the table, all out of it (ui/out_choice.py:
Let the bots finish; no pygame). A mixin of MatchSession (ui/session.py), whose update() calls
`_finish_some()` each settled frame while `finishing`.

Their moves ran on screen at the finishing pace before (a frame or more each, the director telling every
roll, a search bot thinking its whole second): 20-25 s after the press (session 19). Board Game Arena jumps to
the result: here the bots' moves are played as fast as they are chosen, many in a frame, nothing told but the
game's last result (Director.finish), a search thinking at most FINISH_BOT_SECONDS a move.
"""

import time

from ..engine.stand_ins import record as record_stand_ins

# wall seconds of a frame given to the bots' moves (the frame is drawn between: the header and table say the
# bots are finishing), and at most this long a search bot thinks a move while they finish: about a hundred
# moves in a second or two (a search this short mostly plays its own heuristic's move)
FINISH_FRAME_SECONDS, FINISH_BOT_SECONDS = 0.04, 0.01


class BotsFinish:
    """finish_bots() and the frames that follow it, on the session (its match, bots, director, settings)."""

    finishing = False       # the bots finish the game at once (finish_bots)
    stand_ins = {}          # {seat: bot level} playing a person's seat while they finish (finish_bots)
    finish_view = None      # the table's view at the word: shown until the game is over (table_view)

    def finish_bots(self, stand_in=None):
        """Every person here out of the game, who chose Let the bots finish: the bots play the rest at once,
        with no pace, no animation (the animation speed "instant", this table only) and nothing told but the
        game's last result (Director.finish), as many moves a frame as FINISH_FRAME_SECONDS holds, a search
        thinking FINISH_BOT_SECONDS a move: the result is up within a second or two (it was 20-25 s).
        `stand_in`: a bot level: the one person still in the game lets the bots finish it, a bot of that level
        in each person's seat (it sees that seat's view only, as the person did)."""
        if stand_in is not None:
            self.stand_ins = {seat: stand_in for seat in self.match.human_seats()}
            record_stand_ins(self.match, self.stand_ins)     # the match's fact: saved, the summary reads it
        # one moment everywhere until the result: the table, its header, score pad and the move log stay at
        # what was on the screen at the word (the table ran ahead of the log, "Hand 17" over a log in hand
        # 16, review 22), then jump to the game's last result (table_view, Director.shown)
        self.finish_view = self.table_view()
        self.finishing = True
        self.settings = dict(self.settings, animation="instant")
        self.director.finish()
        self.version += 1

    def _finish_some(self):
        """One frame of the bots finishing: their moves (and the game's own) as they come, until the frame's
        time is spent, a person is to move or the game is over. Every move is played through the match, so
        the log, the save and the replay hold each one."""
        m = self.match
        deadline = time.perf_counter() + FINISH_FRAME_SECONDS
        while not m.over and not self.director.busy() and self._glance_seat is None:
            action = self.automatic()
            if action is None:
                seat = m.to_move
                if not (self.is_bot(seat) or seat in self.stand_ins):
                    return
                self._ask_bot(seat, FINISH_BOT_SECONDS)
                got = self._bot_answer or self.bots.wait(deadline - time.perf_counter())
                if got is None:
                    return
                _, action, self.bot_reason = got
            m.play(action)
            self._covered_after_move()
            self._changed()
            if time.perf_counter() >= deadline:
                return
