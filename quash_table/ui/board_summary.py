"""When the end-of-game summary is over a board and when it takes keys and clicks: a mixin of BoardScene
(ui/board.py; self.session, self.now, self.show_summary, self.summary_since and staged_caption are its)."""

from .board_words import END_NOT_SHOWN
from .chrome import fitted_notes
from .out_choice import for_you_note
from .overlays import summary_rect
from .session import CURTAIN_GUARD, CURTAIN_KEY_GUARD

# seconds the end-of-game summary lets pass before its keys act: the curtain's key guard (0.8 s let the
# Enter presses of a person hurrying through the last scoring close "You won!" unseen, review 18b)
SUMMARY_KEY_WAIT = CURTAIN_KEY_GUARD
SUMMARY_CLICK_WAIT = CURTAIN_GUARD      # its buttons take no click as it comes up (greyed meanwhile)


class SummaryTiming:
    """The summary's coming up and its guards against keys and clicks meant for what was there before."""

    _fitted = (None, None)      # (notes, spare, panel), the notes the summary draws of them (summary_lines)

    def summary_up(self):
        """Is the end-of-game summary over the table? Not before the director has told the last move (its
        trick, the last round's result waiting for Next, as every round's does), nor while the board still
        shows steps of its own (QUASH's last tiebreaker pair: Scores was greyed under it), and not once put
        away."""
        d = self.session.director
        return self.session.over and self.show_summary and not (d is not None and d.busy()) \
            and not self.staged_caption()

    def end_on_screen(self):
        """Is the game's end on the table? The match is over as soon as its last move is made, but the table
        may still be showing the moves that led there (a card flying, QUASH's last spots scored one by one):
        until they are shown, nothing may say the game is over (a greyed Hint said "The game is over" over
        round 4's tiebreaker on spot 7, the result not yet shown: session 24). Shown once the director and
        the board have no step left to show but the last result's gate (its "Summary \u25b8"): the rule by
        which the summary comes up (summary_up) and Summary takes Hint's place in the header."""
        s = self.session
        if not s.over or self.staged_caption():
            return False
        d = s.director
        if d is None:
            return True
        return not (d.steps[1:] if d.gate() is not None and d.started else d.steps)

    def undo_stop_shown(self):
        """session.undo_stop() as the table may say it: END_NOT_SHOWN in place of the game being over while
        its end is not on the table yet (the greyed Undo and U)."""
        if self.session.over and not self.end_on_screen() and self.session.screen_seat is not None:
            return END_NOT_SHOWN
        return self.session.undo_stop()

    def summary_settling(self):
        """Has the summary only just come up? A key pressed then was meant for what was there before (the
        last round's Next, pressed twice): the summary's keys wait SUMMARY_KEY_WAIT seconds."""
        return self.summary_since is None or self.now - self.summary_since < SUMMARY_KEY_WAIT

    def summary_takes_clicks(self):
        """May a click press the summary's buttons? Not within SUMMARY_CLICK_WAIT seconds of its coming up:
        a second click on End turn that ended the game landed on See the table (review 19b)."""
        return self.summary_since is not None and self.now - self.summary_since >= SUMMARY_CLICK_WAIT

    def summary_lines(self):
        """The lines under the summary's result: the kit's (the bots finished the game for the one person:
        out_choice.for_you_note, from the match's stand-ins, so a reloaded game says it too), then the
        board's own (summary_notes)."""
        note = for_you_note(self.session.match, self.session.screen_seat)
        kit = [note] if note else []
        lines = kit + list(self.summary_notes() or [])
        if lines and self.score_panel.has_chart():
            # the board's spare notes give way where the chart would be squeezed (a small window): measured
            # once for these notes at this size (asked several times a frame)
            spare, panel = tuple(self.summary_spare()), summary_rect(self)
            key = (tuple(lines), spare, tuple(panel))
            if self._fitted[0] != key:
                self._fitted = (key, fitted_notes(self.metrics, panel, self.game, self.session, lines, set(spare),
                                                         *self.summary_size[2:3], least=self.summary_text_px))
            lines = list(self._fitted[1])
        return lines

    def hide_summary(self):
        self.show_summary = False
