"""The New game screen's choice of option values: what a drop-down offers for an option at this table,
whether the game takes a value, at how many players a fixed option offers more, and the one line under
each option. A mixin of NewGameScene (reads its game_id, count, options, seats and metrics)."""

from ...engine.game import SEAT_OPTIONS, IllegalAction
from ...games import get_game
from .. import theme


def counts_words(counts):
    """Sorted player counts in words: "3", "2 or 3", "3 to 6" (a run), "2, 4 or 6"."""
    words = [str(n) for n in counts]
    if len(counts) > 2 and counts[-1] - counts[0] == len(counts) - 1:
        return f"{counts[0]} to {counts[-1]}"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


class OptionChoices:
    def option_hint(self, o, width):
        """The one-line explanation under a text field, tick box or choice ("" for none, or if it cannot
        fit)."""
        text = None
        more = self.more_choices_at(o)
        if more is not None:
            size = self.m.px(14)
            what = (o.choice_help or {}).get(self.options.get(o.key, o.default))
            for text in ([f"{what}; more at {more} players"] if what else []) + [
                    f"the only value at {self.count} players; more at {more} players",
                    f"the only value at {self.count} players; more at {more}", f"more at {more} players"]:
                if theme.font(size).size(text)[0] <= width:
                    return text
            return ""
        if o.kind != "bool" and self.option_choices(o) is not None:
            # a choice button shows its value in words; what that value does, where it is not plain: the
            # game's own words for it (its Option's choice_help), so a new game's choices need no change here
            text = (o.choice_help or {}).get(self.options.get(o.key, o.default))
            if text is not None:
                return text if theme.font(self.m.px(14)).size(text)[0] <= width else ""
        # the game's own line for it (Option.short_help), else its help's first clause; NumberQuash's turn
        # order is typed as the screen counts seats (from 1), with an example for this table. Every option
        # has its line (a choice of seats or a number had none, its help only in a tooltip)
        text = o.short_help
        if o.key == "order":
            example = ",".join(str(i + 1) for i in [*range(1, self.count), 0])
            text = f"seat numbers in playing order, like {example} (blank: roll)"
        if text is None:
            text = o.help.split(" (")[0].split(";")[0].strip()
        size = self.m.px(14)
        while text and theme.font(size).size(text)[0] > width:
            if "(" in text:
                text = text[:text.rindex("(")].rstrip()
            else:
                return ""
        return text

    def more_choices_at(self, o):
        """The numbers of players at which numbered option `o`, a choice of one here, offers more than one
        value, in words ("2 or 3"; None: it offers more here, or nowhere). Only the nearest was named: "the
        only value at 6 players; more at 3" read as if 2 players had no more (review 27)."""
        if o.kind != "int" or o.key in SEAT_OPTIONS or len(self.option_choices(o) or ()) != 1:
            return None
        game = get_game(self.game_id)

        def values(n):
            out = []
            for v in range(o.lo, o.most_for(n) + 1):
                try:
                    game.check_options(dict(game.default_options, **{o.key: v}), n)
                except IllegalAction:
                    continue
                out.append(v)
            return out
        more = sorted(n for n in self.seat_counts() if n != self.count and len(values(n)) > 1)
        return counts_words(more) if more else None

    def option_choices(self, o):
        """[(shown text, value)] for options offered as a drop-down, or None for a text field."""
        if o.kind == "choice":
            return [(o.choice_words.get(c, str(c)), c) for c in o.choices]
        if o.kind == "int" and o.lo is not None and o.hi is not None and o.hi - o.lo <= 20:
            hi = o.hi
            if o.key in SEAT_OPTIONS:
                hi = min(hi, self.count - 1)
                out = [(self.seats[v]["name"] or f"Seat {v + 1}" if self.seats[v]["kind"] == "human"
                        else f"Seat {v + 1} (bot)", v) for v in range(o.lo, hi + 1)]
            else:
                out = [(str(v), v) for v in range(o.lo, o.most_for(self.count) + 1) if self.plays(o, v)]
            if o.nullable or o.default is None:
                out.insert(0, ("random", None))
            return out
        return None

    def plays(self, o, value):
        """Would the game take option `o` at `value` for this number of players, the others as it comes
        (NumberQuash's "Colours per seat" 3 is refused at three players: six colours in all)?"""
        game = get_game(self.game_id)
        try:
            game.check_options(dict(game.default_options, **{o.key: value}), self.count)
        except IllegalAction:
            return False
        return True
