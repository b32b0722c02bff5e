"""QUASH's part of the kit's marks (ui/recent_marks.py): the card another seat laid and the cards its swap
chain moved, while the round is played; the tags it draws over its pieces, which a hint's arrow goes round, and
the scoring tracks' point boxes, which it crosses only where it must."""

from ...ui.hint_way import WORD_COST
from . import art, over_pieces


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

    def arrow_tags(self):
        """The tags QUASH draws over its pieces (over_pieces): the spots' badges, a failing spot's tag and
        the drawn card's "drawn": a hint's arrow goes round them (it ended over one, session 22)."""
        got = [r for r, *_ in self._tags + self._fail_tags]
        frame = over_pieces.drawn_frame(self, self._drawn)
        if frame is not None:
            got.append(over_pieces.drawn_tag(self.metrics, frame)[0])
        return got

    def arrow_soft(self):
        """Both scoring tracks' point boxes, at a word's cost (`hint_way.WORD_COST`: they carry 5, 10, ...): a
        hint's arrow goes round them where it can and crosses where it must, the shortest way (your hand lies
        under your track: an arrow to your spots crosses it; it ran slantwise over four boxes at 1024x640,
        session 30). Walls there left some arrows no way at all; START, FINISH and the markers stay walls
        (`art.track_words`, the table's `arrow_clear`)."""
        deco = getattr(self, "_deco", None)
        if not deco:
            return ()
        return [(art.track_layout(self.metrics, deco["g"]["track"][where], deco["target"])["cells"], WORD_COST)
                for where in ("top", "bottom")]
