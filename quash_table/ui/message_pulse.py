"""The message pill's pulse (a mixin of BoardPainter, split from board_paint.py): an answer to a key that has
nothing new to show."""

import pygame

from . import theme


class MessagePulse:
    """Needs `self.board` (its `now`, `message`, `metrics`)."""

    # H on a hint that already shows its whole reason has nothing more to say: its pill lights up a moment so
    # the key is seen to be heard (a new player thought it broken, issue 23); seconds it takes to fade
    PULSE_SECONDS = 0.8
    PULSE_RING = (92, 200, 255)     # the hint's blue (hints.HINT)
    _pulse = None        # (when the pill was lit, the message it was lit for)

    def pulse_message(self):
        """Light the message's pill up a moment (PULSE_SECONDS), as an answer that says nothing new."""
        self._pulse = (self.board.now, self.board.message)

    def message_pulse(self):
        """How lit the message's pill is now, 1 just lit down to 0 (over, or another message)."""
        if self._pulse is None or self._pulse[1] != self.board.message:
            return 0.0
        return max(0.0, 1.0 - (self.board.now - self._pulse[0]) / self.PULSE_SECONDS)

    def draw_pulse_ring(self, surface, rect, lines, bg):
        """The pill's colour while lit (pulse_message: lighter, in a ring of the hint's blue), its ring drawn."""
        lit = self.message_pulse()
        if not lit:
            return bg
        px = self.board.metrics.px
        ring = rect.inflate(2 * px(3), 2 * px(3))
        pygame.draw.rect(surface, theme.shade(self.PULSE_RING, 0.5 * lit), ring, max(2, px(3)),
                         border_radius=ring.h // 2 if len(lines) == 1 else px(16))
        return theme.shade(bg, 0.35 * lit)
