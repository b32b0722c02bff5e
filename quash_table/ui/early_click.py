"""A click on your own card made just before your turn comes (no pygame): it lifts that card once the turn
is yours, rather than being lost.

Between a bot's last visible step and its turn's end the table stands still (its card landed, its words
said) while the bot still waits its pace before the move that ends its turn (The Game's End turn). A person
who clicked a card of theirs then was told "Wait: it is Bot 2's turn", and the message went with the turn a
moment later, so the click did nothing (session 25: the first click after the bot's turn was lost). The
click is kept as the person's intent while the table shows the position it was made in: once the very next
move gives the turn to the same person, the card lifts as if clicked then. Another move first (the bot laid
another card, said something, a next player) means the table changed under the click: it is dropped, as is a
click older than CARRY_SECONDS or one followed by any other click or key. Only a lift is carried, never a
move: lifting a card commits nothing.
"""

CARRY_SECONDS = 3.0      # a click older than this when the turn comes is not carried (it would surprise)


class EarlyClick:
    """The one click on an own card kept from the position before the person's turn."""

    def __init__(self):
        self.kept = None          # (piece id, moves made when clicked, screen seat, board time)

    def keep(self, piece_id, moves, seat, now):
        self.kept = (piece_id, moves, seat, now)

    def drop(self):
        self.kept = None

    def take(self, moves, seat, now, movable_ids, coming):
        """The piece to lift now (`moves` made so far, `seat` at the screen, `movable_ids`: the pieces they
        may pick up now, None while it is not their turn; `coming`: the match gives them the turn, though the
        table is still telling the move that did), or None. The kept click is spent once the turn is theirs
        or the table has moved on past it."""
        if self.kept is None:
            return None
        pid, then, was_seat, at = self.kept
        if moves <= then or (moves == then + 1 and movable_ids is None and coming):
            return None                   # the position it was made in, or the turn on its way: wait
        self.kept = None
        if movable_ids is None or moves != then + 1 or seat != was_seat or now - at > CARRY_SECONDS \
                or pid not in movable_ids:
            return None
        return pid
