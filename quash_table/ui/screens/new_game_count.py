"""New game's number of players (`PlayerCount`, a mixin of `NewGameScene`, split from new_game.py): its − and +
buttons, what each says on hover, lit or greyed, and the step to the next count the game allows."""


def count_tips(counts, count):
    """{"seats:minus": words, "seats:plus": words}: what − and + say on hover at `count` players of a game
    taking `counts`; lit, where they go (they said nothing, review 29), greyed, why. Short, so a tip fits by its
    button, beside it or between the headings over it (the counts a game takes are in its description; greyed,
    "The Game: Quick & Easy takes at least 2 players" went 40 px
    away over "New game" to find room, review 29)."""
    less = [n for n in counts if n < count]
    more = [n for n in counts if n > count]
    # "Up to 3 players" read as a limit, "3 at most", in a game of 2 to 5 (review 30): say the step, then the count
    # (QUASH goes from 2 players to 4)
    def step(verb, to):
        return f"{verb} {'a player' if abs(to - count) == 1 else f'{abs(to - count)} players'} (to {to})"
    return {"seats:minus": step("Remove", less[-1]) if less else f"At least {counts[0]} players in this game",
            "seats:plus": step("Add", more[0]) if more else f"At most {counts[-1]} players in this game"}


class PlayerCount:
    """− and + of a `NewGameScene` (it holds `count`, `seat_counts()`, `reasons`, `own_tips`)."""

    def _count_buttons(self, manager, x, top):
        """− at `x`, the count beside it, + after it, each with its tip; greyed at the game's ends."""
        px = self.m.px
        counts = self.seat_counts()
        tips = count_tips(counts, self.count)
        minus = self.button(manager, "seats:minus", "\u2212", (x, top, px(46), px(42)), lambda: self.set_count(-1),
                            tooltip=tips["seats:minus"])
        plus = self.button(manager, "seats:plus", "+", (x + px(200), top, px(46), px(42)), lambda: self.set_count(1),
                           tooltip=tips["seats:plus"])
        if self.count <= counts[0]:
            minus.disable()
            self.reasons["seats:minus"] = tips["seats:minus"]
        if self.count >= counts[-1]:
            plus.disable()
            self.reasons["seats:plus"] = tips["seats:plus"]

    def set_count(self, delta):
        """One step to the next seat count the game allows (QUASH: 2 -> 4)."""
        self._harvest()
        self.count_chosen = True
        counts = self.seat_counts()
        if delta > 0:
            self.count = next((n for n in counts if n > self.count), counts[-1])
        else:
            self.count = next((n for n in reversed(counts) if n < self.count), counts[0])
        self._fit_options_to_count()
        self.rebuild()
