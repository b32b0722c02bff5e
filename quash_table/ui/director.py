"""The director: what happened is shown at a person's pace (no pygame, no game logic).

The match is always the truth; the director decides when the screen has finished telling a move. Each
move becomes steps, read from what the rules say it caused (engine/game.py events):
- a step of a few seconds for an event worth watching (a trick won, dice rolled, a Flush), shortened or
  skipped by the animation speed, and finished at once by the Skip key;
- a *gate* for a round's or hand's result: it waits for the person, whoever plays next, until Next is
  pressed (a button, Enter, Space or N). Only a table with a person at it has gates, and only with the
  setting "Wait for me after each round" on (tests and headless runs turn it off, or press Next).
While the director has steps to show, bots wait, the person's turn waits, the header says what is being
shown, and the move log keeps the words of those events back until their step is reached.
It also knows how many moves the table has shown (`shown`), whether one of those still on their way was
made by someone other than the person at the screen (`news_unshown`: the header keeps its words meanwhile),
and tells the board when the table has caught up (`on_shown`: the header and the log are redrawn).
"""

from . import settings as settings_mod
from .out_choice import stand_in_heading

# Seconds an event is shown at normal speed, after the board's own animation of the move (kinds not
# listed pass at once: a board that animates them itself, QUASH's spots, needs no second showing).
# a finished trick stays about 2 s at normal speed (BGA, Trickster); Space or a click gathers it at once
EVENT_SECONDS = {"trick_won": 2.0, "dice_rolled": 0.7, "flush": 1.2, "skip": 0.8,
                 # NumberQuash: what a roll became (covered, banked, nothing fitted) stays readable
                 "placed": 0.8, "banked": 0.8, "nothing_fits": 1.0, "bonus_spent": 1.2,
                 # The Game: a stack closed for good (the team plays on one stack from now on)
                 "stack_closed": 1.5,
                 # The Game: a teammate's "Please play on ▼" that a turn passed over, and why (review 20)
                 "play_ask_passed": 1.5}
# Kinds a person reads, card by card: a faster animation never shortens their showing below its seconds at normal
# speed (a slower one lengthens it; Space or a click still ends it at once). At fast animation a bots' finished trick
# was gathered in 1.1 s, before its cards could be read (session 60, Quadruple War)
READ_KINDS = frozenset({"trick_won"})


def step_seconds(step, factor):
    """How long `step` shows at animation speed `factor` (0: instant, none)."""
    seconds = AUTO_GATE_SECONDS if step.gate else step.seconds
    if factor == 0:
        return 0.0
    if step.event and step.event.get("kind") in READ_KINDS:
        factor = min(factor, 1.0)
    return seconds / factor


# Kinds worth a pause only when someone else did them: the person who just dropped the dice on their
# cells saw it done (a trick they completed, or their own roll, is still shown).
OTHERS_ONLY_KINDS = frozenset({"placed", "banked", "bonus_spent", "play_ask_passed"})
# Kinds that end a round or hand: each waits for the person.
GATE_KINDS = ("round_scored", "hand_scored")
# Kinds that begin the next round: when the move that ended a round also began the next, those wait behind
# the round's result (see Director.held_back).
NEXT_ROUND_KINDS = ("round_dealt", "hand_dealt", "round_started")


# Seconds a round's result stays at normal speed once the person has chosen to watch without pressing Next
# (Director.auto_gates: a player out of the game watching the bots; Next still passes it sooner). The
# game's last result never passes by itself (Step.final): it waits for Next before the summary.
AUTO_GATE_SECONDS = 5.0

CAPTION_CHARS = 40    # what the header has room for beside the title, the score line, Next and the buttons


def gate_caption(words):
    """The header's words while a round's result waits: the result when it is short ("Round 3 scored:
    RED 23, BLACK 22"), else its headline ("Hand 1 is over"); the whole result is on the table and in the
    log, and a header line cut off with an ellipsis helps nobody."""
    if words and len(words) <= CAPTION_CHARS:
        return words
    head = words.split(":", 1)[0].strip() if words else ""
    return head or "The round is over"


