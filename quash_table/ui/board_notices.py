"""A board's notices from the recorder (a mixin of BoardScene): when and to whom they are said."""


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
        session 20), at the move log's foot, else clear of the prompt (painter)."""
        s = self.session
        m = s.match
        for notice, kind in s.recorder.take_notices():
            if kind == "error":
                self.stats_message = notice
                self.show_message(notice, kind, 10)
            else:
                mover = m.actors[-1] if m.actors else None
                self._held_notices.append((notice, kind, mover if mover in m.human_seats() else None))
        if not self._held_notices or self.tweens.busy and s.pass_and_play or self.message and not self.message_aside:
            return      # (nor over what your own act just said: QUASH's Undo confirmation went, review 19)
        notice, kind, seat = self._held_notices[0]
        if s.curtain is None and (s.my_turn() or s.over or not s.pass_and_play) \
                and (seat is None or seat == s.screen_seat):
            self._held_notices.pop(0)
            self.show_message(notice, kind, 10, aside=True)

    def hold_news_again(self, aside):
        """A message (not news aside) is about to replace news aside still up: the news waits behind it and
        comes back once it is read (shown at once, a notice of a game kept in Load went under an Undo's
        confirmation, never to be read)."""
        if not aside and self.message is not None and self.message_aside and self.message[1] == "info" \
                and self.message[2] > 0:
            self._held_notices.insert(0, (self.message[0], self.message[1], None))
