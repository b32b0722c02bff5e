"""CardInFlight (a mixin of the Quadruple War board): another seat's card on its way to the mat is told by the
header and listed by the log from the frame its move is applied, so the header, the mat and the log tell the same
moment. The kit's header keeps what it said before a move until the table has shown it (every glide run out):
"Bot 2 is thinking…" stood over Bot 2's card already on the mat, and the log listed the card only then
(review 37). The board's own caption (staged_caption) names the card in the log's words meanwhile, and the log
lists it (events_shown); a trick's last card is listed once it has landed, its sentence saying who wins the trick."""


class CardInFlight:
    def card_on_its_way(self):
        """The index of the move whose card another seat played is still on its way to the mat (the director
        has not counted it shown: news_unshown), or None. From the frame the move is applied its card leaves
        the hand, so the header names it and the log lists it then (flight_words, events_shown): the header
        kept "Bot 2 is thinking…" over Bot 2's card already on the mat until every glide had run out, and
        the log listed it only then (review 37)."""
        s, d = self.session, self.session.director
        if self.read_only or s.curtain is not None or d is None or not d.news_unshown():
            return None
        m, i = s.match, d.shown()
        # the first move not shown (your card played the frame before the director counted the bot's shown
        # comes after it: the log kept Bot 4's card, then lost it for a frame)
        if i >= len(m.actions) or m.actions[i]["type"] != "play" or m.actors[i] == s.screen_seat:
            return None
        st = self._stage
        if st is not None and (st.get("moves") is not None or st.get("landed", True)):
            return None         # a trick the board shows of its own: its words are staged_caption's
        return i

    def flight_words(self):
        """The move whose card is on its way to the mat, in the log's words ("Bot 2 plays the Q of hearts"),
        or "": what it caused (the trick won) is told once it has landed."""
        i = self.card_on_its_way()
        if i is None:
            return ""
        seat = self.session.match.actors[i]
        return self.session.move_words(self.session.match.actions[i], seat, short=True)

    def events_shown(self):
        """The kit's hook: the move whose card is on its way is on the table (the log lists it as the header
        names it). Not a trick's last card: the log's sentence for it says who wins the trick ("Bot 2 plays
        the 4 of clubs and Bot 3's K of clubs wins trick 2"), which the table shows once the card has landed;
        the header names the card alone meanwhile and then says the whole sentence, as the log lists it."""
        i = self.card_on_its_way()
        return None if i is None or self._stage is not None else (i, 0)

