"""The New game screen's seats and their names (no pygame): who is a person, the name each person's seat
shows (remembered for this kind of table, typed, or the default), the names kept for next time, and the
seat-naming options' buttons following the names as they are typed. A mixin of NewGameScene, which holds
`seats`, `count`, `edited`, `options`, `widgets` and `app`."""

from ..engine.game import SEAT_OPTIONS
from ..engine.naming import default_person_name, is_default_name
from ..games import get_game


class SeatNames:
    """What the New game screen knows about its seats' people and names."""

    def people(self):
        return sum(1 for s in self.seats[:self.count] if s["kind"] == "human")

    def remembered_name(self, i, people):
        """The name typed last time for seat `i` at this kind of table: alone against bots the solo name
        (settings "solo_name"; the last pass-and-play name put a solo game's statistics under "Ann"), at a
        shared screen that seat's pass-and-play name (settings "names"); "" for none."""
        if people == 1:
            return self.app.settings.get("solo_name", "")
        typed = self.app.settings.get("names", [])
        return typed[i] if i < len(typed) else ""

    def default_names(self):
        """Each person's seat takes the name remembered for this kind of table unless the person typed one
        here, else the default for the table: "You" for the one person at a table of bots (the board,
        replays, Continue, Load and Statistics say "You"; the field said "Player 1"), "Player 2" at a
        shared screen."""
        people = self.people()
        for i, seat in enumerate(self.seats):
            if seat["kind"] != "human" or i >= self.count:
                if i not in self.edited:
                    seat["name"] = ""
                continue
            if i not in self.edited:
                seat["name"] = self.remembered_name(i, people)
            if is_default_name(seat["name"]):
                seat["name"] = default_person_name(i, people)

    def _read_names(self):
        """The seats' fields read back into the model; a field that differs was typed in."""
        for i in range(self.count):
            entry = self.widgets.get(f"seat{i}:name")
            if entry is not None and entry.get_text().strip()[:40] != self.seats[i]["name"]:
                self.seats[i]["name"] = entry.get_text().strip()[:40]
                self.edited.add(i)

    def _follow_typed_names(self):
        """"First player" and "First dealer" show the names typed so far (after Ann and Bob were typed the
        button still read "Player 1"): each frame a seat's field differs from the model, the names are read
        back and those buttons' words made again from them (no rebuild: the field keeps the typing)."""
        entries = [(i, self.widgets.get(f"seat{i}:name")) for i in range(self.count)]
        typed = tuple(e.get_text() if e is not None else None for _, e in entries)
        if typed == getattr(self, "_typed", None):
            return
        self._typed = typed
        self._read_names()
        self.default_names()
        for o in get_game(self.game_id).options:
            menu = self.widgets.get(f"option:{o.key}")
            choices = self.option_choices(o) if o.key in SEAT_OPTIONS and menu is not None else None
            if choices:
                value = self.options.get(o.key, o.default)
                self.set_drop_down(f"option:{o.key}", [c[0] for c in choices],
                                   next((c[0] for c in choices if c[1] == value), choices[0][0]))

    def seat_specs(self):
        out = []
        for i in range(self.count):
            s = self.seats[i]
            if s["kind"] == "human":
                out.append({"kind": "human", "name": s["name"] or default_person_name(i, self.people())})
            else:
                out.append({"kind": "bot", "level": s["level"]})
        return out

    def remembered(self):
        """The settings that keep this table's names for next time: alone against bots the person's name
        as "solo_name" ("" for "You"), at a shared screen the seats' names as "names" (typed_names)."""
        if self.people() == 1:
            name = next(s["name"] for s in self.seats[:self.count] if s["kind"] == "human")
            return {"solo_name": "" if is_default_name(name) else name.strip()[:40]}
        return {"names": self.typed_names()}

    def typed_names(self):
        """The names to offer next time at a shared screen, seat by seat: each person's typed name ("" for
        a default one); a seat that is a bot this game keeps the name remembered before."""
        before = list(self.app.settings.get("names", []))
        out = before + [""] * (self.count - len(before))
        for i, s in enumerate(self.seats[:self.count]):
            if s["kind"] == "human":
                out[i] = "" if is_default_name(s["name"]) else s["name"].strip()[:40]
        while out and not out[-1]:
            out.pop()
        return out[:8]

    def duplicate_name(self):
        """(name, seat, other seat) for the first name two human seats share (trimmed, ignoring case),
        or None. Two players called Sam would both read "Pass to Sam" and "Sam, your turn", and share
        one line of statistics."""
        seen = {}
        for i, spec in enumerate(self.seat_specs()):
            if spec["kind"] != "human":
                continue
            key = spec["name"].strip().casefold()
            if key in seen:
                return seen[key][0], seen[key][1], i
            seen[key] = (spec["name"].strip(), i)
        return None
