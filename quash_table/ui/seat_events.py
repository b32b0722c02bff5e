"""Each move's events as one seat may know them, kept while a board asks about the same moves again and again
(no pygame).

A board reads "what happened since your last move" after every move: Flush's "new" tags and the bases given you
(games/flush/new_tags.py, given_news.py) walked every move since the seat's last action, rebuilding each state
and its events (up to curtain_news.LOOK_BACK of them), on the frame after each move while others played: a third
of Flush's frame then (issue 22). This reads each move once per seat; what a move caused never changes while
the match, the seat and its undo count stay the same.
"""


KEPT = 256      # moves kept before those older than an ask's start are let go


class SeatEvents:
    def __init__(self):
        self._match = None
        self._key = None        # (seat, undos) the kept events are of
        self._events = {}       # move index -> that move's events as the seat may know them

    def __call__(self, match, seat, start):
        """[(i, events)] for moves start..the last, oldest first: move i's events (game.events after it, as
        `seat` may know them). Askers may start at different moves (Flush's new cards count the seat's own
        last action, the bases given do not): one keeps what the other read."""
        key, n = (seat, match.undos), len(match.actions)
        if match is not self._match or key != self._key:
            self._match, self._key, self._events = match, key, {}
        if len(self._events) > KEPT:          # the oldest moves asked about no longer (the seat acted since)
            self._events = {i: e for i, e in self._events.items() if i >= start}
        out = []
        for i in range(start, n):
            got = self._events.get(i)
            if got is None:
                got = self._events[i] = match.game.events(match.state_after(i + 1), seat)
            out.append((i, got))
        return out
