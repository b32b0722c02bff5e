"""A card of yours let go over the other side's half of the QUASH board, or on the other side's slot of the
tiebreaker mat: no target is there to answer, so the board says why (scene.handle asks other_side_drop)."""

import pygame

from .captions import SIDE_NAMES
from .describe import other_side_words


def other_side_drop(board, event):
    """A card of yours dropped (or, after a click, sent) onto the other side's half of the board: no
    target is there to answer, so say why."""
    d, drag = board._deco, board.drag
    if d is None or board.session.curtain is not None or not board.session.my_turn():
        return None
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and drag.dragging is not None:
        piece = drag.piece(drag.dragging)
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and drag.selected is not None \
            and drag.dragging is None:
        p = drag.piece_at(event.pos)
        if p is not None and p in drag.movable():
            return None
        piece = drag.piece(drag.selected)
    else:
        return None
    if piece is None or piece not in drag.movable() or drag.target_at(event.pos, piece) is not None:
        return None
    mine = SIDE_NAMES[d["bottom"]]
    theirs = SIDE_NAMES[1 - d["bottom"]]
    # the tiebreaker mat's other slot (session 25: a card dropped there went back without a word)
    slot = board._mat_slots.get(1 - d["bottom"])
    if slot is not None and slot.collidepoint(event.pos):
        return f"That is {theirs}'s tiebreaker place: lay your card in {mine}'s, left of it on the mat"
    g = d["g"]
    other = g["side"]["top"].union(g["track"]["top"]).union(g["header"]["top"])
    if not other.collidepoint(event.pos):
        return None
    return other_side_words(mine, theirs)
