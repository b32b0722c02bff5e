"""Has the table at rest been on the screen through a whole frame? (No pygame.)

A bot's pace (`MatchSession.update`'s `seen`) is the time a person has had to look at the position at rest:
the last card landed, nothing moving. A frame's seconds, measured when it starts, are the time since the
previous frame started: the previous frame's work, then its flip. So they were seen only if the frame
before that had already put the same position at rest on the screen. Counting from the first frame at rest
(review 21: a move of yours counted from the frame that made it, before it was drawn; a landing from the
frame that drew it) gave a loaded machine, at a few frames a second, half the pace or less to look.
"""


class RestSeen:
    def __init__(self):
        self._position = None     # the position the last frames showed at rest, or None
        self._draws = 0           # how many frames in a row have shown it at rest

    def drawn(self, position):
        """A frame was drawn showing `position` at rest, or, with None, something moving."""
        if position is None:
            self._position, self._draws = None, 0
        elif position is self._position:
            self._draws += 1
        else:
            self._position, self._draws = position, 1

    def through_frame(self, position):
        """Was `position`, at rest, on the screen through the whole of the frame now starting?"""
        return position is not None and position is self._position and self._draws >= 2
