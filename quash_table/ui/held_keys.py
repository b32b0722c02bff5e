"""Which keys are held down, counted once for the whole window: is a key-down a fresh press or the
key-repeat of a key held since? The app counts every event before any scene acts on it, so a scene that
took a key first (QUASH's Esc in the middle of a swap), an overlay that heard a key-up, or a board that was
covered meanwhile never leaves a key counted down for ever (the board and the app once kept two counts)."""

import pygame


class HeldKeys:
    def __init__(self):
        self.down = set()       # keys pressed and not yet let go
        self._heard = None      # (the last event counted, whether it was a repeat): asking twice counts once

    def hear(self, event):
        """Count `event` (once, however often asked) and say whether it is the repeat of a held key."""
        if self._heard is not None and self._heard[0] is event:
            return self._heard[1]
        repeat = event.type == pygame.KEYDOWN and event.key in self.down
        if event.type == pygame.KEYDOWN:
            self.down.add(event.key)
        elif event.type == pygame.KEYUP:
            self.down.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.down.clear()            # their key-ups go to another window
        self._heard = (event, repeat)
        return repeat

    def only(self, key):
        """Is no key other than `key` held (a curtain lifts for one key alone, not a chord)?"""
        return self.down <= {key}
