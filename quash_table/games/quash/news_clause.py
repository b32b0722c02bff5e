"""A QUASH hint's news clause with what it is about, as data (session 29): the words ("your J♠ leaves spot 4;
"), and beside them the card the clause names as its subject, whether it says what that card's old spot
gains, how a reason about the same card joins on, and a card the clause says is kept (for a run on another
spot, or for the tiebreakers). Whoever reads the clause (hints_plan.named_once, the hint bot's memory of
what it told) reads these, never the words. Pure: no pygame."""


class Clause(str):
    """The words of a news clause (a str: what every reader of the words gets) with its facts:
    `card` the card of yours the clause starts with ("your J♠ …"), or None; `leaves` the clause only says
    that card leaves its spot (nothing of what the spot gains there); `join` how a reason about the same
    card goes on after the clause's own words (" and ", or ", and " after a clause with a comma part);
    `kept` (card, spot, run) a card of your hand the words say is kept: for the run `run` on `spot`
    (1..9), or spot 0 and run None for the tiebreakers."""

    def __new__(cls, words, card=None, leaves=False, join=" and ", kept=None):
        made = super().__new__(cls, words)
        made.card, made.leaves, made.join, made.kept = card, leaves, join, kept
        return made

    def __reduce__(self):      # the hint bot may answer from another process
        return Clause, (str(self), self.card, self.leaves, self.join, self.kept)


# the spot a card kept for the tiebreakers is told for (Clause.kept, the hint bot's `_told`)
TIEBREAKERS = 0
