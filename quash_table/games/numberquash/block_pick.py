"""Whom a banked 10 blocks: the opponent expected to finish first, counting what each has banked (public: the
bonus octagons show it). A banked 11 or 12 is cells stolen before its holder's next roll, a banked 10 one roll
more; the race table alone (Position.values) blocked Bot 4 on 13 cells while Bot 2, on 16, held a 12 that
finished it on its next turn (review 56q)."""

FREE_ROLL_TURNS = 0.95   # a banked 10 spent on a free roll: a little under a turn (bots.FREE_ROLL_VALUE)


def banks(pos, seat):
    """(10s, 11s, 12s) the seat has banked, from the view or, in a playout, the state."""
    if pos.view is not None:
        bonus = pos.view["bonus"]
        return tuple(sum(bonus[c][str(v)] for c in pos.colours[seat]) for v in (10, 11, 12))
    s = pos.state
    return tuple(sum(s.bonus[c * 3 + v - 10] for c in s.colours[seat]) for v in (10, 11, 12))


def stolen_cells(pos, seat, held=None):
    """Cells the seat's banked 11s and 12s will steal onto its octagons: one an 11, one from each other player
    still in the game a 12."""
    _, elevens, twelves = held or banks(pos, seat)
    return elevens + twelves * (len(pos.playing) - 1)


def race_value(pos, seat):
    """The seat's expected turns to finish (Position.values) less what its banked bonuses save it."""
    held = banks(pos, seat)
    value = pos.values[seat]
    steals = stolen_cells(pos, seat, held)
    if steals:
        value -= pos.cover_gain(seat, steals)
    return max(0.0, value - FREE_ROLL_TURNS * held[0])


def block_lead(pos):
    """The opponent a block holds back most: the soonest to finish, banks counted."""
    opps = pos.opponents()
    return min(opps, key=lambda s: (race_value(pos, s), s)) if opps else None


def block_value(pos, seat):
    """What blocking `seat` is worth, in turns (as NormalBot.bonus_value weighs it): more when it is ahead of
    me, most on the block lead."""
    ahead = race_value(pos, seat) < pos.values[pos.me]
    return (1.0 if ahead else 0.6) * (1.0 if seat == block_lead(pos) else 0.35)


def bank_words(pos, seat):
    """The seat's banked steals, said: "a banked 12", "a banked 11 and a banked 12"; "" for none."""
    _, elevens, twelves = banks(pos, seat)
    return " and ".join(["a banked 11"] * elevens + ["a banked 12"] * twelves)
