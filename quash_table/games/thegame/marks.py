"""The Game's part of the kit's marks (ui/recent_marks.py): each card another player laid on a stack since
your action, framed "new" where it lies; a card the same turn covered at once is said on the tag of the card
over it ("new · over new red 5"), so a bot's two cards on one stack can both be read (review 22)."""

from .cards import card_words


class TheGameMarks:
    """Mixed into the board (scene.TheGameBoard): a laid card's piece is its code."""

    def recent_marks(self, seat, action, events):
        """The card another player laid, "new" on its stack until you act."""
        return [(action["card"], "new")] if action.get("type") == "play" else []

    def covered_mark_words(self, pid, word):
        """A new card covered by a later new one: "over new red 5" on the covering card's tag."""
        return f"over {word} {card_words(pid)}" if word else f"over {card_words(pid)}"
