"""A count on the table that changes as the pieces it counts land, not when the table is built.

The table is built on the position after a move, and what the move brought flies in after: a team-mate's plate
said "2 cards in hand" while its drawn backs were still on their way from the pile (The Game, review 40). The
count is the rules' (the move's events say how many were drawn, the view how many are held); the animation only
paces it: each piece of `arriving` still on its way is not counted yet."""

from . import theme
from .widgets import Label


def on_its_way(board, pid):
    """Is the piece `pid` on its way on `board` (gliding home, flying in, turning over: the animator's tweens)?"""
    return board.tweens.has(pid) or board.tweens.has(("flip", pid))


class Paced:
    """A count's words (`words(n)`), the count once every piece has landed and the ids of the pieces arriving
    (a plate's `detail`, ui/table.seat_badge)."""

    __slots__ = ("words", "count", "arriving")

    def __init__(self, words, count, arriving=()):
        self.words, self.count, self.arriving = words, count, tuple(arriving)


class PacedLabel(Label):
    """A Label whose words are its Paced count's now: less the pieces still on their way."""

    __slots__ = ("board", "paced")

    def __init__(self, board, paced, pos, size, colour, bold, anchor, max_width):
        self.board, self.paced = board, paced
        self.pos, self.size, self.colour = pos, size, colour
        self.bold, self.anchor, self.max_width = bold, anchor, max_width

    @property
    def text(self):
        p = self.paced
        return p.words(p.count - sum(1 for pid in p.arriving if on_its_way(self.board, pid)))

    def _size(self):
        return theme.fit_size(self.text, self.size, self.max_width, self.bold) if self.max_width else self.size
