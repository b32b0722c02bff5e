"""How a person builds a move on the board, one pick, drop or button at a time (no pygame).

Every board's drag, click and keyboard paths talk to one object, the game's composer
(`games/<id>/composer.py`), built from the view and the legal actions of the seat at the screen:

- `pieces()`            the ids of the pieces that may be picked up now;
- `targets(piece)`      the ids of the targets that light up for that piece (dropping there is not refused);
- `drop(piece, target)` what the drop does: `Outcome.play(action)` (a complete action for the rules),
                        `Outcome.step()` (the composer moved on, e.g. a swap chain's card is now in the
                        air: the board redraws from `pending`), or `Outcome.refused(reason)`;
- `buttons()`           the buttons the composition offers now (`ComposerButton`), and `press(id)`;
- `cancel()`, `busy()`  take back what was composed; whether anything is composed but not yet sent;
- `warning(piece, target)` a drop there is allowed but the rules judge it bad for the mover (QUASH: the
                        spot's sequence will fail): one line of why, and the kit lights that target
                        in a warning tint; None (the default) for a plain lit target;
- `click(piece)`        a plain click that is the move itself (an Outcome), or None: the click lifts it;
- `why_not_pick(piece)` why a piece that is not in `pieces()` cannot be picked up now (shown when a person
                        tries), or None to say nothing;
- `why_nowhere(piece)`  why a piece of `pieces()` that has no target now cannot be played (shown when it is
                        clicked, as a drag of it would be refused), or None: the click lifts it;
- `next_step(action)`   the next step that builds `action` from here ("drop", piece, target) or
                        ("press", button): a hint lights exactly that, and following hints step by step
                        plays exactly the hinted action. None when `action` cannot be built from here.

Piece and target ids are the names the board gives its sprites' `key` (a card code, "spot:4", ...).
`StepComposer` does all of this for a game that can say each legal action as its list of steps; a game
whose moves are not a short list (QUASH's swap chains of any length) writes its own.
"""

import copy
from abc import ABC, abstractmethod
from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """What a drop or a press did: kind "play" (send `action` to the rules, then `then` if given: one
    person's move the rules take as two actions, like Flush's cards added to a turned hidden card and the
    turn's declaration), "step" (the composition moved on; redraw), or "refused" (`reason` in words;
    nothing changed). A step may carry `said`: what it did in words, shown on the table (Flush's Take back:
    "Taken back: two 4s, four 4s", where cards going back with no word read as a move lost, session 37)."""
    kind: str
    action: dict | None = None
    reason: str = ""
    then: dict | None = None
    said: str = ""

    @staticmethod
    def play(action, then=None):
        return Outcome("play", action, then=then)

    @staticmethod
    def step(said=""):
        return Outcome("step", said=said)

    @staticmethod
    def refused(reason):
        return Outcome("refused", None, reason)


@dataclass(frozen=True)
class ComposerButton:
    """A button the composition offers: `enabled` False shows it greyed with `reason` as its tooltip."""
    id: str
    label: str
    enabled: bool = True
    reason: str = ""


