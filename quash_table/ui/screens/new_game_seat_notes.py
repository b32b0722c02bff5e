"""New game's notes under the seat rows (`SeatNotes`, a mixin of `NewGameScene`, split from new_game.py): the
partnerships where the game plays in teams, and that two people or more share this screen."""

from ...engine.game import IllegalAction
from ...games import get_game
from .. import theme
from ..scores import teams_of

NOTE_TEXT = 16          # design px: a label's words (theme's "label")


def partners_forms(teams, seats):
    """The partnerships in words, longest first: every person's seat with their name ("Partners: seats 1 (Ann)
    & 3 (Cy) against 2 & 4"), then the seats alone ("Partners: seats 1 & 3 against 2 & 4"; the rows above
    name them). `teams`: lists of seats (0-based); `seats`: the seat rows' dicts."""
    def seat(i, named):
        name = seats[i]["name"] if named and seats[i]["kind"] == "human" else ""
        return f"{i + 1} ({name})" if name else str(i + 1)
    forms = [f"Partners: seats {' against '.join(' & '.join(seat(i, named) for i in t) for t in teams)}"
             for named in (True, False)]
    return list(dict.fromkeys(forms))


class SeatNotes:
    """Needs the scene's `m`, `seats`, `count`, `game_id`, `options` and `label`."""

    def _seat_notes(self, manager, x, y, w):
        """Under the seats: the partnerships where the game plays in teams (QUASH at four: seats 1 & 3
        against 2 & 4), in the longest form the column's width holds (four people's names cut it 134 px short
        at 1024x640, review 32); and, with two people or more, that they share this screen. Returns the y of
        the last line (where the seed goes, under it; `y` is a line above the first)."""
        px = self.m.px
        teams = self.partnerships()
        if teams:
            y += px(24)
            forms = partners_forms(teams, self.seats)
            font = theme.font(px(NOTE_TEXT))
            words = next((f for f in forms if font.size(f)[0] <= w), forms[-1])
            self.label(manager, "seats:teams", words, (x, y, w, px(24)))
        humans = sum(1 for s in self.seats[:self.count] if s["kind"] == "human")
        if humans > 1:
            y += px(24)
            self.label(manager, "seats:people", f"{humans} people take turns at this screen (pass-and-play)",
                       (x, y, w, px(24)))
        return y

    def partnerships(self):
        """The game's partnerships at this number of players, as lists of seats (0-based), or None: what the
        score chart shows (ui/scores.teams_of), read from a table dealt for this many players."""
        game = get_game(self.game_id)
        try:
            state = game.new_state(self.count, 0, game.check_options(dict(self.options), self.count))
        except (IllegalAction, ValueError, TypeError):
            try:
                state = game.new_state(self.count, 0, dict(game.default_options))
            except (IllegalAction, ValueError, TypeError):
                return None
        return teams_of(game, state, self.count)
