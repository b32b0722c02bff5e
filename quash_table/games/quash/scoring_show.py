"""The round's scoring shown step by step on the QUASH board (no drawing here: which step shows, and for
how long).

The rules score a whole round (up to a tiebreaker) inside one move and say what that move caused
(game.events: each spot's result, bonuses, tiebreakers, the round's score, in order). The steps are the
events the last move caused that the round's record keeps (they are its last entries). A move just made
plays them from the start: `pos` of them are shown, and the last shown stays on the table for its pace (a
hold) before the next one, the last of all too, so nothing moves on (no bot, no deal) before it has been
seen. The steps go on by themselves; Enter (Space, N) or the tiebreaker mat's Next shows the next one at once. New steps first wait LEAD seconds (`lead`): the card just laid lands, and a tiebreaker pair lies
face down before it is turned over. A table opened mid-game, a move taken back, a replay's jump or its step
to (or back from) a round's result shows the position as it is. The board's holds (ui/animator.py) time it, so bots and the summary wait.
"""

import pygame

from .records import RECORD_KINDS, as_event

# seconds each scoring step stays on screen (at normal animation speed), by event kind ("point": each
# further point of one step); the steps are the events the round's record keeps
PACE = {"spot_scored": 0.8, "point": 0.42, "failed_bonus": 0.5, "quash": 1.7, "tiebreak": 2.2,
        "leftovers_pooled": 1.4, "tiebreak_player_named": 0.8, "round_scored": 1.2, "finish": 1.6,
        "turn": 0.5}
STEP_KINDS = frozenset(RECORD_KINDS.values())
LEAD = 0.5            # seconds before new events start to show
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)   # "Next" while scoring shows
# seconds a tiebreaker pair face up with its outcome stays at a table with a person before scoring goes on by
# itself: at PACE's 2.2 s it went before it could be read (so it waited for Next, session 19), and an Enter at
# every tie read as "scoring takes an Enter per spot" (review 54f); Next still goes on at once
PAIR_READ = 4.5
# seconds (real time, whatever the animation speed) the round's result is on the table, fully shown, before
# a Next key passes it: a key pressed just before it came (the tiebreaker's Next, a step hurried on) or
# just after was not pressed for it (review 16: Enter, Enter a second later, dealt the next round unseen)
RESULT_KEY_WAIT = 1.0


def score_steps(events, final):
    """The round's events as steps of at most one point per side: [{"ev": index, "scores": [r, b]}], and
    the scores before the first event (from the view's totals, minus what the events gave)."""
    gained = [0, 0]
    for e in events:
        if "points" in e:
            gained[0] += e["points"][0]
            gained[1] += e["points"][1]
    cur = [final[0] - gained[0], final[1] - gained[1]]
    base = cur[:]
    steps = []
    for i, e in enumerate(events):
        if is_pair(e):
            # the pair turns over first, then its outcome shows (review 19: "RED wins spot 3 - K beats Q"
            # was on the mat while BLACK's card still lay face down, turning a moment later)
            steps.append({"ev": i, "scores": cur[:], "turn": True})
        pts = e.get("points") or [0, 0]
        n = max(pts)
        if n <= 0:
            steps.append({"ev": i, "scores": cur[:]})
            continue
        for j in range(n):
            cur = [cur[0] + (1 if j < pts[0] else 0), cur[1] + (1 if j < pts[1] else 0)]
            steps.append({"ev": i, "scores": cur[:], "more": j > 0})
    return base, steps


def is_pair(e):
    """Is `e` a tiebreaker event with the two cards laid (not settled without cards)?"""
    return e is not None and e.get("kind") == "tiebreak" and bool(e.get("cards")) and e["cards"][0] is not None


