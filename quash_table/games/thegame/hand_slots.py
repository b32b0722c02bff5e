"""Your hand's cards keep their places through your turn (no pygame). Laying the first card re-centred the one
kept, so a second drag aimed where it had lain missed it (review 54j); a card laid leaves its place empty until
the turn's new cards come, and a card taken back (Undo) returns to its own place."""


class HandSlots:
    def __init__(self):
        self.seat, self.cards = None, []     # the hand whose places are kept, as it was when they were set

    def rects(self, seat, hand, row):
        """The rects of `hand`'s cards: each in its place of the row the kept hand makes (`row(n)`: the rects of a
        row of n), set afresh when the seat at the screen changes or a card comes that the kept hand lacks."""
        if seat != self.seat or not set(hand) <= set(self.cards):
            self.seat, self.cards = seat, list(hand)
        slots = row(len(self.cards))
        return [slots[self.cards.index(card)] for card in hand]