class Composer:
    """The interface (see the module's docstring). `view` and `legal` are those of the seat at the
    screen; a composer is made again whenever they change, so it keeps only the steps in progress."""

    # A move built of several drops and finished by the table's main button (Flush: cards staged in the tray,
    # then Declare). While such a move is being built the keys split: after a keyboard drop the walk lifts the
    # next piece that may go where that one went, Space drops the lifted piece, and Enter presses the main
    # button whatever is lifted (ui/drag.py). False (the default): Enter and Space both drop the lifted piece,
    # and after a drop nothing is lifted (QUASH's swap chain goes on with the card in the air).
    finished_by_button = False

    def __init__(self, view, legal):
        self.view = view
        self.legal = list(legal)

    def pieces(self):
        return []

    def why_not_pick(self, piece):
        return None

    def why_nowhere(self, piece):
        """Why `piece`, which may be picked up but has no target now (`targets` empty), cannot be played: the
        words a drop of it is refused with, said when it is clicked (a click lifted a greyed card with nothing
        lit and said nothing while a drag of it said why, review 34). None (the default): the click lifts it."""
        return None

    def click(self, piece):
        """What a plain click on a movable piece does when the click is the move itself (Flush: a freed
        hidden card is turned up), as an Outcome; None (the default): the click lifts the piece."""
        return None

    def click_target(self, piece):
        """The target key a plain click on movable `piece` drops it on, as a drag there would (Flush: your card
        where it can go, a staged card back to the hand: one meaning for a click, review 60); None (the
        default): the click lifts the piece (click_again_plays and a double-click play it where it can only go)."""
        return None

    def targets(self, piece):
        return []

    def warning(self, piece, target):
        return None

    def walked(self, piece):
        """Does Tab's walk (ui/drag.py) visit `piece` now? True (the default) for every piece. Flush: not a staged
        card (Tab after Space went into the tray, and Space sent the card staged back to the hand, review 60); the
        arrows, the mouse or Take back still take one back."""
        return True

    def walk_rank(self, piece, target):
        """Where `piece` stands in the keyboard walk's choice of the next piece to lift after a drop on `target`
        (ui/drag.py, a move still being built): the lowest rank first, then the reading order on from the piece
        just dropped. 0 (the default) for every piece. Flush: a Mimic that would join as another value ranks after
        the cards of the staged value (Tab after a 10 lifted the Mimic 3 before the other 10, review 59)."""
        return 0

    def drop(self, piece, target):
        return Outcome.refused("That cannot be moved now.")

    def refusal(self, piece, target):
        """The words a drop of `piece` on `target` would be refused with now, or None where it would not be
        (a lit place; a step of a move being built). The kit shows them beside the place while the piece is
        held over it (ui/refusal_tip.py): a forbidden place was outlined red with no word, and the reason came
        only once the piece was let go. By default `drop` answers on a copy, this composer left as it is."""
        if target in self.targets(piece):
            return None
        got = self.trial_copy().drop(piece, target)
        return got.reason or None if got.kind == "refused" else None

    def drop_words(self, piece, target):
        """What a drop of `piece` on the lit `target` would do, in a few words the kit shows beside the place
        while the piece is held there (ui/refusal_tip.py, gold edged), or None (the default: no words; QUASH
        says its own with the board's drop tag). The Game: a card held over a stack it fits had no word that it
        fits, and why (review 45c)."""
        return None

    def trial_copy(self):
        """A copy of this composer to try a step on, this one left as it is: its own copies of its data (the view,
        the legal actions, the steps in progress), sharing what it was handed to call (a board's seat names). A deep
        copy of the whole composer followed those callables into the board and its pygame events, and The Game
        crashed as a card was held over a stack it does not fit (review 45)."""
        twin = copy.copy(self)
        for name, value in vars(self).items():
            if not callable(value):
                setattr(twin, name, copy.deepcopy(value))
        return twin

    def off_target(self, piece):
        """Why `piece`, dragged and let go where no target is, goes back (NumberQuash: a stolen quasher
        dropped on a bonus octagon), or None (the default): it springs back without a word."""
        return None

    def buttons(self):
        return []

    def press(self, button):
        return Outcome.refused("That button does nothing now.")

    def cancel(self):
        """Take back every step composed so far."""

    def busy(self):
        return False

    def next_step(self, action):
        return None

    def confirm_only(self, action):
        """Is all that is left of the half-built hinted `action` a press that confirms the drop just made (QUASH: "Lay
        it" for the tiebreaker card on the mat)? Enter on the hint then takes that press too, so H then Enter plays
        the hinted move whole as it does a placement (ui/key_place.enter_hint; session 58). False (the default)."""
        return False

    def building(self):
        """The moves that finish the move half built from where it stands, for the hint to weigh against
        taking it back (QUASH: each open slot the card in the air may still drop on, a chain longer than
        legal_actions lists); [] (the default) when nothing is half built."""
        return []

    def first_words(self, action):
        """When the next step of a hinted `action` is first to take back the move half built (not a step of
        `action` itself), that step in the person's words ("take the swap back"); else None (the default).
        The hint's words then say it first ("take the swap back, then play ..."), as its marks light it."""
        return None

    def takes_back(self, step):
        """Does `step` (a hint's step, ("press", button id)) take back the move half built? Once taken, a hint that lit
        it is asked again for its own words (ui/hints.py). The kit's Cancel by default; NumberQuash's Clear too
        (session 59: "clear the cells picked, then cover left red 8" stood after the Clear)."""
        return step == ("press", "cancel")

    def first_brief(self, action):
        """The hint's short words for a take-back lit first (`first_words`) and the move after it, in the fewest
        words ("take back the swap of your 10♣ for the A♠ on spot 5, then your 3♦ on spot 7": QUASH, whose whole
        move line after it made three lines at 1024x640, session 32, and whose step said alone left the move to
        play unnamed, review 33); None (the default): the short words say both in full, as the full words do."""
        return None

    def step_words(self, action):
        """Once the hinted `action` is partly built, what is left of it in the person's words ("press Lay it
        (Enter)"), or None (the default): the hint's words as they were. The hint then says that, not the
        step already taken (session 23: "lay the 4♠ on the tiebreaker" stood after it lay there)."""
        return None


