"""NumberQuash's part of the kit's marks (ui/recent_marks.py): every cell the other players' moves covered
since you last acted, each quasher ringed until you act (no word: a cell is too small for one; the tray says
the last roll). It marked the last roll's cells alone: at six seats the five bots' turns went by and only the
last one could be read on the table (session 29); each seat covers its own octagons, so the rings of a round
lie apart, one group to a player."""

from .composer import quasher_key


class NumberQuashMarks:
    """Mixed into the board (scene.NumberQuashBoard): a covered cell's quasher is `quasher_key(cell)`."""

    # your roll leaves the rings up: you decide the dice with the others' moves in view (they went as you
    # rolled, review 56q); your cover, bank or end of turn ends them
    marks_kept_over = ("roll",)

    def recent_marks(self, seat, action, events):
        """The cells the rules say the move covered (its "placed" event) and the cells a steal put a quasher
        on (its "bonus_spent"): a stolen quasher keeps the id of the cell it left while that cell is open
        (scene._quashers), so it is marked by both ids (only the one on the table is)."""
        out = [(quasher_key(cell), None) for e in events if e.get("kind") == "placed" for cell in e["cells"]]
        for e in events:
            if e.get("kind") == "bonus_spent" and e.get("effect") == "steal":
                for st in e.get("steals", ()):
                    out += [(quasher_key(tuple(st["to"])), None), (quasher_key(tuple(st["from"])), None)]
        return out
