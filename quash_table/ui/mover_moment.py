"""The pass-and-play mover's moment after their own move, before the screen goes to the next person (no
pygame; a mixin of ui/session.MatchSession, which calls `_mover_moment` after every move):

- the glance (`glance`, QUASH): a move that told the mover something nobody else was told (the card they
  drew) shows them that news alone, their hand already covered, until Done;
- the look (`linger`, every open table): the table stays the mover's a moment after a move that ended their
  turn; a click or key then turns it to the next person at once (`end_linger`);
- the hold (`hold`, The Game): a move that ended the mover's turn with the next turn a person's waits on the
  table, everybody's view (no hand), until the mover passes the screen ("Turn over: pass the screen to
  Bob"). The Game's second card ends the turn at once and the curtain came as it landed: its mover never saw
  it, nor could read why Undo did nothing (review 28). Nothing moves meanwhile, and the curtain comes only
  after it.
"""

from ..engine.naming import put_name
from . import privacy
from . import settings as settings_mod


class MoverMoment:
    # does a pass-and-play mover's news stay after a move that told them a secret, until they press Done?
    # A board that shows such news sets it (QUASH: the card you drew); the default is no
    glance = False

    # does a pass-and-play person's move that ended their turn wait on the table until they pass the screen?
    # A board's hook (None: never): hold(action) says it for the move just made (The Game: a card that ended
    # the turn, not End turn, which is the mover's own "I am done")
    hold = None
    # a board's hook (None: none): the seconds (normal speed) of the mover's look (`linger`) after the move just
    # made, or None for `linger` (NumberQuash: a roll that fitted nothing ended the turn by itself, a longer look:
    # its dice went 1 s after "nothing fits" was said, before the mover had read it, review 57)
    linger_after = None
    _glance_seat = None  # whose news shows now (see above), None when none does
    # pass-and-play: the move count when the holder last took their view (the curtain lifted, or it came
    # back to them uncovered); and the people passed over since, when the curtain comes for the holder again
    looked_at = 0
    curtain_again = ()
    _held_seat = None    # whose ended turn waits to be handed over (see `hold`), None when none does

    def _mover_moment(self, before, waiting):
        """After a move, `before`: the seat at the screen before it; `waiting`: a result waits for everyone."""
        self._glance_seat = self._held_seat = None
        m = self.match
        mine = before is not None and not waiting and m.actors and m.actors[-1] == before
        if self.glance and mine and self.screen_seat is None and self._told_only(before):
            self._glance_seat = before      # until Done (end_glance)
        elif self.hold is not None and mine and self.screen_seat is None and not m.over \
                and m.is_human(m.to_move) and m.to_move != before and self.hold(m.actions[-1]):
            self._held_seat = before        # until Pass the screen (end_hold)

    def _look_seconds(self):
        """The seconds (normal speed) of the mover's look after the move just made: `linger_after`'s, else `linger`."""
        seconds = self.linger_after() if self.linger_after is not None else None
        return self.linger if seconds is None else seconds

    def held_seat(self):
        """The seat whose ended turn waits on the table to be handed over (see `hold`), or None."""
        return self._held_seat

    def end_hold(self):
        """The mover hands the screen over (the button, Enter or Space): the curtain comes next."""
        if self._held_seat is not None:
            self._held_seat = None
            self.version += 1

    def hold_words(self, brief=False):
        """The header while a turn waits to be handed over: whose turn is over, and to whom the screen goes."""
        nxt = self.name(self.match.to_move)
        if brief:
            return f"Turn over \u00b7 pass to {nxt} (Enter)"
        return f"{self.name(self._held_seat)}: turn over \u00b7 pass the screen to {nxt} (Enter)"

    def hold_undo_words(self):
        """Why Undo takes nothing back while a turn waits to be handed over, and what to do instead: the
        greyed Undo said the rules' "an ended turn is final (its new cards were drawn): undo takes back lays
        within a turn only" to a person who had just laid their last card (session 29)."""
        return (f"{self.name(self._held_seat)}: your turn is over, so it stays as you played it. Pass the screen "
                f"to {self.name(self.match.to_move)} (Enter).")

    def glancing(self):
        """Is a pass-and-play mover still looking at what their move told them (the table is not settled)?"""
        return self._glance_seat is not None

    def glance_seat(self):
        """The seat whose mover is shown their news (see `glance`), or None."""
        return self._glance_seat

    def glance_news(self):
        """The events of the last move as its mover knows them and nobody else does (QUASH: the card drawn,
        with its code), while the mover glances; [] otherwise. The board draws them, and only them."""
        seat = self.glance_seat()
        if seat is None:
            return []
        state = self.match.state
        public = self.game.events(state, None)
        return [e for e in self.game.events(state, seat) if e not in public]

    def end_glance(self):
        """The mover is done with their news (Done, Enter or Space): cover it."""
        if self._glance_seat is not None:
            self._glance_seat = None
            self.version += 1

    def glance_words(self, brief=False):
        """The header while the mover glances (see `glance`): what the move told them alone, in the rules'
        words ("Ann draws the 7 of spades"), and how to go on (`brief`: the key alone, for a narrow header).
        It names nobody else: nothing may yet call the next person to the screen while the news shows."""
        seat = self.glance_seat()
        n = len(self.match.seats)
        prefix = self.game.seat_name(seat, n)
        news = []
        for e in self.glance_news():
            text = self.game.describe_event(e, n)
            if text and text.startswith(prefix):      # the mover by name, as the move log says them
                text = put_name(text, 0, len(prefix), self.name(seat), self.is_you(seat))
            if text:
                news.append(self.words(text))
        return " \u00b7 ".join(news + ["Done (Enter)" if brief else "Done (Enter) covers the table"])

    def _told_only(self, seat):
        """Did the last move tell `seat` something it did not tell everybody (a private event, or one whose
        secret is stripped for the others)?"""
        state = self.match.state
        return self.game.events(state, seat) != self.game.events(state, None)

    def lingering(self):
        """Is a pass-and-play mover's look at what their move did (`linger`) holding the next person's turn back?"""
        m = self.match
        return (self._linger > 0 and self.pass_and_play and self.curtain is None and not m.over
                and m.to_move != self.screen_seat and m.is_human(m.to_move))

    def end_linger(self):
        """A click or key during the mover's look ends it: the table turns to the next person now, whose controls
        it held greyed for its 1.2 s with nothing to wait for (review 54j)."""
        if self.lingering():
            self._linger = 0.0
            self._turn_to(self.match.to_move, 0.0, None, False)

    def _turn_to(self, seat, dt, wall, seen):
        """The screen goes to `seat`, the person to move: behind the curtain where the table hides anything."""
        m = self.match
        passed = privacy.passed_people(self.game, m, self.looked_at, self.holder) if seat == self.holder else ()
        if privacy.needs_curtain(self.game, seat, self.holder, passed):
            # a bot's last move rests on the screen at the bots' pace before the curtain hides it (two
            # bots' moves went by in 0.75 s, then the curtain, review 22 #119); counted as a bot's wait
            if seen:
                self._bot_waited += dt if wall is None else max(dt, wall)
            if m.actors and self.is_bot(m.actors[-1]) and self._bot_waited < settings_mod.bot_pace(self.settings):
                return
            self.curtain, self._curtain_age = seat, 0.0
            self.curtain_again = tuple(passed)
        else:       # nothing to hide, or the same person still at the screen: their view comes back
            self.screen_seat = seat
            self.looked_at = len(m.actions)
        self.version += 1
