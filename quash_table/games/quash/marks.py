"""QUASH's part of the kit's marks (ui/recent_marks.py): the card another seat laid and the cards its swap
chain moved, while the round is played."""


class QuashMarks:
    """Mixed into the board (scene.QuashBoard), which sets `_playing` and `_rnd` as it builds."""

    def recent_marks(self, seat, action, events):
        """The card another seat laid ("new") and the cards its swap chain moved ("moved", several at once),
        marked until your next play (a chain moves two or three cards at once: a player could not follow
        which went where)."""
        if not self._playing or action.get("type") != "play":
            return []
        return [(f"r{self._rnd}:{action['card']}", "new")] + \
            [(f"r{self._rnd}:{c}", "moved") for c, _ in action.get("swap") or ()]
