"""Which keys are held down, counted once for the whole window, and which key-downs the screen hears: one
action a press. The app asks here for every event before any scene or pygame_gui acts on it (App.dispatch).

pygame's key repeat (pygame.key.set_repeat) is a timer that sends the key down again 0.4 s after it went down
unless pygame has read its key-up by then. A frame kept busy longer than that (a hint looked for on a loaded
machine) leaves the key-up unread, so a single press of H came twice: the short hint, then at once its why
(session 36). A key-down of a key already down is therefore heard only for the keys a person holds to go on
(the arrows, Page Up/Down, Tab: a focus or a selection walking) and, in a text field being typed in, its
editing keys (Backspace, Delete, Home, End: pygame_gui's text field repeats them with pygame's repeat).
Letters typed in a field repeat by the system's own TEXTINPUT events, which are not key-downs.
Every other key (H, Enter, Space, U, Ctrl+Z, Esc, digits, Delete on Load...) acts once a press.

Even a repeating key's repeat is not heard when its own key-up comes after it in the same batch of events:
the key was let go before the screen read it (an arrow pressed once during a busy frame moved the focus on
for every 60 ms the frame lasted past 0.4 s)."""

import pygame

# keys held to go on: a focus or a selection moves on while held
REPEATING = frozenset({pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
                       pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_TAB})
# keys that repeat too while a text field is being typed in
EDITING = frozenset({pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME, pygame.K_END})


class HeldKeys:
    def __init__(self):
        self.down = set()       # keys pressed and not yet let go
        self._heard = None      # (the last event counted, whether it was a repeat): asking twice counts once
        self._let_go = []       # this batch's key-downs whose key-up comes later in the batch

    def batch(self, events):
        """The events read together this frame, before any is heard: which key-downs are followed by their
        key's let-go in it (a repeat of those came after the person let go)."""
        self._let_go = []
        up = set()
        for event in reversed(events):
            if event.type == pygame.KEYUP:
                up.add(event.key)
            elif event.type == pygame.KEYDOWN and event.key in up:
                self._let_go.append(event)
        return events

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

    def dropped(self, event, typing=False):
        """Count `event`: True when no screen is to hear it, the repeat of a key held down that acts once a
        press (or of a repeating key already let go). `typing`: a text field takes the keys."""
        if not self.hear(event):
            return False
        if any(e is event for e in self._let_go):
            return True
        return not (event.key in REPEATING or (typing and event.key in EDITING))

    def only(self, key):
        """Is no key other than `key` held (a curtain lifts for one key alone, not a chord)?"""
        return self.down <= {key}
