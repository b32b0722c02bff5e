"""Quadruple War's result() dict, whose summary line is written only when read, and the end summary's
table of each seat's bids made and bags."""

from .machine import BAG_PENALTY


class LazySummary(dict):
    """What result() returns: to every reader a plain dict with "over", "winners", "scores" and
    "summary", but the summary's text is written only the first time something reads it (search
    reads "over", "winners" and "scores" of many states and never the words). `words` is
    (function, its arguments), taken from the state when result() was called; None once written."""

    __slots__ = ("words",)

    def _filled(self):
        words = self.words
        if words is not None:
            self.words = None
            dict.__setitem__(self, "summary", words[0](*words[1:]))
        return self

    def __missing__(self, key):
        if self.words is None:
            raise KeyError(key)
        return self._filled()[key]

    def __reduce__(self):
        return dict, (dict(self._filled()),)


def _reading_fills_the_summary(name):
    plain = getattr(dict, name)

    def method(self, *args, **kwargs):
        return plain(self._filled(), *args, **kwargs)
    method.__name__ = method.__qualname__ = name
    return method


# Every way to read, compare, copy or change the dict but d[key] (served by __missing__) fills it first.
for _name in ("__contains__", "__eq__", "__ne__", "__iter__", "__len__", "__repr__", "__reversed__",
              "__or__", "__ror__", "__ior__", "__setitem__", "__delitem__", "get", "keys", "items", "values",
              "copy", "pop", "popitem", "setdefault", "update", "clear"):
    setattr(LazySummary, _name, _reading_fills_the_summary(_name))


def contract_record(sheet, seat):
    """(bids made, hands played, times bags cost 100) for `seat` over the score sheet's lines: a bid is made
    when the seat took at least as many tricks as it bid (rules: a broken contract scores 0)."""
    made = sum(1 for line in sheet if line["won"][seat] >= line["bids"][seat])
    return made, len(sheet), sum(line["bag_penalties"][seat] for line in sheet)


def summary_cells(d, bot_from=None):
    """The end-of-game summary's table (BoardScene.summary_table) from the view `d`: each seat's bids made of
    the hands played and, with Bags, its bags and what they cost; each cell with a shorter form, which the
    kit says where the full words do not fit (ui/columns.py: "1 of 114 (−100)" ran together at 1024x640).
    `bot_from`: {seat: the first hand a stand-in bot played for its person} (Let the bots finish): that seat's
    bids made are the person's hands and the bot's apart, "2 of 3 \u00b7 bot 15 of 16" ("18 of 19" counted
    the bot's hands as the person's, session 22; "2 of 3 (16 by bot)" left out what the bot made, review 23)."""
    bags = bool(d["options"].get("bags"))
    bot_from = bot_from or {}
    rows = {}
    for seat in range(d["seats"]):
        first = bot_from.get(seat)
        own = d["sheet"] if first is None else [line for line in d["sheet"] if line["hand"] < first]
        made, hands, penalties = contract_record(own, seat)
        if first is None:
            cells = [(f"{made} of {hands}", f"{made}/{hands}")]
        else:
            bot_made, by_bot, _ = contract_record([line for line in d["sheet"] if line["hand"] >= first], seat)
            # the row's name says whose seat it is: the cell says the person's hands, then the bot's, on a line
            # of its own where the Bags column would not fit beside them ("You  You 2 of 3 \u00b7 bot 15 of 16"
            # said "You" twice and the Bags column went, at 1024x640: session 25)
            cells = [(f"{made} of {hands} \u00b7 bot {bot_made} of {by_bot}", f"{made}/{hands} \u00b7 bot {bot_made}/{by_bot}",
                      f"{made}/{hands}\nbot {bot_made}/{by_bot}")]
        if bags:
            penalties = contract_record(d["sheet"], seat)[2]      # the seat's bags, whoever played them
            lost = f"\u2212{BAG_PENALTY * penalties}"
            cells.append((f"{d['bags'][seat]} ({lost})", f"{d['bags'][seat]} {lost}") if penalties
                         else str(d["bags"][seat]))
        rows[seat] = cells
    return [("Bids made", "Made")] + (["Bags"] if bags else []), rows
