"""New game's memory of the last table (a mixin of NewGameScene): which values on the screen are as they were
set up last time rather than the game's usual ones, said in a line ("As last time: 3 players, Seat 3 Bot:
hard, Target score 150"), and Usual setup, which puts the game's own defaults back. The screen reused the
last options silently: a new player did not know why Quadruple War was to 150 (review 22)."""

import pygame

from ...engine.game import SEAT_OPTIONS, IllegalAction
from ...games import get_game
from .. import theme

USUAL_WORDS = "Usual setup"
USUAL_TIP = "The game's usual players and options, in place of the ones set up last time"
# Usual setup greyed where the screen shows the usual table already (a value typed back to the usual one)
USUAL_ALREADY = "The players and options are the game's usual ones already"
# the memory's words where nothing on the screen is as last time any more (a value typed over it): what last time
# was, in the place they stood (the words and Usual setup were hidden, and left a hole there: review 38)
# (plain words: "As last time: ..." and "Last time: ..." read oddly to a new player, review 57)
AS_LAST_TIME, LAST_TIME = "From last game: ", "Last game: "
# The number of players a game is set up for when it is picked, where that is not its least: Quadruple War
# is a game for four (it is named for them), though two to five may play.
USUAL_PLAYERS = {"quadwar": 4}


def as_checked(o, value):
    """Option `o`'s `value` as the game reads it ("30" typed is 30), or as it is where the game refuses it: a
    typed field's text and a remembered number compared unequal, and the usual 30 read as "as last time"."""
    try:
        return o.check(value)
    except IllegalAction:
        return value


def seat_words(i, seat):
    """A seat as the memory's line says it: "a person in seat 2", "an easy bot in seat 3" ("Seat 3 Bot: easy"
    read oddly, review 57)."""
    kind, level = seat
    if kind == "human":
        return f"a person in seat {i + 1}"
    return f"{'an' if str(level)[:1] in 'aeiou' else 'a'} {level} bot in seat {i + 1}"


