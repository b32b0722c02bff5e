"""The order a board's pieces are drawn and found in, bottom to top (split from board_paint.py): no drawing."""


def pieces_in_order(b):
    """The pieces bottom to top: by z, then the hinted piece, the selected one, the one held. A board whose
    raised card would hide its right neighbour's corner index (hint_on_top False) lifts the selected card in
    its place among the cards of its own row (`lifted_in_place`)."""
    held, raised = b.drag.dragging, b.hints.on_top()
    chosen = b.drag.selected
    if chosen is not None and chosen != held and lifted_in_place(b, chosen):
        chosen = None
    return sorted(b.table.pieces, key=lambda p: (p.id == held, p.id == chosen, p.id == raised, p.z))


def lifted_in_place(b, pid):
    """Is the selected piece `pid` lifted in its place, under the cards fanned over it: on a board that raises
    its hinted card in place (hint_on_top False), where every card over it lies in its own row. Drawn on top,
    the card lifted by the arrow keys hid its right neighbour's rank and suit (QUASH, review 40); a card of the
    row behind a two-row hand still comes over the front row, which would hide it."""
    if b.hint_on_top:
        return False
    p = b.table.piece_by_id.get(pid)
    if p is None:
        return False
    over = [q for q in b.table.pieces if q.z > p.z and q.rect.colliderect(p.rect)]
    return all(q.rect.y == p.rect.y for q in over)
