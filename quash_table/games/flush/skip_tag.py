"""The SKIPPED tag on a skipped seat's plate (paint_seats.plate_tags), mixed into the board (scene.FlushBoard): it
says a Skip just passed over that seat, from the rules' events (the board's `_skipped`). At your turn it goes a few
seconds after the move that skipped: kept until your own move, it stood over a turn long passed and read as stale
(review 55m, revm_15, revm_104); the header, the tray's news and the move log still say the Skip."""

SKIP_TAG_SECONDS = 4.0     # board seconds the tag stays at your turn after the move that skipped was first built


class SkipTag:
    _skip_seen = None       # (the move count, board time) when the last skipping move was first asked about

    def skipped_shown(self):
        """The seats the plates tag SKIPPED now: the last move's skipped seats, until SKIP_TAG_SECONDS after it
        at your turn (while others play, until the next move, as before)."""
        skipped = self._skipped()
        if not skipped:
            return []
        moves = len(self.session.match.actions)
        if self._skip_seen is None or self._skip_seen[0] != moves:
            self._skip_seen = (moves, self.now)
        return [] if self._skip_tag_over() else skipped

    def _skip_tag_over(self):
        return self.session.my_turn() and self.now - self._skip_seen[1] >= SKIP_TAG_SECONDS

    def update(self, dt):
        was = self._skip_seen is not None and self._skip_tag_over()
        super().update(dt)
        if self._skip_seen is not None and not was and self._skip_tag_over() \
                and self._skip_seen[0] == len(self.session.match.actions):
            self.invalidate()       # the plates are painted at a build: build once more, without the tag
