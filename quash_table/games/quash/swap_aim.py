"""Which of your cards a pointer over your side means while a card is held (advanced QUASH): the board's
`target_over` (the kit asks it before its own rule, ui/drag.target_at).

A card covered by its neighbour (a gap's left card shows a strip of its width, 33 px at 1024x640; the
open slot was drawn over half of it, session 27 draws it in the badge row) is raised whole over its spot once the held card is aimed at
it (over_pieces.raise_aimed): from then on it takes a drop anywhere it is drawn, until the pointer leaves
it. Before, the drop under the raised card went to the open slot it covered, not the swap the table
showed (new players, session 23). And where the pointer lies over two lit places drawn at once (a card and
a spot's open part), the one the hint shows wins."""


class SwapAim:
    def __init__(self, board):
        self.board = board
        self.raised = None      # the swap target ("swap:2C") of the card drawn raised whole last frame

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
        raised = b.table.target_by_id.get(self.raised) if self.raised in lit else None
        card = b.table.piece_by_id.get(f"r{b._rnd}:{self.raised[5:]}") if raised is not None else None
        if card is not None and card.rect.collidepoint(pos):
            return raised
        # a laid card's face as it showed at rest swaps it (or says why not): the open slot lies under the cards,
        # and a drop where the card had lain laid the held card in the slot drawn over it (review 56p)
        face = self._face(pos)
        if face is not None:
            return face
        if not any(x.startswith("swap:") for x in lit):
            return None
        # (a spot by its drawn open part, not all of it: on a card's face, lit as a swap, a drop swaps,
        # whatever the hint shows; the spot's rect is under every card of it)
        under = [t for t in b.table.targets if t.id in lit and t.mark.collidepoint(pos)]
        if len(under) < 2:
            return None
        step = b.hints.step()
        want = step["target"] if step is not None and step["piece"] == p.id else None
        return next((t for t in under if t.id == want), None)

    def _face(self, pos):
        """The swap target whose face in view (spot_cards.in_view) `pos` is on, else None."""
        return next((t for t in self.board.table.targets if t.id.startswith("swap:") and t.rect.collidepoint(pos)),
                    None)
