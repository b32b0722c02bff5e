"""The Game's part of the kit's marks (ui/recent_marks.py): each card another player laid on a stack since
your action, framed "new" where it lies; a card the same turn covered at once is said on the tag of the card
over it ("new · on new red 5", as the log says "lays blue 1 on blue 5"), so a bot's two cards on one stack can
both be read (review 22). The tag grows left of the card's bottom-right index (ui/recent_marks)."""

from .cards import card_words


class TheGameMarks:
    """Mixed into the board (scene.TheGameBoard): a laid card's piece is its code."""

    def recent_marks(self, seat, action, events):
        """The card another player laid, "new" on its stack until you act."""
        return [(action["card"], "new")] if action.get("type") == "play" else []

    def covered_mark_words(self, pid, word):
        """A new card covered by a later new one: "on new red 5" on the covering card's tag ("over new red 5"
        was longer, and the tag, kept off the card's index, reached past the stack's mat at 1024x640)."""
        return f"on {word} {card_words(pid)}" if word else f"on {card_words(pid)}"
