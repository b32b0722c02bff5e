"""Which bonuses were banked and which already spent, on the bonus octagons (session 30: a new player saw the
banked quashers stack but nothing of a bonus once it was used). A banked quasher lies on its colour's side of
the octagon (the view); a spent one leaves a crossed-out ring there, counted from the rules' "bonus_spent" events
(each says whose side it left: its colour), and the octagon's tip says what banked and spent mean, by whom; the
ring's own tip says whose and how often (the count written in it read as "2 banked": review 54g2)."""

WHAT = {10: "a free roll or a block", 11: "a steal of one quasher", 12: "a steal of one quasher from each player"}


class SpentCount:
    """{(colour, value): how many spent} over the match so far, read from the rules' events, kept up move by
    move (a bonus move's events once each; all again after an Undo or a shorter match)."""

    def __init__(self):
        self._undos, self._n, self._counts = None, 0, {}

    def counts(self, match):
        n = len(match.actions)
        if self._undos != match.undos or n < self._n:
            self._undos, self._n, self._counts = match.undos, 0, {}
        if any(a.get("type") == "bonus" for a in match.actions[self._n:n]):
            # the newest move from the match's state; after a Load or an Undo, one pass from the nearest point
            state = match.state if n - self._n == 1 else match.state_after(self._n)
            for i in range(self._n, n):
                if n - self._n > 1:
                    state = match.game.apply(state, match.actions[i])
                if match.actions[i].get("type") != "bonus":
                    continue
                for e in match.game.events(state, None):
                    if e.get("kind") == "bonus_spent" and e.get("colour"):
                        key = (e["colour"], e["value"])
                        self._counts[key] = self._counts.get(key, 0) + 1
        self._n = n
        return self._counts


def _who(view, counts, name):
    """"Bot 2, you ×2": the seats with a count, in seat order."""
    said = []
    for seat, n in enumerate(counts):
        if n:
            said.append(name(seat) + (f" \u00d7{n}" if n > 1 else ""))
    return ", ".join(said)


def bonus_tip(value, view, spent, name):
    """What the bonus octagon `value` does, who has one banked on it and who has spent one there. `spent`:
    SpentCount's counts; `name(seat)`: "you" or the seat's short name (the names follow a colon)."""
    colours = view["colours"]
    banked = [sum(view["bonus"][c][str(value)] for c in cols) for cols in colours]
    used = [sum(spent.get((c, value), 0) for c in cols) for cols in colours]
    return (f"Bonus octagon {value}: {WHAT[value]}, spent before a roll. "
            f"Banked (a quasher on its colour's side, ready to spend): {_who(view, banked, name) or 'nobody'}. "
            f"Spent (a crossed-out ring: used up, its quasher back in the supply): {_who(view, used, name) or 'none yet'}.")


def _times(n):
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def spent_tip(value, who, n, banked):
    """What a crossed-out ring on a bonus octagon means: `who` ("You", "Bot 2") spent a `value` from this side `n`
    times; `banked`: how many of that side's quashers lie beside it, still to spend."""
    have = "have" if who == "You" else "has"
    a = "an" if value == 11 else "a"
    still = (f" The quasher beside it is {a} {value} banked since, still to spend." if banked == 1 else
             f" The {banked} quashers beside it are banked since, still to spend." if banked else
             f" {who} {have} no {value} banked now.")
    return (f"Used up: {who} spent {a} {value} here {_times(n)} ({WHAT[value]}); "
            f"{'its quasher' if n == 1 else 'their quashers'} went back to the supply.{still}")
