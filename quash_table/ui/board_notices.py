"""A board's notices from the recorder (a mixin of BoardScene): when and to whom they are said."""

# News aside replaced by a message about the person's own act before it had been up this long was not read:
# it comes back once, for the time it had left. Read news never comes back (review 22: the notice that a game
# was kept in Load came back over the Tiebreaker panel, Player 2's 4th turn, each time a hint replaced it).
NEWS_READ_SECONDS = 3.0
NEWS_SECONDS = 10


class BoardNotices:
    """What the recorder must tell, said once on the table at the right moment (`_say_notices`, each frame),
    and news aside put back to wait when a message about the person's own act takes its place."""

    def _say_notices(self):
        """What the recorder must tell (statistics set aside, saving failing or working again, this game
        kept apart from Continue): said once, on the table. A problem (saving failing, statistics set
        aside) is said at once, to whoever plays. News about this game's save ("Your unfinished Flush game
        is kept in Load; Continue is now this game") is the business of the person whose move it came with:
        in pass-and-play it waits for that person's eyes and turn (after they lift the curtain: it showed
        under it, to the next player); alone it shows at once (it came late, over Quadruple War's first lead,
        session 20), at the move log's foot, else clear of the prompt (painter); either way not while a move is
        being made (`_move_in_hand`: it came over Flush's staged cards mid-turn, review 60), but once it is made or
        taken back."""
        s = self.session
        m = s.match
        for notice, kind in s.recorder.take_notices():
            if kind == "error":
                self.stats_message = notice
                self.show_message(notice, kind, 10)
            else:
                mover = m.actors[-1] if m.actors else None
                self._held_notices.append((notice, kind, mover if mover in m.human_seats() else None,
                                           NEWS_SECONDS, False))
        if not self._held_notices or self.tweens.busy and s.pass_and_play or self.message and not self.message_aside:
            return      # (nor over what your own act just said: QUASH's Undo confirmation went, review 19)
        if self._move_in_hand() and self._held_notices[0][1] != "error":
            return      # news waits for a calm moment, not over a move being made (review 60: Flush's staged cards)
        notice, kind, seat, seconds, again = self._held_notices[0]
        if s.curtain is None and (s.my_turn() or s.over or not s.pass_and_play) \
                and (seat is None or seat == s.screen_seat):
            self._held_notices.pop(0)
            self.show_message(notice, kind, seconds, aside=True)
            self._news_told = again     # back once: never again

    def _move_in_hand(self):
        """Is the person making a move now, at their turn: a piece held by the mouse, or a move half built (Flush's
        staged cards)? (A piece only lifted is not: QUASH's Undo lifts the card it took back.)"""
        c = self.composer
        return self.session.my_turn() and (self.drag.held() or (c is not None and c.busy()))

    _news_told = False          # the news aside up now has come back once already
    _news_seconds = NEWS_SECONDS    # the time the message up now was shown for

    def hold_news_again(self, aside, seconds):
        """A message (`aside` or not, for `seconds`) is about to be shown. If it is not news aside and
        replaces news aside not yet read (up less than NEWS_READ_SECONDS), the news waits behind it and
        comes back once, for the time it had left (shown at once, a notice of a game kept in Load went under
        an Undo's confirmation, never to be read). News read, or back once already, never comes again."""
        up = self._news_seconds - self.message[2] if self.message is not None else 0
        if not aside and self.message is not None and self.message_aside and self.message[1] == "info" \
                and self.message[2] > 0 and up < NEWS_READ_SECONDS and not self._news_told:
            self._held_notices.insert(0, (self.message[0], self.message[1], None, self.message[2], True))
        self._news_seconds, self._news_told = seconds, False
