"""A QUASH hint's words with what they are about, as data (session 29; session 30 added the ending and the
reason's lead): a news clause's words ("your J♠ leaves spot 4; "), and beside them the card the clause names as
its subject, whether it says what that card's old spot gains, how a reason about the same card joins on, a
card the clause says is kept (for a run on another spot, or for the tiebreakers), and how it ends (a sentence
of its own: the reason after it starts with a capital); and a reason's words with the card they start with
(Lead: "it …" for the card played, which the move line names). Whoever reads them (hints_plan.play_words and
named_once, the hint bot's memory of what it told) reads these, never the words. Pure: no pygame."""

from .describe import short


class Clause(str):
    """The words of a news clause (a str: what every reader of the words gets, `body` + `end`) with its facts:
    `card` the card of yours the clause starts with ("your J♠ …"), or None; `leaves` the clause only says
    that card leaves its spot (nothing of what the spot gains there); `join` how a reason about the same
    card goes on after the clause's own words (" and ", or ", and " after a clause with a comma part);
    `kept` (card, spot, run) a card of your hand the words say is kept: for the run `run` on `spot`
    (1..9), or spot 0 and run None for the tiebreakers (a list of them for several cards told for one run); `end` what follows the body ("; ", ". " for a
    sentence of its own, ", so " before the reason that follows from it, "" for a part of another clause);
    `sentence`: it ends a sentence; `outdone` the spot (1..9) where the clause says their card now ties or beats
    yours (the reason after it need not say that spot is lost again), or None; `plan`: where the clause says a
    plan an earlier hint told is dropped, that change in the fewest words ("9-10 on spot 2 given up"), which the
    hint's short words say too ("change of plan: …"; review 32: said only in the why), else None."""

    def __new__(cls, body, card=None, leaves=False, join=" and ", kept=None, end="; ", outdone=None, plan=None):
        made = super().__new__(cls, body + end)
        made.body, made.card, made.leaves, made.join, made.kept, made.end = body, card, leaves, join, kept, end
        made.sentence, made.outdone, made.plan = end == ". ", outdone, plan
        return made

    def __reduce__(self):      # the hint bot may answer from another process
        return Clause, (self.body, self.card, self.leaves, self.join, self.kept, self.end, self.outdone, self.plan)


# the spot a card kept for the tiebreakers is told for (Clause.kept, the hint bot's `_told`)
TIEBREAKERS = 0

# Lead's subject for "it …": the card played, named by the hint's move line
IT = "it"


class Lead(str):
    """A reason's words (a str) with what they start with: `subject` IT ("it makes the run 4-5-6 there"), a card
    ("your A♣ makes …"), or None (they start otherwise: "spot 6 is lost …"); `rest` the words after the subject.
    `named(card)` the same words with the card named instead of "it" (after news about another card or spot,
    "it" could be either: session 20)."""

    def __new__(cls, rest, subject=None):
        lead = "it " if subject == IT else f"your {short(subject)} " if subject else ""
        made = super().__new__(cls, lead + rest)
        made.rest, made.subject = rest, subject
        return made

    def named(self, card):
        return Lead(self.rest, card)

    def __reduce__(self):
        return Lead, (self.rest, self.subject)
