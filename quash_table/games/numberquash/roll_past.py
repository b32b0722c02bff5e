"""Roll pressed with a bonus banked that could be spent first (review 55n: a fast R right after the bots' turn rolled
past a banked 11 and 12, nothing said). The first Roll says so instead of rolling; Roll again rolls, the bonus kept
banked. Said once for each bonus banked: a player who keeps one on purpose is not asked at every turn, only when
their banked bonuses have grown since they last rolled past them (no pygame)."""

VALUES = ("10", "11", "12")


def holding(view, seat):
    """{value: count} of the bonuses `seat` has banked, over all its colours."""
    counts = {v: 0 for v in VALUES}
    for name in view["colours"][seat]:
        for v in VALUES:
            counts[v] += view["bonus"][name][v]
    return counts


def roll_past_words(values):
    """"You have bonus 12 banked: spend it now, or Roll (R) again to keep it banked" (`values`: the ones that
    may be spent now, in order)."""
    if len(values) == 1:
        return f"You have bonus {values[0]} banked: spend it now, or Roll (R) again to keep it banked"
    named = ", ".join(values[:-1]) + f" and {values[-1]}"
    return f"You have bonuses {named} banked: spend one now, or Roll (R) again to keep them banked"


class RollPast:
    """What each seat was last told it rolls past (kept by the board across its composers)."""

    def __init__(self):
        self.last = {}      # seat -> holding() when it last pressed Roll

    def first_roll(self, view, seat, spendable):
        """The words Roll says instead of rolling, or None to roll: `spendable` the values (10, 11, 12) that
        may be spent now. Roll rolls where nothing may be spent, or nothing was banked since the last Roll."""
        now, before = holding(view, seat), self.last.get(seat)
        self.last[seat] = now
        grown = before is None or any(now[v] > before[v] for v in VALUES)
        return roll_past_words([str(v) for v in spendable]) if spendable and grown else None
