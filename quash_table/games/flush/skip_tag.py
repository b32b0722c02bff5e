"""The SKIPPED tag on a skipped seat's plate (paint_seats.plate_tags), mixed into the board (scene.FlushBoard): it
says a Skip just passed over that seat, from the rules' events (the board's `_skipped`). At your turn it goes a few
seconds after the move that skipped: kept until your own move, it stood over a turn long passed and read as stale
(review 55m, revm_15, revm_104); the header, the tray's news and the move log still say the Skip."""

SKIP_TAG_SECONDS = 4.0     # board seconds the tag stays at your turn after the move that skipped was first built


class SkipTag:
    _skip_seen = None       # (the move count, board time) when the last skipping move was first asked about
    _skips_of_you = ()      # (move count, the skipper) of each Skip that passed over you since your last turn

    def skips_of_you_words(self):
        """While you wait, the Skips that passed over you since your turn, for the line over your hand (where the eye
        is): at six seats nineteen bot moves came before your first turn, you were skipped twice and saw none of it
        (review 55m, revm_67). From the rules' events (`_caused`), noted as each move is built; "" at your turn."""
        s = self.session
        moves = len(s.match.actions)
        if s.my_turn() or (self._skips_of_you and self._skips_of_you[-1][0] > moves):
            self._skips_of_you = ()         # your turn (or an undo): the count starts again
        me = s.screen_seat
        for e in self._caused():
            if e["kind"] == "skip" and me in e["skipped"] and moves not in [m for m, _ in self._skips_of_you]:
                self._skips_of_you = tuple(self._skips_of_you) + ((moves, e.get("seat")),)
        if s.my_turn() or not self._skips_of_you:
            return ""
        names = [s.short_name(x) if x is not None else "a Skip" for _, x in self._skips_of_you]
        if len(names) == 1:
            return f"{names[0]}'s Skip passed over you"
        times = "twice" if len(names) == 2 else f"{len(names)} times"
        return f"You were skipped {times}: by {', '.join(names[:-1])} and {names[-1]}"

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
