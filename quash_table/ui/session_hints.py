"""The hints of a match at this screen (no pygame): asked off the UI thread, kept with the game (match.hints)
and given back to a new hint bot. A mixin of MatchSession (ui/session.py), which owns the match, the bots
(BotRunner) and the seat at the screen.

A hint bot may remember what it told (QUASH's told plan, games/quash/plan_told.py). That memory lived only in
the bot object: after Save and Load, Continue or a restart the first hint could name another plan with nothing
new on the table (session 19). The match keeps every hint shown, saved with the game, so the session hands a
seat's past hints to its hint bot before the first hint it asks of it (Bot.recall, through BotRunner.ask).
"""

from .botrunner import build_bot, is_search_level


# seconds of the person's turn before its hint is searched ahead: far less than anyone takes to read the
# table and press H, enough that a move made at once (a forced card, a test's click) starts no search
HINT_AHEAD_AFTER = 0.4


def _building_key(building):
    """A move half built's finishing moves as a key: a hint is for a position and what is built on it."""
    return repr(list(building))


class SessionHints:
    """ask_hint / hint_answer / hint, the hint searched ahead on the person's turn (prepare_hint) and what a
    new hint bot is given of the hints before (past_hints). The hint bots think in a runner of their own
    (`hinter`, made by the session), so a bot's move never waits behind a hint's search."""

    _hint_asked = None      # (position, building) the person asked a hint for (H), until it is shown
    _hint_search = None     # (token, (position, building)) of the search running in the hinter
    _hint_found = None      # ((position, building), action, reason): the last hint found, shown or not
    _hint_ahead = None      # is the hint searched ahead (a search level's, in the hint worker)? Asked once
    _hint_turn = None       # the position whose turn prepare_hint is timing, and for how long
    _hint_turn_age = 0.0

    def past_hints(self, seat):
        """[(view of the position for `seat`, the hinted action)] of the hints shown to `seat` in this match
        (match.hints), in the order of the log, the position at the screen now left out (its hint is being
        asked again: a hint bot asked twice there answers as it did the first time); a hint's seat is the
        seat to move at its position. What Bot.recall is given."""
        m, past = self.match, []
        # each hint's view made once (a bot that recalls every hint is given them at every ask, the search ahead
        # on every turn of the person's: 90 hints made anew took 0.15 s of the window's thread); an Undo may
        # change the moves before a hint, so it starts them afresh
        if self._past_views is None or self._past_views[0] != m.undos:
            self._past_views = (m.undos, {})
        made = self._past_views[1]
        for i, action in sorted(m.hints.items()):
            if i >= len(m.actions):
                continue
            if (i, seat) not in made:
                state = m.state_after(i)
                made[(i, seat)] = self.game.view(state, seat) if state.to_move == seat else None
            if made[(i, seat)] is not None:
                past.append((made[(i, seat)], action))
        return past

    _past_views = None      # (the match's undo count, {(move index, seat): its view, or None: not that seat's})

    def _recall_for(self, seat, level):
        """The seat's past hints when its hint bot is new (the runner's bots are new with the session: after
        a Load, Continue or a restart; BotRunner.needs_past), else None: it already holds them."""
        return self.past_hints(seat) if self.hinter.needs_past(seat, level) else None

    def ask_hint(self, building=()):
        """Start looking for a hint for the person at the screen: the game's hint bot (its `hint_level`,
        else normal) thinks off the UI thread (a search in the hint worker process), so the window never
        waits; hint_answer() gives (action, reason) once ready. False when there is nothing to hint.
        `building`: the moves that finish the move half built on the table (Composer.building), weighed
        too. A hint searched ahead for this very position (prepare_hint) is the answer at once, with no new
        search; one still being searched for it is waited for."""
        legal = self.screen_legal()
        if not legal:
            return False
        self._hint_asked = (self.hint_moment(), _building_key(building))
        self._poll_hint()
        if self._hint_found is not None and self._hint_found[0] == self._hint_asked:
            return True
        found = self._hint_found
        if building and found is not None and found[0] == (self.hint_moment(), _building_key(())) and \
                found[1] in building:
            # the position's hint (searched ahead, or shown) goes on from the move half built: it is the answer, not
            # a new search whose deals may say another move as good (Flush, review 54j: its own Flush card staged,
            # H said "take the staged cards back, lay a 7 Deduction")
            self._hint_found = (self._hint_asked,) + tuple(found[1:])
            return True
        if self._hint_search is None or self._hint_search[1] != self._hint_asked:
            self._search_hint(building)
        # the person waits for it now: a search begun ahead (prepare_hint), with the time the person spent
        # reading the table, ends within a person's wait from here (bots/person_waits.py)
        self.hinter.hurry(self._hint_search[0])
        return True

    def _search_hint(self, building=()):
        """Start the hint bot's search for this position (and `building`). One searched ahead for the same
        position without `building` is not ended: the worker answers it first (its answer dropped), which
        costs no more than a new worker would to start, and the hint bot keeps what it told."""
        self._bot_token += 1
        seat, level = self.screen_seat, self.game.hint_level
        self._hint_search = (self._bot_token, (self.hint_moment(), _building_key(building)))
        view, legal = self._building(self.screen_legal(), building)
        self.hinter.ask(self._bot_token, seat, level, view, legal, for_person=True,
                        past=self._recall_for(seat, level))

    def _poll_hint(self):
        """Take the hint search's answer once it has come: kept for the position it was searched for."""
        if self._hint_search is None:
            return
        got = self.hinter.poll()
        if got is not None and got[0] == self._hint_search[0]:
            self._hint_found = (self._hint_search[1], got[1], got[2])
            self._hint_search = None

    def prepare_hint(self, dt=None):
        """On the person's turn (the session's update, nothing left to tell), start the hint's search at
        once, so H shows it without the wait (2-3 s at a round's start in QUASH and Quadruple War,
        session 21). Only where the hint is a search in the hint worker process (the bots play in their
        own: their searches never wait behind it); a thread's quick hint is asked when wanted, as before.
        A search left unfinished when the position changes is ended then (hint_moved): the worker runs on
        the person's turn only. `dt`: the frame's seconds; the search starts once the turn has lasted
        HINT_AHEAD_AFTER (a move made at once, a card clicked home, starts no search to end at once);
        None starts it now."""
        self._poll_hint()
        if dt is not None:
            if self._hint_turn != self.hint_moment():
                self._hint_turn, self._hint_turn_age = self.hint_moment(), 0.0
            self._hint_turn_age += dt
            if self._hint_turn_age < HINT_AHEAD_AFTER:
                return
        if self._hint_ahead is None:
            self._hint_ahead = is_search_level(self.match.game_id, self.game.hint_level)
        if not self._hint_ahead or not self.my_turn() or self.curtain is not None or not self.screen_legal():
            return
        if self._hint_asked is not None:
            # a hint asked for and not yet read (hint_answer): searching ahead now would start a search
            # whose answer replaced the one asked for (a move half built, its key differs) before it was
            # read, and H waited for ever ("Looking for a good move…" at a swap's card in the air)
            return
        moment = (self.hint_moment(), _building_key(()))
        if self._hint_search is None and (self._hint_found is None or self._hint_found[0] != moment):
            self._search_hint()

    def hint_moved(self):
        """The position changed (a move, an undo): a hint search still running for the old one is forgotten,
        and ended unless the turn is still the person's (The Game's second card: the worker answers it, its
        answer dropped, then searches the new position, sooner than a new worker would start)."""
        if self._hint_search is not None and self._hint_search[1][0] != self.hint_moment():
            if self.my_turn() and self.curtain is None:
                # a search ahead, nobody asking, might go on for a person's reading time: it ends within a
                # person's wait now, so the worker comes to the new position soon (bots/person_waits.py)
                self.hinter.hurry(self._hint_search[0])
                self.hinter.cancel()
            else:
                self.hinter.stop()
            self._hint_search = None

    def _building(self, legal, building):
        """(view, legal) a hint is asked with: with a move half built, its finishing moves join the legal
        ones (a chain may be longer than legal_actions lists) and the view names them ("building"), so the
        hint weighs finishing it against taking it back (review 19d: 'take the swap back, then play the 9♣'
        while the card in the air won the spot)."""
        view = self.view()
        if not building:
            return view, legal
        # the finishes already legal are the legal list's own actions (NumberQuash's split begun: thousands at three
        # colours a seat, and `a not in legal` of each took 23 s): known by identity, compared only where not
        known = {id(a) for a in legal}
        return dict(view, building=list(building)), list(legal) + [a for a in building
                                                                   if id(a) not in known and a not in legal]

    def hint_moment(self):
        """What a hint is for: moves made, undos, whose eyes, a curtain. Not `version`, which also moves as a
        director's step ends: a hint asked then was dropped, leaving "Looking for a good move…" (review 16)."""
        return len(self.match.actions), self.match.undos, self.screen_seat, self.curtain

    def turn_coming(self):
        """The person at the screen waits while a bot moves: the next turns are bots' until theirs (no curtain,
        no other person to hand over to). A Hint asked then is kept for their turn (hints.HintOverlay.show):
        it did nothing and said nothing (session 26). Not once every person here is out: no turn of theirs comes."""
        m = self.match
        return (self.curtain is None and not m.over and self.screen_seat is not None and not self.everyone_out()
                and self.screen_seat not in self.stand_ins and m.is_human(self.screen_seat)
                and m.to_move is not None and m.to_move != self.screen_seat and not m.is_human(m.to_move))

    def hint_for_turn(self):
        """Whose turn a Hint kept from a bot's turn is for, and under which take-backs: it is given only to
        the same eyes, in the same game line."""
        return self.screen_seat, self.match.undos

    @property
    def hint_pending(self):
        return self._hint_asked is not None

    def hint_answer(self):
        """(action, reason) of the hint asked for, once ready and still for this position, else None."""
        if self._hint_asked is None:
            return None
        if self._hint_asked[0] != self.hint_moment():   # the table moved on: that hint is for another position
            self._hint_asked = None
            return None
        self._poll_hint()
        found = self._hint_found
        if found is None or found[0] != self._hint_asked:
            return None
        self._hint_asked = None
        self.match.hints[len(self.match.actions)] = dict(found[1])     # saved with the game (match.hints)
        return found[1], found[2]

    def followed_hint(self, index):
        """Was the move at log `index` the one a hint shown for that very position advised (on this screen,
        or before the game was saved and loaded: match.hints)?"""
        got = self.match.hints.get(index)
        actions = self.match.actions
        return got is not None and index < len(actions) and actions[index] == got

    def hint(self, building=()):
        """(action, reason) the game's hint bot would play for the person at the screen, or None, at once
        (blocking: for tests and tools; the board asks with ask_hint)."""
        legal = self.screen_legal()
        if not legal:
            return None
        view, legal = self._building(legal, building)
        level = self.game.hint_level
        bot = build_bot(self.match.game_id, level, self.screen_seat, len(self.match.actions))
        bot.for_person = True
        bot.recall(self.past_hints(self.screen_seat))      # a new bot: what the hints before it told
        action = bot.choose(view, legal)
        return action, getattr(bot, "reason", "")

