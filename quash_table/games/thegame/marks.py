"""The Game's part of the kit's marks (ui/recent_marks.py): each card another player laid on a stack since
your action, framed "new" where it lies (the kit leaves out a card a later one covers)."""


class TheGameMarks:
    """Mixed into the board (scene.TheGameBoard): a laid card's piece is its code."""

    def recent_marks(self, seat, action, events):
        """The card another player laid, "new" on its stack until you act."""
        return [(action["card"], "new")] if action.get("type") == "play" else []
