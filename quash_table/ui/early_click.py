"""A click on your own card made before your turn comes (no pygame): it lifts that card once the turn is
yours, rather than being lost.

A person who clicked a card of theirs while a bot was to move was told "Wait: it is Bot 2's turn", and the
message went with the turn, so the click did nothing (session 25: the first click after the bot's turn was
lost). Session 25 kept it only in the still moment after the bot's last card; a click made while the bot was
still thinking got the same words and was dropped (session 26: the same message, two outcomes). Now every
such click is kept as the person's intent, and the words say so ("Your card lifts when your turn comes",
board_words.not_your_turn): once the turn is theirs, the card lifts as if clicked then. The other seats'
moves meanwhile change nothing in the person's own hand that the click could mean otherwise; a card no
longer theirs to pick up then is not lifted, and one that has no place then (a club after a heart was led) says
why instead, as a click on it in the turn does (drag._said_nowhere, review 35). Any other click or key (BoardInput.before_event: Next, a
curtain, Undo, another card) replaces it, and another pair of eyes at the screen drops it. Only a lift is
carried, never a move: lifting a card commits nothing (nor does a click that puts it in a move still being
built, Flush's tray, which is carried: `carry_to_place`). A click on a stack (a target) after the card while it
is still not their turn keeps the card, and says "lay it when your turn comes" (it was dropped in silence).
"""


class EarlyClick:
    """The one click on an own card kept from before the person's turn."""

    def __init__(self):
        self.kept = None          # (piece id, screen seat)
        self.replaced = None      # the kept click the latest action replaced: a click on a stack keeps it again

    def keep(self, piece_id, seat):
        self.kept = (piece_id, seat)
        self.replaced = None

    def drop(self):
        self.replaced = self.kept
        self.kept = None

    def keep_again(self):
        """A click on where the kept card would go, while it is still not the person's turn (drag._press):
        the card stays kept (it was dropped in silence, session 26). Only the lift is carried, never the
        move: the person lays it when the turn comes. True when there was a card to keep."""
        if self.replaced is None:
            return False
        self.kept, self.replaced = self.replaced, None
        return True

    def take(self, seat, movable_ids):
        """The piece to lift now (`seat` at the screen, `movable_ids`: the pieces they may pick up now, None
        while it is not their turn), or None. The kept click waits for the turn and is spent when it comes."""
        if self.kept is None:
            return None
        pid, was_seat = self.kept
        if seat != was_seat:
            self.kept = None              # other eyes at the screen: not their click
            return None
        if movable_ids is None:
            return None                   # not their turn yet: wait
        self.kept = None
        return pid if pid in movable_ids else None


def carry_to_place(drag, piece):
    """Where the board's click puts a card into a move still being built (its composer's `click_target`: Flush's
    tray, which commits nothing either), the kept click does that once the turn is the person's (True); else False
    (the card is lifted). After your own Flush card a click on a hand card while the table still showed it lifted the
    card when the turn came, unstaged, and seemed lost (review 61v, revv_40-41)."""
    c = drag.board.composer
    to = c.click_target(piece.key) if c is not None else None
    target = next((t for t in drag.board.table.targets if t.key == to), None) if to is not None else None
    if target is None:
        return False
    drag._drop(piece, target, spring=True)
    return True
