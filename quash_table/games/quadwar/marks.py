"""Quadruple War's part of the kit's marks (ui/recent_marks.py): every card the others laid to the trick since
your last card is marked "new" until you act (review 56s: only the last one was, and a card laid before it in
the same round of play read as one you had seen). A card gathered into a won pile lies face down there and the
kit marks no back, so only the cards still face up on the mat carry the word."""


class QuadWarMarks:
    """Mixed into the board (scene.QuadWarBoard): a face-up card's piece is its code."""

    marks_latest_only = False

    def recent_marks(self, seat, action, events):
        """The card another seat laid to the trick."""
        return [(action["card"], "new")] if action.get("type") == "play" else []
