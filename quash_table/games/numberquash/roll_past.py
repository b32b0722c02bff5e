"""Roll pressed with a bonus banked that could be spent first (review 55n: a fast R right after the bots' turn rolled
past a banked 11 and 12, nothing said). The first Roll from a position says so instead of rolling; Roll again rolls,
the bonus kept banked. Said at every turn a bonus may be spent, not once a bonus (review 56q: told once, a later R
rolled past a banked 12 with nothing said, and a player lost the block she meant to use) (no pygame)."""


def roll_past_words(values):
    """"You have bonus 12 banked: spend it now, or Roll (R) again to keep it banked" (`values`: the ones that
    may be spent now, in order)."""
    if len(values) == 1:
        return f"You have bonus {values[0]} banked: spend it now, or Roll (R) again to keep it banked"
    named = ", ".join(values[:-1]) + f" and {values[-1]}"
    return f"You have bonuses {named} banked: spend one now, or Roll (R) again to keep them banked"


def handover_words(values):
    """The pass-and-play banner's next act with bonuses banked that may be spent now (`values`, in order):
    "spend your banked 12 or press R to roll (it stays banked)" ("then press R to roll" hid it, review 56q)."""
    if not values:
        return None
    named = " and ".join(str(v) for v in values)
    them = "it stays" if len(values) == 1 else "they stay"
    return f"spend your banked {named} or press R to roll ({them} banked)"


class RollPast:
    """The position whose Roll last said so (kept by the board across its composers)."""

    def __init__(self):
        self.told = None

    def first_roll(self, spendable, position):
        """The words Roll says instead of rolling, or None to roll: `spendable` the values (10, 11, 12) that may be
        spent now, `position` what the composer is made for (one a position): said once a position."""
        if not spendable or self.told is position:
            return None
        self.told = position
        return roll_past_words([str(v) for v in spendable])
