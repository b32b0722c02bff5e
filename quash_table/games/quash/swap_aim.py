"""Which of your cards a pointer over your side means while a card is held (advanced QUASH): the board's
`target_over` (the kit asks it before its own rule, ui/drag.target_at).

A card covered by its neighbour (a gap's left card shows a strip of its width, 33 px at 1024x640; the
open slot was drawn over half of it, session 27 draws it in the badge row) is raised whole over its spot once the held card is aimed at
it (over_pieces.raise_aimed): from then on it takes a drop anywhere it is drawn, until the pointer leaves
it. Before, the drop under the raised card went to the open slot it covered, not the swap the table
showed (new players, session 23). And where the pointer lies over two lit places drawn at once (a card and
a spot's open part), the one the hint shows wins.

Session 58 (one rule for a spot with room, aim_on_face): a drop there lays the card unless it is clearly aimed at
one laid card, the pointer over the middle part of that card's face in view. A♥ dropped on the K♥ of a double to
make K-A swapped the K♥ out, the open slot beside it being an 18 px strip at 1024x640 (review 57). A full spot's cards swap anywhere
on their face (nothing else can happen there). Session 60: a swap the rules refuse is no aim on a spot with room:
the drop lays (review 60). The rule is the same whether a hint shows or not (review 60t: the hint's lay on a spot
made a drop on a card's middle lay there, the hint's swap made its edge swap; without a hint the same drops did
otherwise). Session 61: the part that swaps is a small centre of the face; 3♣ over most of the 4♠ of 2♥ 4♠ swapped
it out, the open place between them being a strip under the held card (review 61t)."""


CENTRE_X = 3      # the centre of a face, where a drop swaps that card: a third of its width...
CENTRE_Y = 5      # ...and two fifths of its height, in its middle
KEPT_X = 4        # a swap aimed at stays over a quarter of the face's width in from each side...
KEPT_Y = 5        # ...and a fifth of its height from top and bottom (the middle session 58 to 60 swapped by)


