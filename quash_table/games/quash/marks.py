"""QUASH's part of the kit's marks (ui/recent_marks.py): the card another seat laid and the cards its swap
chain moved, while the round is played; the tags it draws over its pieces, which a hint's arrow goes round."""

from ...ui.hint_way import PANEL_COST, WORD_COST
from . import art, over_pieces


class QuashMarks:
    """Mixed into the board (scene.QuashBoard), which sets `_playing` and `_rnd` as it builds."""

    def recent_marks(self, seat, action, events):
        """The card another seat laid ("new") and the cards its swap chain moved ("moved", several at once),
        marked until your next play (a chain moves two or three cards at once: a player could not follow
        which went where). None while See the last move plays it again (its own steps show what moved)."""
        if not self._playing or action.get("type") != "play" or self.again_running():
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

    def arrow_read_through(self):
        """Your own plate (the kit's hook): an arrow whose way round its words is long crosses them, read through it,
        by a straight line or one bend (review 40: round them, the arrow to spot 2 went up past the plate and back
        across spot 3's card). The other seats' plates are gone round as before."""
        own = getattr(self, "_own_plate", None)
        return [own] if own is not None else []

    def arrow_soft(self):
        """Both scoring tracks (the kit's hook): a hint's arrow crosses their boxes at a panel's cost, as your
        plates, going round or steeply across rather than along them (it ran over the boxes, session 30). A
        word's cost took a way round beside your partner's plate at 4 players, and the hint's words beside it
        no longer fitted their own type (test_quash_messages28); so did 1.5 with the drawn arrow's reach
        (session 33). Each side's badge (RED, BLACK) is words: crossed at a word's cost, the arrow going beside it
        where it can (it ran across RED's badge, review 34); the track's numbered boxes are gone round
        (art.track_words)."""
        deco = getattr(self, "_deco", None)
        if not deco:
            return []
        g, m = deco["g"], self.metrics
        chips = [art.side_chip(m, g["header"][w]) for w in ("top", "bottom")]
        return [(r, PANEL_COST) for r in g["track"].values()] + [(r, WORD_COST) for r in chips]
