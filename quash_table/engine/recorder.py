"""What a match leaves on disk, and the one place that writes it while a game is played: the autosave
after every move (so Continue resumes it) and, when the game ends, one statistics record per human player.

A Recorder listens to its Match; no screen writes a file. What a person must be told (a statistics file
that was damaged and set aside, a write that failed) waits in `notices` for the board to show.
"""

from .saves import autosave_after_move
from .stats import record_match


class Recorder:
    def __init__(self, match, autosave=True):
        self.match = match
        self.autosave = autosave
        self.notices = []          # sentences for the person at the screen, oldest first
        self.recorded = False
        match.listen(self.heard)

    def heard(self, kind, match):
        if kind in ("moved", "undone") and self.autosave:
            autosave_after_move(match)
        elif kind == "finished" and not self.recorded:
            self.recorded = True
            self._record_result()

    def _record_result(self):
        """One statistics record per human player; a damaged statistics file is set aside by
        record_match, and its message kept for the board."""
        if not self.match.human_seats():
            return
        try:
            message = record_match(self.match)
        except OSError as e:
            message = f"The statistics could not be saved: {e.strerror or e}"
        if message:
            self.notices.append(message)

    def take_notices(self):
        got, self.notices = self.notices, []
        return got