def middle(face):
    """The small centre of a laid card's `face` in view, where a drop on a spot with room swaps that card."""
    w, h = max(1, face.w // CENTRE_X), max(1, face.h * 2 // CENTRE_Y)
    return face.__class__(face.centerx - w // 2, face.centery - h // 2, w, h)


def kept_zone(face):
    """Where a swap aimed at (the pointer on `face`'s centre the moment before) stays: a band round the centre,
    so a few pixels do not turn it back and forth (session 59), never the whole face (review 61t)."""
    return face.inflate(-2 * (face.w // KEPT_X), -2 * (face.h // KEPT_Y))


def aim_on_face(pos, face_id, face, spot_id, lit, kept=False, hole=None):
    """What a drop at `pos` on the laid card `face_id` (its face in view `face`, on the spot of target `spot_id`)
    means among the `lit` targets: the swap when the spot has no room (`spot_id` unlit), or when `pos` is on the
    small centre of the face (middle), or near it while that swap is `kept` (aimed at the moment before:
    kept_zone); else the spot (lay). On a spot with an open place a drop lays unless it is clearly on one card's
    centre: 3♣ over the 4♠ of 2♥ 4♠ swapped the 4♠ out over most of its face, the strip that laid it between lying
    under the held card (review 61t, revt_37-42), and a face entered at its middle swapped all over it.
    Where the spot takes the card, a swap the rules refuse (`face_id` unlit) is no aim: the drop lays (review 60).
    On a full spot the refused swap says its reason (refusal_tip). One rule, whatever a hint shows (review 60t).
    The middle half of the spot's open slot (`hole`, drawn while the card is held) lays, over whatever face: a gap's
    right card's centre lay a few px from the place between its cards, and 10♦ aimed there swapped the J♥ out."""
    if spot_id not in lit:
        return face_id
    if hole is not None and hole.inflate(-(hole.w // 2), 0).collidepoint(pos):
        return spot_id
    if face_id in lit and (middle(face).collidepoint(pos) or kept and kept_zone(face).collidepoint(pos)):
        return face_id
    return spot_id


class SwapAim:
    def __init__(self, board):
        self.board = board
        self.raised = None      # the swap target ("swap:2C") of the card drawn raised whole last frame
        self.kept = None        # (held piece id, swap target id) the pointer last meant on a face (aim_on_face)
        self.reached = None     # (held piece id, swap target id) of the hinted swap's card the pointer has been on

    def shown(self, target_id):
        """The card of `target_id` is drawn raised whole this frame (None: no card is)."""
        self.raised = target_id

    def target(self, pos, piece):
        """The target `pos` means for the held `piece` (None: the one lifted), or None for the kit's rule."""
        b = self.board
        drag = b.drag
        if b.table is None:
            return None
        p = piece if piece is not None else drag.active()
        if p is None:
            return None
        lit = set(drag.legal_targets(p))
        step = b.hints.step()
        want = step["target"] if step is not None and step["piece"] == p.id else None
        raised = b.table.target_by_id.get(self.raised) if self.raised in lit else None
        card = self.card_of(self.raised) if raised is not None else None
        if card is not None and card.rect.collidepoint(pos):     # (raised whole only on a full spot: raised_card)
            if self._at_pointer(pos, p):
                self.reached = (p.id, raised.id)
            return raised
        # a laid card's face as it showed at rest: on a full spot it swaps it (or says why not); on a spot with room
        # its middle part swaps, the rest lays (aim_on_face); the open slot lies under the cards (review 56p)
        face = self._face(pos)
        if face is not None:
            spot = self.spot_of(face.id)
            got = aim_on_face(pos, face.id, face.rect, spot, lit, self.kept == (p.id, face.id),
                              getattr(b, "_holes", {}).get(spot))
            self._keep(pos, p, got if got == face.id else None)
            return b.table.target_by_id.get(got, face)
        self._keep(pos, p, None)
        if not any(x.startswith("swap:") for x in lit):
            return None
        # (a spot by its drawn open part, not all of it: where two lit places are drawn at once, the hint's wins;
        # the spot's rect is under every card of it)
        under = [t for t in b.table.targets if t.id in lit and t.mark.collidepoint(pos)]
        if len(under) < 2:
            return None
        return next((t for t in under if t.id == want), None)

    def _keep(self, pos, piece, target_id):
        """Remember the swap `target_id` (None: none) the dragged `piece`'s pointer means at `pos`: asked where the
        dragged card is (its grab point), not at another place asked the same frame."""
        if self._at_pointer(pos, piece):
            self.kept = (piece.id, target_id) if target_id is not None else None

    def _at_pointer(self, pos, piece):
        """Is `pos` where the dragged `piece` is held (its grab point)?"""
        drag = self.board.drag
        return drag.dragging == piece.id and (int(piece.pos[0] + drag.grab[0]),
                                              int(piece.pos[1] + drag.grab[1])) == (int(pos[0]), int(pos[1]))

    def hinted_up(self, piece, lit):
        """The swap target ("swap:10C") whose card stays raised whole for the held `piece` (None: none held) though
        not aimed at: the one the hint's step names for it, until the pointer has been on that card (then it is
        raised as any aimed card, till the pointer leaves it: raise_aimed). The hint drew the 10♣ of a full spot
        raised whole over the J♥ for the K♦ in the air; once dragged it sank back to a strip under the held card and
        a drop where it had been drawn went to the J♥, refused (review 60t, revt_86z-88)."""
        if piece is None:
            self.reached = None
            return None
        step = self.board.hints.step()
        tid = step["target"] if step is not None and step["piece"] == piece.id else None
        if tid is None or not tid.startswith("swap:") or tid not in lit or self.reached == (piece.id, tid):
            return None
        return tid

    def card_of(self, target_id):
        """The laid card's piece of the swap target `target_id` ("swap:KH"), None where it is not on the table."""
        b = self.board
        return b.table.piece_by_id.get(f"r{b._rnd}:{target_id[5:]}")

    def spot_of(self, target_id):
        """The target id of your spot holding the card of the swap target `target_id` ("swap:KH" -> "spot:2")."""
        card = self.card_of(target_id)
        return f"spot:{card.zone.rsplit(':', 1)[1]}" if card is not None and card.zone.startswith("spot:") else None

    def room(self, target_id, lit):
        """Does the spot of the swap target `target_id` take the held card laid (lit)? Its cards are then not
        raised whole: a drop beside the middle of one lays (aim_on_face)."""
        return self.spot_of(target_id) in lit

    def _face(self, pos):
        """The swap target whose face in view (spot_cards.in_view) `pos` is on, else None."""
        return next((t for t in self.board.table.targets if t.id.startswith("swap:") and t.rect.collidepoint(pos)),
                    None)
