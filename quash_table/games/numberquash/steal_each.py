"""A 12 ("steal a quasher from each player"), composed one quasher at a time from a view: no pygame.

The thief takes, from every other seat still playing that has a covered cell, any one of its covered
quashers, and puts each on one of its own open cells; with fewer open cells than such seats it robs as many
as it can cover, and chooses which. The legal actions list a 12 only in a bounded way (see rules.py), so the
board and the bots ask this module what may still be taken and where it may go, and send the finished
action; the rules check it again.

A pick is (victim seat, from cell, to cell); cells are (colour, octagon 0|1, number 1..9).
"""

from .words import cell_words


def _cells(view, seat, covered):
    out = []
    for colour in view["colours"][seat]:
        for o, row in enumerate(view["octagons"][colour]):
            for n, by in enumerate(row, 1):
                if (by is not None) == covered:
                    out.append((colour, o, n))
    return out


def covered_cells(view, seat):
    """Every covered cell of the seat's colours."""
    return _cells(view, seat, True)


def open_cells(view, seat):
    """Every open cell of the seat's colours."""
    return _cells(view, seat, False)


def victims(view, thief):
    """The seats a 12 robs: still playing, not the thief, with a covered cell."""
    return [v for v, st in enumerate(view["status"])
            if v != thief and st == "playing" and covered_cells(view, v)]


def needed(view, thief):
    """How many quashers a 12 takes: one from each victim, as many as the thief's open cells allow."""
    return min(len(victims(view, thief)), len(open_cells(view, thief)))


def action(picks):
    """The 12 as the rules want it: the steals in seat order."""
    return {"type": "bonus", "value": 12, "steals": [
        {"seat": v, "from": list(f), "to": list(t)} for v, f, t in sorted(picks, key=lambda p: p[0])]}


def _name(cell):
    return cell_words(cell)     # "left red 4", as the rules page names it (review 28: "red 4" said no side)


class StealEach:
    """A 12 under way: the view it is composed on, the thief and the picks so far."""

    def __init__(self, view, thief, picks=()):
        self.view, self.thief, self.picks = view, thief, list(picks)
        self.victims = victims(view, thief)
        self.covered = {v: set(covered_cells(view, v)) for v in self.victims}
        self.mine_open = set(open_cells(view, thief))
        self.need = min(len(self.victims), len(self.mine_open))
        self.robbed = {v for v, _, _ in self.picks}
        self.filled = {t for _, _, t in self.picks}

    def left(self):
        """The players still to rob in this 12 (in seat order), while more quashers are to be taken."""
        if len(self.picks) >= self.need:
            return []
        return [v for v in self.victims if v not in self.robbed]

    def why_not_take(self, victim, frm):
        """Why the quasher on `frm` of `victim` can't be taken next, or None if it can."""
        if victim == self.thief:
            return "A 12 takes from the other players, not from you"
        if victim not in self.covered:
            return (f"Seat {victim + 1} is no longer playing" if self.view["status"][victim] != "playing"
                    else f"Seat {victim + 1} has no covered cell")
        if victim in self.robbed:
            return f"You already took a quasher from Seat {victim + 1}: a 12 takes one from each player"
        if frm not in self.covered[victim]:
            return f"{_name(frm)} of Seat {victim + 1} is not covered"
        if len(self.picks) >= self.need:
            return "You have taken every quasher this 12 allows"
        return None

    def why_not_put(self, to):
        """Why a stolen quasher can't go on the thief's cell `to`, or None if it can. Another seat's cell
        is named as theirs (it said "Your blue 5 is covered already" of Seat 2's blue 5)."""
        owner = next((v for v, cols in enumerate(self.view["colours"]) if to[0] in cols), None)
        if owner is not None and owner != self.thief:
            return f"That is Seat {owner + 1}'s {_name(to)}: a stolen quasher goes on one of your open cells"
        if to not in self.mine_open:
            return f"Your {_name(to)} is covered already"
        if to in self.filled:
            return f"Your {_name(to)} already has a stolen quasher"
        return None

    def drop(self, victim, frm, to):
        """What dropping `victim`'s quasher from `frm` on the thief's `to` does: ("refuse", reason),
        ("pick", None) for one more quasher taken, or ("act", the finished 12)."""
        reason = self.why_not_take(victim, frm) or self.why_not_put(to)
        if reason:
            return "refuse", reason
        now = self.picks + [(victim, frm, to)]
        if len(now) == self.need:
            return "act", action(now)
        return "pick", None

    def finishes(self):
        """Two finished 12s from these picks, for a hint asked while the 12 is half built (the composer's
        `building`): the players still to rob each give their highest covered quasher onto your lowest open
        cells, or their lowest onto your highest. What both share is what is settled: the picks and any
        steal with no other way (`settled`); [] while nothing is picked or no quasher is left to take."""
        rest = self.left()
        if not self.picks or not rest:
            return []
        k = self.need - len(self.picks)
        cells = sorted(self.mine_open - self.filled, key=lambda c: (c[2], c[1], c[0]))
        out = []
        for high in (True, False):
            for group in ([rest[:k]] if high else [rest[-k:]]):
                froms = [max(self.covered[v], key=lambda c: (c[2], -c[1])) if high
                         else min(self.covered[v], key=lambda c: (c[2], c[1])) for v in group]
                tos = cells[:k] if high else cells[-k:]
                got = action(self.picks + list(zip(group, froms, tos)))
                if got not in out:
                    out.append(got)
        return out


def settled(twelves):
    """The steals (victim, from, to) every one of these 12s makes: the picks of a 12 half built, given its
    `finishes` (the hint bot composes its 12 from them: bots.NormalBot.best_twelve)."""
    sets = [{(st["seat"], tuple(st["from"]), tuple(st["to"])) for st in a["steals"]} for a in twelves]
    return sorted(set.intersection(*sets)) if sets else []