class StepComposer(Composer, ABC):
    """A composer from each legal action's steps.

    A subclass says `steps(action)`: the list of ("drop", piece, target) and ("press", button) that build
    it, in order. No action's steps may be the start of another's (end a move that could go on with a
    press, as The Game's second card or "End turn"). The steps taken so far are `taken`; an action is
    sent as soon as its steps are all taken. A subclass may say why a drop is refused better
    (`why_not`) and name its buttons (`button_label`)."""

    def __init__(self, view, legal):
        super().__init__(view, legal)
        self.taken = []
        self._paths = [(a, tuple(tuple(s) for s in self.steps(a))) for a in self.legal]

    @abstractmethod
    def steps(self, action):
        """The ("drop", piece, target) and ("press", button) steps that build `action`, in order."""

    def why_not(self, piece, target):
        """The reason a drop of `piece` on `target` is refused (no legal action goes on that way)."""
        return "That cannot go there now."

    def button_label(self, button):
        return button.replace("_", " ").capitalize()

    def drop_places(self):
        """The targets a piece may be dropped on now, for `why_nowhere`: those a legal move drops on (a
        subclass names every place a piece could go, where a place no move takes now still has its reason)."""
        return list(dict.fromkeys(s[2] for s in self._drops()))

    def why_nowhere(self, piece):
        """The refusal a drop of `piece` meets on each place a move may go now (`why_not`): one reason where
        they all say the same (Quadruple War's one trick), each in turn where they differ (The Game's two
        stacks); None when it has a place, or when no move drops anything now."""
        if self.targets(piece):
            return None
        reasons = []
        for t in self.drop_places():
            why = self.why_not(piece, t)
            if why and why not in reasons:
                reasons.append(why)
        if not reasons:
            return None
        return "; ".join([r.rstrip(".") for r in reasons[:-1]] + reasons[-1:])

    # --- what may be done next ---------------------------------------------------------------------
    def _going_on(self):
        n = len(self.taken)
        prefix = tuple(self.taken)
        return [(a, p) for a, p in self._paths if len(p) > n and p[:n] == prefix]

    def _next(self):
        n = len(self.taken)
        return [p[n] for _, p in self._going_on()]

    def _drops(self):
        """The next steps that are drops: ("drop", piece, target)."""
        return [s for s in self._next() if s[0] == "drop"]

    def pieces(self):
        return list(dict.fromkeys(s[1] for s in self._drops()))       # each once, in the steps' order

    def targets(self, piece):
        return list(dict.fromkeys(s[2] for s in self._drops() if s[1] == piece))

    def buttons(self):
        out = []
        for s in self._next():
            if s[0] == "press" and s[1] not in [b.id for b in out]:
                out.append(ComposerButton(s[1], self.button_label(s[1])))
        return out

    def _take(self, step, refusal):
        n = len(self.taken)
        going = [(a, p) for a, p in self._going_on() if p[n] == step]
        if not going:
            return Outcome.refused(refusal)
        done = [a for a, p in going if len(p) == n + 1]
        if done:
            self.taken = []
            return Outcome.play(done[0])
        self.taken.append(step)
        return Outcome.step()

    def drop(self, piece, target):
        return self._take(("drop", piece, target), self.why_not(piece, target) if not any(
            s == ("drop", piece, target) for s in self._next()) else "")

    def press(self, button):
        return self._take(("press", button), "That button does nothing now.")

    def cancel(self):
        self.taken = []

    def busy(self):
        return bool(self.taken)

    def next_step(self, action):
        n = len(self.taken)
        for a, p in self._going_on():
            if a == action:
                return p[n]
        return None
