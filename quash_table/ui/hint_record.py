"""The hint shown on a board (hints.HintOverlay.current), no pygame: the move, what it marks on the table, and
its words in every form with the one said now. Only the kit changes it; a board asks it (its place for the
message chooses a form through HintOverlay.say_fitting, and asks `shorter_shown`).

Its words are two lists, fullest first: `forms`, the short words (the short words, the same in fewer words, the
move alone: board_words.hint_forms), and `whole_forms`, the full reason asked for with H (the whole, and the
reason alone, "Hint, why: …"); `said` is the form said now and `whole` whether the full reason was asked for. The
short words, the full reason and the move alone are read from them (`text`, `full`, `bare`), never kept apart:
the record held them beside the forms, and a board that wrote its choice into "text" made H say nothing more
(review 31)."""


class HintRecord:
    def __init__(self, position, action, piece=None, target=None, button=None, marks=(), forms=(), whole_forms=(),
                 bare=None, why=None, last_resort=""):
        self.position, self.action = position, action
        # the last of whole_forms where a board holds it only after every other place (Reason.least: Flush's why in a
        # column beside the middle only where the foot of the move log holds no form of it), else ""
        self.last_resort = last_resort if last_resort in list(whole_forms) else ""
        self.why = why          # its reason (engine.naming.Reason, with the table's names), or None: a step's words say it
        #                         where the board has no reason of the step's own (board_words.step_hint_forms)
        self.piece, self.target, self.button = piece, target, button
        self.marks = list(marks)
        self.forms = list(forms)
        self.whole_forms = list(whole_forms) or self.forms[:1]
        self._bare = bare       # the move alone, "(H: why)" after it, where it is no form of its own
        self.said = self.text
        self.whole = False      # its full reason was asked for (H)
        self.set_aside = False  # its marks put away (another piece picked): H asks for it again
        self._aside = None      # (marks, piece, target, button, step_of) as they were when put away
        self.off_path = False   # put away by a step that left its move (HintOverlay._follow_composer): back on it, it returns
        self.step_of = self.first_step = None   # a move built in steps: the composer's next step, and its first
        self.say_again = False  # back at its first step: its words come again once the table's notice goes
        self.move_said = False  # its short words (the move) have been on the table: only then the reason alone
        self._first = None      # (forms, whole_forms, bare) of the move while a step's words stand (only)

    def __repr__(self):
        return f"HintRecord({self.action!r}, marks={self.marks!r}, said={self.said!r})"

    def __getitem__(self, name):
        """Read a field by name (h["text"], as tests and tools read the record when it was a dict)."""
        try:
            return getattr(self, name)
        except AttributeError:
            raise KeyError(name) from None

    @property
    def text(self):
        """The short words, in their fullest form."""
        return self.forms[0] if self.forms else ""

    @property
    def full(self):
        """The full reason, in its fullest form (the short words themselves where the reason has no short form)."""
        return self.whole_forms[0] if self.whole_forms else self.text

    @property
    def bare(self):
        """The move alone ("Hint: lay two 10s (H: why)"): said where the short words crowd the table (_say_less)."""
        return self._bare if self._bare is not None else (self.forms[-1] if self.forms else "")

    def is_short(self, words):
        """Are `words` the short words, in one of their forms?"""
        return words in self.forms or words == self.bare

    def is_whole(self, words):
        """Are `words` the full reason, in one of its forms?"""
        return words in self.whole_forms

    def is_said(self, words):
        """Are `words` any form of the hint's words (a message that leaves with its marks)?"""
        return self.is_short(words) or self.is_whole(words)

    def shown_forms(self, words):
        """The forms among which the message `words` is one, fullest first (the full reason's, or the short
        words'), else None."""
        if self.whole:
            return self.whole_forms_now() if self.is_whole(words) else None
        return self.forms if self.is_short(words) else None

    def whole_forms_now(self):
        """The full reason's forms a place may choose among now: all of them once the move has been said (its
        short words shown), else only those that say the move (the first, "Hint: move — reason"): a second H
        while the hint was looked for, or H while a refusal stood in its words' place, showed "Hint, why: …" with
        the move never said (session 36)."""
        return self.whole_forms if self.move_said else self.whole_forms[:1]

    def shorter_shown(self):
        """Is a shorter form of the short words said now (not the fullest; the full reason not asked for)?"""
        return not self.whole and self.said != self.text

    def fewer(self):
        """The short words crowd the table: the next form in fewer words is said, down to the move alone (asked
        again while they still crowd it, hints._say_less). They went straight to the move alone, "Hint: play the
        4 of clubs (H: why)", where the reason in its fewest words lay clear ("… — nothing you can play beats Bot
        4's A of clubs (H: why)": Quadruple War at 1024x640, review 37)."""
        bare = self.bare
        rest = [f for f in self.forms[1:] if len(f) > len(bare)] + [bare]
        rest += [f for f in self.forms[1:] if len(f) < len(bare)]
        self.forms = rest
        self._bare = bare
        self.said = rest[0]

    def only(self, forms, whole_forms=None):
        """The hint's words are what is left of a move built in steps: its short `forms` and its full reason's
        (`whole_forms`; the short words where None), the step's words and why that step (board_words.
        step_hint_forms); the move's own words are kept for its first step again (`first_again`)."""
        if self._first is None:
            self._first = (self.forms, self.whole_forms, self._bare)
        self.forms, self.whole_forms, self._bare = list(forms), list(whole_forms or forms), None
        self.said, self.whole = self.text, False

    def first_again(self):
        """Back at the move's first step (the steps taken back: Esc with a swap's card in the air): its own words
        again, not the step's ("now drop your 9♠ on spot 4" stood with the arrow on the first card, review 52a)."""
        if self._first is not None:
            (self.forms, self.whole_forms, self._bare), self._first = self._first, None
            self.said, self.whole = self.text, False

    def put_away(self, off_path=False):
        """Its marks leave the table (another piece picked; `off_path`: a step left its move): nothing marked,
        nothing to follow; kept aside for bring_back (or back_on_path)."""
        self._aside = (self.marks, self.piece, self.target, self.button, self.step_of)
        self.marks, self.piece, self.target, self.button = [], None, None, None
        self.set_aside = True
        self.off_path = off_path
        self.step_of = None

    def back_on_path(self):
        """Put away by a step off its move, it is followed again from the step it was put away at (the
        take-back it never said), nothing marked until HintOverlay._follow_composer marks the step now due."""
        self.step_of = self._aside[4]
        self.set_aside = self.off_path = False

    def kept_step(self):
        """The composer's next step of its move when it was put away (None if it was not, or had none)."""
        return self._aside[4] if self.set_aside and self._aside is not None else None

    def bring_back(self):
        """Its marks on the table again, as they were when it was put away (the piece picked went home, nothing
        done with it: HintOverlay.back_from_pick)."""
        self.marks, self.piece, self.target, self.button, self.step_of = self._aside
        self.set_aside = self.off_path = False
