"""Keeping the garbage collector's full passes off a board's frames.

Python's cyclic collector now and then walks every object alive; with a long game in memory (10,000
moves: states, checkpoints, log entries) one such pass took 17-25 ms, on whatever frame it fell. A board
therefore freezes what is alive when it opens and again every FREEZE_EVERY moves (gc.freeze: those
objects are left out of later passes, so a pass walks only what came since), and thaws it all when it
closes. Objects still go as soon as nothing refers to them (reference counting is untouched); only
garbage in reference cycles among frozen objects waits until the board closes.
"""

import gc

FREEZE_EVERY = 256      # moves between two freezes: a pass then walks at most that many moves' objects


class HeapKeeper:
    def __init__(self):
        self._frozen_at = None

    def opened(self, moves):
        gc.freeze()
        self._frozen_at = moves

    def moved(self, moves):
        """After a move (or an undo): freeze again once FREEZE_EVERY moves have come since."""
        if self._frozen_at is None or abs(moves - self._frozen_at) >= FREEZE_EVERY:
            gc.freeze()
            self._frozen_at = moves

    def closed(self):
        if self._frozen_at is not None:
            gc.unfreeze()
            self._frozen_at = None
