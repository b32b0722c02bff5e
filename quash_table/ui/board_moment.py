"""ShownMoment (a mixin of BoardScene): which moment of the match the table shows, so the plates, the header
and the log read the same one. While another seat's move is on its way to the table (a card gliding) the
plates mark its mover, as the header says then (`marked_to_move`); a move that has nothing to glide (a bid) is
on the table in the frame it is built, and the director counts it shown then (`_shown_if_still`,
Director.drawn), not two frames later under the header's words of the moment before (session 23). A result on
the screen waiting for the person's Next, the round's (the director's gate) or a step of the board's own (QUASH's
tiebreaker pair), is one moment for the hint and its greyed button (`result_showing`)."""


class ShownMoment:
    def marked_to_move(self):
        """The seat whose plate is marked as to move, by the header's rule: the session's `table_to_move()` (yours
        once `turn_on_screen`: the header's "Your turn"), but while the table has still to show another seat's
        move (`news_unshown`) its mover, as the header says then (review 17; NumberQuash: while it is told)."""
        s = self.session
        seat, d = s.table_to_move(), s.director
        # while a table is built the move's glides have not begun, so turn_on_screen would say its card has
        # landed: the plates marked you "to move" under "Bot 2 is thinking…" (review 21); once the card lands
        # the table is built again (update: turn_on_screen changed)
        if seat is None or d is None or not d.news_unshown() or (self.turn_on_screen() and not self._building):
            return seat
        n, actors = d.shown(), s.match.actors
        return actors[n] if n < len(actors) else seat

    def _shown_if_still(self):
        """A table just built on a move heard, with nothing of it moving and nothing more to build, shows that
        move now: the director's count says so at once (Director.drawn), not two frames later."""
        d, s = self.session.director, self.session
        if d is None or d.shown() >= len(s.match.actions) or s.table_view() is not s.view():
            return
        if not self.tweens.busy and not self.drag.busy() and not self.builds_again():
            d.drawn()

    def result_showing(self):
        """Does a result on the table wait for the person's Next: the round's (Director.result_waits) or a step
        the board shows of its own (staged_waits: QUASH's tiebreaker pair face up)? No hint until it is passed:
        H at the pair said "Looking for a good move…" until Next (session 52)."""
        d = self.session.director
        return (d is not None and d.result_waits()) or self.staged_waits()
