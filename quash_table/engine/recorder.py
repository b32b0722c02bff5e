"""What a match leaves on disk, and the one place that writes it while a game is played: the autosave
after every move (so Continue resumes it; written by the writer thread, engine/writer.py) and, when the
game ends, one statistics record per human player.

A Recorder listens to its Match; no screen writes a file. What a person must be told (a statistics file
that was damaged and set aside, saving failing or working again, a game kept apart from Continue) waits
in take_notices() for the board to show, once.
"""

from .played_on import finished_before
from .saves import autosave_in_background
from .stats import record_match

# A game resumed from a save after it was already played to its end and recorded (the save was an earlier
# point of it) is the same game again, played with its end known: it is not counted a second time.
# Said on the game's summary, one line under its heading (ui/chrome: `Recorder.again`), where it is read:
# as a notice it lay under the summary panel, clipped, and was gone by See the table (review 16).
AGAIN_WORDS = "Already played to its end once from an earlier save: not counted again in the statistics."


class Recorder:
    def __init__(self, match, autosave=True):
        self.match = match
        self.autosave = autosave
        self.notices = []          # (sentence, "error" or "info") for the person at the screen
        self.recorded = False
        self.again = False         # the game was already played to its end and counted (AGAIN_WORDS)
        self._saving_news = ("", "")
        match.listen(self.heard)

    def heard(self, kind, match):
        if kind in ("moved", "undone", "passed") and self.autosave:
            autosave_in_background(match)
        elif kind == "finished" and not self.recorded:
            self.recorded = True
            self._record_result()

    def _record_result(self):
        """One statistics record per human player; a damaged statistics file is set aside by
        record_match, and its message kept for the board."""
        if not self.match.human_seats():
            return
        if played_again(self.match):
            self.again = True          # the summary says so (AGAIN_WORDS), not a notice on the table
            return
        try:
            message = record_match(self.match)
        except OSError as e:
            message = (f"The statistics could not be saved: {e.strerror or e}. This game's record is kept "
                       "and written with the next finished game.")
        if message:
            self.notices.append((message, "error"))

    def _saving(self):
        """Saving failing (or working again), or this game kept apart from Continue, when it changes
        (engine/saves puts the words on the match, from the writer thread too)."""
        m = self.match
        news = (m.save_problem, m.save_notice)
        old, self._saving_news = self._saving_news, news
        if news == old:
            return []
        if news[0]:
            return [(news[0], "error")]
        if old[0]:
            return [("Saving works again.", "info")]
        if news[1] and news[1] != old[1]:
            return [(news[1], "info")]
        return []

    def take_notices(self):
        got, self.notices = self.notices + self._saving(), []
        return got


def played_again(match):
    """Is `match`, resumed from a save, a game already played to its end and kept (engine/saves
    finished_before: same game, seats, options, seed and deck)? A new game is never one, even on a seed
    chosen again: only a game opened from a save can go back to a point before an end already played."""
    return match.save_version is not None and finished_before(match) is not None