class ScoringShow:
    """How far the board is through the last move's scoring steps; `board` gives the match, the rules'
    events and the holds."""

    def __init__(self, board):
        self.board = board
        self.seen = None        # (moves made, state, a replay's result step) the steps below belong to
        self.earlier = []       # the round's steps before the last move (its record, as events)
        self.new = []           # the steps the last move caused (game.events)
        self.pos = None         # how many of `steps` are shown
        self._drawn = None      # ((moves made, state, seat), card): drawn_card's answer for that position
        self.lead = False       # new events wait a moment before their first step shows
        self.steps = []
        self.new_at = []        # each of `new`'s index among the move's events
        self.count = 0          # how many events the last move caused
        self.base = [0, 0]
        self.waiting = False    # a tiebreaker pair lies face up for the person to read (PAIR_READ, or next())
        self.result_since = None   # the board's clock when the round's result (the director's gate) came

    def follow(self, view):
        """Catch up with the match: a move just made starts its steps; anything else shows them all."""
        b = self.board
        m = b.session.match
        # a replay's step from a move to its round's result (the same position) is a moment of its own: the
        # scored board at rest, every step shown (review 26: stepped on mid-scoring, it was never seen whole)
        now = (len(m.actions), m.state, b.read_only and b.session.showing_result())
        if self.seen is None or now[1] is not self.seen[1] or now[2] != self.seen[2]:
            # a move just made: the next one, or one the director is still to tell (a bot may answer
            # your move before the table is built again: its scoring must still be shown, not given away)
            forward = self.seen is not None and (now[0] == self.seen[0] + 1 or
                                                 (now[0] > self.seen[0] and self._being_told(now[0] - 1)))
            if self.seen is not None and not forward:
                self.lead = False
                b.cancel_hold()
            self.waiting = False
            events = b.game.events(m.state, view["seat"])
            self.new = [e for e in events if e["kind"] in STEP_KINDS]
            self.new_at = [i for i, e in enumerate(events) if e["kind"] in STEP_KINDS]   # their places
            self.count = len(events)
            record = view["events"]
            self.earlier = [as_event(e) for e in record[:len(record) - len(self.new)]]
            self.base, self.steps = score_steps(self.new, view["scores"])
            self.pos = 0 if forward else len(self.steps)
            self.seen = now
        if b.tweens.speed <= 0:
            self.pos = len(self.steps)
            self.lead = False
        if self.pos < len(self.steps) and not b.holding():
            self.lead = True
            b.hold(LEAD)

    def _being_told(self, move):
        """Has the director still to show what move number `move` caused?"""
        d = self.board.session.director
        return d is not None and any(step.move == move for step in d.steps)

    def pace(self, i):
        st = self.steps[i]
        if st.get("more") or st.get("turn"):
            return PACE["point" if st.get("more") else "turn"]
        return PACE.get(self.new[st["ev"]]["kind"], 0.6)

    def advance(self):
        """A hold ran out: the next step shows for its own pace. False when there was nothing to follow."""
        if self.pos is None:
            return False
        self.lead = False
        if self.pos < len(self.steps):
            self.pos += 1
            self.waiting = self._pair_to_read(self.pos - 1)
            self.board.hold(PAIR_READ if self.waiting else self.pace(self.pos - 1))
        return True

    def _pair_to_read(self, i):
        """Is step i a tiebreaker pair face up with its outcome for a person to read (PAIR_READ, Next goes on at
        once), wherever the director keeps gates (a table with a person, "Wait for me" on)? At PACE it showed
        for 1-2 s and went before it could be read."""
        st = self.steps[i]
        d = self.board.session.director
        return not st.get("more") and not st.get("turn") and is_pair(self.new[st["ev"]]) and d is not None \
            and d.gates_on()

    def next(self):
        """The person moves on past a tiebreaker pair on show (Next): the next step shows now. False when none
        is on show."""
        if not self.waiting:
            return False
        self.waiting = False
        self.board.cancel_hold()
        self.advance()
        return True

    def tick(self, now):
        """Note when the round's result came on the table, fully shown (the steps over, the director's gate
        open and on screen): `now` is the board's clock."""
        d = self.board.session.director
        if d is None or d.gate() is None or not d.started or self.animating:
            self.result_since = None
        elif self.result_since is None:
            self.result_since = now

    def _result_too_soon(self, event):
        """Is this Next key too early for the round's result: within RESULT_KEY_WAIT of its coming, or the
        repeat of a key held down since before? While the steps have ended but the result is not yet on the
        table (the director's gate not started: a frame or a slow one), every key is too soon (review 17:
        Enter in that frame passed the result unseen and dealt the next round)."""
        if self.result_since is None:
            d = self.board.session.director
            return d is not None and d.gate() is not None
        held = self.board.input.repeat(event)       # a key held down since before
        return held or self.board.now - self.result_since < RESULT_KEY_WAIT

    def key(self, event):
        """A Next key (Enter, Space, N) while the scoring shows: past a tiebreaker pair on show, else it
        finishes the step on show (the next one shows now); pressed while the last step shows, nothing: the
        round's result stays its while before the next press moves on. Several Enters at a round's end went
        to the result's Next while spot 1 was on show and dealt the next round (new players, session 16).
        Nor does a key pass the result in its first moment on the table (`_result_too_soon`): Enter on the
        tiebreaker's Next, then Enter a second later, passed it unseen (review 16). True when the key was
        for the show."""
        if event.type != pygame.KEYDOWN or event.key not in NEXT_KEYS:
            return False
        if not self.animating:
            return self._result_too_soon(event)
        if self.waiting:
            self.next()
        elif self.pos < len(self.steps):
            self.board.cancel_hold()
            self.advance()
        return True

    @property
    def animating(self):
        return self.pos is not None and (self.pos < len(self.steps) or self.board.holding())

    def shown(self, view):
        """(scores, the round's steps shown so far, the step's event or None, the event about to show or
        None) for the current animation step."""
        if not self.animating:
            shown = self.earlier + self.new
            return view["scores"], shown, shown[-1] if shown else None, None
        nxt = None
        if self.lead and self.pos < len(self.steps):
            nxt = self.new[self.steps[self.pos]["ev"]]
        if self.pos == 0:
            return self.base, self.earlier, None, nxt
        st = self.steps[self.pos - 1]
        if st.get("turn"):      # the pair turning over: its cards, not yet its outcome (tiebreak_mat)
            return st["scores"], self.earlier + self.new[:st["ev"]], dict(self.new[st["ev"]], turning=True), nxt
        return st["scores"], self.earlier + self.new[:st["ev"] + 1], self.new[st["ev"]], nxt

    def laid_pair(self):
        """The last tiebreaker pair the position's move laid (among the events it caused), or None."""
        return next((e for e in reversed(self.new) if is_pair(e)), None)

    def events_shown(self):
        """(move index, how many of its events are on the screen) for the last move whose steps this
        board shows, so the move log says each step as it shows (it said spot 6's tie while spot 5 was
        still being scored), and all of them once every step has shown: the log then needs no word from
        the director, whose gate for the round's result starts only when the table settles (the log said
        nothing of a round-ending tiebreaker until the whole animation was over). None when the last
        move has no steps. The seat's events and the public ones are the same list in QUASH (a drawn
        card is told to all, its face to its drawer only)."""
        if self.seen is None or not self.new_at:
            return None
        if not self.animating:
            return self.seen[0] - 1, self.count
        st = self.steps[self.pos - 1] if self.pos else None
        shown = self.new_at[0] if st is None else self.new_at[st["ev"]] + (0 if st.get("turn") else 1)
        return self.seen[0] - 1, shown

    def drawn_card(self, seat, rnd):
        """The card `seat` drew with its own last move, if that move was made in round `rnd` (framed in its
        hand), or None; a move that drew nothing (the pile ran out) draws no frame. Read from the match's
        log and the rules' events of that move as `seat` is told them, whoever moved since and whether or
        not this board saw that move made (in pass-and-play the curtain was up through the other
        players' moves, and the frame was lost)."""
        m = self.board.session.match
        key = (len(m.actions), m.state, seat)
        if self._drawn is None or self._drawn[0] != key:
            card = None
            last = next((i for i in range(len(m.actors) - 1, -1, -1) if m.actors[i] == seat), None)
            if seat is not None and last is not None:
                after = m.state_after(last + 1)
                if after.round == rnd:
                    card = next((e["card"] for e in self.board.game.events(after, seat)
                                 if e["kind"] == "card_drawn" and e["seat"] == seat and "card" in e), None)
            self._drawn = (key, card)
        return self._drawn[1]
