"""Quadruple War's part of the kit's marks (ui/recent_marks.py): the trick already shows the others' cards
in the order they came, so only the last card laid is marked, "new", until you act."""


class QuadWarMarks:
    """Mixed into the board (scene.QuadWarBoard): a face-up card's piece is its code."""

    marks_latest_only = True

    def recent_marks(self, seat, action, events):
        """The card another seat laid to the trick."""
        return [(action["card"], "new")] if action.get("type") == "play" else []
