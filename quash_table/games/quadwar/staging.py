"""How a finished trick is shown on Quadruple War's table before it is gathered (a mixin of the board).

The rules finish a trick in the move that plays its last card; the board shows that trick, from the rules'
trick_won event, while the director tells it (or for HOLD, where nothing tells it), its winner framed, and
only then lets its cards glide to the winner's pile. A person taking a shared screen back is first shown
the trick another finished while they were away. A replay shows one picture a position, whatever the eyes
or the time since (`_replay_stage`). A hand's last trick is drawn on the hand as the rules scored it.
"""

HOLD = 2.0            # seconds a completed trick stays on the mat (at normal animation speed), as the
                      # director's trick_won step does (ui/director.py EVENT_SECONDS): BGA's and Trickster's pace
COLLECT = 0.45        # the last trick of a hand gliding to its winner, before the next deal


class TrickStaging:
    """The board's stage: `self._stage`, a completed trick being shown or gathered, or None."""

    def _track(self, view):
        m = self.session.match
        lifted = getattr(self.session, "handovers", 0)      # curtains lifted (a replay has none)
        seen, self._seen = self._seen, (len(m.actions), m.state, view["seat"], lifted)
        if seen is not None and seen[1] is m.state and seen[2] == view["seat"]:
            return                  # the same position redrawn (a step told, a curtain): the stage stays
        if self.read_only and seen is not None and seen[1] is m.state and self._stage is not None:
            self._restage(view)     # a replay's view changed at the same position: the same trick, other eyes
            return
        self.cancel_hold()
        # only a move just made forward is shown (not an undo, a replay's jump or another seat's screen);
        # at a shared screen a person's own move turns the table to everyone's view (privacy.py): the trick
        # they completed is public and is shown then, before the curtain comes down
        forward = seen is not None and seen[0] + 1 == len(m.actions) and view["seat"] in (seen[2], None)
        # a person taking a shared screen (the curtain lifted) was not looking when the trick they played
        # in was finished by another: it is shown to them too before their turn (not to one who kept the
        # screen while only bots moved: they watched it)
        taking = (seen is not None and not forward and not self.read_only and view["seat"] is not None
                  and view["seat"] != seen[2] and lifted != seen[3])
        self._stage = None
        if self.tweens.speed > 0:
            self._stage = self._trick_stage(view) if forward else self._missed_trick(view) if taking else None
        if self._stage is not None and not self._told():
            self._stage["landed"] = True
            self._hold_trick()     # no director telling the trick: the board holds it itself
        if self.read_only:
            self._stage = self._replay_stage(view, self._stage)

    def _hold_trick(self):
        """Hold the finished trick on the mat HOLD seconds at least: the tweens divide by the animation's speed,
        and at fast a bots' trick was gone in 1.1 s, before its cards could be read (session 60; the director's
        READ_KINDS do the same)."""
        self.hold(HOLD * max(1.0, self.tweens.speed))

    def _replay_stage(self, view, stage):
        """A replay's one answer for what its position shows of a trick, whatever the eyes, the way it was
        reached or the time since: a move that finishes a trick within a hand shows that trick on the mat,
        its winner framed, until the next step (held for the moment a live table holds it, so Play keeps
        its pace, but never gathered on a clock: at move 20 "As you saw it" showed trick 4 finished and,
        a moment later, "As Bot 2 saw it" an empty trick 5, review 20). A hand's last trick is shown, then
        gathered, only on the way to that hand's result (the result is the position's picture)."""
        if stage is not None and not stage.get("stays", True):
            return stage
        ended = any(e["kind"] == "hand_scored" for e in self._last_move_events())
        fixed = None if ended else self._trick_stage(view)
        if fixed is None or fixed["view"] is not view:
            # the hand's last trick (drawn on the hand as scored): the table moves on to its result
            if stage is not None:
                stage["stays"] = False
            return stage
        fixed.update(landed=True, stays=True)
        return fixed

    def _restage(self, view):
        """The trick on the mat through the eyes of `view`'s seat, as far as it had got (landed, gathering):
        a replay's view changed while the trick its last move finished was shown kept it in one view only
        ("Bob takes the trick" face up, an empty trick 3 as Ann saw it: review 19). Only the view under it
        is the new seat's (its hidden cards); the trick itself is the rules' public event."""
        old, new = self._stage, self._trick_stage(view)
        if new is not None:
            new["landed"] = old.get("landed", True)
            if "stays" in old:
                new["stays"] = old["stays"]
            if old["kind"] == "collect":
                new = dict(new, kind="collect", centre=[], piles=new["view"]["tricks"])
        self._stage = new

    def _last_move_events(self):
        return self.game.events(self.session.match.state, self.session.screen_seat)

    def _director_step(self):
        """The director's current step if it belongs to the last move, else None."""
        d = self.session.director
        step = d.steps[0] if d is not None and d.steps else None
        return step if step is not None and step.move == len(self.session.match.actions) - 1 else None

    def _told(self):
        """Is the director still on a step (not a gate) of the last move, the trick it completed?"""
        step = self._director_step()
        return step is not None and not step.gate

    def _gated(self):
        """Is the director waiting for Next on the result of the hand the last move ended?"""
        step = self._director_step()
        return step is not None and step.gate

    def _trick_stage(self, view):
        """The trick the last move completed (the rules' trick_won event), to show before it is gathered:
        a dict with the view to draw, the cards on the mat, the winner and the won tricks; None when the
        last move completed no trick. A hand's last trick is drawn on the hand as it was scored (the table
        view while the result waits for Next; else the rules' scored_position of that move)."""
        won = next((e for e in self._last_move_events() if e["kind"] == "trick_won"), None)
        if won is None:
            return None
        if view["hand_no"] != won["hand"] or len(view["tricks"]) != won["trick"]:
            view = self._scored_view()
            if view is None:
                return None
        centre = [list(pair) for pair in won["cards"]]
        # "landed": the trick's last card has arrived (the director's step began once the table settled);
        # till then neither the winner's frame nor "takes the trick" is shown, nor anyone to move
        return {"kind": "trick", "view": view, "centre": centre, "winner": won["seat"],
                "piles": view["tricks"][:-1], "landed": False}

    def _missed_trick(self, view):
        """The trick finished since the screen's seat last moved (the rules' trick_won event of that move),
        as a stage like _trick_stage's, drawn as the table stood when it was finished; None when none was,
        or when it ended the hand (its result was the whole table's, waiting for Next)."""
        m, seat = self.session.match, view["seat"]
        if seat not in m.actors:
            return None
        last = len(m.actors) - 1 - m.actors[::-1].index(seat)
        for n in range(len(m.actions), last + 1, -1):      # the states after the moves made since, newest first
            state = m.state_after(n)
            won = next((e for e in self.game.events(state, seat) if e["kind"] == "trick_won"), None)
            if won is not None:
                break
        else:
            return None
        then = self.game.view(state, seat)
        if then["hand_no"] != won["hand"] or len(then["tricks"]) != won["trick"]:
            return None
        # "moves": the moves the table stands at (the move log lists no more while it is shown)
        return {"kind": "trick", "view": then, "centre": [list(pair) for pair in won["cards"]],
                "winner": won["seat"], "piles": then["tricks"][:-1], "landed": True, "moves": n}

    def _counts_shown(self, d):
        """`d` with the tricks won, scores and bags of the moves the table has shown (director.shown()):
        while a trick's last card is still on its way the plates and the score pad count the trick not yet
        (review 18: Bot 3's "Won 1" stood there under "Bot 3 is thinking…", its card still flying)."""
        director, m = self.session.director, self.session.match
        n = director.shown() if director is not None else len(m.actions)
        if n >= len(m.actions):
            return d
        then = self.game.view(m.state_after(n), self.session.screen_seat)
        return dict(d, **{k: then[k] for k in ("won", "scores", "bags") if k in then})

    def _scored_view(self):
        """The screen seat's view of the hand the last move ended, as it was scored (before the deal)."""
        m = self.session.match
        n = len(m.actions) - 1
        scored = self.game.scored_position(m.state_after(n), m.actions[n])
        return None if scored is None else dict(self.game.view(scored, self.session.screen_seat), to_move=None)
