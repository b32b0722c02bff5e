"""How far QUASH's hinted card of the row behind (the two-row hand: 23 cards on a small window) rises, and where the
prompt stands meanwhile. Its whole face rises clear of the front row; the prompt, and the hint standing in its place,
move up over it as far as your seats' plates allow, and the rise stops under the prompt's pill where they cannot
(ui/table.Table.place_over, rise_under: the prompt stays readable). Review 38: a whole lift showed the card's top
half only, a full rise would have covered the prompt."""

from ...ui.drag import LIFT

GAP = 4          # design pixels between the raised card and the prompt's pill, and the pill and your plates
CLEAR = 8        # ... and between the raised card's foot and the front row: the hint's frame round it (6) clear too


def front_top(table, piece):
    """The top of the cards of the row in front lying over `piece` (a card of the row behind), or None."""
    over = [o.rect.top for o in table.pieces if o.zone == piece.zone and o.z > piece.z
            and o.rect.top > piece.rect.top and o.rect.colliderect(piece.rect)]
    return min(over) if over else None


def hint_lift(board, piece):
    """How far the hinted `piece` rises, in lifts (Board.hint_lift): a card of the row behind clear of the front row,
    as far as the prompt's pill at its place now leaves it; any other card half a lift."""
    front = front_top(board.table, piece)
    if front is None:
        return 0.5
    px = board.metrics.px
    clear = piece.rect.bottom - front + px(CLEAR)
    rise = board.table.rise_under(piece.rect, clear, _pill(board), px(GAP))
    if rise < clear:
        # short of room its foot stays a frame's width behind the front row, where the hint's frame stops (its
        # frame, drawn whole round a card just clear, lay over the front row's top)
        rise = min(rise, clear - 2 * px(CLEAR))
    return max(1.0, rise / px(LIFT))


def follow(board, home, ceiling):
    """Move the prompt (and the message's place with it, `home` their places as built) up over the hinted card of
    the row behind while it is raised, no higher than `ceiling` (the foot of your plates); back home once no such
    card is. True where the places changed (the still layer is drawn again)."""
    t = board.table
    if board.drag.active() is not None:
        return False        # a card held follows the pointer: the places stay put (it is no row's card while held)
    (prompt, message) = home
    pos = prompt
    piece = t.piece_by_id.get(board.hints.raised()) if prompt is not None else None
    front = front_top(t, piece) if piece is not None else None
    if front is not None and t.prompt:
        px = board.metrics.px
        top = piece.rect.top - (piece.rect.bottom - front + px(CLEAR))    # the card's top, its whole face shown
        pos = t.place_over(prompt, top, board.painter.pill_rect(t.prompt, prompt, 17)[0].h // 2, px(GAP),
                           ceiling + px(GAP))
    if pos == t.prompt_pos:
        return False
    dy = pos[1] - prompt[1]
    t.prompt_pos = pos
    if message is not None:
        t.message_pos = (message[0], message[1] + dy)
    return True


def _pill(board):
    """The prompt's pill where it stands now, or None without a prompt."""
    t = board.table
    return board.painter.pill_rect(t.prompt, t.prompt_pos, 17)[0] if t.prompt and t.prompt_pos else None