class TableMemory:
    """Needs the screen's game_id, count, seats, options, levels(), seat_counts(), _reset_for_game()."""

    def table_memory(self):
        """The settings' last_table as _reset_for_game reads it: none for a game whose usual setup the
        person asked for on this screen."""
        if self.game_id in getattr(self, "usual_asked", ()):
            return {}
        return self.app.settings.get("last_table", {})

    def usual_table(self, usual_count):
        """(count, [(kind, level)] a seat, {option key: value}): the game's usual table, no memory (as
        NewGameScene._reset_for_game makes it)."""
        game = get_game(self.game_id)
        levels = self.levels()
        level = "normal" if "normal" in levels else levels[-1]
        seats = [("human" if i == 0 else "bot", level) for i in range(game.max_seats)]
        options = {o.key: (None if o.key in SEAT_OPTIONS and o.nullable else game.default_options.get(o.key, o.default))
                   for o in game.options}
        return usual_count, seats, options

    def usual_count(self):
        counts = self.seat_counts()
        usual = USUAL_PLAYERS.get(self.game_id)
        return usual if usual in counts else counts[0]

    def as_last_time(self):
        """What on the screen now is as last time and not the usual: ["3 players", "Seat 3 Bot: hard",
        "Target score 150"] (empty: the usual table, or nothing remembered for this game)."""
        last = self.table_memory()
        if not last:
            return []
        count, seats, options = self.usual_table(self.usual_count())
        said = []
        if last.get("counts", {}).get(self.game_id) == self.count != count:
            said.append(f"{self.count} players")
        was = last.get("seats", {}).get(self.game_id, [])
        for i, seat in enumerate(self.seats[:self.count]):
            now = (seat["kind"], seat["level"])
            if i < len(was) and (was[i].get("kind"), was[i].get("level")) == now != seats[i] \
                    and (now[0] == "bot" or seats[i][0] != "human"):
                said.append(seat_words(i, now))
        remembered = last.get("options", {}).get(self.game_id, {})
        game = get_game(self.game_id)
        for o in game.options:
            if not (o.in_menu or o.key == game.seat_pick_option) or o.key not in remembered:
                continue
            value = as_checked(o, self.options.get(o.key))
            if as_checked(o, remembered[o.key]) == value != as_checked(o, options.get(o.key)):
                shown = ("on" if value else "off") if o.kind == "bool" else value
                said.append(f"{o.label} {shown}")
        return said

    def unusual(self):
        """Whether anything on the screen differs from the game's usual table (its number of players, a bot's
        kind or level, an option as the game reads it): Usual setup changes something."""
        count, seats, options = self.usual_table(self.usual_count())
        if self.count != count:
            return True
        for i, seat in enumerate(self.seats[:self.count]):
            if seat["kind"] != seats[i][0] or (seat["kind"] == "bot" and seat["level"] != seats[i][1]):
                return True
        game = get_game(self.game_id)        # (the colours picked beside the seats too: SeatPicks)
        return any(as_checked(o, self.options.get(o.key)) != as_checked(o, options.get(o.key))
                   for o in game.options if o.in_menu or o.key == game.seat_pick_option)

    def memory_words(self, said):
        """The memory's line: what is as last time (`said`), else what last time was where a value typed since
        replaced it ("Last time: Target score 150", the words drawn when the screen was built)."""
        if said:
            return AS_LAST_TIME + ", ".join(said)
        return LAST_TIME + ", ".join(self.memory_drawn[1])

    def memory_block(self, manager, column):
        """The words saying what is as last time, over Usual setup, at the foot of `column` (the game column's
        room under its description, above Read the rules); returns the top of what it drew (None when the
        screen shows the usual table). Not between Back and Start: the note on the game Continue
        holds lies there, and they were drawn over each other (review 23)."""
        said = self.as_last_time()
        drawn = getattr(self, "memory_drawn", None)
        if not said and not (drawn and drawn[0] == self.game_id and self.table_memory()):
            return None
        # a rebuild while a value typed over last time's is on the screen keeps the words in their place
        self.memory_said, self.memory_drawn = said, (self.game_id, said or drawn[1])
        px = self.m.px
        step = px(19)
        button = pygame.Rect(column.x, column.bottom - px(44), column.w, px(44))
        self.button(manager, "usual", USUAL_WORDS, button, self.use_usual, tooltip=USUAL_TIP, reason=USUAL_ALREADY,
                    enabled=self.unusual())
        lines = theme.wrap(self.memory_words(said), px(14), column.w)
        room = max(1, (button.y - px(6) - column.y) // step)
        if len(lines) > room:       # a short window: the last line that fits says there is more
            lines = lines[:room - 1] + [theme.ellipsize(" ".join(lines[room - 1:]), px(14), column.w)]
        top = button.y - px(6) - len(lines) * step
        for n, line in enumerate(lines):
            self.label(manager, "as_last_time" + (f":{n}" if n else ""), line,
                       (column.x, top + n * step, column.w, step), "#muted_left")
        return top

    def memory_follows_typing(self):
        """A value typed in an option's field: the "As last time" words say what is on the screen now, in
        place (a rebuild would take the field's keyboard focus): QW's "As last time: Target score 500" stayed
        after 10 was typed (review 37). With the last thing that is as last time gone, the words say what last
        time was ("Last time: Target score 150") where they stood, and Usual setup stays, greyed only where the
        screen is the usual table already: both were hidden, and left a hole while typing (review 38)."""
        said = self.as_last_time()
        usual = self.widgets.get("usual")
        if usual is not None and usual.is_enabled != self.unusual():
            usual.enable() if self.unusual() else usual.disable()
        if said == getattr(self, "memory_said", None):
            return
        labels = [el for wid, el in self.widgets.items() if wid.split(":")[0] == "as_last_time"]
        if not labels or usual is None:
            return           # none drawn: the next rebuild draws them
        self.memory_said = said
        px = self.m.px
        width = labels[0].rect.w
        lines = theme.wrap(self.memory_words(said), px(14), width)
        if len(lines) > len(labels):
            lines = lines[:len(labels) - 1] + [theme.ellipsize(" ".join(lines[len(labels) - 1:]), px(14), width)]
        for n, el in enumerate(labels):
            el.set_text(lines[n]) if n < len(lines) else el.set_text("")

    def use_usual(self):
        """Usual setup: the game's own table, as if never set up here before (until Start remembers it)."""
        self.usual_asked = set(getattr(self, "usual_asked", ())) | {self.game_id}
        self._reset_for_game()
        self.rebuild()