class Step:
    def __init__(self, move, caption, seconds=0.0, gate=False, holds_rest=False, words=None, event=None,
                 final=False, under_way=None):
        self.move = move          # index of the move whose telling this is
        self.event = event        # the rules' event it tells (a board reads it, never the caption's words)
        self.caption = caption
        # what the header says while the board still animates the move, before the step begins ("You
        # roll…" over tumbling dice: the numbers came before the dice showed them, review 25), or None
        self.under_way = under_way
        self.words = caption if words is None else words    # the event's whole words (a gate's caption may be its headline)
        self.seconds = seconds
        self.gate = gate
        # a gate whose move went on past the round's end (the rules scored the round and dealt the next
        # one in the same move): what came after the result waits for Next, on the table and in the log
        self.holds_rest = holds_rest
        # the game's last result: it waits for Next even while results pass by themselves (auto_gates),
        # so who went out and what everyone held is shown before the game's summary
        self.final = final


class Director:
    def __init__(self, session):
        self.session = session
        self.steps = []           # still to show, first is current
        self.elapsed = 0.0        # seconds into the current step
        self.started = False      # the current step is on screen (the table had settled)
        self.version = 0          # changes when what is shown changes (the board redraws its header)
        self.auto_gates = False   # a result passes by itself after AUTO_GATE_SECONDS (a person out, watching)
        # the bots finish the game at the person's word (MatchSession.finish_bots): their moves are not told
        # and count as shown at once, the game's last result alone waits for the person
        self.finishing = False
        self.finish_from = None     # the moves shown when the bots began finishing (finish)
        # how many of the match's moves the table has shown (its animation of them ran out), None for all:
        # the move log and the header read this, not the match, which is ahead while a card flies
        self.shown_moves = None
        # called with no argument when the table has caught up with the match (shown_moves back to None):
        # the board's painter redraws the header and the move log then (a move heard, a step begun or
        # passed, an undo change the session's version instead, and the board is built again)
        self.on_shown = None
        # among those moves not shown yet, one the person at the screen did not make (a bot's card on its
        # way, another person's move): news to the screen, which the header waits for (see news_unshown)
        self._news = False
        # steps ended so far (and undos): the header's words are kept only within the step they were said in
        self.passed = 0
        self._fresh = False       # a move was heard since the last update: the board has not begun showing it
        session.match.listen(self.heard)

    # --- what a move causes ------------------------------------------------------------------------------
    def heard(self, kind, match):
        if kind == "passed":        # (our own Next: _pop)
            return
        match.result_passed = None
        if kind == "undone":
            self.steps = []
            self.started = False
            self.shown_moves = None      # the table is built again at the position taken back to
            self._news = False
            self.passed += 1
            self.version += 1
            return
        if kind != "moved":
            return
        self._fresh = True
        # (the bots finishing: the table is built on each frame's last move, with nothing to animate or tell;
        # held a move behind, a plate marked the mover before it under its Skip, review 18b)
        if self.shown_moves is None and not self.finishing:
            self.shown_moves = len(match.actions) - 1
        self._news = self._news or not self._by_the_screen(match)
        game, n = match.game, len(match.actions) - 1
        seats = len(match.seats)
        events = game.events(match.state, None)
        for i, event in enumerate(events):
            words = self.session.words(game.caption_event(event, seats) or "", short=True)   # names, as the log
            if event.get("kind") in GATE_KINDS:
                caption = gate_caption(words)
                if match.over:
                    # the game's last result: the header says the game's end (its winner, "Bot 4 wins the
                    # game, 123 to 72"), the words of what the move caused after the result, not "Hand 4 is over"
                    end = [self.session.words(game.caption_event(e, seats) or "", short=True)
                           for e in events[i + 1:] if e.get("kind") not in NEXT_ROUND_KINDS]
                    caption = gate_caption(next((w for w in reversed(end) if w), words))
                    # a seat a bot finished for its person: the summary's heading, not "You win the game"
                    caption = stand_in_heading(match, self.session.screen_seat,
                                               game.result(match.state)["winners"]) or caption
                self._add(Step(n, caption, gate=self.gates_on(), words=words, event=event, final=match.over,
                                holds_rest=any(e.get("kind") in NEXT_ROUND_KINDS for e in events[i + 1:])))
            elif event.get("kind") in EVENT_SECONDS:
                if event["kind"] in OTHERS_ONLY_KINDS and self._by_the_screen(match):
                    continue
                self._add(Step(n, words, EVENT_SECONDS[event["kind"]], event=event,
                               under_way=self._under_way(match)))

    def _under_way(self, match):
        """The last move said as it is being made, while the board animates it: its mover and the game's
        words for its kind with an ellipsis ("You roll…", "Bot 5 rolls…", the header's words for a
        bot taking that step, game.step_words), or None where the game has no words for that kind (the
        caption is said at once, as before)."""
        action = match.actions[-1] if match.actions else None
        seat = match.actors[-1] if match.actors else None
        verb = match.game.step_words.get(action.get("type")) if isinstance(action, dict) else None
        if verb is None or seat is None:
            return None
        return self.session.sentence(seat, verb) + "\u2026"     # (the verb agrees with "You" first)

    def reopen_result(self, match):
        """A game loaded at a round's result its save had not passed (engine/saves `result_unseen`): the
        result waits for Next again, as when it was saved (only the gate: the move itself was shown)."""
        self.heard("moved", match)
        self.steps = [step for step in self.steps if step.gate]
        self.shown_moves, self._news, self._fresh = None, False, False

    def _add(self, step):
        if self.finishing and not step.final:
            return
        if step.gate or step.seconds > 0:
            self.steps.append(step)
            self.version += 1

    def _by_the_screen(self, match):
        """Was the last move made by the person at the screen (not a bot, not another person)?"""
        seat = match.actors[-1] if match.actors else None
        return seat is not None and seat == self.session.screen_seat and match.is_human(seat)

    def gates_on(self):
        s = self.session
        # the last round's result too: it is shown, and waits for Next, before the game's summary
        return bool(s.settings.get("round_pause", True)) and bool(s.match.human_seats())

    # --- time ----------------------------------------------------------------------------------------------
    def update(self, dt, settled):
        """Advance the current step; a step starts only once the table has settled (the board's own
        animation of the move is shown first)."""
        # a move heard since the last update has not been drawn yet (its animation starts after this
        # update): the table has shown it once it is settled a frame later
        fresh, self._fresh = self._fresh, False
        if settled and not fresh:
            self._news = False
            if self.shown_moves is not None:
                self.shown_moves = None
                if self.on_shown is not None:
                    self.on_shown()
        if not self.steps or not settled or fresh:
            return
        if not self.started:
            self.started = True
            self.version += 1
        step = self.steps[0]
        if step.gate and (step.final or not self.auto_gates):
            return
        factor = settings_mod.animation_factor(self.session.settings)
        self.elapsed += dt
        if factor == 0 or self.elapsed >= step_seconds(step, factor):
            self._pop()

    def landed(self):
        """The board laid its moves out at once (an overlay came over it, BoardScene.land): the table has
        shown every move, the last one heard too. The current step begins; none is cut short."""
        self._fresh = False
        self.update(0.0, True)

    def drawn(self):
        """The board has built the table on the match's position and nothing on it moves (a bid, a pass: a
        move with nothing to glide): every move heard is on the screen now, in the frame it was built, so the
        header, the log and the plates read the same moment as the table (the header kept "Bot 3 is
        thinking…" two frames over Bot 3's bid on the plate and "Bot 4 is bidding…" in the bid box,
        session 23; board_moment.py). The current step begins at the next update, as after any settling."""
        self._news = False
        if self.shown_moves is not None:
            self.shown_moves = None
            if self.on_shown is not None:
                self.on_shown()

    def _pop(self):
        step = self.steps.pop(0)
        if step.gate:     # a result passed: a save now is of what follows it (engine/standing, review 17)
            self.session.match.pass_result(step.move + 1)
        self.elapsed = 0.0
        self.started = False
        self.passed += 1
        self.version += 1

    def finish(self):
        """The bots finish the game at once (MatchSession.finish_bots): what is still to be told passes now,
        and their moves are not told; the game's last result (Step.final) still waits for Next."""
        self.finish_from = self.shown()     # the log lists no further until the game is over (shown)
        self.finishing = True
        self.auto_gates = True
        while self.steps and not self.steps[0].final:
            self._pop()

    def skip(self):
        """Finish the current step at once (not a gate: that is Next)."""
        if self.steps and not self.steps[0].gate:
            self._pop()
            return True
        return False

    def next(self):
        """The person moves on past a round's result."""
        if self.steps and self.steps[0].gate:
            self._pop()
            return True
        return False

    # --- what the screen asks ------------------------------------------------------------------------------
    def busy(self):
        return bool(self.steps)

    def shown(self):
        """How many of the match's moves the table has shown: the move log lists no more (a bot's card
        still flying to the trick is not in the log yet, nor the lead made behind a trick still shown)."""
        n = len(self.session.match.actions)
        if self.finishing and self.finish_from is not None and not self.session.match.over:
            n = min(n, self.finish_from)    # the bots finishing: the table's moment (session.table_view)
        return n if self.shown_moves is None else min(self.shown_moves, n)

    def news_unshown(self):
        """Has the table still to show a move the person at the screen did not make (a bot's card on its
        way to the trick; at a pass-and-play table, any move but the one just made at the screen)? Their
        own moves are no news to them. Told by the moves as they are heard, ended when the table settles."""
        return self._news and self.shown() < len(self.session.match.actions)

    def gate(self):
        """The open gate's step, or None."""
        return self.steps[0] if self.steps and self.steps[0].gate else None

    def result_waits(self):
        """Is a round's result on the screen, waiting for the person's Next? (No hint then: the greyed
        Hint's reason, hud; H says it, hints.HintOverlay.show.)"""
        return self.gate() is not None and self.started

    def result_coming(self):
        """Is a round's result still to be told, its gate among the steps (the round being scored on the table)?
        The greyed Hint then says so, not that it waits for the next player's move (board_words.hint_kept_words)."""
        return any(step.gate for step in self.steps)

    def _held_step(self):
        """The gate whose move went on past the round's end (`holds_rest`), still to pass, or None."""
        return next((step for step in self.steps if step.gate and step.holds_rest), None)

    def held_back(self):
        """The move whose events after its round's result wait for Next (a gate with `holds_rest` still to
        pass), or None: until then the table shows the position before that move and the log its words up
        to the result, so the next round's deal is not seen behind the last one's result."""
        step = self._held_step()
        return step.move if step is not None else None

    def held_back_words(self):
        """The words of the result a next deal waits behind (see held_back), or None."""
        step = self._held_step()
        return step.words if step is not None else None

    def caption(self):
        """What the header says: the current step's words once it is on screen; while the board is still
        animating the move, a gate's result is not given away ("Scoring\u2026"), nor another step's
        ("You roll\u2026" while the dice tumble: `Step.under_way`)."""
        if not self.steps:
            return ""
        step = self.steps[0]
        if step.gate and not self.started:
            return "Scoring\u2026"
        if not self.started and step.under_way:
            return step.under_way
        return step.caption

    def telling(self):
        """The first move with an event not shown yet (the log keeps its words back, the header its
        scores), or None."""
        for i, step in enumerate(self.steps):
            if i > 0 or not self.started:
                return step.move
        return None
