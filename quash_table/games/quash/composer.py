"""An advanced QUASH swap chain built one drop at a time, as a person makes it on the board (no pygame).

A hand card dropped on one of your cards takes its place; the card it displaced is then in the air and
must go on: dropped on an open slot it ends the chain (the whole move goes to the rules as one action),
dropped on another card it displaces that one, and so on, with no limit on the length. Every step is
checked by the rules' own chain_moves as it is made, so a step the rules refuse is refused at once with
their reason and the chain stays as it was.
"""

from ...engine.game import IllegalAction
from .rules import SIZES, chain_moves


class SwapChain:
    """The chain so far: `board` is your side as it now stands, `moving` the card in the air."""

    def __init__(self, side, card, spot, out):
        """`card` from the hand dropped on `out`, a card on `spot` (1..9) of your side `side` (9 lists).
        IllegalAction (with the rules' reason) when that first swap is not allowed."""
        self.card, self.spot = card, spot
        self.moves = [(spot, out)]
        self.board, self.moving, self.left = chain_moves(side, card, self.moves)

    def step(self, spot, out=None):
        """The card in the air dropped on `spot`: displacing `out`, or on an open slot (None), which ends
        the chain. Returns the finished play action when the chain ends, else None. IllegalAction (and
        nothing changes) when the rules refuse the step."""
        board, moving, left = chain_moves(self.board, self.moving, [(spot, out)], self.left)
        self.moves.append((spot, out))
        self.board, self.moving, self.left = board, moving, left
        return self.action() if moving is None else None

    def action(self):
        """The play action of the finished chain (the form the rules and legal_actions use)."""
        steps = [[out, dest] for (_, out), (dest, _) in zip(self.moves, self.moves[1:])]
        return {"type": "play", "card": self.card, "spot": self.spot, "swap": steps}

    def options(self):
        """Every drop the rules allow the card in the air next: [(spot 1..9, card it displaces or None)],
        spot by spot, an open slot before the cards there."""
        out = []
        for k in range(9):
            spot = k + 1
            tries = ([None] if len(self.board[k]) < SIZES[k] else []) + list(self.board[k])
            for x in tries:
                try:
                    chain_moves(self.board, self.moving, [(spot, x)], self.left)
                except IllegalAction:
                    continue
                out.append((spot, x))
        return out

    def hinted_next(self, action):
        """When the chain so far is the start of `action` (a hinted play), that play's next drop for the
        card in the air as (spot, card it displaces or None); else None."""
        swap = action.get("swap") if action.get("type") == "play" else None
        if not swap or action.get("card") != self.card or action.get("spot") != self.spot:
            return None
        want = [(self.spot, swap[0][0])] + [(d, nxt[0]) for (_, d), nxt in zip(swap, swap[1:])]
        want.append((swap[-1][1], None))
        n = len(self.moves)
        if n >= len(want) or [tuple(m) for m in want[:n]] != self.moves:
            return None
        return want[n]
