"""Where a hint's words expect its arrow while its way is still being routed (off the window's thread,
arrow_offframe.py): along the straight line from the hinted piece to its target, as a band of small rects
(arrow_route.band) the message keeps clear of where it can (board_paint._message_place).

The words are placed once for a hint on a table: placed with no band while the way was routed, and again
against the way's band when it came, NumberQuash's hint at six seats went a size smaller and moved aside a
moment after it showed (review 33b). The straight line stands in for the way: the way drawn goes round the
words where it must (hint_way.arrow_parts), so the words never need to move for it."""

import pygame

from . import hint_arrow
from .arrow_route import band


def straight_band(hints):
    """Rects covering the straight line from the hinted piece's edge to the middle of its target, as wide as the
    drawn arrow with its glow, its head at the target; [] without a hint that marks both a piece and a target
    on the table."""
    h = hints.current
    if h is None:
        return []
    board = hints.board
    table, m = board.table, board.metrics
    piece = next((table.piece_by_id[i] for i in h["marks"] if i in table.piece_by_id), None)
    target = next((table.target_by_id[i] for i in h["marks"] if i in table.target_by_id), None)
    if piece is None or target is None:
        return []
    u, v = pygame.Vector2(piece.rect.center), pygame.Vector2(target.rect.center)
    inside = pygame.Rect(piece.rect).clipline(u, v)
    if inside:          # from where the line leaves the piece: its own face is no place for words anyway
        u = pygame.Vector2(inside[1])
    if (v - u).length() < 1:
        return []
    half = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE + hint_arrow.GLOW)
    return band([(u, v)], (v, (v - u).normalize()), half, m.px(hint_arrow.TIP_LENGTH))
