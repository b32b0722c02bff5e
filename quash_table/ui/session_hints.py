"""The hints of a match at this screen (no pygame): asked off the UI thread, kept with the game (match.hints)
and given back to a new hint bot. A mixin of MatchSession (ui/session.py), which owns the match, the bots
(BotRunner) and the seat at the screen.

A hint bot may remember what it told (QUASH's told plan, games/quash/plan_told.py). That memory lived only in
the bot object: after Save and Load, Continue or a restart the first hint could name another plan with nothing
new on the table (session 19). The match keeps every hint shown, saved with the game, so the session hands a
seat's past hints to its hint bot before the first hint it asks of it (Bot.recall, through BotRunner.ask).
"""

from .botrunner import build_bot


class SessionHints:
    """ask_hint / hint_answer / hint and what a new hint bot is given of the hints before (past_hints)."""

    def past_hints(self, seat):
        """[(view of the position for `seat`, the hinted action)] of the hints shown to `seat` in this match
        (match.hints), in the order of the log, the position at the screen now left out (its hint is being
        asked again: a hint bot asked twice there answers as it did the first time); a hint's seat is the
        seat to move at its position. What Bot.recall is given."""
        m, past = self.match, []
        for i, action in sorted(m.hints.items()):
            if i >= len(m.actions):
                continue
            state = m.state_after(i)
            if state.to_move == seat:
                past.append((self.game.view(state, seat), action))
        return past

    def _recall_for(self, seat, level):
        """The seat's past hints when its hint bot is new (the runner's bots are new with the session: after
        a Load, Continue or a restart; BotRunner.needs_past), else None: it already holds them."""
        return self.past_hints(seat) if self.bots.needs_past(seat, level) else None

    def ask_hint(self, building=()):
        """Start looking for a hint for the person at the screen: the game's hint bot (its `hint_level`,
        else normal) thinks off the UI thread (a search in the worker process), so the window never waits;
        hint_answer() gives (action, reason) once ready. False when there is nothing to hint. `building`:
        the moves that finish the move half built on the table (Composer.building), weighed too."""
        legal = self.screen_legal()
        if not legal:
            return False
        self._bot_token += 1
        self._hint_token, self._hint_for = self._bot_token, self.hint_moment()
        seat, level = self.screen_seat, self.game.hint_level
        view, legal = self._building(legal, building)
        self.bots.ask(self._hint_token, seat, level, view, legal, for_person=True,
                      past=self._recall_for(seat, level))
        return True

    def _building(self, legal, building):
        """(view, legal) a hint is asked with: with a move half built, its finishing moves join the legal
        ones (a chain may be longer than legal_actions lists) and the view names them ("building"), so the
        hint weighs finishing it against taking it back (review 19d: 'take the swap back, then play the 9♣'
        while the card in the air won the spot)."""
        view = self.view()
        if not building:
            return view, legal
        return dict(view, building=list(building)), list(legal) + [a for a in building if a not in legal]

    def hint_moment(self):
        """What a hint is for: moves made, undos, whose eyes, a curtain. Not `version`, which also moves as a
        director's step ends: a hint asked then was dropped, leaving "Looking for a good move…" (review 16)."""
        return len(self.match.actions), self.match.undos, self.screen_seat, self.curtain

    @property
    def hint_pending(self):
        return self._hint_token is not None

    def hint_answer(self):
        """(action, reason) of the hint asked for, once ready and still for this position, else None."""
        if self._hint_token is None:
            return None
        if self._hint_for != self.hint_moment():   # the table moved on: that hint is for another position
            self._hint_token = None
            return None
        got = self.bots.poll()
        if got is None or got[0] != self._hint_token:
            return None
        self._hint_token = None
        self.match.hints[len(self.match.actions)] = dict(got[1])     # saved with the game (match.hints)
        return got[1], got[2]

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

