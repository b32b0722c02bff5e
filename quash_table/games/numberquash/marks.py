"""NumberQuash's part of the kit's marks (ui/recent_marks.py): the cells another player's roll covered, each
quasher ringed until you act (no word: a cell is too small for one; the tray says the roll)."""

from .composer import quasher_key


class NumberQuashMarks:
    """Mixed into the board (scene.NumberQuashBoard): a covered cell's quasher is `quasher_key(cell)`."""

    marks_latest_only = True        # the last roll's cells: at 6 seats five rolls' rings would crowd the table

    def recent_marks(self, seat, action, events):
        """The cells the rules say the move covered (its "placed" event)."""
        return [(quasher_key(cell), None) for e in events if e.get("kind") == "placed" for cell in e["cells"]]
