"""The opening rolls kept on the table until read: when a bot starts, at a table with a person who waits for
each round's result (the setting "Wait for me after each round": the director's gates), the bots wait for the
person's Continue (the tray's button where Roll stands, Enter or Space) before the first roll. The opening
went after a hold of a few seconds, before a new player had looked at it (session 25); without the setting
(tests, headless runs) the hold of OPENING_SECONDS stays."""

import pygame

OPENING_SECONDS = 3.0      # a bot that starts waits this long (at normal speed) while the opening is read
WAIT = 10 ** 6             # a hold that lasts until Continue
# the greyed Hint's reason meanwhile (the kit's named Next, under a button reading Continue: review 56q)
OPENING_HINT_WORDS = "The opening rolls are showing: after Continue, the hint comes on your turn."
KEY_GUARD = 0.8            # seconds: an Enter held or pressed from the New game screen does not pass it unseen
KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class OpeningWait:
    def __init__(self, board):
        self.board = board
        self.waiting = False        # the bots wait for Continue
        s = board.session
        m = s.match
        if m.actions or m.to_move is None or not s.is_bot(m.to_move) or board.read_only:
            return
        self.waiting = s.director.gates_on()
        board.hold(WAIT if self.waiting else OPENING_SECONDS)   # who starts, and why, read before the bot rolls

    def caption(self):
        """The header while the opening waits: who starts, and the way on."""
        if not self.waiting:
            return ""
        return f"{self.board.short(self.board.session.match.to_move)} starts \u2014 Continue (Enter)"

    def go_on(self):
        """Continue: the bot that starts rolls (at its pace)."""
        if self.waiting:
            self.waiting = False
            self.board.cancel_hold()
            self.board.rebuild()

    def handle(self, event):
        """Enter or Space while the opening waits (not in its first moments, nor a key held since before)."""
        if not (self.waiting and event.type == pygame.KEYDOWN and event.key in KEYS):
            return False
        if self.board.now >= KEY_GUARD and not getattr(event, "repeat", False):
            self.go_on()
        return True
